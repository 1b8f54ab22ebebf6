import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { BookLevel, BookSnapshot, BookUpdate } from './market-messages';
import { OrderBook } from './order-book';

const base = { stream: 'depth:NADI-USDT', instId: 'NADI-USDT', ts: null } as const;
type Rows = readonly BookLevel[];
const snapshot = (bids: Rows, asks: Rows, lastUpdateId = 1): BookSnapshot => ({
  ...base,
  kind: 'bookSnapshot',
  bids,
  asks,
  sequence: { protocol: 'a', lastUpdateId },
});
let nextId = 2;
const update = (bids: Rows, asks: Rows = []): BookUpdate => {
  const id = nextId++;
  return {
    ...base,
    kind: 'bookUpdate',
    bids,
    asks,
    sequence: { protocol: 'a', firstUpdateId: id, lastUpdateId: id },
  };
};
const bookWith = (bids: Rows, asks: Rows): OrderBook => {
  nextId = 2;
  const book = new OrderBook({ protocol: 'a' });
  book.applySnapshot(snapshot(bids, asks));
  return book;
};
const pairs = (levels: readonly { price: string; quantity: string }[]) =>
  levels.map((l) => [l.price, l.quantity]);

describe('levels', () => {
  it('sorts a snapshot whatever its order: bids high to low, asks low to high, exactly', () => {
    const book = bookWith(
      [
        ['0.1', '1'],
        ['0.30000000000000000001', '1'],
        ['0.3', '1'],
        ['10', '1'],
        ['9.99', '1'],
      ],
      [
        ['2', '1'],
        ['1.5', '1'],
        ['1.50000000000000000001', '1'],
        ['15', '1'],
      ],
    );
    expect(book.bids.map((l) => l.price)).toEqual(['10', '9.99', '0.30000000000000000001', '0.3', '0.1']);
    expect(book.asks.map((l) => l.price)).toEqual(['1.5', '1.50000000000000000001', '2', '15']);
  });

  it('skips zero quantities in a snapshot and lets a later row for the same price win', () => {
    const book = bookWith(
      [
        ['1', '0.000'],
        ['2', '1'],
        ['2.0', '3'],
      ],
      [],
    );
    expect(pairs(book.bids)).toEqual([['2.0', '3']]);
  });

  it.each<[string, Rows, string[][]]>([
    [
      'quantity "0" removes the level',
      [['2', '0']],
      [
        ['3', '1'],
        ['1', '1'],
      ],
    ],
    [
      'any zero form removes it',
      [['2.00', '0.000']],
      [
        ['3', '1'],
        ['1', '1'],
      ],
    ],
    [
      'removing an absent price changes nothing',
      [['5', '0']],
      [
        ['3', '1'],
        ['2', '1'],
        ['1', '1'],
      ],
    ],
    [
      'the same price in another form updates the level',
      [['2.000', '7']],
      [
        ['3', '1'],
        ['2.000', '7'],
        ['1', '1'],
      ],
    ],
    [
      'a new price goes to its place',
      [['2.5', '4']],
      [
        ['3', '1'],
        ['2.5', '4'],
        ['2', '1'],
        ['1', '1'],
      ],
    ],
    [
      'a new best level goes first',
      [['4', '1']],
      [
        ['4', '1'],
        ['3', '1'],
        ['2', '1'],
        ['1', '1'],
      ],
    ],
    [
      'rows apply in order',
      [
        ['2', '5'],
        ['2', '0'],
        ['2', '6'],
      ],
      [
        ['3', '1'],
        ['2', '6'],
        ['1', '1'],
      ],
    ],
  ])('%s', (_, rows, expected) => {
    const book = bookWith(
      [
        ['1', '1'],
        ['2', '1'],
        ['3', '1'],
      ],
      [],
    );
    expect(book.applyUpdate(update(rows))).toBe('applied');
    expect(pairs(book.bids)).toEqual(expected);
  });

  it.each<[string, Rows]>([
    ['a negative price', [['-1', '1']]],
    ['an exponent', [['1e-7', '1']]],
    ['a price of zero', [['0', '1']]],
    ['a negative quantity', [['1', '-1']]],
    ['a number instead of text', [[1 as unknown as string, '1']]],
  ])('rejects %s as a whole message, before anything changes', (_, rows) => {
    const book = bookWith([['1', '1']], []);
    expect(book.applyUpdate(update([['1', '9'], ...rows]))).toBe('gap');
    expect(pairs(book.bids)).toEqual([['1', '1']]);
    expect(book.needsSnapshot).toBe(true);
  });

  it('never changes a level a screen already holds', () => {
    const book = bookWith(
      [
        ['1', '1'],
        ['2', '1'],
      ],
      [],
    );
    const held = book.top(2);
    book.applyUpdate(
      update([
        ['2', '5'],
        ['1', '0'],
      ]),
    );
    expect(pairs(held.bids)).toEqual([
      ['2', '1'],
      ['1', '1'],
    ]);
    expect(pairs(book.top(5).bids)).toEqual([['2', '5']]);
  });
});

describe('best levels, spread and depth', () => {
  it('are empty on an empty book', () => {
    const book = bookWith([], []);
    expect(book.bestBid).toBeUndefined();
    expect(book.spread).toBeNull();
    expect(book.crossed).toBe(false);
    expect(book.depth(5)).toEqual({ bids: [], asks: [], maxTotal: new Decimal(0) });
  });

  it('computes the spread exactly', () => {
    const book = bookWith([['0.1', '1']], [['0.30000000000000000001', '1']]);
    expect(book.bestBid?.price).toBe('0.1');
    expect(book.bestAsk?.price).toBe('0.30000000000000000001');
    expect(book.spread?.toFixed()).toBe('0.20000000000000000001');
    expect(book.crossed).toBe(false);
  });

  it('reports a crossed book', () => {
    expect(bookWith([['2', '1']], [['2.0', '1']]).crossed).toBe(true);
  });

  it('sums quantities from the best level down, exactly, and gives the widest total', () => {
    const book = bookWith(
      [
        ['0.5', '0.1'],
        ['0.4', '0.2'],
        ['0.3', '100'],
      ],
      [
        ['0.6', '1.000000000000000001'],
        ['0.7', '2'],
      ],
    );
    const depth = book.depth(2);
    expect(depth.bids.map((r) => [r.price.toFixed(), r.quantity.toFixed(), r.total.toFixed()])).toEqual([
      ['0.5', '0.1', '0.1'],
      ['0.4', '0.2', '0.3'],
    ]);
    expect(depth.asks.map((r) => r.total.toFixed())).toEqual([
      '1.000000000000000001',
      '3.000000000000000001',
    ]);
    expect(depth.maxTotal.toFixed()).toBe('3.000000000000000001');
    expect(book.top(1)).toEqual({ bids: [book.bids[0]], asks: [book.asks[0]] });
  });
});

describe('snapshot and updates kept apart', () => {
  it('stores the last snapshot and the applied updates as received, not stale ones', () => {
    const book = bookWith([['1', '1']], []);
    const first = update([['1', '2']]);
    book.applyUpdate(first);
    book.applyUpdate(first); // stale repeat
    expect(book.lastSnapshot?.bids).toEqual([['1', '1']]);
    expect(book.updatesSinceSnapshot).toEqual([first]);
    const fresh = snapshot([['3', '1']], [], 50);
    book.applySnapshot(fresh);
    expect(book.lastSnapshot).toBe(fresh);
    expect(book.updatesSinceSnapshot).toEqual([]);
  });

  it('keeps a bounded history and says when it is no longer complete', () => {
    nextId = 2;
    const book = new OrderBook({ protocol: 'a', historyLimit: 3 });
    book.applySnapshot(snapshot([], []));
    for (let i = 0; i < 5; i++) book.applyUpdate(update([[`${i + 1}`, '1']]));
    expect(book.historyComplete).toBe(true);
    expect(book.updatesSinceSnapshot).toHaveLength(5);
    book.applyUpdate(update([['9', '1']]));
    expect(book.historyComplete).toBe(false);
    expect(book.updatesSinceSnapshot.map((u) => u.bids[0]?.[0])).toEqual(['4', '5', '9']);
  });

  it('counts revisions on every change, not on ignored messages', () => {
    const book = bookWith([], []);
    const start = book.revision;
    const first = update([['1', '1']]);
    book.applyUpdate(first);
    book.applyUpdate(first);
    expect(book.revision).toBe(start + 1);
  });
});
