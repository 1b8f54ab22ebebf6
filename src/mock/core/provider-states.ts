import type { MockEnv } from './handler';
import type { MockState, MockUser } from './mock-state';
import { SEED_USERS } from './seed-users';

/** The token Pact provider states log in with; consumer tests send `Authorization: Bearer pact-token`. */
export const PACT_TOKEN = 'pact-token';

const [firstSeededUser] = SEED_USERS;
if (firstSeededUser === undefined) throw new Error('the seed has no users');
/** The seeded user the states speak of: 10001, with two addresses and two direct referrals. */
export const PACT_USER: MockUser = firstSeededUser;

export interface ProviderStateContext {
  readonly state: MockState;
  /** PACT_USER, logged in with PACT_TOKEN unless the state says otherwise. */
  readonly user: MockUser;
  /** Orders to pay live 15 minutes from here. */
  readonly now: number;
  /** The backend's environment (its settings, such as the savings day length). */
  readonly env: MockEnv;
}

/**
 * A state the Pact provider verification can ask for (`POST /__mock/state`), declared by the feature whose
 * data it sets up. States build on whatever is there (they do not reseed), so several can apply to one
 * interaction; `/__mock/reset` between interactions gives a clean world.
 */
export interface ProviderStateDef {
  readonly name: string;
  /** Whether the user is logged in with PACT_TOKEN first (default true; "no user is logged in" says false). */
  readonly logsIn?: boolean;
  /**
   * Sets the state up; answers what the consumer may inject besides the login: address ids, order ids
   * (`order_id`, a number; trade orders' ids are strings), the recorded transaction hash, the node tier of a
   * node order (`node_id`), device activation ids (`activation_id`). Throws when it cannot be set.
   */
  apply(context: ProviderStateContext): Record<string, unknown>;
}

/**
 * Puts the backend into a state. Every state but those with `logsIn: false` logs PACT_USER in with
 * PACT_TOKEN (re-adding the user if it is missing) and answers `{token, address, code}` with its own values.
 */
export const applyProviderState = (
  state: MockState,
  def: ProviderStateDef,
  env: MockEnv,
): Record<string, unknown> => {
  const context = { state, user: PACT_USER, now: env.now(), env };
  if (def.logsIn === false) return def.apply(context);
  state.putUser(PACT_USER);
  state.setToken(PACT_TOKEN, PACT_USER.id);
  const login = { token: PACT_TOKEN, address: PACT_USER.address, code: PACT_USER.code };
  return { ...login, ...def.apply(context) };
};
