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
  tickerStream,
} from '../../src/application/trade/market-messages';
import type {
  MarketListener,
  MarketSocket,
  SocketState,
} from '../../src/application/trade/market-socket.port';

const d = (text: string) => new Decimal(text);

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

// ---- messages a test emits ----

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
