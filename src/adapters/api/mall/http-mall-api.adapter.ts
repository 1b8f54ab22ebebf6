import { inject, injectable } from 'inversify';
import {
  type MallApi,
  type MallOrderPage,
  MallOrderRefused,
  type MallRefusalReason,
} from '../../../application/mall/mall-api.port';
import type {
  CourierTrace,
  MallGoods,
  MallGoodsDetail,
  MallOrderDetail,
} from '../../../domain/mall/mall-order';
import type { ShippingStatus } from '../../../domain/mall/shipping-status';
import { isAppError } from '../../../domain/shared/app-error';
import type { PageQuery } from '../../../domain/shared/paging';
import {
  MALL_CODES,
  machineExpressTrace,
  machineGoodsDetail,
  machineGoodsList,
  machineOrderDetail,
  machineOrderList,
  machineReceipt,
} from '../catalogue/mall.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import {
  toCourierTrace,
  toMallGoods,
  toMallGoodsDetail,
  toMallOrder,
  toMallOrderCounts,
  toMallOrderDetail,
  toShippingFilter,
} from './mall.mapper';

const REASON_OF_CODE: Readonly<Record<number, MallRefusalReason>> = {
  [MALL_CODES.orderNotFound]: 'not-found',
  [MALL_CODES.notReceivable]: 'not-receivable',
};

/** Turns a business code of a mall order call into MallOrderRefused; anything else passes through. */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = isAppError(error) && error.kind === 'server-exception' ? error.detail.code : undefined;
    const reason = code === undefined ? undefined : REASON_OF_CODE[code];
    if (reason && isAppError(error)) throw new MallOrderRefused(reason, error.detail.serverMessage ?? '');
    throw error;
  }
}

/** The mall over HTTP (`machine/*`); amounts as decimal strings, dates as ISO strings. */
@injectable()
export class HttpMallApi implements MallApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async goods(): Promise<readonly MallGoods[]> {
    return (await this.http.call(machineGoodsList, {})).map(toMallGoods);
  }

  async goodsDetail(id: number): Promise<MallGoodsDetail> {
    return toMallGoodsDetail(await this.http.call(machineGoodsDetail, { id }));
  }

  async orders({
    page,
    pageSize,
    status,
  }: PageQuery & { readonly status: ShippingStatus | null }): Promise<MallOrderPage> {
    const wire = await callPage(this.http, machineOrderList, {
      page,
      page_size: pageSize,
      ...toShippingFilter(status),
    });
    return { ...(await toPage(wire, toMallOrder)), counts: toMallOrderCounts(wire.counts) };
  }

  orderDetail(id: number): Promise<MallOrderDetail> {
    return refusing(async () => toMallOrderDetail(await this.http.call(machineOrderDetail, { id })));
  }

  confirmReceipt(id: number): Promise<void> {
    return refusing(async () => {
      await this.http.call(machineReceipt, { id });
    });
  }

  courierTrace(id: number): Promise<CourierTrace> {
    return refusing(async () => toCourierTrace(await this.http.call(machineExpressTrace, { id })));
  }
}
