// Benchmark of the local order book (issue 5, item 6): 400-level books per side, updates of 20 level changes
// (mostly new quantities near the top, some removals and insertions), applied for about 2 s per protocol.
// Prints figures only; nothing here asserts a time. The bar is 5000 updates/s.
import type { BookLevel, BookSnapshot, BookUpdate } from '../../src/application/trade/market-messages';
import { OrderBook } from '../../src/application/trade/order-book';
import type { BookProtocol } from '../../src/application/trade/order-book-sequence';
import { bookChecksum } from '../../src/domain/trade/order-book-checksum';

const LEVELS = 400;
const CHANGES = 20;
const PAIRS = 3;
const MESSAGES = 5000;
const RUN_MS = 2000;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same stream. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Price text of a tick of 0.0001 USDT, written the way exchanges do (fixed decimals, trailing zeros kept). */
const priceText = (tick: number): string =>
  `${Math.floor(tick / 10000)}.${String(tick % 10000).padStart(4, '0')}`;

/** One side of the generating server: which ticks hold a level, picked at random in O(1). */
class ServerSide {
  readonly ticks: number[] = [];
  private readonly present = new Set<number>();
  constructor(
    private readonly low: number,
    private readonly high: number,
    private readonly next: () => number,
  ) {}
  has(tick: number): boolean {
    return this.present.has(tick);
  }
  add(tick: number): void {
    this.present.add(tick);
    this.ticks.push(tick);
  }
  remove(index: number): number {
    const tick = this.ticks[index] as number;
    this.ticks[index] = this.ticks[this.ticks.length - 1] as number;
    this.ticks.pop();
    this.present.delete(tick);
    return tick;
  }
  absentTick(): number {
    for (;;) {
      const tick = this.low + Math.floor(this.next() * (this.high - this.low));
      if (!this.present.has(tick)) return tick;
    }
  }
}

function stream(protocol: BookProtocol): { snapshot: BookSnapshot; updates: BookUpdate[] } {
  const next = random(protocol === 'a' ? 1 : 2);
  const quantity = (): string =>
    `${1 + Math.floor(next() * 99999)}.${String(Math.floor(next() * 100)).padStart(2, '0')}`;
  // Mid price 0.5000: bids live in [0.4000, 0.5000), asks in [0.5001, 0.6001); each starts with the 400 best.
  const bids = new ServerSide(4000, 5000, next);
  const asks = new ServerSide(5001, 6001, next);
  for (let i = 0; i < LEVELS; i++) {
    bids.add(4999 - i);
    asks.add(5001 + i);
  }
  const rowsOf = (side: ServerSide): BookLevel[] => side.ticks.map((tick) => [priceText(tick), quantity()]);
  const base = { stream: 'depth:NADI-USDT', instId: 'NADI-USDT', ts: null } as const;
  let id = 1_000_000;
  const snapshot: BookSnapshot = {
    ...base,
    kind: 'bookSnapshot',
    bids: rowsOf(bids),
    asks: rowsOf(asks),
    sequence:
      protocol === 'a' ? { protocol, lastUpdateId: id } : { protocol, seqId: id, prevSeqId: -1, checksum: 0 },
  };
  // A reference book stamps version B's checksums on the messages (generation is not timed).
  const reference = new OrderBook({ protocol, historyLimit: 1 });
  reference.applySnapshot(snapshot);
  const updates: BookUpdate[] = [];
  for (let m = 0; m < MESSAGES; m++) {
    const changed = { bids: [] as BookLevel[], asks: [] as BookLevel[] };
    // 14 new quantities on either side, biased towards the best levels where most of the activity is…
    for (let c = 0; c < CHANGES - 2 * PAIRS; c++) {
      const isBid = next() < 0.5;
      const side = isBid ? bids : asks;
      const index = Math.floor(next() ** 3 * side.ticks.length);
      (isBid ? changed.bids : changed.asks).push([priceText(side.ticks[index] as number), quantity()]);
    }
    // …and 3 levels removed and 3 inserted, in pairs on one side, so each side keeps its 400 levels.
    for (let p = 0; p < PAIRS; p++) {
      const isBid = (m + p) % 2 === 0;
      const side = isBid ? bids : asks;
      const rows = isBid ? changed.bids : changed.asks;
      rows.push([priceText(side.remove(Math.floor(next() * side.ticks.length))), '0']);
      const tick = side.absentTick();
      side.add(tick);
      rows.push([priceText(tick), quantity()]);
    }
    const first = id + 1;
    id += 1 + Math.floor(next() * 3);
    const update: BookUpdate = {
      ...base,
      kind: 'bookUpdate',
      ...changed,
      sequence:
        protocol === 'a'
          ? { protocol, firstUpdateId: first, lastUpdateId: id }
          : { protocol, seqId: id, prevSeqId: first - 1, checksum: 0 },
    };
    reference.applyUpdate(update);
    updates.push(
      protocol === 'a'
        ? update
        : {
            ...update,
            sequence: {
              protocol,
              seqId: id,
              prevSeqId: first - 1,
              checksum: bookChecksum(reference.bids, reference.asks),
            },
          },
    );
  }
  return { snapshot, updates };
}

function measure(protocol: BookProtocol): { rate: number; bids: number; asks: number } {
  const { snapshot, updates } = stream(protocol);
  const book = new OrderBook({ protocol });
  const run = (limit: number): number => {
    let count = 0;
    book.applySnapshot(snapshot);
    for (const update of updates) {
      if (book.applyUpdate(update) !== 'applied') throw new Error(`update not applied at ${book.sequence}`);
      if (++count >= limit) break;
    }
    return count;
  };
  run(1000); // warm-up
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) count += run(Number.POSITIVE_INFINITY);
  const rate = Math.round((count * 1000) / (performance.now() - start));
  return { rate, bids: book.bids.length, asks: book.asks.length };
}

const a = measure('a');
const b = measure('b');
console.log(`orderbook updates/s: ${Math.min(a.rate, b.rate)}`);
console.log(
  `orderbook detail: version A ${a.rate}/s, version B with checksum ${b.rate}/s; ` +
    `levels ${a.bids}+${a.asks} (A), ${b.bids}+${b.asks} (B); ${CHANGES} changes per update; bar 5000/s`,
);
