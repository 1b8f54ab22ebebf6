import { describe, expect, it } from 'vitest';
import { parseA, wireStreamA } from '../../adapters/socket/trade/protocol-a.codec';
import { argKeyB, parseB, wireArgB } from '../../adapters/socket/trade/protocol-b.codec';
import {
  type BookLevel,
  depthStream,
  klineStream,
  type MarketMessage,
  ORDERS_STREAM,
  parseStream,
  type StreamRef,
  tickerStream,
} from '../../application/trade/market-messages';
import { MarketSession } from './market-session';
import { MockMarket } from './market-simulation';
import { lotsText, priceText } from './market-units';

const STREAMS = [
  depthStream('NADI-USDT'),
  tickerStream('NADI-USDT'),
  klineStream('1m', 'NADI-USDT'),
  ORDERS_STREAM,
];
const routes = (key: (ref: StreamRef) => string) =>
  new Map(
    STREAMS.map((name) => {
      const ref = parseStream(name) as StreamRef;
      return [key(ref), { name, ref }] as const;
    }),
  );
const ROUTES_A = routes(wireStreamA);
const ROUTES_B = routes((ref) => argKeyB(wireArgB(ref)));

const setup = (protocol: 'a' | 'b' | 'auto', userId: number | null = 1) => {
  let now = Date.UTC(2026, 0, 1);
  const market = new MockMarket({ now: () => now });
  const frames: string[] = [];
  const session = new MarketSession(market, (frame) => frames.push(frame), userId, protocol);
  const step = (count = 1) => {
    for (let i = 0; i < count; i++) {
      now += 100;
      market.step();
    }
  };
  /** The frames so far, read by the app's own codec of the protocol; clears them. */
  const messages = (version: 'a' | 'b'): MarketMessage[] => {
    const out = frames.flatMap((frame) => {
      if (version === 'b') return parseB(frame, ROUTES_B);
      const incoming = parseA(frame, ROUTES_A);
      return incoming?.kind === 'data' ? [incoming.message] : [];
    });
    frames.length = 0;
    return out;
  };
  return { market, frames, session, step, messages };
};

/** A local book from a snapshot and updates, checking each version's sequence rule. */
const rebuild = (messages: readonly MarketMessage[]) => {
  const book = { bids: new Map<string, string>(), asks: new Map<string, string>() };
  let last: number | null = null;
  const apply = (side: Map<string, string>, levels: readonly BookLevel[]) => {
    for (const [price, qty] of levels) {
      if (Number(qty) === 0) side.delete(price);
      else side.set(price, qty);
    }
  };
  for (const m of messages) {
    if (m.kind === 'bookSnapshot') {
      book.bids.clear();
      book.asks.clear();
      apply(book.bids, m.bids);
      apply(book.asks, m.asks);
      last = m.sequence.protocol === 'a' ? m.sequence.lastUpdateId : m.sequence.seqId;
      if (m.sequence.protocol === 'b') expect(m.sequence.prevSeqId).toBe(-1);
    } else if (m.kind === 'bookUpdate' && last !== null) {
      if (m.sequence.protocol === 'a') {
        expect(m.sequence.firstUpdateId).toBe(last + 1);
        last = m.sequence.lastUpdateId;
      } else {
        expect(m.sequence.prevSeqId).toBe(last);
        if (m.sequence.seqId === m.sequence.prevSeqId) expect(m.bids.length + m.asks.length).toBe(0);
        last = m.sequence.seqId;
      }
      apply(book.bids, m.bids);
      apply(book.asks, m.asks);
    }
  }
  return book;
};

const shown = (market: MockMarket) => {
  const { bids, asks } = market.snapshot();
  const side = (levels: readonly (readonly [number, number])[]) =>
    new Map(levels.map(([tick, lots]) => [priceText(tick), lotsText(lots)]));
  return { bids: side(bids), asks: side(asks) };
};

describe('MarketSession version A', () => {
  it('answers PING, GET_TIME and text ping', () => {
    const { session, frames, market } = setup('a');
    session.receive('{"method":"PING","id":1}');
    session.receive('{"method":"GET_TIME","id":2}');
    session.receive(' ping ');
    session.receive('{"method":"NOPE"}');
    session.receive('not json');
    session.receive('[1]');
    expect(frames.map((f) => (f === 'pong' ? f : JSON.parse(f)))).toEqual([
      { result: 'PONG', id: 1 },
      { result: market.now(), id: 2 },
      'pong',
      { error: { code: 400, msg: 'unknown method: NOPE' }, id: null },
    ]);
  });

  it('sends a snapshot, then updates that rebuild the book exactly', () => {
    const { session, market, step, messages } = setup('a');
    step(5);
    session.receive(
      JSON.stringify({
        method: 'SUBSCRIBE',
        params: STREAMS.map((n) => wireStreamA(parseStream(n) as StreamRef)),
        id: 1,
      }),
    );
    step(300);
    market.engine.place(
      1,
      { inst_id: 'NADI-USDT', side: 'buy', type: 'limit', price: '0.08', quantity: '500' },
      'NADI-USDT',
    );
    step(50);
    const seen = messages('a');
    expect(seen[0]?.kind).toBe('bookSnapshot');
    expect(seen.some((m) => m.kind === 'ticker')).toBe(true);
    expect(seen.some((m) => m.kind === 'candle')).toBe(true);
    expect(seen.filter((m) => m.kind === 'orderUpdate')).toHaveLength(1);
    expect(rebuild(seen)).toEqual(shown(market));
    expect(shown(market).bids.get('0.08000')).toBeDefined();
  });

  it('refuses unknown streams, unsubscribes, and sends orders only to their owner', () => {
    const { session, frames, market, step } = setup('a', 2);
    session.receive('{"method":"SUBSCRIBE","params":["btcusdt@depth"],"id":1}');
    session.receive('{"method":"SUBSCRIBE","params":[],"id":2}');
    expect(JSON.parse(frames[0] ?? '')).toMatchObject({ error: { code: 2 }, id: 1 });
    expect(JSON.parse(frames[1] ?? '')).toMatchObject({ error: { code: 2 }, id: 2 });
    session.receive('{"method":"SUBSCRIBE","params":["user@orders","nadiusdt@depth"],"id":3}');
    session.receive('{"method":"SUBSCRIBE","params":["nadiusdt@depth"],"id":4}');
    market.engine.place(
      1,
      { inst_id: 'NADI-USDT', side: 'buy', type: 'limit', price: '0.08', quantity: '500' },
      'NADI-USDT',
    );
    session.receive('{"method":"UNSUBSCRIBE","params":["nadiusdt@depth"],"id":5}');
    frames.length = 0;
    step(10);
    expect(frames).toEqual([]);
    market.engine.place(
      2,
      { inst_id: 'NADI-USDT', side: 'buy', type: 'limit', price: '0.08', quantity: '500' },
      'NADI-USDT',
    );
    expect(frames.map((f) => JSON.parse(f).stream)).toEqual(['user@orders']);
  });

  it('sends fresh snapshots after a market reset', () => {
    const { session, market, step, messages } = setup('a');
    session.receive('{"method":"SUBSCRIBE","params":["nadiusdt@depth"],"id":1}');
    step(10);
    market.reset();
    step(10);
    const seen = messages('a');
    expect(seen.filter((m) => m.kind === 'bookSnapshot')).toHaveLength(2);
    expect(rebuild(seen.slice(seen.findLastIndex((m) => m.kind === 'bookSnapshot')))).toEqual(shown(market));
    session.close();
    step(10);
    expect(messages('a')).toEqual([]);
  });
});

describe('MarketSession version B', () => {
  const subscribe = (op = 'subscribe') =>
    JSON.stringify({ op, args: STREAMS.map((n) => wireArgB(parseStream(n) as StreamRef)) });

  it('acknowledges, snapshots, heartbeats, and rebuilds the book exactly', () => {
    const { session, market, frames, step, messages } = setup('auto');
    session.receive('ping');
    expect(frames.shift()).toBe('pong');
    session.receive(subscribe());
    const acks = frames.filter((f) => JSON.parse(f).event === 'subscribe');
    expect(acks).toHaveLength(4);
    market.pause(true);
    step(300);
    market.engine.place(
      1,
      { inst_id: 'NADI-USDT', side: 'sell', type: 'market', quantity: '100' },
      'NADI-USDT',
    );
    step(5);
    const seen = messages('b');
    expect(seen[0]?.kind).toBe('bookSnapshot');
    expect(seen.some((m) => m.kind === 'ticker')).toBe(true);
    expect(seen.some((m) => m.kind === 'candle')).toBe(true);
    expect(seen.filter((m) => m.kind === 'orderUpdate')).toMatchObject([{ order: { status: 'filled' } }]);
    expect(rebuild(seen)).toEqual(shown(market));
  });

  it('sends an empty update with seqId = prevSeqId when nothing changed', () => {
    const { session, market, frames } = setup('b');
    session.receive(JSON.stringify({ op: 'subscribe', args: [{ channel: 'books', instId: 'NADI-USDT' }] }));
    frames.length = 0;
    market.on(() => {});
    // A step that changes nothing: emit the heartbeat through a market whose book does not move.
    (market as unknown as { emitDepth(now: number): void }).emitDepth(5);
    const heartbeat = JSON.parse(frames[0] ?? '');
    expect(heartbeat.action).toBe('update');
    expect(heartbeat.data[0]).toMatchObject({ asks: [], bids: [], seqId: 0, prevSeqId: 0 });
  });

  it('reports unknown channels and ops, and update_order without a login', () => {
    const { session, frames } = setup('b', null);
    session.receive(
      JSON.stringify({ op: 'subscribe', args: [{ channel: 'update_order' }, { channel: 'nope' }, 3] }),
    );
    session.receive(JSON.stringify({ op: 'subscribe', args: [{ channel: 'books', instId: 'BTC-USDT' }] }));
    session.receive(JSON.stringify({ op: 'login' }));
    session.receive(JSON.stringify({ op: 'subscribe' }));
    expect(frames.map((f) => JSON.parse(f))).toMatchObject([
      { event: 'error', code: '60018', msg: 'update_order needs a login token' },
      { event: 'error', msg: 'channel not found: nope' },
      { event: 'error', msg: 'channel not found: undefined' },
      { event: 'error', msg: 'instId not found: BTC-USDT' },
      { event: 'error', code: '60012' },
    ]);
  });

  it('unsubscribes and resends a snapshot after a reset', () => {
    const { session, market, frames, step } = setup('b');
    session.receive(subscribe());
    session.receive(subscribe('unsubscribe'));
    frames.length = 0;
    step(20);
    market.reset();
    expect(frames).toEqual([]);
    session.receive(JSON.stringify({ op: 'subscribe', args: [{ channel: 'books', instId: 'NADI-USDT' }] }));
    market.reset();
    const snapshots = frames.map((f) => JSON.parse(f)).filter((f) => f.action === 'snapshot');
    expect(snapshots).toHaveLength(2);
  });
});
