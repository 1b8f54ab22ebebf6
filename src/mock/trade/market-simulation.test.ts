import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERVAL_MS } from '../../application/trade/market-messages';
import { HISTORY } from './market-candles';
import type { MarketEvent } from './market-events';
import { BOOK_LEVELS, MAX_TICKS, MIN_TICKS, START_TICKS } from './market-sim';
import { MockMarket } from './market-simulation';
import { lotsText, priceText, quoteText, textUnits, unitsText } from './market-units';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 30);

const setup = (seed?: number) => {
  let now = T0;
  const market = new MockMarket({ now: () => now, ...(seed === undefined ? {} : { seed }) });
  const events: MarketEvent[] = [];
  market.on((event) => events.push(event));
  return {
    market,
    events,
    advance: (ms: number) => {
      now += ms;
    },
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('market units', () => {
  it('writes integer units as fixed decimals and reads them back exactly', () => {
    expect(priceText(8250)).toBe('0.08250');
    expect(lotsText(0)).toBe('0');
    expect(lotsText(5)).toBe('0.05');
    expect(quoteText(123_456_789)).toBe('12.3456789');
    expect(unitsText(-5, 2)).toBe('-0.05');
    expect(unitsText(7, 0)).toBe('7');
    expect(textUnits('0.0825', 5)).toBe(8250);
    expect(textUnits('12.50', 2)).toBe(1250);
    expect(textUnits('1.001', 2)).toBeNull();
    expect(textUnits('1e3', 2)).toBeNull();
    expect(textUnits('99999999999999999', 2)).toBeNull();
  });
});

describe('MockMarket', () => {
  it('starts at 0.08250 with 400 levels a side, best first', () => {
    const { market } = setup();
    const book = market.snapshot();
    expect(market.mid).toBe(START_TICKS);
    expect(book.lastUpdateId).toBe(0);
    expect(book.asks).toHaveLength(BOOK_LEVELS);
    expect(book.bids).toHaveLength(BOOK_LEVELS);
    expect(book.asks[0]?.[0]).toBe(START_TICKS + 1);
    expect(book.bids[0]?.[0]).toBe(START_TICKS - 1);
  });

  it('is deterministic for a seed', () => {
    const run = (seed: number) => {
      const { market, advance } = setup(seed);
      for (let i = 0; i < 200; i++) {
        advance(100);
        market.step();
      }
      return [market.mid, market.snapshot()];
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('numbers depth updates without gaps and keeps the walk in bounds', () => {
    const { market, events, advance } = setup(3);
    for (let i = 0; i < 3000; i++) {
      advance(100);
      market.step();
      expect(market.mid).toBeGreaterThanOrEqual(MIN_TICKS);
      expect(market.mid).toBeLessThanOrEqual(MAX_TICKS);
    }
    const depth = events.filter((e) => e.type === 'depth');
    expect(depth).toHaveLength(3000);
    let last = 0;
    for (const update of depth) {
      expect(update.prevUpdateId).toBe(last);
      const count = update.bids.length + update.asks.length;
      expect(update.lastUpdateId - last).toBe(count);
      expect(update.firstUpdateId).toBe(count === 0 ? last : last + 1);
      last = update.lastUpdateId;
    }
    expect(market.snapshot().lastUpdateId).toBe(last);
  });

  it('pushes the ticker and live candles once a second, and a candle as soon as it closes', () => {
    const { market, events, advance } = setup();
    market.step();
    expect(events.filter((e) => e.type === 'ticker')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'candle')).toHaveLength(7);
    advance(999);
    market.step();
    expect(events.filter((e) => e.type === 'ticker')).toHaveLength(1);
    events.length = 0;
    advance(30_001); // past the minute
    market.step();
    const candles = events.filter((e) => e.type === 'candle');
    const closed = candles.filter((e) => e.candle.closed);
    expect(closed.map((e) => e.interval)).toEqual(['1m']);
    expect(closed[0]?.candle.openTime).toBe(Date.UTC(2026, 0, 1));
    expect(market.candles('1m').live.openTime).toBe(Date.UTC(2026, 0, 1, 0, 1));
    expect(market.candles('1m').live.open).toBe(closed[0]?.candle.close);
  });

  it('keeps 1000 candles of history per interval, the live one last', () => {
    const { market, advance } = setup();
    const series = market.candles('5m');
    const all = series.list(HISTORY + 5);
    expect(all).toHaveLength(HISTORY + 1); // 1000 closed and the live one
    for (let i = 1; i < all.length; i++) {
      expect((all[i]?.openTime ?? 0) - (all[i - 1]?.openTime ?? 0)).toBe(INTERVAL_MS['5m']);
      expect(all[i]?.open).toBe(all[i - 1]?.close);
    }
    expect(all.at(-1)?.closed).toBe(false);
    expect(series.list(3, series.live.openTime)).toHaveLength(3);
    expect(series.list(3, series.live.openTime).at(-1)?.closed).toBe(true);
    advance(INTERVAL_MS['1m'] * 2);
    market.step();
    expect(market.candles('1m').history).toHaveLength(HISTORY);
  });

  it('answers a 24-hour ticker from the hourly candles', () => {
    const { market } = setup();
    const ticker = market.ticker();
    const day = market.candles('1h').last(24);
    expect(day).toHaveLength(24);
    expect(ticker.open).toBe(day[0]?.open);
    expect(ticker.last).toBe(market.mid);
    expect(ticker.high).toBeGreaterThanOrEqual(ticker.low);
    expect(ticker.changePercent).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('resets to the start, update ids from 0', () => {
    const { market, events, advance } = setup();
    const start = market.snapshot();
    for (let i = 0; i < 20; i++) {
      advance(100);
      market.step();
    }
    market.reset();
    expect(events.at(-1)).toMatchObject({ type: 'reset' });
    expect(market.snapshot()).toEqual(start);
  });

  it('steps by its timer at the set pace, pauses, and catches up without one', () => {
    vi.useFakeTimers();
    const { market, events } = setup();
    const depth = () => events.filter((e) => e.type === 'depth').length;
    market.start();
    expect(market.running).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(depth()).toBe(10);
    market.setRate(100);
    expect(market.booksPerSecond).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(depth()).toBe(110);
    market.pause(true);
    expect(market.paused).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(depth()).toBe(110);
    market.pause(false);
    market.catchUp(); // a running market has its timer
    expect(depth()).toBe(110);
    market.stop();
    market.setRate(5000);
    expect(market.booksPerSecond).toBe(1000);
    market.setRate(10);
    expect(market.running).toBe(false);
  });

  it('catches up on the time passed when no timer runs (at most 100 steps)', () => {
    const { market, events, advance } = setup();
    advance(550);
    market.catchUp();
    expect(events.filter((e) => e.type === 'depth')).toHaveLength(5);
    advance(3_600_000);
    market.catchUp();
    expect(events.filter((e) => e.type === 'depth')).toHaveLength(105);
  });

  it('shows resting user orders in the book and fills them as the walk reaches them', () => {
    const { market, events, advance } = setup(11);
    const bid = market.engine.place(
      1,
      {
        inst_id: 'NADI-USDT',
        side: 'buy',
        type: 'limit',
        price: priceText(market.mid - 1),
        quantity: '1000',
      },
      'NADI-USDT',
    );
    expect(bid.ok).toBe(true);
    market.step();
    const first = events.find((e) => e.type === 'depth');
    expect(first?.type === 'depth' && first.bids.some(([tick]) => tick === START_TICKS - 1)).toBe(true);
    for (let i = 0; i < 5000 && bid.ok && bid.order.status !== 'filled'; i++) {
      advance(100);
      market.step();
    }
    expect(bid.ok && bid.order.status).toBe('filled');
    expect(events.some((e) => e.type === 'order' && e.order.status === 'filled')).toBe(true);
  });
});
