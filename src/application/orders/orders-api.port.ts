import type Decimal from 'decimal.js';
import type { Order, OrderFilter } from '../../domain/orders/order';
import type { OrderType } from '../../domain/orders/order-status';
import type { Page } from '../../domain/shared/paging';

/** What a pre-order asks for: a node tier or device (`goodsId`), or a destroy or union `amount` in USDT. */
export interface PreOrderRequest {
  readonly type: OrderType;
  readonly goodsId?: number;
  readonly num?: number;
  readonly amount?: Decimal;
  /** Where shipped goods go. */
  readonly addressId?: number;
}

export interface OrderListQuery {
  readonly filter: OrderFilter;
  readonly page: number;
  readonly pageSize: number;
}

/** Why the server refused an order call (a rule the client checks first, changed on the server meanwhile). */
export type OrderRefusalReason =
  | 'sold-out'
  | 'limit-reached'
  | 'below-minimum'
  | 'address-required'
  | 'goods-not-found'
  | 'not-found'
  | 'not-cancellable';

/** A business refusal of an order call; every other failure is an AppError. */
export class OrderRefused extends Error {
  constructor(
    readonly reason: OrderRefusalReason,
    readonly serverMessage = '',
  ) {
    super(`order refused: ${reason}`);
    this.name = 'OrderRefused';
  }
}

export const isOrderRefused = (value: unknown): value is OrderRefused => value instanceof OrderRefused;

/**
 * Orders to pay (`preOrder/*`). Every method fails with an AppError of an API kind, and with OrderRefused
 * where the server refuses by rule.
 */
export const OrdersApi = Symbol.for('OrdersApi');
export interface OrdersApi {
  /** Creates an unpaid order (`preOrder/preOrder`); refused: sold-out, limit-reached, below-minimum, address-required, goods-not-found. */
  create(request: PreOrderRequest): Promise<Order>;
  /** The unpaid orders for the reminder, oldest first (`preOrder/tips`). */
  unpaid(): Promise<readonly Order[]>;
  /** A page of orders, newest first (`preOrder/list`). */
  list(query: OrderListQuery): Promise<Page<Order>>;
  /** Cancels an unpaid order and answers it (`preOrder/cancel`); refused: not-found, not-cancellable. */
  cancel(id: number): Promise<Order>;
}
