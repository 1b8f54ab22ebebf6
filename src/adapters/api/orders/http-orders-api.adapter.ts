import { inject, injectable } from 'inversify';
import {
  type OrderListQuery,
  type OrderRefusalReason,
  OrderRefused,
  type OrdersApi,
  type PreOrderRequest,
} from '../../../application/orders/orders-api.port';
import type { Order } from '../../../domain/orders/order';
import { ORDER_TYPE_CODES } from '../../../domain/orders/order-status';
import { isAppError } from '../../../domain/shared/app-error';
import type { Page } from '../../../domain/shared/paging';
import {
  ORDER_CODES,
  preOrderCancel,
  preOrderCreate,
  preOrderList,
  preOrderTips,
} from '../catalogue/pre-order.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import { toOrder, toStatusFilter } from './order.mapper';

/** The order answer codes as refusal reasons; other codes stay `server-exception`. */
const REASON_OF_CODE: Readonly<Record<number, OrderRefusalReason>> = {
  [ORDER_CODES.orderNotFound]: 'not-found',
  [ORDER_CODES.soldOut]: 'sold-out',
  [ORDER_CODES.limitReached]: 'limit-reached',
  [ORDER_CODES.belowMinimum]: 'below-minimum',
  [ORDER_CODES.addressRequired]: 'address-required',
  [ORDER_CODES.notCancellable]: 'not-cancellable',
  [ORDER_CODES.goodsNotFound]: 'goods-not-found',
};

/** Turns a business code of an order call into OrderRefused; anything else passes through. */
export async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = isAppError(error) && error.kind === 'server-exception' ? error.detail.code : undefined;
    const reason = code === undefined ? undefined : REASON_OF_CODE[code];
    if (reason && isAppError(error)) throw new OrderRefused(reason, error.detail.serverMessage ?? '');
    throw error;
  }
}

/** Order calls over HTTP (`preOrder/*`); amounts as decimal strings. */
@injectable()
export class HttpOrdersApi implements OrdersApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  create(request: PreOrderRequest): Promise<Order> {
    const body = {
      order_type: ORDER_TYPE_CODES[request.type],
      ...(request.goodsId === undefined ? {} : { goods_id: request.goodsId }),
      ...(request.num === undefined ? {} : { num: request.num }),
      ...(request.amount === undefined ? {} : { amount: request.amount.toFixed() }),
      ...(request.addressId === undefined ? {} : { address_id: request.addressId }),
    };
    return refusing(async () => toOrder(await this.http.call(preOrderCreate, body)));
  }

  async unpaid(): Promise<readonly Order[]> {
    return (await this.http.call(preOrderTips, {})).map(toOrder);
  }

  async list({ filter, page, pageSize }: OrderListQuery): Promise<Page<Order>> {
    const wire = await callPage(this.http, preOrderList, {
      page,
      page_size: pageSize,
      ...toStatusFilter(filter),
    });
    return toPage(wire, toOrder);
  }

  cancel(id: number): Promise<Order> {
    return refusing(async () => toOrder(await this.http.call(preOrderCancel, { id })));
  }
}
