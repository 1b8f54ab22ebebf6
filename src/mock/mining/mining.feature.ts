import type { MockFeature } from '../core/mock-feature';
import { MINING_HANDLERS } from './mining.handlers';
import { deviceBook, MINING_SLICE } from './mining.state';

/** The seeded device of the user that is shipped and not yet activated (mining.state.ts). */
export const PACT_DEVICE_CODE = 'NADI-7K2M-9QX4';
/** When the activation of "the user has a successful device activation" settled (after the device shipped). */
export const PACT_ACTIVATED_AT = '2025-06-05T08:00:00.000Z';

/** Miners, power and device activations, worked out from orders and the devices of its slice. */
export const MINING_FEATURE: MockFeature = {
  name: 'mining',
  handlers: MINING_HANDLERS,
  slice: MINING_SLICE,
  providerStates: [
    {
      name: 'the user has a successful device activation',
      apply: ({ state, user }) => {
        // Settled in the past whatever the backend's clock: the next look at it makes the device the user's.
        const activation = deviceBook(state).addActivation({
          userId: user.id,
          code: PACT_DEVICE_CODE,
          settlesAt: PACT_ACTIVATED_AT,
          outcome: null,
        });
        return { activation_id: activation.id };
      },
    },
  ],
};
