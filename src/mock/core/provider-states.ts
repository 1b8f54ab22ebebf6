import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { MOCK_CONTRACTS } from '../home/home.handlers';
import { PAY_CONFIRMATIONS, priceIn, tokenDecimals } from '../payment/payment-ledger';
import type { NewOrder } from '../trade/market-engine';
import { marketFor } from '../trade/market-registry';
import { SEED_ADDRESSES, SEED_USERS } from './mock-seed';
import type { MockOrder, MockState, MockUser } from './mock-state';

/** The token Pact provider states log in with; consumer tests send `Authorization: Bearer pact-token`. */
export const PACT_TOKEN = 'pact-token';

/** States the Pact provider verification can ask for (`POST /__mock/state`). */
export const PROVIDER_STATES = [
  'a user is logged in',
  'the user has addresses',
  'the user has no addresses',
  'no user is logged in',
  'the user has direct referrals',
  'the user has an unpaid order',
  'the user has an unpaid order above the balance and the destroy quota',
  'the user has an order awaiting its on-chain payment',
  'the user has an order with a pending on-chain payment',
  'the user has an open trade order',
  'the user has trade order history',
  'the user has an unpaid node order',
  'the user has a successful device activation',
] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

export const isProviderState = (value: string): value is ProviderState =>
  (PROVIDER_STATES as readonly string[]).includes(value);

/** The seeded user the states speak of: 10001, with two addresses and two direct referrals. */
const [PACT_USER] = SEED_USERS;

/** What the unpaid order of the payment states costs (USDT): within the seeded balance and destroy quota. */
export const PACT_ORDER_TOTAL = '500';
/** What the order of "above the balance and the destroy quota" costs: more than either (15234.56…, 2500). */
export const PACT_LARGE_ORDER_TOTAL = '20000';
/** The transaction hash the "pending on-chain payment" state records (the chain check confirms it later). */
export const PACT_PENDING_TX_HASH = `0x${'ab'.repeat(32)}`;

/** The node tier of "the user has an unpaid node order": elite, 500 USDT, on sale (node.handlers.ts). */
export const PACT_NODE_TIER_ID = 1;
/** The seeded device of the user that is shipped and not yet activated (mock-seed.ts). */
export const PACT_DEVICE_CODE = 'NADI-7K2M-9QX4';
/** When the activation of "the user has a successful device activation" settled (after the device shipped). */
export const PACT_ACTIVATED_AT = '2025-06-05T08:00:00.000Z';

/** A new unpaid node order of the user (15 minutes to live from `now`). */
const unpaidOrder = (state: MockState, user: MockUser, totalPrice: string, now: number): MockOrder =>
  state.addOrder(
    user.id,
    { orderType: ORDER_TYPE_CODES.buyNode, num: 1, price: totalPrice, totalPrice },
    now,
  );

/**
 * Records an all-on-chain intent for the order (BSC, USDT, no balance part) as pay/chainIntent would:
 * BSC's contracts do not depend on the environment (no local chain stands for it).
 */
const withChainIntent = (order: MockOrder): MockOrder => ({
  ...order,
  payment: {
    ...order.payment,
    orderRef: `0x${order.id.toString(16).padStart(64, '0')}`,
    withheld: '0',
    intent: {
      chain: 'BSC',
      token: 'USDT',
      chainId: 56,
      balancePart: '0',
      amount: priceIn('USDT', order.totalPrice),
      paymentContract: MOCK_CONTRACTS.bscPayment,
      receiver: MOCK_CONTRACTS.bscReceiver,
      tokenContract: MOCK_CONTRACTS.bscUsdt,
      decimals: tokenDecimals('USDT'),
      confirmations: PAY_CONFIRMATIONS,
    },
  },
});

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

/**
 * Puts the backend into a named state. States build on whatever is there (they do not reseed), so
 * several can apply to one interaction; call `/__mock/reset` between interactions for a clean world.
 * Every state but "no user is logged in" also logs the user in with PACT_TOKEN.
 * Answers what the consumer may inject: the token, the user's address and invite code, address ids,
 * order ids (`order_id`, a number; trade orders' ids are strings), the recorded transaction hash, the
 * node tier of a node order (`node_id`) and device activation ids (`activation_id`).
 * Orders to pay live 15 minutes from `now`.
 */
export const applyProviderState = (
  state: MockState,
  name: ProviderState,
  now: number = Date.now(),
): Record<string, unknown> => {
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
    case 'the user has an unpaid order':
      return { ...login, order_id: unpaidOrder(state, PACT_USER, PACT_ORDER_TOTAL, now).id };
    case 'the user has an unpaid order above the balance and the destroy quota':
      return { ...login, order_id: unpaidOrder(state, PACT_USER, PACT_LARGE_ORDER_TOTAL, now).id };
    case 'the user has an order awaiting its on-chain payment': {
      const order = withChainIntent(unpaidOrder(state, PACT_USER, PACT_ORDER_TOTAL, now));
      state.saveOrder(order);
      return { ...login, order_id: order.id };
    }
    case 'the user has an order with a pending on-chain payment': {
      const order = withChainIntent(unpaidOrder(state, PACT_USER, PACT_ORDER_TOTAL, now));
      order.payment = { ...order.payment, txHash: PACT_PENDING_TX_HASH, txStatus: 'pending' };
      state.saveOrder(order);
      return { ...login, order_id: order.id, tx_hash: PACT_PENDING_TX_HASH };
    }
    case 'the user has an open trade order':
      return { ...login, trade_order_id: placeTradeOrder(state, PACT_USER, OPEN_LIMIT_BUY, 'new') };
    case 'the user has trade order history': {
      // The canceled order first, so that the filled one is the newer (lists are newest first).
      const canceled = placeTradeOrder(state, PACT_USER, OPEN_LIMIT_BUY, 'new');
      const cancel = marketFor(state).engine.cancel(PACT_USER.id, canceled);
      if (!cancel.ok) throw new Error(`provider state: the market did not cancel: ${cancel.msg}`);
      const filled = placeTradeOrder(state, PACT_USER, CROSSING_LIMIT_BUY, 'filled');
      return { ...login, canceled_trade_order_id: canceled, filled_trade_order_id: filled };
    }
    case 'the user has an unpaid node order': {
      const order = state.addOrder(
        PACT_USER.id,
        {
          orderType: ORDER_TYPE_CODES.buyNode,
          goodsId: PACT_NODE_TIER_ID,
          num: 1,
          price: PACT_ORDER_TOTAL,
          totalPrice: PACT_ORDER_TOTAL,
        },
        now,
      );
      return { ...login, order_id: order.id, node_id: PACT_NODE_TIER_ID };
    }
    case 'the user has a successful device activation': {
      // Settled in the past whatever the backend's clock: the next look at it makes the device the user's.
      const activation = state.addActivation({
        userId: PACT_USER.id,
        code: PACT_DEVICE_CODE,
        settlesAt: PACT_ACTIVATED_AT,
        outcome: null,
      });
      return { ...login, activation_id: activation.id };
    }
    default:
      return login;
  }
};
