import Decimal from 'decimal.js';
import {
  type OrderListQuery,
  type OrderRefusalReason,
  OrderRefused,
  type OrdersApi,
  type PreOrderRequest,
} from '../../src/application/orders/orders-api.port';
import type { Order } from '../../src/domain/orders/order';
import type { Page } from '../../src/domain/shared/paging';
import { Gate } from './gate';
import { T0 } from './sample-time';

const d = (value: string | number) => new Decimal(value);

export const sampleOrder = (fields: Partial<Order> = {}): Order => ({
  id: 1,
  orderNo: 'NO20260101000001',
  type: 'buyNode',
  status: 'toPay',
  num: 1,
  price: d(500),
  totalPrice: d(500),
  goodsId: 1,
  createdAt: new Date(T0),
  expiresAt: new Date(T0 + 15 * 60_000),
  ...fields,
});

/**
 * OrdersApi over the `orders` list: creates, lists and cancels in it, records calls, refuses a create or
 * cancel with `refuse`, fails a method with `failWith`, and `hold()` keeps every call waiting until released.
 */
export class FakeOrdersApi implements OrdersApi {
  orders: Order[] = [];
  created: PreOrderRequest[] = [];
  cancelled: number[] = [];
  listQueries: OrderListQuery[] = [];
  refuse: Partial<Record<'create' | 'cancel', OrderRefusalReason>> = {};
  failWith: Partial<Record<keyof OrdersApi, unknown>> = {};
  private nextId = 100;
  private readonly gate = new Gate();

  /** Keeps every call waiting until the returned release is called. */
  hold(): () => void {
    return this.gate.hold();
  }

  /** Calls of one method so far. */
  count(name: keyof OrdersApi): number {
    return this.callLog.filter((call) => call === name).length;
  }

  private readonly callLog: (keyof OrdersApi)[] = [];

  private async step(name: keyof OrdersApi): Promise<void> {
    this.callLog.push(name);
    await this.gate.pass();
    if (this.failWith[name]) throw this.failWith[name];
    const reason = name === 'create' || name === 'cancel' ? this.refuse[name] : undefined;
    if (reason) throw new OrderRefused(reason, 'refused');
  }

  async create(request: PreOrderRequest): Promise<Order> {
    this.created.push(request);
    await this.step('create');
    const order = sampleOrder({
      id: this.nextId++,
      type: request.type,
      goodsId: request.goodsId ?? null,
      totalPrice: request.amount ?? d(500),
    });
    this.orders.unshift(order);
    return order;
  }
  async unpaid(): Promise<readonly Order[]> {
    await this.step('unpaid');
    return this.orders.filter((o) => o.status === 'toPay');
  }
  async list(query: OrderListQuery): Promise<Page<Order>> {
    this.listQueries.push(query);
    await this.step('list');
    const shown = this.orders.filter((o) => query.filter === 'all' || o.status === query.filter);
    const items = shown.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return { items, total: shown.length, page: query.page, pageSize: query.pageSize };
  }
  async cancel(id: number): Promise<Order> {
    this.cancelled.push(id);
    await this.step('cancel');
    const index = this.orders.findIndex((o) => o.id === id);
    const order = this.orders[index];
    if (!order) throw new OrderRefused('not-found');
    const cancelled = { ...order, status: 'cancelled' as const };
    this.orders[index] = cancelled;
    return cancelled;
  }
}
