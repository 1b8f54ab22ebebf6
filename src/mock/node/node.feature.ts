import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockFeature } from '../core/mock-feature';
import { orderBook } from '../orders/orders.state';
import { NODE_HANDLERS } from './node.handlers';

/** The node tier of "the user has an unpaid node order": elite, 500 USDT, on sale (node.handlers.ts). */
export const PACT_NODE_TIER_ID = 1;
/** What that order costs: the elite tier's price. */
const PACT_NODE_ORDER_TOTAL = '500';

/** Node tiers; sold counts and holdings follow paid orders (no data of its own). */
export const NODE_FEATURE: MockFeature = {
  name: 'node',
  handlers: NODE_HANDLERS,
  providerStates: [
    {
      name: 'the user has an unpaid node order',
      apply: ({ state, user, now }) => {
        const order = orderBook(state).addOrder(
          user.id,
          {
            orderType: ORDER_TYPE_CODES.buyNode,
            goodsId: PACT_NODE_TIER_ID,
            num: 1,
            price: PACT_NODE_ORDER_TOTAL,
            totalPrice: PACT_NODE_ORDER_TOTAL,
          },
          now,
        );
        return { order_id: order.id, node_id: PACT_NODE_TIER_ID };
      },
    },
  ],
};
