import { ORDER_STATUS_CODES } from '../../domain/orders/order-status';
import type { MockEnv } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { type MockOrder, orderBook } from '../orders/orders.state';
import { type ChainCheck, checkOnChain, localChainOf, settlePending } from './payment-ledger';

/**
 * Crediting payments by the payment contract's events, not only by reported hashes. A reload between the
 * wallet sending a payment and the page hearing its hash leaves the money moved and the server unaware:
 * the order would stay unpaid, be paid a second time, or expire unpaid. So whenever an order that waits for
 * an on-chain payment is read, the mock looks on the attached chain for its `Paid` event (the order's
 * reference, the user as payer, the intent's token and amount: MockEnv.findOnChain) and, when there is
 * one, records that transaction and settles it like a reported one (confirmed → paid by chain, or mixed).
 * Only the Node server, which attaches a chain, can look; the in-page demo has nothing to look at.
 */

/** Unpaid, with an intent to pay on chain (a transaction recorded or not). */
const awaitsChainPayment = (order: MockOrder): boolean =>
  order.status === ORDER_STATUS_CODES.toPay &&
  order.payment.paidBy === null &&
  order.payment.intent !== null &&
  order.payment.orderRef !== null;

/** The order after a look on chain for its payment (unchanged when there is none, or nothing to look at). */
export const creditFromChain = async (
  state: MockState,
  order: MockOrder,
  payer: string,
  env: MockEnv,
  check: ChainCheck = checkOnChain,
): Promise<MockOrder> => {
  const { intent, orderRef } = order.payment;
  if (!awaitsChainPayment(order) || !intent || !orderRef || !env.findOnChain) return order;
  const chain = localChainOf(intent.chain, env);
  if (!chain) return order;
  const token = intent.token === 'BNB' ? chain.nativeSymbol : intent.token;
  const hash = await env.findOnChain(chain, { orderRef, token, amount: intent.amount, payer });
  if (!hash) return order;
  // The look took time: record it only if the order still waits for this very payment.
  const now = orderBook(state).order(order.userId, order.id);
  const same = now?.payment.orderRef === orderRef && now.payment.intent?.amount === intent.amount;
  if (!now || !awaitsChainPayment(now) || !same || now.payment.intent?.token !== intent.token)
    return now ?? order;
  if (now.payment.txHash !== hash || now.payment.txStatus !== 'pending') {
    now.payment = { ...now.payment, txHash: hash, txStatus: 'pending' };
    orderBook(state).saveOrder(now);
  }
  return settlePending(state, now, payer, env, check);
};

/** Looks on chain for the payment of each of the user's orders that waits for one (see creditFromChain). */
export const creditOrdersFromChain = async (
  state: MockState,
  user: { readonly id: number; readonly address: string },
  env: MockEnv,
  check: ChainCheck = checkOnChain,
): Promise<void> => {
  if (!env.findOnChain) return;
  for (const order of orderBook(state).ordersOf(user.id)) {
    if (awaitsChainPayment(order)) await creditFromChain(state, order, user.address, env, check);
  }
};

/** Looks on chain for the payment of one of the user's orders, when it waits for one. */
export const creditOrderFromChain = async (
  state: MockState,
  user: { readonly id: number; readonly address: string },
  id: number,
  env: MockEnv,
  check: ChainCheck = checkOnChain,
): Promise<void> => {
  const order = orderBook(state).order(user.id, id);
  if (order) await creditFromChain(state, order, user.address, env, check);
};
