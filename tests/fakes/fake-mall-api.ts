import Decimal from 'decimal.js';
import { type MallApi, type MallOrderPage, MallOrderRefused } from '../../src/application/mall/mall-api.port';
import type {
  CourierTrace,
  MallGoods,
  MallGoodsDetail,
  MallOrder,
  MallOrderDetail,
} from '../../src/domain/mall/mall-order';
import type { ShippingStatus } from '../../src/domain/mall/shipping-status';
import type { PageQuery } from '../../src/domain/shared/paging';
import { Gate } from './gate';
import { T0 } from './sample-time';

const d = (value: string | number) => new Decimal(value);

export const sampleGoods = (fields: Partial<MallGoodsDetail> = {}): MallGoodsDetail => ({
  id: 1,
  name: 'NADI Tab S1',
  image: 'data:image/svg+xml,tab',
  price: d(299),
  power: d(100),
  stock: 120,
  sold: 380,
  needDelivery: true,
  images: ['data:image/svg+xml,tab', 'data:image/svg+xml,banner'],
  specification: '10.1" · 8 GB + 256 GB',
  content: '<p>A tablet that mines.</p>',
  ...fields,
});

export const sampleMallOrder = (fields: Partial<MallOrderDetail> = {}): MallOrderDetail => ({
  id: 7,
  orderNo: 'NO20260101000007',
  goodsId: 1,
  goodsName: 'NADI Tab S1',
  goodsImage: 'data:image/svg+xml,tab',
  num: 2,
  price: d(299),
  totalPrice: d(598),
  payStatus: 'paid',
  shipping: 'toReceive',
  expressCompany: 'NADI Express',
  expressNo: 'NX0000070001',
  createdAt: new Date(T0),
  expiresAt: new Date(T0 + 15 * 60_000),
  shippedAt: new Date(T0 + 3_600_000),
  confirmedAt: null,
  autoConfirmAt: new Date(T0 + 5 * 3_600_000),
  delivery: {
    name: 'Chen Office',
    phone: '+6591234567',
    country: 'SG',
    area: 'Singapore, Central Region',
    detail: '1 Raffles Place',
  },
  ...fields,
});

type Method = keyof MallApi;

/**
 * MallApi in memory: goods and orders the test sets, receipt moves an order to completed, the trace is
 * `traces[id]`. Records calls; `failWith` makes a method fail; `hold()` keeps every call waiting.
 */
export class FakeMallApi implements MallApi {
  goodsList: MallGoodsDetail[] = [sampleGoods(), sampleGoods({ id: 3, name: 'NADI Fold Z', stock: 0 })];
  orderList: MallOrderDetail[] = [];
  traces: Record<number, CourierTrace> = {};
  failWith: Partial<Record<Method, unknown>> = {};
  readonly calls: { method: Method; args: unknown[] }[] = [];
  private readonly gate = new Gate();

  hold(): () => void {
    return this.gate.hold();
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  private async step(method: Method, ...args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    await this.gate.pass();
    if (this.failWith[method]) throw this.failWith[method];
  }

  async goods(): Promise<readonly MallGoods[]> {
    await this.step('goods');
    return this.goodsList;
  }

  async goodsDetail(id: number): Promise<MallGoodsDetail> {
    await this.step('goodsDetail', id);
    const goods = this.goodsList.find((g) => g.id === id);
    if (!goods) throw new Error(`no goods ${id}`);
    return goods;
  }

  async orders(query: PageQuery & { readonly status: ShippingStatus | null }): Promise<MallOrderPage> {
    await this.step('orders', query);
    const paid = (o: MallOrder) => o.payStatus === 'paid' || o.payStatus === 'completed';
    const count = (s: ShippingStatus) => this.orderList.filter((o) => paid(o) && o.shipping === s).length;
    const shown = this.orderList.filter(
      (o) => query.status === null || (paid(o) && o.shipping === query.status),
    );
    return {
      items: shown.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
      total: shown.length,
      page: query.page,
      pageSize: query.pageSize,
      counts: {
        all: this.orderList.length,
        toShip: count('toShip'),
        toReceive: count('toReceive'),
        completed: count('completed'),
      },
    };
  }

  async orderDetail(id: number): Promise<MallOrderDetail> {
    await this.step('orderDetail', id);
    const order = this.orderList.find((o) => o.id === id);
    if (!order) throw new MallOrderRefused('not-found');
    return order;
  }

  async confirmReceipt(id: number): Promise<void> {
    await this.step('confirmReceipt', id);
    const index = this.orderList.findIndex((o) => o.id === id);
    const order = this.orderList[index];
    if (!order) throw new MallOrderRefused('not-found');
    if (order.shipping !== 'toReceive') throw new MallOrderRefused('not-receivable');
    this.orderList[index] = {
      ...order,
      shipping: 'completed',
      confirmedAt: new Date(T0 + 7_200_000),
      autoConfirmAt: null,
    };
  }

  async courierTrace(id: number): Promise<CourierTrace> {
    await this.step('courierTrace', id);
    if (!this.orderList.some((o) => o.id === id)) throw new MallOrderRefused('not-found');
    return this.traces[id] ?? { expressCompany: '', expressNo: '', events: [] };
  }
}
