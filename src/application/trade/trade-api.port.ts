import type Decimal from 'decimal.js';
import type { Page, PageQuery } from '../../domain/shared/paging';
import type { NewTradeOrder, TradePair } from '../../domain/trade/trade-pair';
import type { Candle, KlineInterval, TradeOrder, TradeOrderList } from './market-messages';

// The pair and the new order are domain values (the order ticket's rules read them); the port's callers
// may take them from here, beside the port that answers and takes them.
export type { NewTradeOrder, TradePair };

/** One coin of the trade account. */
export interface TradeBalance {
  readonly coin: string;
  readonly available: Decimal;
  /** Held by open orders. */
  readonly frozen: Decimal;
}

export interface KlineQuery {
  readonly instId: string;
  readonly interval: KlineInterval;
  /** 1–1000; the server's default (300) when absent. */
  readonly limit?: number;
  /** Only candles opening before this time (ms), to page back. */
  readonly endTime?: number;
}

/**
 * Spot trading calls over HTTP (proposed paths `/api/v1/trade/*`, see the API catalogue); every method
 * fails with AppError of an API kind (a refused order is `server-exception` with the server's code:
 * 4101 insufficient balance, 4102 order not open, 4103 below the minimum order value, 404 not found).
 */
export const TradeApi = Symbol.for('TradeApi');
export interface TradeApi {
  /** The tradable pairs with their rules and last price (`trade/pairs`). */
  pairs(): Promise<readonly TradePair[]>;
  /** Candles oldest first, the live last one included (`trade/kline`). */
  kline(query: KlineQuery): Promise<readonly Candle[]>;
  /** The trade account's balances per coin (`trade/account`). */
  account(): Promise<readonly TradeBalance[]>;
  /** Places an order; answers it as it stands after matching (`trade/placeOrder`). */
  placeOrder(order: NewTradeOrder): Promise<TradeOrder>;
  /** Cancels an open order; answers it canceled (`trade/cancelOrder`). */
  cancelOrder(orderId: string): Promise<TradeOrder>;
  /** One page of an order list, newest first (`trade/orderList`). */
  orders(list: TradeOrderList, page: PageQuery, instId?: string): Promise<Page<TradeOrder>>;
}
