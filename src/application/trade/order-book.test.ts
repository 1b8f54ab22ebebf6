import { describe, expect, it } from 'vitest';
import { bookChecksum, crc32 } from '../../domain/trade/order-book-checksum';
import type { BookLevel, BookSnapshot, BookUpdate } from './market-messages';
import { OrderBook, type ResyncRequest } from './order-book';

const base = { stream: 'depth:NADI-USDT', instId: 'NADI-USDT', ts: null } as const;
type Rows = readonly BookLevel[];

const snapA = (lastUpdateId: number, bids: Rows = [], asks: Rows = []): BookSnapshot => ({
  ...base,
  kind: 'bookSnapshot',
  bids,
  asks,
  sequence: { protocol: 'a', lastUpdateId },
});
const updA = (first: number, last: number, bids: Rows = [], asks: Rows = []): BookUpdate => ({
  ...base,
  kind: 'bookUpdate',
  bids,
  asks,
  sequence: { protocol: 'a', firstUpdateId: first, lastUpdateId: last },
});
const snapB = (seqId: number, bids: Rows = [], asks: Rows = [], checksum = 0): BookSnapshot => ({
  ...base,
  kind: 'bookSnapshot',
  bids,
  asks,
  sequence: { protocol: 'b', seqId, prevSeqId: -1, checksum },
});
const updB = (
  prevSeqId: number,
  seqId: number,
  bids: Rows = [],
  asks: Rows = [],
  checksum = 0,
): BookUpdate => ({
  ...base,
  kind: 'bookUpdate',
  bids,
  asks,
  sequence: { protocol: 'b', seqId, prevSeqId, checksum },
});

/** A book on a snapshot, with the resync requests it made. */
function bookOn(snapshot: BookSnapshot, options: { pendingLimit?: number; historyLimit?: number } = {}) {
  const book = new OrderBook({ protocol: snapshot.sequence.protocol, ...options });
  const resyncs: ResyncRequest[] = [];
  book.onResync((request) => resyncs.push(request));
  expect(book.applySnapshot(snapshot)).toBe('applied');
  return { book, resyncs };
}

const texts = (book: OrderBook) => ({
  bids: book.bids.map((level) => [level.price, level.quantity]),
  asks: book.asks.map((level) => [level.price, level.quantity]),
});

const ONE: Rows = [['1', '1']];

describe('version A sequence rules (snapshot lastUpdateId 100)', () => {
  it.each<[string, [number, number][], string[], number | null]>([
    ['first update straddling the snapshot applies', [[95, 105]], ['applied'], 105],
    ['first update starting right after applies', [[101, 101]], ['applied'], 101],
    ['first update ending at the snapshot is stale', [[90, 100]], ['ignored'], 100],
    ['first update starting past lastUpdateId + 1 is a gap', [[102, 110]], ['gap'], 100],
    [
      'a later update with U == last u + 1 applies',
      [
        [101, 103],
        [104, 104],
      ],
      ['applied', 'applied'],
      104,
    ],
    [
      'a later update that skips ids is a gap',
      [
        [101, 103],
        [105, 106],
      ],
      ['applied', 'gap'],
      103,
    ],
    [
      'a later update that overlaps is a gap',
      [
        [101, 103],
        [103, 105],
      ],
      ['applied', 'gap'],
      103,
    ],
    [
      'a duplicate is stale',
      [
        [101, 103],
        [101, 103],
      ],
      ['applied', 'ignored'],
      103,
    ],
    [
      'an older update is stale',
      [
        [101, 103],
        [99, 102],
      ],
      ['applied', 'ignored'],
      103,
    ],
    ['U > u is malformed, a gap', [[105, 101]], ['gap'], 100],
    ['non-integer ids are malformed, a gap', [[100.5, 101]], ['gap'], 100],
  ])('%s', (_, updates, results, sequence) => {
    const { book } = bookOn(snapA(100));
    expect(updates.map(([first, last]) => book.applyUpdate(updA(first, last, ONE)))).toEqual(results);
    expect(book.sequence).toBe(sequence);
    expect(book.needsSnapshot).toBe(results.includes('gap'));
  });
});

describe('version B sequence rules (snapshot seqId 100)', () => {
  it.each<[string, [number, number, boolean][], string[], number]>([
    ['prevSeqId == the last seqId applies', [[100, 101, true]], ['applied'], 101],
    ['seqIds need not be consecutive', [[100, 150, true]], ['applied'], 150],
    [
      'an empty message with seqId == prevSeqId == last is a heartbeat',
      [[100, 100, false]],
      ['ignored'],
      100,
    ],
    [
      'a heartbeat after an update',
      [
        [100, 101, true],
        [101, 101, false],
      ],
      ['applied', 'ignored'],
      101,
    ],
    ['a heartbeat that does not match the last seqId is a gap', [[99, 99, false]], ['gap'], 100],
    [
      'a reset (seqId drops, prevSeqId continues) applies',
      [
        [100, 5, true],
        [5, 6, true],
      ],
      ['applied', 'applied'],
      6,
    ],
    ['a reset that does not continue is a gap', [[90, 5, true]], ['gap'], 100],
    ['prevSeqId past the last seqId is a gap', [[101, 102, true]], ['gap'], 100],
    [
      'a repeat of the last message is stale',
      [
        [100, 101, true],
        [100, 101, true],
      ],
      ['applied', 'ignored'],
      101,
    ],
    [
      'an older message cannot be placed: a gap',
      [
        [100, 101, true],
        [101, 102, true],
        [100, 101, true],
      ],
      ['applied', 'applied', 'gap'],
      102,
    ],
    ['levels with seqId == prevSeqId == last apply', [[100, 100, true]], ['applied'], 100],
  ])('%s', (_, updates, results, sequence) => {
    const { book } = bookOn(snapB(100));
    const outcomes = updates.map(([prev, seq, levels]) =>
      book.applyUpdate(updB(prev, seq, levels ? ONE : [])),
    );
    expect(outcomes).toEqual(results);
    expect(book.sequence).toBe(sequence);
    expect(book.needsSnapshot).toBe(results.includes('gap'));
  });
});

describe('version B checksum', () => {
  const bids: Rows = [
    ['3366.1', '7'],
    ['3366', '6'],
  ];
  const asks: Rows = [
    ['3366.8', '9'],
    ['3368', '8'],
  ];
  // CRC32 of '3366.1:7:3366.8:9:3366:6:3368:8', computed with zlib, as a signed 32-bit integer.
  const KNOWN = -1881014294;

  it('accepts a snapshot whose checksum matches the known CRC32', () => {
    const { book, resyncs } = bookOn(snapB(1, bids, asks, KNOWN));
    expect(book.needsSnapshot).toBe(false);
    expect(resyncs).toEqual([]);
  });

  it('checks the book after the update: quantity 2 at 3366 makes the text …:3366:2:…', () => {
    const { book } = bookOn(snapB(1, bids, asks));
    const expected = crc32('3366.1:7:3366.8:9:3366:2:3368:8');
    expect(book.applyUpdate(updB(1, 2, [['3366', '2']], [], expected))).toBe('applied');
    expect(book.applyUpdate(updB(2, 3, [['3366', '3']], [], expected))).toBe('gap');
    expect(book.needsSnapshot).toBe(true);
  });

  it.each([
    ['an update', (book: OrderBook) => book.applyUpdate(updB(1, 2, [['3366', '5']], [], 12345))],
    ['a heartbeat', (book: OrderBook) => book.applyUpdate(updB(1, 1, [], [], 12345))],
  ])('a mismatch on %s is a gap that asks for a snapshot', (_, send) => {
    const { book, resyncs } = bookOn(snapB(1, bids, asks));
    expect(send(book)).toBe('gap');
    expect(resyncs).toEqual([expect.objectContaining({ reason: 'checksum' })]);
  });

  it('a snapshot with a wrong checksum asks for another', () => {
    const book = new OrderBook({ protocol: 'b' });
    const resyncs: ResyncRequest[] = [];
    book.onResync((request) => resyncs.push(request));
    expect(book.applySnapshot(snapB(1, bids, asks, 12345))).toBe('gap');
    expect(book.needsSnapshot).toBe(true);
    expect(resyncs.map((r) => r.reason)).toEqual(['checksum']);
  });

  it('checksum 0 means not sent: nothing is verified', () => {
    const { book } = bookOn(snapB(1, bids, asks, 0));
    expect(book.applyUpdate(updB(1, 2, [['1', '1']], [], 0))).toBe('applied');
    expect(bookChecksum(book.bids, book.asks)).not.toBe(0);
  });
});

describe('gaps and resync', () => {
  it('asks once per gap, applies nothing until the next snapshot, then goes on', () => {
    const { book, resyncs } = bookOn(snapB(10, [['1', '1']], [['2', '1']]));
    expect(book.applyUpdate(updB(11, 12, [['1', '5']]))).toBe('gap');
    const before = texts(book);
    expect(book.applyUpdate(updB(12, 13, [['1', '6']]))).toBe('ignored');
    expect(book.applyUpdate(updB(13, 13))).toBe('ignored');
    expect(texts(book)).toEqual(before);
    expect(resyncs).toEqual([{ reason: 'sequence', detail: 'seqId 12 prevSeqId 11 at 10' }]);
    expect(book.applySnapshot(snapB(20, [['1', '7']], [['2', '1']]))).toBe('applied');
    expect(book.applyUpdate(updB(20, 21, [['1', '8']]))).toBe('applied');
    expect(texts(book).bids).toEqual([['1', '8']]);
  });

  it('version A holds updates while waiting and replays those that continue the snapshot', () => {
    const book = new OrderBook({ protocol: 'a' });
    // Binance flow: the stream runs before the (older) snapshot arrives.
    expect(book.applyUpdate(updA(98, 100, [['1', '1']]))).toBe('ignored');
    expect(book.applyUpdate(updA(101, 102, [['1', '2']]))).toBe('ignored');
    expect(book.applyUpdate(updA(103, 103, [['2', '1']]))).toBe('ignored');
    expect(book.applySnapshot(snapA(101, [['1', '9']]))).toBe('applied');
    expect(book.sequence).toBe(103);
    expect(texts(book).bids).toEqual([
      ['2', '1'],
      ['1', '2'],
    ]);
    expect(book.updatesSinceSnapshot.map((u) => u.sequence)).toEqual([
      { protocol: 'a', firstUpdateId: 101, lastUpdateId: 102 },
      { protocol: 'a', firstUpdateId: 103, lastUpdateId: 103 },
    ]);
  });

  it('version A keeps the update that revealed the gap for the replay', () => {
    const { book, resyncs } = bookOn(snapA(100));
    expect(book.applyUpdate(updA(105, 106, [['1', '1']]))).toBe('gap');
    expect(book.applyUpdate(updA(107, 107, [['1', '2']]))).toBe('ignored');
    expect(book.applySnapshot(snapA(104))).toBe('applied');
    expect(book.sequence).toBe(107);
    expect(texts(book).bids).toEqual([['1', '2']]);
    expect(resyncs).toHaveLength(1);
  });

  it('version A: a replay that does not continue the snapshot is a new gap', () => {
    const book = new OrderBook({ protocol: 'a', pendingLimit: 2 });
    let asked = 0;
    book.onResync(() => asked++);
    for (const id of [101, 102, 103]) book.applyUpdate(updA(id, id, ONE)); // 101 falls out of the buffer
    expect(book.applySnapshot(snapA(100))).toBe('gap');
    expect(book.needsSnapshot).toBe(true);
    expect(asked).toBe(1);
  });

  it('version B ignores updates before the first snapshot without asking (the subscription brings one)', () => {
    const book = new OrderBook({ protocol: 'b' });
    let asked = 0;
    book.onResync(() => asked++);
    expect(book.needsSnapshot).toBe(true);
    expect(book.applyUpdate(updB(1, 2, ONE))).toBe('ignored');
    expect(asked).toBe(0);
    expect(book.bids).toEqual([]);
  });

  it('expectSnapshot marks the book stale without asking; unsubscribing stops the requests', () => {
    const { book, resyncs } = bookOn(snapB(1, ONE));
    book.expectSnapshot();
    expect(book.needsSnapshot).toBe(true);
    expect(book.applyUpdate(updB(1, 2, [['1', '2']]))).toBe('ignored');
    expect(resyncs).toEqual([]);
    const other = new OrderBook({ protocol: 'b' });
    let asked = 0;
    const stop = other.onResync(() => asked++);
    stop();
    other.applySnapshot(snapB(1, ONE, [], 99));
    expect(asked).toBe(0);
  });

  it('a message of the other protocol is a wiring error', () => {
    expect(() => new OrderBook({ protocol: 'a' }).applySnapshot(snapB(1))).toThrow(TypeError);
    expect(() => new OrderBook({ protocol: 'b' }).applyUpdate(updA(1, 2))).toThrow(TypeError);
  });
});
