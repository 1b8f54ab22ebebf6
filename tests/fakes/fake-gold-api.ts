import Decimal from 'decimal.js';
import {
  type GoldApi,
  type GoldGoodsQuery,
  type GoldOrderQuery,
  type GoldOrderRequest,
  type GoldRefusalReason,
  GoldRefused,
  type ReleaseQuery,
} from '../../src/application/gold/gold-api.port';
import type {
  GoldCategory,
  GoldGoods,
  GoldGoodsDetail,
  GoldOrder,
  GoldPrice,
  GoldPriceLock,
  ReleaseRecord,
} from '../../src/domain/gold/gold';
import { goldPriceBreakdown } from '../../src/domain/gold/gold-price-math';
import type { Order } from '../../src/domain/orders/order';
import type { Page } from '../../src/domain/shared/paging';
import { sampleOrder } from './fake-orders-api';
import { T0 } from './sample-time';

const d = (value: string | number) => new Decimal(value);

export const sampleGoods = (fields: Partial<GoldGoodsDetail> = {}): GoldGoodsDetail => ({
  id: 1,
  categoryId: 1,
  name: 'NADI bar 10 g',
  image: 'https://cdn.example/bar.png',
  price: d('765.6'),
  handicraftFee: d('12.5'),
  specification: '10 g',
  productAmount: d(10),
  stock: 5,
  sold: 3,
  needsDelivery: true,
  images: [],
  content: '<p>bar</p>',
  ...fields,
});

export const sampleGoldOrder = (fields: Partial<GoldOrder> = {}): GoldOrder => ({
  id: 7,
  orderNo: 'NO20260101000007',
  goodsId: 1,
  goodsName: 'NADI bar 10 g',
  goodsImage: '',
  num: 1,
  goldPrice: d('75.31'),
  unitPrice: d('765.6'),
  handicraftFee: d('12.5'),
  totalPrice: d('765.6'),
  needsDelivery: true,
  status: 'toReceive',
  expressCompany: 'SF Express',
  expressNo: 'SF1',
  remark: '',
  delivery: null,
  createdAt: new Date(T0),
  shippedAt: new Date(T0),
  confirmedAt: null,
  autoConfirmAt: new Date(T0 + 7 * 86_400_000),
  ...fields,
});

const page = <T>(items: readonly T[], p: number, size: number): Page<T> => ({
  items: items.slice((p - 1) * size, p * size),
  total: items.length,
  page: p,
  pageSize: size,
});

/**
 * GoldApi in memory: `items` priced at `goldPrice` (grams × price + fee), locks held LOCK_MS from `now()`,
 * orders made from the current lock; records calls, refuses with `refuse`, fails with `failWith`.
 */
export class FakeGoldApi implements GoldApi {
  goldPrice = d('75.31');
  items: GoldGoodsDetail[] = [
    sampleGoods(),
    sampleGoods({ id: 5, needsDelivery: false, productAmount: d(1), handicraftFee: d('0.5') }),
  ];
  orderList: GoldOrder[] = [sampleGoldOrder()];
  releaseList: ReleaseRecord[] = [];
  now = () => T0;
  readonly calls: string[] = [];
  readonly created: GoldOrderRequest[] = [];
  refuse: Partial<Record<keyof GoldApi, GoldRefusalReason>> = {};
  failWith: Partial<Record<keyof GoldApi, unknown>> = {};
  private lockCount = 0;

  private async step(name: keyof GoldApi): Promise<void> {
    this.calls.push(name);
    await Promise.resolve();
    const reason = this.refuse[name];
    if (reason) throw new GoldRefused(reason);
    if (this.failWith[name]) throw this.failWith[name];
  }

  async categories(): Promise<readonly GoldCategory[]> {
    await this.step('categories');
    return [{ id: 1, name: 'Gold bars' }];
  }

  async goods({ categoryId, page: p, pageSize }: GoldGoodsQuery): Promise<Page<GoldGoods>> {
    await this.step('goods');
    return page(
      this.items.filter((g) => categoryId === null || g.categoryId === categoryId),
      p,
      pageSize,
    );
  }

  async detail(id: number): Promise<GoldGoodsDetail> {
    await this.step('detail');
    const found = this.items.find((g) => g.id === id);
    if (!found) throw new GoldRefused('goods-not-found');
    return found;
  }

  async price(): Promise<GoldPrice> {
    await this.step('price');
    return { price: this.goldPrice, updatedAt: new Date(this.now()) };
  }

  async lockPrice(goodsId: number, num: number): Promise<GoldPriceLock> {
    await this.step('lockPrice');
    const goods = this.items.find((g) => g.id === goodsId) ?? sampleGoods();
    const b = goldPriceBreakdown(this.goldPrice, goods.productAmount, goods.handicraftFee, num);
    this.lockCount += 1;
    return {
      id: `lock-${this.lockCount}`,
      goodsId,
      num,
      goldPrice: this.goldPrice,
      unitPrice: b.unitPrice,
      handicraftFee: goods.handicraftFee,
      totalPrice: b.total,
      expiresAt: new Date(this.now() + 60_000),
    };
  }

  async createOrder(request: GoldOrderRequest): Promise<Order> {
    await this.step('createOrder');
    this.created.push(request);
    return sampleOrder({ id: 40 + this.created.length, type: 'unknown' });
  }

  async orders({ status, page: p, pageSize }: GoldOrderQuery): Promise<Page<GoldOrder>> {
    await this.step('orders');
    return page(
      this.orderList.filter((o) => status === null || o.status === status),
      p,
      pageSize,
    );
  }

  async confirmReceipt(id: number): Promise<void> {
    await this.step('confirmReceipt');
    this.orderList = this.orderList.map((o) => (o.id === id ? { ...o, status: 'completed' } : o));
  }

  async cancel(id: number): Promise<GoldOrder> {
    await this.step('cancel');
    this.orderList = this.orderList.map((o) => (o.id === id ? { ...o, status: 'cancelled' } : o));
    return this.orderList.find((o) => o.id === id) ?? sampleGoldOrder({ id, status: 'cancelled' });
  }

  async releases({ status, page: p, pageSize }: ReleaseQuery): Promise<Page<ReleaseRecord>> {
    await this.step('releases');
    return page(
      this.releaseList.filter((r) => status === null || r.status === status),
      p,
      pageSize,
    );
  }
}
