import type Decimal from 'decimal.js';
import type { OrderStatus } from '../orders/order-status';
import { type Countdown, countdownTo } from '../shared/countdown';
import { localEnum, UNKNOWN, type Unknown } from '../shared/wire-enum';
import type { ShippingStatus } from './shipping-status';

/** A device on sale in the mall (`machine/goodsList`). */
export interface MallGoods {
  readonly id: number;
  readonly name: string;
  readonly image: string;
  /** Unit price in USDT. */
  readonly price: Decimal;
  /** Mining power the device gives once activated. */
  readonly power: Decimal;
  readonly stock: number;
  readonly sold: number;
  /** Whether it is shipped, so that an order needs a delivery address. */
  readonly needDelivery: boolean;
}

/** A device with its pictures, specification and HTML description (`machine/goodsDetail`). */
export interface MallGoodsDetail extends MallGoods {
  readonly images: readonly string[];
  readonly specification: string;
  /** HTML from the server: shown only once sanitised. */
  readonly content: string;
}

/** Where a mall order goes: the address as it was when the order was made. */
export interface Delivery {
  readonly name: string;
  /** E.164. */
  readonly phone: string;
  readonly country: string;
  readonly area: string;
  readonly detail: string;
}

/**
 * Where a mall order stands, for the person who bought it: the payment first (to pay, being paid,
 * cancelled), then the delivery (spec section 4: to ship, to receive, completed).
 */
export const MALL_ORDER_STATES = [
  'toPay',
  'paying',
  'cancelled',
  'toShip',
  'toReceive',
  'completed',
] as const;
export type MallOrderState = (typeof MALL_ORDER_STATES)[number];
export const mallOrderStates = localEnum('mallOrderState', MALL_ORDER_STATES);

/** A mall order (spec section 3, "Mall order"); one line of goods, `num` of them. */
export interface MallOrder {
  readonly id: number;
  readonly orderNo: string;
  readonly goodsId: number;
  readonly goodsName: string;
  readonly goodsImage: string;
  /** Item count. */
  readonly num: number;
  readonly price: Decimal;
  readonly totalPrice: Decimal;
  readonly payStatus: OrderStatus | Unknown;
  /** Meaningful once paid. */
  readonly shipping: ShippingStatus | Unknown;
  /** Empty until shipped. */
  readonly expressCompany: string;
  readonly expressNo: string;
  readonly createdAt: Date;
  /** An unpaid order is cancelled by the server after this. */
  readonly expiresAt: Date;
  readonly shippedAt: Date | null;
  readonly confirmedAt: Date | null;
  /** A shipped order is confirmed by the server at this time unless the buyer does it first. */
  readonly autoConfirmAt: Date | null;
}

export interface MallOrderDetail extends MallOrder {
  /** Null for goods that are not shipped. */
  readonly delivery: Delivery | null;
}

/** The state to show at `now`: an unpaid order past its expiry shows as cancelled before the server says so. */
export function mallOrderState(order: MallOrder, now: Date): MallOrderState | Unknown {
  switch (order.payStatus) {
    case 'toPay':
      return now.getTime() >= order.expiresAt.getTime() ? 'cancelled' : 'toPay';
    case 'inProgress':
      return 'paying';
    case 'cancelled':
      return 'cancelled';
    case 'completed':
    case 'paid':
      return order.shipping;
    default:
      return UNKNOWN;
  }
}

/** What the person may do with an order in a state (view is always possible). */
export interface MallOrderActions {
  readonly pay: boolean;
  readonly cancel: boolean;
  readonly confirmReceipt: boolean;
}

export const mallOrderActions = (state: MallOrderState | Unknown): MallOrderActions => ({
  pay: state === 'toPay',
  cancel: state === 'toPay',
  confirmReceipt: state === 'toReceive',
});

/** Time left before a shipped order is confirmed automatically; null when no such time applies. */
export const autoConfirmCountdown = (order: MallOrder, now: Date): Countdown | null =>
  mallOrderState(order, now) === 'toReceive' && order.autoConfirmAt !== null
    ? countdownTo(order.autoConfirmAt, now)
    : null;

/** How many orders each tab of the order list holds (its count badge). */
export interface MallOrderCounts {
  readonly all: number;
  readonly toShip: number;
  readonly toReceive: number;
  readonly completed: number;
}

/** A courier's step (proposed codes): picked up, in transit, out for delivery, delivered. */
export const COURIER_STATUS_CODES = { pickedUp: 1, inTransit: 2, outForDelivery: 3, delivered: 4 } as const;

/** One event of the courier trace. */
export interface CourierEvent {
  readonly time: Date;
  readonly status: keyof typeof COURIER_STATUS_CODES | Unknown;
  /** Where it happened, as the courier names it. */
  readonly location: string;
}

/** The courier trace of a shipped order, newest event first. */
export interface CourierTrace {
  readonly expressCompany: string;
  readonly expressNo: string;
  readonly events: readonly CourierEvent[];
}

/** Newest first, whatever order the server sent (the timeline reads from the latest step down). */
export const newestFirst = (events: readonly CourierEvent[]): CourierEvent[] =>
  [...events].sort((a, b) => b.time.getTime() - a.time.getTime());
