import type Decimal from 'decimal.js';
import type { Unknown } from '../shared/wire-enum';
import { canPayOrCancel, type OrderStatus, type OrderType } from './order-status';

/**
 * An order to pay (spec section 3, "Orders (general)"): made by a pre-order, paid through the payment
 * sheet, cancelled by the user or by the server once it expires. The order carries its own expiry
 * (decisions.md); the client counts down to it.
 */
export interface Order {
  readonly id: number;
  readonly orderNo: string;
  readonly type: OrderType | Unknown;
  readonly status: OrderStatus | Unknown;
  /** Items ordered (1 for a node, a destroy or a union entry). */
  readonly num: number;
  /** Unit price in USDT. */
  readonly price: Decimal;
  /** What the payment must cover, in USDT. */
  readonly totalPrice: Decimal;
  /** The node tier or device bought; null for destroy and union mining. */
  readonly goodsId: number | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Filters of the orders list (spec section 4), in the order of its tabs; `all` filters nothing. */
export const ORDER_FILTERS = ['all', 'toPay', 'inProgress', 'completed', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Whether an unpaid order's time is up at `now` (the server then cancels it). */
export const isOrderExpired = (order: Order, now: Date): boolean =>
  order.status === 'toPay' && now.getTime() >= order.expiresAt.getTime();

/**
 * The status to show: an unpaid order whose expiry has passed shows as cancelled before the server's
 * next answer says so, so nobody is offered to pay an order the server will refuse.
 */
export const shownOrderStatus = (order: Order, now: Date): OrderStatus | Unknown =>
  isOrderExpired(order, now) ? 'cancelled' : order.status;

/** Whether the order can be paid or cancelled now: unpaid and not expired. */
export const isOrderActionable = (order: Order, now: Date): boolean =>
  canPayOrCancel(shownOrderStatus(order, now));
