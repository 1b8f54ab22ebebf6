import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookChecksum } from '../../domain/trade/order-book-checksum';
import type { BookLevel, BookSnapshot, BookUpdate } from './market-messages';
import { OrderBook } from './order-book';
import type { BookProtocol } from './order-book-sequence';

/**
 * A reference server keeps the true book (a plain Map per side, sorted with decimal.js when asked) and writes
 * each protocol's messages; a harness mangles the stream the way networks and servers do (drops, repeats, old
 * messages, resets, heartbeats, bad checksums, late snapshots) and answers every resync with a snapshot.
 * After every delivered message the book must be sorted, free of zero quantities, and — whenever it says it is
 * live — exactly the server's book at the id it reports (hence never crossed); a gap must ask for a snapshot
 * and freeze the book until one comes; a gap may only follow a real anomaly; and the stored snapshot plus the
 * updates applied since must rebuild the same book in a fresh instance.
 */

type Msg = BookSnapshot | BookUpdate;
type Side = Map<string, { price: string; quantity: string }>;
interface Change {
  readonly bid: boolean;
  readonly tick: number;
  readonly pad: number;
  readonly quantity: string;
}
type Event =
  | {
      readonly t: 'update';
      readonly changes: readonly Change[];
      readonly step: number;
      readonly sum: boolean;
    }
  | { readonly t: 'heartbeat'; readonly sum: boolean }
  | { readonly t: 'reset' | 'drop' | 'duplicate' | 'corrupt' | 'snapshot' }
  | { readonly t: 'old'; readonly back: number };

const base = { stream: 'depth:NADI-USDT', instId: 'NADI-USDT', ts: null } as const;

/**
 * Ticks of 0.25: bids live at 0.25…10, asks at 10.25…20, so the true book never crosses, and prices of one and
 * two integer digits mix (plain text order would put '10' before '9.75'). `pad` writes trailing zeros.
 */
const priceOf = (tick: number, pad: number): string => {
  const fixed = (tick / 4).toFixed(2);
  return pad === 0 ? fixed.replace(/\.?0+$/, '') : `${fixed}${'0'.repeat(pad - 1)}`;
};
const quantity = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('0', '0.0', '0.000') },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 99999 }), fc.constantFrom(0, 1, 2))
      .map(
        ([n, form]) =>
          [`${n}`, `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`, `0${n}.0`][form] ?? '',
      ),
  },
);
const change = fc.record({
  bid: fc.boolean(),
  tick: fc.integer({ min: 1, max: 40 }),
  pad: fc.integer({ min: 0, max: 2 }),
  quantity,
});
const event: fc.Arbitrary<Event> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      t: fc.constant('update' as const),
      changes: fc.array(change, { maxLength: 6 }),
      step: fc.integer({ min: 1, max: 3 }),
      sum: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('heartbeat' as const), sum: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('reset', 'drop', 'duplicate', 'corrupt', 'snapshot').map((t) => ({ t })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('old' as const), back: fc.integer({ min: 1, max: 6 }) }),
  },
);

/** The true side, best first: the server knows its levels by integer tick, so it sorts without any decimals. */
const sorted = (side: Side, descending: boolean): string[][] =>
  [...side.entries()]
    .sort(([a], [b]) => (descending ? Number(b) - Number(a) : Number(a) - Number(b)))
    .map(([, level]) => [level.price, level.quantity]);

const decimals = new Map<string, Decimal>();
const decimal = (text: string): Decimal => {
  const known = decimals.get(text);
  if (known) return known;
  const value = new Decimal(text);
  decimals.set(text, value);
  return value;
};

/** Why the book's sides are not strictly ordered (by decimal.js) or hold a zero quantity; '' when they are fine. */
function disorder(book: OrderBook): string {
  for (const [side, want] of [
    [book.bids, 1],
    [book.asks, -1],
  ] as const) {
    for (const [i, level] of side.entries()) {
      if (decimal(level.quantity).isZero()) return `zero quantity at ${level.price}`;
      const previous = side[i - 1];
      if (previous && decimal(previous.price).cmp(decimal(level.price)) !== want)
        return `order at ${level.price}`;
    }
  }
  return '';
}
const levelsOf = (book: OrderBook) => ({
  bids: book.bids.map((l) => [l.price, l.quantity]),
  asks: book.asks.map((l) => [l.price, l.quantity]),
});

class Server {
  readonly bids: Side = new Map();
  readonly asks: Side = new Map();
  /** The true book after each id (unique across resets: each reset starts 10 000 lower). */
  readonly truth = new Map<number, string>();
  id = 1_000_000;
  /** The true checksum after the last message, whether or not the message carries it. */
  checksum = 0;
  private lowest = 1_000_000;
  private resetNext = false;
  constructor(readonly protocol: BookProtocol) {}

  apply(changes: readonly Change[]): { bids: BookLevel[]; asks: BookLevel[] } {
    const rows = { bids: [] as BookLevel[], asks: [] as BookLevel[] };
    for (const c of changes) {
      const side = c.bid ? this.bids : this.asks;
      const tick = c.bid ? c.tick : c.tick + 40;
      const price = priceOf(tick, c.pad);
      if (new Decimal(c.quantity).isZero()) side.delete(String(tick));
      else side.set(String(tick), { price, quantity: c.quantity });
      (c.bid ? rows.bids : rows.asks).push([price, c.quantity]);
    }
    return rows;
  }

  private record(): number {
    const book = { bids: sorted(this.bids, true), asks: sorted(this.asks, false) };
    this.truth.set(this.id, JSON.stringify(book));
    const toLevels = (rows: string[][]) => rows.map(([price = '', q = '']) => ({ price, quantity: q }));
    this.checksum = bookChecksum(toLevels(book.bids), toLevels(book.asks));
    return this.checksum;
  }

  snapshot(sum: boolean): BookSnapshot {
    const checksum = this.record();
    const bids = sorted(this.bids, true) as unknown as BookLevel[];
    const asks = sorted(this.asks, false) as unknown as BookLevel[];
    const sequence =
      this.protocol === 'a'
        ? ({ protocol: 'a', lastUpdateId: this.id } as const)
        : ({ protocol: 'b', seqId: this.id, prevSeqId: -1, checksum: sum ? checksum : 0 } as const);
    return { ...base, kind: 'bookSnapshot', bids, asks, sequence };
  }

  update(changes: readonly Change[], step: number, sum: boolean): BookUpdate {
    const rows = this.apply(changes);
    const prev = this.id;
    if (this.resetNext) this.lowest -= 10_000;
    this.id = this.resetNext ? this.lowest : prev + step;
    this.resetNext = false;
    const checksum = this.record();
    const sequence =
      this.protocol === 'a'
        ? ({ protocol: 'a', firstUpdateId: prev + 1, lastUpdateId: this.id } as const)
        : ({ protocol: 'b', seqId: this.id, prevSeqId: prev, checksum: sum ? checksum : 0 } as const);
    return { ...base, kind: 'bookUpdate', ...rows, sequence };
  }

  heartbeat(sum: boolean): BookUpdate | null {
    if (this.protocol === 'a') return null;
    const checksum = this.record();
    const sequence = {
      protocol: 'b',
      seqId: this.id,
      prevSeqId: this.id,
      checksum: sum ? checksum : 0,
    } as const;
    return { ...base, kind: 'bookUpdate', bids: [], asks: [], sequence };
  }

  /** Version B's maintenance reset: the next update's seqId drops below everything sent so far. */
  reset(): void {
    if (this.protocol === 'b') this.resetNext = true;
  }
}

function rebuild(book: OrderBook): ReturnType<typeof levelsOf> {
  const fresh = new OrderBook({ protocol: book.protocol });
  const snapshot = book.lastSnapshot;
  if (snapshot) expect(fresh.applySnapshot(snapshot)).toBe('applied');
  for (const update of book.updatesSinceSnapshot) expect(fresh.applyUpdate(update)).toBe('applied');
  return levelsOf(fresh);
}

/** Outcomes seen across the runs of one protocol, so a generator that stops producing gaps fails the test. */
type Seen = Record<string, number>;

function run(
  protocol: BookProtocol,
  initial: readonly Change[],
  events: readonly Event[],
  lags: readonly number[],
  seen: Seen,
) {
  const server = new Server(protocol);
  server.apply(initial);
  const book = new OrderBook({ protocol, historyLimit: 20 });
  let resyncs = 0;
  let answered = 0;
  book.onResync(() => resyncs++);
  let clock = 0;
  let lastAnomaly = -1;
  let liveSince = 0;
  // Typed by assertion: closures assign it, which the narrowing of a plain `= null` would not see.
  let inFlight = null as { message: BookSnapshot; takenAt: number; lag: number } | null;
  let resyncWait = 0;
  let dropNext = false;
  let corruptNext = false;
  const delivered: Msg[] = [];
  const garbledMessages = new WeakSet<Msg>();

  /** Delivers one message and checks every property; returns why it failed ('' when all hold). */
  const check = (message: Msg, takenAt: number): string => {
    const wasWaiting = book.needsSnapshot;
    const before = JSON.stringify(levelsOf(book));
    const asked = resyncs;
    if (message.kind === 'bookSnapshot') liveSince = takenAt;
    const result = message.kind === 'bookSnapshot' ? book.applySnapshot(message) : book.applyUpdate(message);
    const outcome = `${message.kind} ${result}${message.kind === 'bookUpdate' && wasWaiting ? ' while waiting' : ''}`;
    seen[outcome] = (seen[outcome] ?? 0) + 1;
    const after = JSON.stringify(levelsOf(book));
    const disordered = disorder(book);
    if (disordered) return disordered;
    if (message.kind === 'bookUpdate' && wasWaiting && (result !== 'ignored' || after !== before)) {
      return `a ${result} update changed a book waiting for its snapshot`;
    }
    if (result === 'gap') {
      if (!book.needsSnapshot) return 'a gap without needsSnapshot';
      if (resyncs !== asked + 1) return `a gap with ${resyncs - asked} resync requests`;
      if (lastAnomaly <= liveSince) return 'a gap with nothing missing or garbled since the snapshot';
    } else if (resyncs !== asked) return `a resync request on a ${result} message`;
    if (!book.needsSnapshot) {
      if (after !== server.truth.get(book.sequence ?? Number.NaN))
        return `live book differs at ${book.sequence}`;
      if (book.crossed) return 'a crossed live book';
      if (book.historyComplete && delivered.length % 10 === 0 && JSON.stringify(rebuild(book)) !== after) {
        return 'the rebuild from snapshot and updates differs';
      }
    }
    return '';
  };
  const deliver = (message: Msg, takenAt = 0): void => {
    delivered.push(message);
    const problem = check(message, takenAt);
    if (problem) expect.fail(`${problem}: ${JSON.stringify(message.sequence)}`);
  };

  const send = (message: BookUpdate | null): void => {
    clock++;
    if (!message) return;
    // The empty book's CRC32 is 0, which reads as "not sent": a garbled message cannot be caught then.
    if (corruptNext && server.checksum === 0) corruptNext = false;
    if (dropNext || corruptNext) lastAnomaly = clock;
    if (dropNext) {
      dropNext = false;
      return;
    }
    if (corruptNext && message.sequence.protocol === 'b') {
      // Garbled in transit: the best bid's quantity is wrong, the server's checksum is right, so only the
      // checksum can tell (a no-op verification would leave a live book that differs from the truth).
      corruptNext = false;
      const best = sorted(server.bids, true)[0]?.[0] ?? priceOf(40, 0);
      const sequence = { ...message.sequence, checksum: server.checksum };
      const garbled: BookUpdate = { ...message, bids: [...message.bids, [best, '424242']], sequence };
      garbledMessages.add(garbled);
      deliver(garbled);
      return;
    }
    corruptNext = false;
    deliver(message);
  };
  const takeSnapshot = (lag: number): void => {
    clock++;
    inFlight = { message: server.snapshot(clock % 2 === 0), takenAt: clock, lag };
  };

  takeSnapshot(0);
  for (const [index, e] of events.entries()) {
    if (inFlight && inFlight.lag-- <= 0) {
      const { message, takenAt } = inFlight;
      inFlight = null;
      deliver(message, takenAt);
    }
    if (resyncs > answered && !inFlight) {
      const lag = lags[index % lags.length] ?? 0;
      // Re-subscribing takes a while. Version A's snapshot may come late and older than the stream (a REST
      // snapshot); version B's comes first on its channel, after the old subscription's messages drain.
      if (protocol === 'a' || resyncWait++ >= lag) {
        answered = resyncs;
        resyncWait = 0;
        takeSnapshot(protocol === 'a' ? lag : 0);
        continue;
      }
    }
    switch (e.t) {
      case 'update':
        send(server.update(e.changes, e.step, e.sum));
        break;
      case 'heartbeat':
        send(server.heartbeat(e.sum));
        break;
      case 'reset':
        server.reset();
        break;
      case 'drop':
        dropNext = true;
        break;
      case 'corrupt':
        corruptNext = protocol === 'b';
        break;
      case 'duplicate':
      case 'old': {
        const back = e.t === 'old' ? e.back : 1;
        const old = delivered.filter((m) => m.kind === 'bookUpdate').at(-back);
        // Version A drops every old update as stale. Version B takes a repeat of the server's latest message as
        // stale, but cannot place an older one: that is an anomaly, which may cost a snapshot.
        const latest =
          old?.sequence.protocol === 'b' && old.sequence.seqId === server.id && !garbledMessages.has(old);
        if (old && protocol === 'b' && !latest) lastAnomaly = ++clock;
        if (old) deliver(old);
        break;
      }
      case 'snapshot':
        if (!inFlight) takeSnapshot(0);
        break;
    }
  }
  // In the end a fresh snapshot always brings the book back to the truth.
  takeSnapshot(0);
  if (inFlight) deliver(inFlight.message, inFlight.takenAt);
  expect(book.needsSnapshot).toBe(false);
  expect(JSON.stringify(levelsOf(book))).toBe(server.truth.get(server.id));
  expect(rebuild(book)).toEqual(levelsOf(book));
}

describe.each<BookProtocol>(['a', 'b'])('order book properties, version %s', (protocol) => {
  it('stays sorted, exact, consistent with the server, and rebuildable through any stream', () => {
    const seen: Seen = {};
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 40, size: 'max' }),
        fc.array(event, { minLength: 20, maxLength: 150, size: 'max' }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }),
        (initial, events, lags) => run(protocol, initial, events, lags, seen),
      ),
      { numRuns: 100 },
    );
    // The streams really did exercise every path (counts vary with the seed; each is in the hundreds).
    for (const outcome of [
      'bookSnapshot applied',
      'bookUpdate applied',
      'bookUpdate ignored',
      'bookUpdate gap',
    ]) {
      expect(seen[outcome] ?? 0, outcome).toBeGreaterThan(0);
    }
    expect(seen['bookUpdate ignored while waiting'] ?? 0).toBeGreaterThan(0);
  }, 60_000);
});
