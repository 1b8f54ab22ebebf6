import { INTERVAL_MS, type KlineInterval } from '../../application/trade/market-messages';
import type { Random } from '../core/random';
import { MAX_TICKS, MIN_TICKS } from './market-sim';

/** One candle in integer units: prices in ticks, volume in lots, quote volume in ticks × lots. */
export interface SimCandle {
  readonly openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  quote: number;
  closed: boolean;
}

/** Candles kept (and made up at start) per interval: the most the kline call answers. */
export const HISTORY = 1000;

/**
 * The candles of one interval: a made-up history of 1000 closed candles ending where the walk starts
 * (a reverse random walk, deterministic for a seeded Random), then the live candle built from the walk and
 * the trades: it closes when its interval is over and the next one opens at the close.
 */
export class CandleSeries {
  readonly history: SimCandle[] = [];
  live: SimCandle;
  private readonly ms: number;

  constructor(
    readonly interval: KlineInterval,
    now: number,
    price: number,
    random: Random,
  ) {
    this.ms = INTERVAL_MS[interval];
    const openTime = Math.floor(now / this.ms) * this.ms;
    this.live = {
      openTime,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: 0,
      quote: 0,
      closed: false,
    };
    const minutes = this.ms / 60_000;
    const scale = Math.max(1, Math.round(Math.sqrt(minutes) * 3));
    let close = price;
    for (let k = 1; k <= HISTORY; k++) {
      const open = clamp(close + Math.round((random() * 2 - 1) * scale));
      const high = Math.min(MAX_TICKS, Math.max(open, close) + Math.floor(random() * scale));
      const low = Math.max(MIN_TICKS, Math.min(open, close) - Math.floor(random() * scale));
      const volume = Math.floor(random() * 500_000 * Math.sqrt(minutes));
      const quote = volume * Math.round((open + close) / 2);
      this.history.push({
        openTime: openTime - k * this.ms,
        open,
        high,
        low,
        close,
        volume,
        quote,
        closed: true,
      });
      close = open;
    }
    this.history.reverse();
  }

  /**
   * Moves the live candle to `now` at `price` with a trade of `lots`; answers the candles this closed
   * (at most one: after a long pause the next candle opens at the current interval, leaving a gap).
   */
  update(now: number, price: number, lots: number): SimCandle[] {
    const closed: SimCandle[] = [];
    if (now >= this.live.openTime + this.ms) {
      const done = this.live;
      done.closed = true;
      this.history.push(done);
      if (this.history.length > HISTORY) this.history.shift();
      closed.push(done);
      const c = done.close;
      const openTime = Math.floor(now / this.ms) * this.ms;
      this.live = { openTime, open: c, high: c, low: c, close: c, volume: 0, quote: 0, closed: false };
    }
    const live = this.live;
    live.high = Math.max(live.high, price);
    live.low = Math.min(live.low, price);
    live.close = price;
    live.volume += lots;
    live.quote += lots * price;
    return closed;
  }

  /** Up to `limit` candles oldest first, the live one last; with `endTime`, only those opening before it. */
  list(limit: number, endTime?: number): SimCandle[] {
    const all = [...this.history, this.live];
    const upTo = endTime === undefined ? all : all.filter((c) => c.openTime < endTime);
    return upTo.slice(-limit);
  }

  /** The candles of the last `count` intervals, the live one included. */
  last(count: number): SimCandle[] {
    return [...this.history.slice(-(count - 1)), this.live];
  }
}

const clamp = (ticks: number): number => Math.min(MAX_TICKS, Math.max(MIN_TICKS, ticks));
