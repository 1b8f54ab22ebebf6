import { describe, expect, it } from 'vitest';
import { MarketStore } from './market.store';
import type { BookLevel, BookSnapshot, BookUpdate } from './market-messages';
import { OrderBook, type ResyncRequest } from './order-book';
import type { BookProtocol } from './order-book-sequence';

/**
 * Issue 13, item 5: version A's book refused 22 snapshots in a row after a server restart with lower update
 * ids (held updates were replayed across reconnects), held malformed updates, and a crossed book was shown.
 */

type Rows = readonly BookLevel[];
const base = { stream: 'depth:NADI-USDT', instId: 'NADI-USDT', ts: null } as const;
const snapA = (lastUpdateId: number, bids: Rows = [], asks: Rows = []): BookSnapshot => ({
  ...base,
  kind: 'bookSnapshot',
  bids,
  asks,
  sequence: { protocol: 'a', lastUpdateId },
});
const updA = (first: number, last: number, bids: Rows = [['1', '1']], asks: Rows = []): BookUpdate => ({
  ...base,
  kind: 'bookUpdate',
  bids,
  asks,
  sequence: { protocol: 'a', firstUpdateId: first, lastUpdateId: last },
});
const snapB = (seqId: number, bids: Rows = [], asks: Rows = []): BookSnapshot => ({
  ...base,
  kind: 'bookSnapshot',
  bids,
  asks,
  sequence: { protocol: 'b', seqId, prevSeqId: -1, checksum: 0 },
});
const updB = (prevSeqId: number, seqId: number, bids: Rows = [], asks: Rows = []): BookUpdate => ({
  ...base,
  kind: 'bookUpdate',
  bids,
  asks,
  sequence: { protocol: 'b', seqId, prevSeqId, checksum: 0 },
});

const watched = (protocol: BookProtocol) => {
  const book = new OrderBook({ protocol });
  const resyncs: ResyncRequest[] = [];
  book.onResync((request) => resyncs.push(request));
  return { book, resyncs };
};

describe('version A held updates', () => {
  it('drops them on a reconnect: the restarted server’s first snapshot (lower ids) applies', () => {
    const { book } = watched('a');
    expect(book.applySnapshot(snapA(5000))).toBe('applied');
    expect(book.applyUpdate(updA(5001, 5001))).toBe('applied');
    expect(book.applyUpdate(updA(5005, 5006))).toBe('gap'); // held for the replay
    expect(book.applyUpdate(updA(5007, 5007))).toBe('ignored'); // held too
    book.expectSnapshot(); // the server restarted: the socket reconnects and subscribes again
    for (let round = 0; round < 22; round++) {
      const result = book.applySnapshot(snapA(10 + round));
      if (result === 'applied') break;
      book.expectSnapshot();
    }
    expect(book.needsSnapshot).toBe(false);
    expect(book.sequence).toBe(10);
    expect(book.applyUpdate(updA(11, 12))).toBe('applied');
  });

  it('drops a held update that does not continue the snapshot with the resync it causes', () => {
    const { book, resyncs } = watched('a');
    book.applySnapshot(snapA(100));
    expect(book.applyUpdate(updA(500, 501))).toBe('gap'); // ids from before a restart nobody noticed
    expect(book.applySnapshot(snapA(10))).toBe('gap');
    expect(resyncs.map((r) => r.reason)).toEqual(['sequence', 'sequence']);
    expect(book.applySnapshot(snapA(12))).toBe('applied');
    expect(book.sequence).toBe(12);
  });

  it('holds no malformed update: the snapshot after them applies', () => {
    const { book, resyncs } = watched('a');
    expect(book.applyUpdate(updA(105, 101))).toBe('ignored'); // U > u
    expect(book.applyUpdate(updA(100.5, 101))).toBe('ignored'); // not an id
    expect(book.applyUpdate(updA(101, 101, [['x', '1']]))).toBe('ignored'); // not a price
    expect(book.applyUpdate(updA(101, 101, [], [['1', '-2']]))).toBe('ignored'); // negative quantity
    expect(book.applySnapshot(snapA(100))).toBe('applied');
    expect(book.needsSnapshot).toBe(false);
    expect(resyncs).toEqual([]);
  });
});

describe.each<[BookProtocol, () => BookSnapshot, BookUpdate, BookSnapshot]>([
  [
    'a',
    () => snapA(10, [['1', '1']], [['2', '1']]),
    updA(11, 11, [['2.5', '1']]),
    snapA(20, [['3', '1']], [['2', '1']]),
  ],
  [
    'b',
    () => snapB(10, [['1', '1']], [['2', '1']]),
    updB(10, 11, [['2.5', '1']]),
    snapB(20, [['3', '1']], [['2', '1']]),
  ],
])('version %s crossed book', (protocol, snapshot, crossing, crossedSnapshot) => {
  it('asks for a fresh snapshot when an update crosses the book', () => {
    const { book, resyncs } = watched(protocol);
    book.applySnapshot(snapshot());
    expect(book.applyUpdate(crossing)).toBe('gap');
    expect(book.needsSnapshot).toBe(true);
    expect(resyncs).toEqual([expect.objectContaining({ reason: 'crossed' })]);
    expect(book.applySnapshot(snapshot())).toBe('applied');
  });

  it('refuses a crossed snapshot', () => {
    const { book, resyncs } = watched(protocol);
    expect(book.applySnapshot(crossedSnapshot)).toBe('gap');
    expect(book.needsSnapshot).toBe(true);
    expect(resyncs.map((r) => r.reason)).toEqual(['crossed']);
  });

  it('is never shown: the store keeps the last consistent rows and says resyncing', () => {
    const store = new MarketStore({ protocol });
    store.handle(snapshot());
    store.handle(crossing);
    expect(store.state).toBe('resyncing');
    expect(store.bestBid?.toFixed()).toBe('1');
    expect(store.bestAsk?.toFixed()).toBe('2');
    expect(store.spread?.toFixed()).toBe('1');
  });
});
