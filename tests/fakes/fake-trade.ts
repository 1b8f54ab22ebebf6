import Decimal from 'decimal.js';
import {
  type BookLevel,
  type BookSnapshot,
  type BookUpdate,
  type Candle,
  type CandleMessage,
  depthStream,
  type KlineInterval,
  klineStream,
  listsToReload,
  type MarketMessage,
  NADI_USDT,
  ORDERS_STREAM,
  type OrderUpdate,
  type Ticker,
  type TradeOrder,
  type TradeOrderList,
  tickerStream,
} from '../../src/application/trade/market-messages';
import type {
  MarketListener,
  MarketSocket,
  SocketState,
} from '../../src/application/trade/market-socket.port';
import type {
  KlineQuery,
  NewTradeOrder,
  TradeApi,
  TradeBalance,
  TradePair,
} from '../../src/application/trade/trade-api.port';
import { AppError } from '../../src/domain/shared/app-error';
import type { Page, PageQuery } from '../../src/domain/shared/paging';

const d = (text: string) => new Decimal(text);

// ---- the socket ----

interface FakeSubscription {
  readonly streams: readonly string[];
  readonly listener: MarketListener;
}

/**
 * MarketSocket for view-model and session tests: records subscriptions and resubscriptions, delivers what a
 * test `emit`s to the subscribers of its stream, and changes state when told (`setState`).
 */
export class FakeMarketSocket implements MarketSocket {
  state: SocketState = 'disconnected';
  readonly subscriptions = new Set<FakeSubscription>();
  readonly resubscribed: string[][] = [];
  private readonly stateListeners = new Set<(state: SocketState) => void>();

  subscribe(streams: readonly string[], listener: MarketListener): () => void {
    const subscription = { streams: [...streams], listener };
    this.subscriptions.add(subscription);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  resubscribe(streams: readonly string[]): void {
    this.resubscribed.push([...streams]);
  }

  onState(listener: (state: SocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  serverTime(): Promise<number | null> {
    return Promise.resolve(null);
  }

  close(): void {
    this.subscriptions.clear();
    this.setState('disconnected');
  }

  setState(state: SocketState): void {
    this.state = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  /** Every stream some subscription holds, sorted (a stream once per subscription). */
  get streams(): string[] {
    return [...this.subscriptions].flatMap((s) => s.streams).sort();
  }

  emit(message: MarketMessage): void {
    for (const subscription of [...this.subscriptions]) {
      if (subscription.streams.includes(message.stream)) subscription.listener(message);
    }
  }
}

// ---- messages ----

const base = { instId: NADI_USDT, ts: null } as const;

/** A version A depth snapshot at `lastUpdateId`. */
export const snapshotA = (lastUpdateId: number, bids: BookLevel[], asks: BookLevel[]): BookSnapshot => ({
  ...base,
  kind: 'bookSnapshot',
  stream: depthStream(NADI_USDT),
  bids,
  asks,
  sequence: { protocol: 'a', lastUpdateId },
});

/** A version A depth update covering ids U..u. */
export const updateA = (U: number, u: number, bids: BookLevel[], asks: BookLevel[] = []): BookUpdate => ({
  ...base,
  kind: 'bookUpdate',
  stream: depthStream(NADI_USDT),
  bids,
  asks,
  sequence: { protocol: 'a', firstUpdateId: U, lastUpdateId: u },
});

export const tickerOf = (last: string, changePercent = '0.5'): Ticker => ({
  ...base,
  kind: 'ticker',
  stream: tickerStream(NADI_USDT),
  last: d(last),
  open24h: d('0.08'),
  high24h: d('0.09'),
  low24h: d('0.07'),
  volume24h: d('123456.78'),
  quoteVolume24h: d('10000'),
  changePercent: d(changePercent),
});

export const candleOf = (interval: KlineInterval, openTime: number, close = '0.0825'): Candle => ({
  instId: NADI_USDT,
  interval,
  openTime,
  open: d('0.0824'),
  high: d('0.0826'),
  low: d('0.0823'),
  close: d(close),
  volume: d('100'),
  quoteVolume: d('8.25'),
  closed: false,
});

export const candleMessage = (interval: KlineInterval, openTime: number): CandleMessage => ({
  ...candleOf(interval, openTime),
  kind: 'candle',
  stream: klineStream(interval, NADI_USDT),
});

export const orderUpdateOf = (order: TradeOrder): OrderUpdate => ({
  kind: 'orderUpdate',
  stream: ORDERS_STREAM,
  order,
  reload: listsToReload(order.status),
});

// ---- the API ----

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
  private gate: Promise<void> | null = null;

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  hold(): () => void {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.gate = null;
        resolve();
      };
    });
    return release;
  }

  private async enter(method: Method, args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    if (this.gate) await this.gate;
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
