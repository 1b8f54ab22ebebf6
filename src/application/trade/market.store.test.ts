import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MarketStore } from './market.store';
import type { BookLevel, BookSnapshot, BookUpdate, MarketMessage } from './market-messages';

const base = { stream: 'depth:NADI-USDT', instId: 'NADI-USDT', ts: null } as const;
const snapshot = (seqId: number, bids: BookLevel[], asks: BookLevel[]): BookSnapshot => ({
  ...base,
  kind: 'bookSnapshot',
  bids,
  asks,
  sequence: { protocol: 'b', seqId, prevSeqId: -1, checksum: 0 },
});
const update = (prevSeqId: number, seqId: number, bids: BookLevel[]): BookUpdate => ({
  ...base,
  kind: 'bookUpdate',
  bids,
  asks: [],
  sequence: { protocol: 'b', seqId, prevSeqId, checksum: 0 },
});

describe('MarketStore', () => {
  it('publishes the depth rows, best prices, spread and state of the book', () => {
    const store = new MarketStore({ protocol: 'b', depthRows: 2 });
    expect(store.state).toBe('waiting');
    expect(store.bestBid).toBeNull();
    store.handle(
      snapshot(
        1,
        [
          ['0.5', '1'],
          ['0.4', '2'],
          ['0.3', '3'],
        ],
        [['0.6', '1']],
      ),
    );
    expect(store.state).toBe('live');
    expect(store.depth.bids.map((r) => r.total.toFixed())).toEqual(['1', '3']);
    expect(store.bestBid?.toFixed()).toBe('0.5');
    expect(store.bestAsk?.toFixed()).toBe('0.6');
    expect(store.spread?.toFixed()).toBe('0.1');
  });

  it('shows a gap as resyncing until the fresh snapshot, and passes the resync request on', () => {
    const store = new MarketStore({ protocol: 'b' });
    const reasons: string[] = [];
    store.onResync((request) => reasons.push(request.reason));
    store.handle(snapshot(1, [['1', '1']], []));
    store.handle(update(5, 6, [['1', '2']]));
    expect(store.state).toBe('resyncing');
    expect(reasons).toEqual(['sequence']);
    store.handle(snapshot(9, [['1', '3']], []));
    expect(store.state).toBe('live');
    store.expectSnapshot();
    expect(store.state).toBe('resyncing');
  });

  it('coalesces many messages into one publication per scheduled run', () => {
    const queue: (() => void)[] = [];
    const store = new MarketStore({ protocol: 'b', schedule: (publish) => queue.push(publish) });
    let renders = 0;
    reaction(
      () => store.depth,
      () => renders++,
    );
    store.handle(snapshot(1, [['1', '1']], []));
    for (let i = 1; i < 50; i++) store.handle(update(i, i + 1, [['1', String(i)]]));
    expect(queue).toHaveLength(1);
    queue.shift()?.();
    expect(renders).toBe(1);
    expect(store.depth.bids[0]?.quantity.toFixed()).toBe('49');
  });

  it('leaves other messages and ignored updates alone', () => {
    const store = new MarketStore({ protocol: 'b' });
    store.handle(snapshot(1, [['1', '1']], []));
    const depth = store.depth;
    store.handle({ kind: 'orderUpdate' } as unknown as MarketMessage);
    store.handle(update(0, 1, [['1', '5']])); // a repeat ending at the snapshot: stale
    expect(store.depth).toBe(depth);
  });
});
