import type { MockFeature } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import type { NewOrder } from './market-engine';
import { marketFor } from './market-registry';
import { TRADE_HANDLERS } from './trade.handlers';

/**
 * Trade orders of the provider states, placed in the backend's market (market-registry.ts). The open one
 * bids 0.05 USDT, below the walk's floor of 0.07, so it rests whatever the market does; the filled one bids
 * 0.1, above every ask the book can have (at most 0.095 + 400 ticks), so it fills at once.
 */
const OPEN_LIMIT_BUY = { side: 'buy', type: 'limit', price: '0.05', quantity: '100' } as const;
const CROSSING_LIMIT_BUY = { side: 'buy', type: 'limit', price: '0.1', quantity: '20' } as const;

/** Places a trade order for the user; throws when the market refuses it (the state cannot be set). */
const placeTradeOrder = (
  state: MockState,
  user: MockUser,
  order: Omit<NewOrder, 'inst_id'>,
  expected: 'new' | 'filled',
): string => {
  const market = marketFor(state);
  const placed = market.engine.place(user.id, { ...order, inst_id: market.instId }, market.instId);
  if (!placed.ok) throw new Error(`provider state: the market refused the order: ${placed.msg}`);
  if (placed.order.status !== expected) {
    throw new Error(`provider state: the order is ${placed.order.status}, not ${expected}`);
  }
  return placed.order.id;
};

/** The NADI-USDT market: its state is kept in memory beside the backend (market-registry.ts), not saved. */
export const TRADE_FEATURE: MockFeature = {
  name: 'trade',
  handlers: TRADE_HANDLERS,
  providerStates: [
    {
      name: 'the user has an open trade order',
      apply: ({ state, user }) => ({ trade_order_id: placeTradeOrder(state, user, OPEN_LIMIT_BUY, 'new') }),
    },
    {
      name: 'the user has trade order history',
      apply: ({ state, user }) => {
        // The canceled order first, so that the filled one is the newer (lists are newest first).
        const canceled = placeTradeOrder(state, user, OPEN_LIMIT_BUY, 'new');
        const cancel = marketFor(state).engine.cancel(user.id, canceled);
        if (!cancel.ok) throw new Error(`provider state: the market did not cancel: ${cancel.msg}`);
        const filled = placeTradeOrder(state, user, CROSSING_LIMIT_BUY, 'filled');
        return { canceled_trade_order_id: canceled, filled_trade_order_id: filled };
      },
    },
  ],
};
