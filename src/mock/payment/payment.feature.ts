import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockFeature } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import { MOCK_CONTRACTS } from '../home/home.handlers';
import { type MockOrder, orderBook } from '../orders/orders.state';
import { PAYMENT_HANDLERS } from './payment.handlers';
import { PAYMENT_SLICE } from './payment.state';
import { PAYMENT_CONTROLS as TAMPER_CONTROLS } from './payment-control';
import { PAY_CONFIRMATIONS, priceIn, tokenDecimals } from './payment-ledger';
import { LIE_CONTROLS } from './payment-lies';
import { PAYMENT_CONTROLS as PLAIN_TRANSFER_CONTROLS } from './plain-transfers';

/** What the unpaid order of the payment states costs (USDT): within the seeded balance and destroy quota. */
export const PACT_ORDER_TOTAL = '500';
/** What the order of "above the balance and the destroy quota" costs: more than either (15234.56…, 2500). */
export const PACT_LARGE_ORDER_TOTAL = '20000';
/** The transaction hash the "pending on-chain payment" state records (the chain check confirms it later). */
export const PACT_PENDING_TX_HASH = `0x${'ab'.repeat(32)}`;

/** A new unpaid node order of the user (15 minutes to live from `now`). */
const unpaidOrder = (state: MockState, user: MockUser, totalPrice: string, now: number): MockOrder =>
  orderBook(state).addOrder(
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

/** Paying orders from the balance, the destroy quota or on chain; the orders live in the orders slice. */
export const PAYMENT_FEATURE: MockFeature = {
  name: 'payment',
  handlers: PAYMENT_HANDLERS,
  slice: PAYMENT_SLICE,
  controls: [...TAMPER_CONTROLS, ...PLAIN_TRANSFER_CONTROLS, ...LIE_CONTROLS],
  providerStates: [
    {
      name: 'the user has an unpaid order',
      apply: ({ state, user, now }) => ({ order_id: unpaidOrder(state, user, PACT_ORDER_TOTAL, now).id }),
    },
    {
      name: 'the user has an unpaid order above the balance and the destroy quota',
      apply: ({ state, user, now }) => ({
        order_id: unpaidOrder(state, user, PACT_LARGE_ORDER_TOTAL, now).id,
      }),
    },
    {
      name: 'the user has an order awaiting its on-chain payment',
      apply: ({ state, user, now }) => {
        const order = withChainIntent(unpaidOrder(state, user, PACT_ORDER_TOTAL, now));
        orderBook(state).saveOrder(order);
        return { order_id: order.id };
      },
    },
    {
      name: 'the user has an order with a pending on-chain payment',
      apply: ({ state, user, now }) => {
        const order = withChainIntent(unpaidOrder(state, user, PACT_ORDER_TOTAL, now));
        order.payment = { ...order.payment, txHash: PACT_PENDING_TX_HASH, txStatus: 'pending' };
        orderBook(state).saveOrder(order);
        return { order_id: order.id, tx_hash: PACT_PENDING_TX_HASH };
      },
    },
  ],
};
