import type { MockFeature } from '../core/mock-feature';
import { ACTIVITY_HANDLERS } from './activity.handlers';
import { ACTIVITY_SLICE } from './activity.state';

/** The activity the Pact states speak of: the ongoing Mining Sprint (activity-defs.ts). */
export const PACT_ACTIVITY_ID = 2;

/** Activities, their day and total rankings, and the settlement of those that ended. */
export const ACTIVITY_FEATURE: MockFeature = {
  name: 'activity',
  handlers: ACTIVITY_HANDLERS,
  slice: ACTIVITY_SLICE,
  providerStates: [
    {
      name: 'an activity is under way',
      apply: () => ({ activity_id: PACT_ACTIVITY_ID }),
    },
    {
      // The boards move with the clock; a lead of 100 000 points makes the user's own line certain (rank 1).
      name: 'the user leads the current activity',
      apply: ({ state, user }) => {
        const data = state.part(ACTIVITY_SLICE);
        data.activityBoosts = { ...data.activityBoosts, [String(user.id)]: 100_000 };
        return { activity_id: PACT_ACTIVITY_ID };
      },
    },
    {
      name: 'there are no activities',
      apply: ({ state }) => {
        state.part(ACTIVITY_SLICE).activityIds = [];
        return {};
      },
    },
  ],
};
