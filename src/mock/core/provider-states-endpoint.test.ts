import { describe, expect, it } from 'vitest';
import { call, makeBackend } from '../testing/test-kit';
import { ACCOUNT_FROZEN } from './mock-backend';
import { PACT_TOKEN } from './provider-states';

const change = (backend: ReturnType<typeof makeBackend>['backend'], body: object) =>
  call(backend, 'POST', '/__mock/provider-states', { body });

describe('POST /__mock/provider-states (the reference state endpoint of npm run verify:provider)', () => {
  it('starts from the seed, applies the state and answers the bare injected values', async () => {
    const { backend } = makeBackend();
    await call(backend, 'POST', '/__mock/state', { body: { state: 'the user has no addresses' } });
    const result = await change(backend, { state: 'the user has addresses', params: {}, action: 'setup' });
    expect(result.status).toBe(200);
    // No {code, msg, data} envelope: Pact reads the object itself.
    expect(result.json).toEqual({
      token: PACT_TOKEN,
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      code: 'NADI2025',
      address_ids: [1, 2],
      address_id: 1,
      other_address_id: 2,
    });
    const list = await call(backend, 'GET', '/api/v1/address/addressList', { token: PACT_TOKEN });
    expect(list.json.data.map((a: { id: number }) => a.id)).toEqual([1, 2]);
  });

  it('leaves the world as it is on teardown', async () => {
    const { backend } = makeBackend();
    await change(backend, { state: 'the user has no addresses' });
    const result = await change(backend, { state: 'the user has addresses', action: 'teardown' });
    expect(result.json).toEqual({});
    const list = await call(backend, 'GET', '/api/v1/address/addressList', { token: PACT_TOKEN });
    expect(list.json.data).toEqual([]);
  });

  it('refuses an unknown state and a bad body with HTTP 400', async () => {
    const { backend } = makeBackend();
    const unknown = await change(backend, { state: 'the moon is full' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toContain('unknown provider state "the moon is full"');
    expect((await change(backend, { params: {} })).status).toBe(400);
  });

  it('freezes the account: calls with the token answer HTTP 403, the session stays', async () => {
    const { backend } = makeBackend();
    await change(backend, { state: "the user's account is frozen" });
    const info = await call(backend, 'GET', '/api/v1/user/info', { token: PACT_TOKEN });
    expect(info.status).toBe(403);
    expect(info.json).toMatchObject({ code: 403, msg: ACCOUNT_FROZEN });
    await change(backend, { state: 'a user is logged in' });
    expect((await call(backend, 'GET', '/api/v1/user/info', { token: PACT_TOKEN })).status).toBe(200);
  });

  it('auth.isRegister refuses a mixed-case address that is not its checksum', async () => {
    const { backend } = makeBackend();
    const ask = (address: string) => call(backend, 'POST', '/api/v1/auth/isRegister', { body: { address } });
    const good = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect((await ask(good)).json.data).toEqual({ is_register: true });
    expect((await ask(good.toLowerCase())).json.data).toEqual({ is_register: true });
    const mistyped = await ask('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(mistyped.status).toBe(400);
    expect(mistyped.json.msg).toBe('address checksum invalid');
  });
});
