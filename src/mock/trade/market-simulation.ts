import { KLINE_INTERVALS, type KlineInterval, NADI_USDT } from '../../application/trade/market-messages';
import { type Random, seededRandom } from '../core/random';
import type { TradeAccountStore } from './market-accounts';
import { CandleSeries, type SimCandle } from './market-candles';
import { DepthFeed } from './market-depth';
import { MatchingEngine } from './market-engine';
import type { Level, MarketEvent, TickerData } from './market-events';
import { type Side, SimBook } from './market-sim';
import { Exact } from './market-units';

export interface MarketOptions {
  /** Clock (default Date.now). */
  readonly now?: () => number;
  /** Seed of the walk, the book and the made-up history (default 2025). */
  readonly seed?: number;
  /** Where the trade accounts live (default: in memory, with the demo grant). */
  readonly accounts?: TradeAccountStore;
}

/** Default pace: a step, hence a depth update, every 100 ms. */
export const DEFAULT_BOOKS_PER_SECOND = 10;
/** Tickers and live candles go out at most once a second (and a candle at once when it closes). */
export const PUSH_EVERY_MS = 1000;
/** Simulated trades per step: up to 2000 NADI at the mid. */
const MAX_SIM_TRADE_LOTS = 200_000;

/**
 * The mock market of NADI/USDT: the walk and its book (market-sim.ts), candles of every interval
 * (market-candles.ts), the user's orders (market-engine.ts), stepped by a timer (start/stop, a rate,
 * pause) or by hand in tests. Listeners (the sockets) get MarketEvents.
 */
export class MockMarket {
  readonly instId = NADI_USDT;
  private sim!: SimBook;
  private engineRef!: MatchingEngine;
  private series = new Map<KlineInterval, CandleSeries>();
  private readonly depth = new DepthFeed();
  private lastPushAt = Number.NEGATIVE_INFINITY;
  private lastStepAt = 0;
  private readonly listeners = new Set<(event: MarketEvent) => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private rate = DEFAULT_BOOKS_PER_SECOND;
  private pausedFlag = false;
  readonly now: () => number;
  private readonly seed: number;
  private readonly accounts: TradeAccountStore | undefined;
  private random!: Random;

  constructor(options: MarketOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.seed = options.seed ?? 2025;
    this.accounts = options.accounts;
    this.build();
  }

  get engine(): MatchingEngine {
    return this.engineRef;
  }

  /** The mid price in ticks (the ticker's last price). */
  get mid(): number {
    return this.sim.mid;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  get paused(): boolean {
    return this.pausedFlag;
  }

  get booksPerSecond(): number {
    return this.rate;
  }

  on(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The book as shown (simulated plus the user's resting orders), best first, with its update id. */
  snapshot(): { readonly lastUpdateId: number; readonly bids: Level[]; readonly asks: Level[] } {
    return this.depth.snapshot();
  }

  candles(interval: KlineInterval): CandleSeries {
    return this.series.get(interval) as CandleSeries;
  }

  ticker(): TickerData {
    const day = this.candles('1h').last(24);
    const open = (day[0] as SimCandle).open;
    const last = this.sim.mid;
    return {
      last,
      open,
      high: Math.max(last, ...day.map((c) => c.high)),
      low: Math.min(last, ...day.map((c) => c.low)),
      volume: day.reduce((sum, c) => sum + c.volume, 0),
      quote: day.reduce((sum, c) => sum + c.quote, 0),
      changePercent: new Exact(last - open).div(open).times(100).toDecimalPlaces(2).toFixed(2),
    };
  }

  /** One step: walk, book, resting orders, a simulated trade, then the depth update (and pushes). */
  step(): void {
    const now = this.now();
    this.lastStepAt = now;
    this.sim.step(this.depth.pending);
    this.engineRef.matchResting();
    this.trade(Math.floor(this.random() * MAX_SIM_TRADE_LOTS), this.sim.mid);
    this.emitDepth(now);
    if (now - this.lastPushAt >= PUSH_EVERY_MS) {
      this.lastPushAt = now;
      this.emit({ type: 'ticker', ts: now, ticker: this.ticker() });
      for (const interval of KLINE_INTERVALS) {
        this.emit({ type: 'candle', ts: now, interval, candle: { ...this.candles(interval).live } });
      }
    }
  }

  /** Steps for the time passed since the last step (at most 100): for hosts without a timer (in-page). */
  catchUp(): void {
    if (this.running) return;
    const due = Math.min(100, Math.floor((this.now() - this.lastStepAt) / (1000 / this.rate)));
    for (let i = 0; i < due; i++) this.step();
  }

  /** Steps `booksPerSecond` times a second until stop(). */
  start(): void {
    this.stop();
    this.timer = setInterval(() => {
      if (!this.pausedFlag) this.step();
    }, 1000 / this.rate);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Changes the pace (1–1000 steps a second); a running market restarts its timer. */
  setRate(booksPerSecond: number): void {
    this.rate = Math.min(1000, Math.max(1, booksPerSecond));
    if (this.running) this.start();
  }

  pause(paused: boolean): void {
    this.pausedFlag = paused;
  }

  /** Back to the start (same seed): new book, history, accounts and orders; the update ids start over. */
  reset(): void {
    this.build();
    this.lastPushAt = Number.NEGATIVE_INFINITY;
    this.emit({ type: 'reset', ts: this.now() });
  }

  private build(): void {
    this.random = seededRandom(this.seed);
    const now = this.now();
    this.lastStepAt = now;
    this.sim = new SimBook(this.random);
    this.engineRef = new MatchingEngine(
      this.sim,
      {
        now: this.now,
        touch: (side, tick) => this.depth.touch(side, tick),
        order: (order) => this.emit({ type: 'order', ts: this.now(), order }),
        trade: (lots, ticks) => this.trade(lots, ticks),
      },
      this.accounts,
    );
    this.series = new Map(
      KLINE_INTERVALS.map((interval, i) => [
        interval,
        new CandleSeries(interval, now, this.sim.mid, seededRandom(this.seed * 31 + i)),
      ]),
    );
    this.depth.reset(this.sim);
  }

  private trade(lots: number, ticks: number): void {
    const now = this.now();
    for (const series of this.series.values()) {
      for (const closed of series.update(now, ticks, lots)) {
        this.emit({ type: 'candle', ts: now, interval: series.interval, candle: { ...closed } });
      }
    }
  }

  /** The depth update of the levels touched since the last one (the simulated size plus resting orders). */
  private emitDepth(now: number): void {
    const sizeAt = (side: Side, tick: number) =>
      (this.sim[side].get(tick) ?? 0) + this.engineRef.restingAt(side, tick);
    this.emit(this.depth.update(now, sizeAt));
  }

  private emit(event: MarketEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
