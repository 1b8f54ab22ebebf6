import { describe, expect, it } from 'vitest';
import { addressBook } from '../address/address.state';
import { must } from '../testing/test-kit';
import { createMockState, seedState } from './mock-world';
import { seededRandom } from './random';
import { SEED_USERS } from './seed-users';

describe('MockState', () => {
  it('seeds the same world every time: five users in a tree, two addresses for the first', () => {
    expect(seedState()).toEqual(seedState());
    const state = createMockState();
    expect(state.directReferrals(10001).map((u) => u.id)).toEqual([10003, 10002]);
    expect(state.teamMembers(10001).map((u) => u.id)).toEqual([10002, 10003, 10004, 10005]);
    expect(
      addressBook(state)
        .addresses(10001)
        .map((a) => a.id),
    ).toEqual([1, 2]);
    for (const user of SEED_USERS) expect(user.code).toMatch(/^[A-Z0-9]{6,8}$/);
  });

  it('survives a referral loop in restored data', () => {
    const data = seedState();
    data.users[0] = { ...must(data.users[0]), referrerId: 10005 };
    const state = createMockState(data);
    expect(state.teamMembers(10001)).toHaveLength(4);
  });

  it('gives new users unique invite codes', () => {
    const state = createMockState();
    // A source that repeats: the first code collides with the second user's and is drawn again.
    let calls = 0;
    const repeating = () => (calls++ < 16 ? 0 : 0.5);
    const a = state.register(`0x${'a'.repeat(40)}`, null, 0, repeating);
    const b = state.register(`0x${'b'.repeat(40)}`, null, 0, repeating);
    expect(a.code).not.toBe(b.code);
    expect(b.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(state.register(`0x${'C'.repeat(40)}`, a, 0, seededRandom(1)).address).toBe(`0x${'c'.repeat(40)}`);
  });

  it('does not put a user whose id or address is taken', () => {
    const state = createMockState();
    state.putUser({ ...must(SEED_USERS[0]), id: 1 });
    expect(state.userCount).toBe(5);
  });

  it('revokes tokens and finds nothing for unknown ones', () => {
    const state = createMockState();
    state.setToken('t', 10002);
    expect(state.userByToken('t')?.id).toBe(10002);
    state.revokeToken('t');
    expect(state.userByToken('t')).toBeUndefined();
    state.setToken('ghost', 999);
    expect(state.userByToken('ghost')).toBeUndefined();
  });

  it('hands out copies, so callers cannot change the state behind its back', () => {
    const state = createMockState();
    const [first] = addressBook(state).addresses(10001);
    if (first) first.name = 'changed';
    expect(addressBook(state).address(10001, 1)?.name).toBe('Aiden Chen');
    expect(addressBook(state).editAddress(10002, 1, { ...must(first), isDefault: false })).toBeUndefined();
    expect(addressBook(state).setDefaultAddress(10002, 1)).toBe(false);
  });
});
