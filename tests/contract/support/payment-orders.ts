/** The order the payment examples pay, and the payment state every paying call answers. */
import { MatchersV3 } from '@pact-foundation/pact';
import { fromState } from './pact-kit';

const { integer } = MatchersV3;
/**
 * The order comes from the provider state (`order_id`: "the user has an unpaid order" and the states of
 * an order under way each make one), so a real backend may use its own ids. The example differs from the
 * id the mock makes, so the verification fails unless the state's id is the one sent.
 */
export const ORDER_ID = 42;

export const orderId = () => fromState('order_id', ORDER_ID);

export const orderIdQuery = () => ({ order_id: fromState('order_id', String(ORDER_ID)) });

/** An id no order of the user has. */
export const UNKNOWN_ORDER_ID = 999999;

export const EXPIRES_AT = '2026-11-22T15:45:00.000Z';

/** The answer of every paying call and of pay/status. */
export const payState = (status: unknown, txHash: unknown, paidBy: unknown) => ({
  order_id: integer(ORDER_ID),
  status,
  tx_hash: txHash,
  paid_by: paidBy,
});
