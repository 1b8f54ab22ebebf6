import type { MockFeature } from '../core/mock-feature';
import { PACT_TOKEN } from '../core/provider-states';
import { AUTH_HANDLERS } from './auth.handlers';
import { AUTH_SLICE } from './auth.state';

/** Login by wallet signature; sessions live in the shared state, issued login nonces in its slice. */
export const AUTH_FEATURE: MockFeature = {
  name: 'auth',
  handlers: AUTH_HANDLERS,
  slice: AUTH_SLICE,
  providerStates: [
    { name: 'a user is logged in', apply: () => ({}) },
    {
      name: "the user's account is frozen",
      /** Logged in, but every call that needs the token answers HTTP 403 "account frozen". */
      apply: ({ state, user }) => {
        state.setFrozen(user.id, true);
        return {};
      },
    },
    {
      name: 'no user is logged in',
      logsIn: false,
      apply: ({ state }) => {
        state.revokeToken(PACT_TOKEN);
        return {};
      },
    },
  ],
};
