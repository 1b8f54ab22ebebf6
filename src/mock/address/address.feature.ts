import type { MockFeature } from '../core/mock-feature';
import { ADDRESS_HANDLERS } from './address.handlers';
import { ADDRESS_SLICE, addressBook, SEED_ADDRESSES } from './address.state';

/** The users' delivery addresses. */
export const ADDRESS_FEATURE: MockFeature = {
  name: 'address',
  handlers: ADDRESS_HANDLERS,
  slice: ADDRESS_SLICE,
  providerStates: [
    {
      name: 'the user has addresses',
      /** Exactly the seeded addresses 1 and 2 again. */
      apply: ({ state, user }) => {
        const seeded = SEED_ADDRESSES.filter((a) => a.userId === user.id);
        addressBook(state).replaceAddresses(user.id, seeded);
        return { address_ids: seeded.map((a) => a.id) };
      },
    },
    {
      name: 'the user has no addresses',
      apply: ({ state, user }) => {
        addressBook(state).replaceAddresses(user.id, []);
        return {};
      },
    },
  ],
};
