import Decimal from 'decimal.js';
import {
  type Candle,
  NADI_USDT,
  type TradeOrder,
  type TradeOrderList,
} from '../../src/application/trade/market-messages';
import type {
  KlineQuery,
  NewTradeOrder,
  TradeApi,
  TradeBalance,
  TradePair,
} from '../../src/application/trade/trade-api.port';
import { AppError } from '../../src/domain/shared/app-error';
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import { candleOf } from './fake-trade-socket';
import { Gate } from './gate';

const d = (text: string) => new Decimal(text);

/** NADI-USDT with the mock's rules: tick 0.00001, lot 0.01, at least 1 USDT, 0.1 % fees. */
export const samplePair = (overrides: Partial<TradePair> = {}): TradePair => ({
  instId: NADI_USDT,
  base: 'NADI',
  quote: 'USDT',
  tickSize: d('0.00001'),
  lotSize: d('0.01'),
  minNotional: d('1'),
  makerFeeRate: d('0.001'),
  takerFeeRate: d('0.001'),
  lastPrice: d('0.0825'),
  changePercent: d('0.5'),
  ...overrides,
});

export const sampleOrder = (overrides: Partial<TradeOrder> = {}): TradeOrder => ({
  id: 'o1',
  instId: NADI_USDT,
  side: 'buy',
  type: 'limit',
  status: 'pending',
  price: d('0.05'),
  quantity: d('100'),
  amount: d('5'),
  filled: d('0'),
  filledAmount: d('0'),
  averagePrice: null,
  fee: d('0'),
  feeCoin: 'NADI',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...overrides,
});

type Method = keyof TradeApi;

/**
 * TradeApi in memory: one pair (or none: a closed market), balances, orders in lists, candles made up per
 * call. `placeOrder` rests a limit order in `current` and fills a market order at once; `cancelOrder` moves
 * an order to history. Records every call; `failWith` makes a method fail; `hold()` keeps calls waiting.
 */
export class FakeTradeApi implements TradeApi {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  failWith: Partial<Record<Method, AppError>> = {};
  pairList: TradePair[] = [samplePair()];
  balances: TradeBalance[] = [
    { coin: 'USDT', available: d('10000'), frozen: d('0') },
    { coin: 'NADI', available: d('100000'), frozen: d('0') },
  ];
  orderLists: Record<TradeOrderList, TradeOrder[]> = { current: [], history: [], success: [] };
  private nextId = 1;
  private readonly gate = new Gate();

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Keeps every call waiting until the returned release is called. */
  hold(): () => void {
    return this.gate.hold();
  }

  private async enter(method: Method, args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    await this.gate.pass();
    const failure = this.failWith[method];
    if (failure) throw failure;
  }

  async pairs(): Promise<readonly TradePair[]> {
    await this.enter('pairs', []);
    return this.pairList;
  }

  async kline(query: KlineQuery): Promise<readonly Candle[]> {
    await this.enter('kline', [query]);
    return [candleOf(query.interval, 0), candleOf(query.interval, 60_000)];
  }

  async account(): Promise<readonly TradeBalance[]> {
    await this.enter('account', []);
    return this.balances;
  }

  async placeOrder(order: NewTradeOrder): Promise<TradeOrder> {
    await this.enter('placeOrder', [order]);
    const id = `o${this.nextId++}`;
    if (order.type === 'limit') {
      const placed = sampleOrder({
        id,
        side: order.side,
        price: order.price,
        quantity: order.quantity,
        amount: order.price.times(order.quantity),
      });
      this.orderLists.current.unshift(placed);
      return placed;
    }
    const filled = sampleOrder({ id, type: 'market', side: order.side, status: 'filled', price: null });
    this.orderLists.history.unshift(filled);
    this.orderLists.success.unshift(filled);
    return filled;
  }

  async cancelOrder(orderId: string): Promise<TradeOrder> {
    await this.enter('cancelOrder', [orderId]);
    const order = this.orderLists.current.find((o) => o.id === orderId);
    if (!order) throw new AppError('server-exception', { code: 4102 });
    const cancelled = { ...order, status: 'cancelled' as const };
    this.orderLists.current = this.orderLists.current.filter((o) => o.id !== orderId);
    this.orderLists.history.unshift(cancelled);
    return cancelled;
  }

  async orders(list: TradeOrderList, page: PageQuery, instId?: string): Promise<Page<TradeOrder>> {
    await this.enter('orders', [list, page, instId]);
    const all = this.orderLists[list];
    const items = all.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
    return { items, total: all.length, page: page.page, pageSize: page.pageSize };
  }
}
