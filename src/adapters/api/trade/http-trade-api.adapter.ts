import { inject, injectable } from 'inversify';
import type { Candle, TradeOrder, TradeOrderList } from '../../../application/trade/market-messages';
import type {
  KlineQuery,
  NewTradeOrder,
  TradeApi,
  TradeBalance,
  TradePair,
} from '../../../application/trade/trade-api.port';
import type { Page, PageQuery } from '../../../domain/shared/paging';
import {
  tradeAccount,
  tradeCancelOrder,
  tradeKline,
  tradeOrderList,
  tradePairs,
  tradePlaceOrder,
} from '../catalogue/trade.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import { toCandle, toPlaceOrderRequest, toTradeBalance, toTradeOrder, toTradePair } from './trade.mapper';

/** Spot trading calls over HTTP (proposed `/api/v1/trade/*` paths). */
@injectable()
export class HttpTradeApi implements TradeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async pairs(): Promise<readonly TradePair[]> {
    return (await this.http.call(tradePairs, {})).map(toTradePair);
  }

  async kline(query: KlineQuery): Promise<readonly Candle[]> {
    const wire = await this.http.call(tradeKline, {
      inst_id: query.instId,
      interval: query.interval,
      ...(query.limit === undefined ? {} : { limit: query.limit }),
      ...(query.endTime === undefined ? {} : { end_time: query.endTime }),
    });
    return wire.map(toCandle(query.instId, query.interval));
  }

  async account(): Promise<readonly TradeBalance[]> {
    return (await this.http.call(tradeAccount, {})).map(toTradeBalance);
  }

  async placeOrder(order: NewTradeOrder): Promise<TradeOrder> {
    return toTradeOrder(await this.http.call(tradePlaceOrder, toPlaceOrderRequest(order)));
  }

  async cancelOrder(orderId: string): Promise<TradeOrder> {
    return toTradeOrder(await this.http.call(tradeCancelOrder, { order_id: orderId }));
  }

  async orders(list: TradeOrderList, page: PageQuery, instId?: string): Promise<Page<TradeOrder>> {
    const wire = await callPage(this.http, tradeOrderList, {
      list,
      page: page.page,
      page_size: page.pageSize,
      ...(instId === undefined ? {} : { inst_id: instId }),
    });
    return toPage(wire, toTradeOrder);
  }
}
