import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import {
  type GoldApi,
  type GoldGoodsQuery,
  type GoldOrderQuery,
  type GoldOrderRequest,
  type GoldRefusalReason,
  GoldRefused,
  type ReleaseQuery,
} from '../../../application/gold/gold-api.port';
import type {
  GoldCategory,
  GoldGoods,
  GoldGoodsDetail,
  GoldOrder,
  GoldPrice,
  GoldPriceLock,
  ReleaseRecord,
} from '../../../domain/gold/gold';
import type { Order } from '../../../domain/orders/order';
import { isAppError } from '../../../domain/shared/app-error';
import type { Page } from '../../../domain/shared/paging';
import {
  GOLD_CODES,
  goldCategoryList,
  goldGoodsDetail,
  goldGoodsList,
  goldOrderList,
  goldPrice,
  goldReceipt,
  goldReleaseOrderList,
} from '../catalogue/gold.schema';
import { goldCancelOrder, goldCreateOrder, goldLockPrice } from '../catalogue/gold-order.schema';
import { HttpClient } from '../http-client';
import { toOrder } from '../orders/order.mapper';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import {
  toGoldGoods,
  toGoldGoodsDetail,
  toGoldOrder,
  toGoldStatusFilter,
  toPriceLock,
  toReleaseFilter,
  toReleaseRecord,
} from './gold.mapper';

const REASON_OF_CODE: Readonly<Record<number, GoldRefusalReason>> = {
  [GOLD_CODES.orderNotFound]: 'not-found',
  [GOLD_CODES.goodsNotFound]: 'goods-not-found',
  [GOLD_CODES.soldOut]: 'sold-out',
  [GOLD_CODES.lockExpired]: 'lock-expired',
  [GOLD_CODES.addressRequired]: 'address-required',
  [GOLD_CODES.notReceivable]: 'not-receivable',
  [GOLD_CODES.notCancellable]: 'not-cancellable',
};

/** Turns a business code of a gold call into GoldRefused; anything else passes through. */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = isAppError(error) && error.kind === 'server-exception' ? error.detail.code : undefined;
    const reason = code === undefined ? undefined : REASON_OF_CODE[code];
    if (reason && isAppError(error)) throw new GoldRefused(reason, error.detail.serverMessage ?? '');
    throw error;
  }
}

/** Gold shop calls over HTTP (`gold/*`); amounts as decimal strings. */
@injectable()
export class HttpGoldApi implements GoldApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async categories(): Promise<readonly GoldCategory[]> {
    return (await this.http.call(goldCategoryList, {})).map((c) => ({ id: c.id, name: c.name }));
  }

  async goods({ categoryId, page, pageSize }: GoldGoodsQuery): Promise<Page<GoldGoods>> {
    const query = { page, page_size: pageSize, ...(categoryId === null ? {} : { category_id: categoryId }) };
    return toPage(await callPage(this.http, goldGoodsList, query), toGoldGoods);
  }

  detail(id: number): Promise<GoldGoodsDetail> {
    return refusing(async () => toGoldGoodsDetail(await this.http.call(goldGoodsDetail, { id })));
  }

  async price(): Promise<GoldPrice> {
    const wire = await this.http.call(goldPrice, {});
    return { price: new Decimal(wire.price), updatedAt: new Date(wire.update_time) };
  }

  lockPrice(goodsId: number, num: number): Promise<GoldPriceLock> {
    return refusing(async () => toPriceLock(await this.http.call(goldLockPrice, { goods_id: goodsId, num })));
  }

  createOrder({ lockId, addressId, remark }: GoldOrderRequest): Promise<Order> {
    const body = {
      lock_id: lockId,
      ...(addressId === null ? {} : { address_id: addressId }),
      ...(remark === '' ? {} : { remark }),
    };
    return refusing(async () => toOrder(await this.http.call(goldCreateOrder, body)));
  }

  async orders({ status, page, pageSize }: GoldOrderQuery): Promise<Page<GoldOrder>> {
    const query = { page, page_size: pageSize, ...toGoldStatusFilter(status) };
    return toPage(await callPage(this.http, goldOrderList, query), toGoldOrder);
  }

  confirmReceipt(id: number): Promise<void> {
    return refusing(async () => {
      await this.http.call(goldReceipt, { id });
    });
  }

  cancel(id: number): Promise<GoldOrder> {
    return refusing(async () => toGoldOrder(await this.http.call(goldCancelOrder, { id })));
  }

  async releases({ status, page, pageSize }: ReleaseQuery): Promise<Page<ReleaseRecord>> {
    const query = { page, page_size: pageSize, ...toReleaseFilter(status) };
    return toPage(await callPage(this.http, goldReleaseOrderList, query), toReleaseRecord);
  }
}
