import { SEED_ADDRESSES, SEED_USERS } from './mock-seed';
import type { MockState } from './mock-state';

/** The token Pact provider states log in with; consumer tests send `Authorization: Bearer pact-token`. */
export const PACT_TOKEN = 'pact-token';

/** States the Pact provider verification can ask for (`POST /__mock/state`). */
export const PROVIDER_STATES = [
  'a user is logged in',
  'the user has addresses',
  'the user has no addresses',
  'no user is logged in',
  'the user has direct referrals',
] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

export const isProviderState = (value: string): value is ProviderState =>
  (PROVIDER_STATES as readonly string[]).includes(value);

/** The seeded user the states speak of: 10001, with two addresses and two direct referrals. */
const [PACT_USER] = SEED_USERS;

/**
 * Puts the backend into a named state. States build on whatever is there (they do not reseed), so
 * several can apply to one interaction; call `/__mock/reset` between interactions for a clean world.
 * Every state but "no user is logged in" also logs the user in with PACT_TOKEN.
 * Answers what the consumer may inject: the token, the user's address and invite code, address ids.
 */
export const applyProviderState = (state: MockState, name: ProviderState): Record<string, unknown> => {
  if (PACT_USER === undefined) throw new Error('the seed has no users');
  if (name === 'no user is logged in') {
    state.revokeToken(PACT_TOKEN);
    return {};
  }
  state.putUser(PACT_USER);
  state.setToken(PACT_TOKEN, PACT_USER.id);
  const login = { token: PACT_TOKEN, address: PACT_USER.address, code: PACT_USER.code };
  switch (name) {
    case 'the user has addresses': {
      const seeded = SEED_ADDRESSES.filter((a) => a.userId === PACT_USER.id);
      state.replaceAddresses(PACT_USER.id, seeded);
      return { ...login, address_ids: seeded.map((a) => a.id) };
    }
    case 'the user has no addresses':
      state.replaceAddresses(PACT_USER.id, []);
      return login;
    case 'the user has direct referrals':
      for (const user of SEED_USERS) state.putUser(user);
      return { ...login, direct_count: state.directReferrals(PACT_USER.id).length };
    default:
      return login;
  }
};
