import { makeAutoObservable, observableRef } from 'mobx';
import { type BookState, MarketStore } from './market.store';
import {
  type CandleMessage,
  depthStream,
  type KlineInterval,
  klineStream,
  type MarketMessage,
  ORDERS_STREAM,
  type OrderUpdate,
  type Ticker,
  tickerStream,
} from './market-messages';
import type { MarketSocket, SocketState } from './market-socket.port';

/**
 * What a trader sees of the feed, one word: `live` only when the socket is connected AND the book has a
 * snapshot it has kept in sequence since. Everything else says why the numbers may be old.
 */
export type FeedStatus = 'live' | 'waiting' | 'resyncing' | Exclude<SocketState, 'connected'>;

export interface TradeSessionOptions {
  readonly instId: string;
  readonly protocol: 'a' | 'b';
  readonly interval: KlineInterval;
  /** Book levels per side the screen shows (MarketStore's depthRows). */
  readonly depthRows?: number;
  /** How book changes reach the screen (MarketStore's schedule): requestAnimationFrame on a page. */
  readonly schedule?: (publish: () => void) => void;
}

/**
 * The live feed of the trade screen on the market socket: the book (MarketStore), the 24 h ticker, the live
 * candle of one interval and the user's order updates. `start` subscribes, `stop` unsubscribes (a hidden
 * page holds no streams); both are safe to repeat.
 *
 * Never silently stale: whenever the socket leaves `connected` the book is marked stale (expectSnapshot), so
 * the status reads reconnecting, then resyncing until the re-subscription's snapshot arrives; a sequence gap
 * re-subscribes the depth stream (the book asks through onResync) and reads resyncing meanwhile.
 */
export class TradeSession {
  readonly store: MarketStore;
  readonly instId: string;
  socketState: SocketState;
  /** The latest 24 h ticker; null until the first arrives. */
  ticker: Ticker | null = null;
  interval: KlineInterval;
  private readonly candleListeners = new Set<(candle: CandleMessage) => void>();
  private readonly orderListeners = new Set<(update: OrderUpdate) => void>();
  private stops: (() => void)[] = [];
  private stopKline: (() => void) | null = null;

  constructor(
    private readonly socket: MarketSocket,
    options: TradeSessionOptions,
  ) {
    this.instId = options.instId;
    this.interval = options.interval;
    this.socketState = socket.state;
    this.store = new MarketStore({
      protocol: options.protocol,
      ...(options.depthRows === undefined ? {} : { depthRows: options.depthRows }),
      ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
    });
    makeAutoObservable<this, 'socket' | 'candleListeners' | 'orderListeners' | 'stops' | 'stopKline'>(
      this,
      {
        store: false,
        instId: false,
        running: false,
        ticker: observableRef,
        socket: false,
        candleListeners: false,
        orderListeners: false,
        stops: false,
        stopKline: false,
      },
      { autoBind: true },
    );
  }

  get running(): boolean {
    return this.stops.length > 0;
  }

  /** The feed's state in one word (see FeedStatus). */
  get status(): FeedStatus {
    if (this.socketState !== 'connected') return this.socketState;
    return this.store.state satisfies BookState;
  }

  /** Subscribes the book, ticker, orders and the live candle; a no-op when running. */
  start(): void {
    if (this.running) return;
    const depth = depthStream(this.instId);
    // Levels kept from an earlier visit are stale until this subscription's snapshot arrives.
    this.store.expectSnapshot();
    this.stops = [
      this.socket.onState(this.setSocketState),
      this.store.onResync(() => this.socket.resubscribe([depth])),
      this.socket.subscribe([depth, tickerStream(this.instId), ORDERS_STREAM], this.receive),
    ];
    this.setSocketState(this.socket.state);
    this.subscribeKline();
  }

  /** Unsubscribes everything; a no-op when stopped. */
  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    this.stopKline?.();
    this.stopKline = null;
  }

  /** Follows another candle interval (the chart's); the live candle of the old one stops. */
  setInterval(interval: KlineInterval): void {
    if (interval === this.interval) return;
    this.interval = interval;
    if (!this.running) return;
    this.stopKline?.();
    this.subscribeKline();
  }

  /** Each live candle of the current interval; returns the unsubscribe function. */
  onCandle(listener: (candle: CandleMessage) => void): () => void {
    this.candleListeners.add(listener);
    return () => this.candleListeners.delete(listener);
  }

  /** Each update of the user's orders; returns the unsubscribe function. */
  onOrderUpdate(listener: (update: OrderUpdate) => void): () => void {
    this.orderListeners.add(listener);
    return () => this.orderListeners.delete(listener);
  }

  private subscribeKline(): void {
    const interval = this.interval;
    this.stopKline = this.socket.subscribe([klineStream(interval, this.instId)], (message) => {
      if (message.kind !== 'candle' || message.interval !== this.interval) return;
      for (const listener of [...this.candleListeners]) listener(message);
    });
  }

  private receive(message: MarketMessage): void {
    switch (message.kind) {
      case 'bookSnapshot':
      case 'bookUpdate':
        this.store.handle(message);
        return;
      case 'ticker':
        if (message.instId === this.instId) this.ticker = message;
        return;
      case 'orderUpdate':
        for (const listener of [...this.orderListeners]) listener(message);
        return;
      default:
        return;
    }
  }

  private setSocketState(state: SocketState): void {
    if (state !== 'connected') this.store.expectSnapshot();
    this.socketState = state;
  }
}
