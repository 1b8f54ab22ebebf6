import type { MockFeature } from '../core/mock-feature';
import { SEED_USERS } from '../core/seed-users';
import { USER_HANDLERS } from './user.handlers';

/** The user's own record and referral tree (the users live in the shared state). */
export const USER_FEATURE: MockFeature = {
  name: 'user',
  handlers: USER_HANDLERS,
  providerStates: [
    {
      name: 'the user has direct referrals',
      /** Re-adds any missing seeded user. */
      apply: ({ state, user }) => {
        for (const seeded of SEED_USERS) state.putUser(seeded);
        return { direct_count: state.directReferrals(user.id).length };
      },
    },
  ],
};
