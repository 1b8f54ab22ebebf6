import type { Level, MarketEvent } from './market-events';
import type { Side, SimBook } from './market-sim';

type DepthEvent = Extract<MarketEvent, { type: 'depth' }>;

/**
 * The book as the sockets show it, and its sequence: the size per level (the simulated size plus the
 * user's resting orders) and the last update id. Levels that may have changed are collected (`touch`, and
 * the walk adds its own to `pending`); `update` compares them with what was shown and gives every level that
 * really changed one update id.
 */
export class DepthFeed {
  private shown: Record<Side, Map<number, number>> = { bids: new Map(), asks: new Map() };
  /** Ticks per side that may have changed since the last update. */
  readonly pending: Record<Side, Set<number>> = { bids: new Set(), asks: new Set() };
  private updateId = 0;

  /** Starts over from `book`: it is what is shown, nothing is pending, the ids start from 0. */
  reset(book: SimBook): void {
    this.updateId = 0;
    for (const side of ['bids', 'asks'] as const) {
      this.shown[side] = new Map(book[side]);
      this.pending[side].clear();
    }
  }

  /** A level that may have changed. */
  touch(side: Side, tick: number): void {
    this.pending[side].add(tick);
  }

  /** The book as shown, best first, with its update id. */
  snapshot(): { readonly lastUpdateId: number; readonly bids: Level[]; readonly asks: Level[] } {
    const side = (s: Side) =>
      [...this.shown[s]].sort((a, b) => (s === 'asks' ? a[0] - b[0] : b[0] - a[0])) as Level[];
    return { lastUpdateId: this.updateId, bids: side('bids'), asks: side('asks') };
  }

  /**
   * The depth event of the pending levels whose size (`sizeAt`) differs from what was shown, best first;
   * with no change, the event has no levels and the current id (version B's heartbeat).
   */
  update(now: number, sizeAt: (side: Side, tick: number) => number): DepthEvent {
    const changes: Record<Side, [number, number][]> = { bids: [], asks: [] };
    for (const side of ['bids', 'asks'] as const) {
      for (const tick of this.pending[side]) {
        const size = sizeAt(side, tick);
        if (size === (this.shown[side].get(tick) ?? 0)) continue;
        if (size === 0) this.shown[side].delete(tick);
        else this.shown[side].set(tick, size);
        changes[side].push([tick, size]);
      }
      this.pending[side].clear();
    }
    changes.bids.sort((a, b) => b[0] - a[0]);
    changes.asks.sort((a, b) => a[0] - b[0]);
    const count = changes.bids.length + changes.asks.length;
    const prev = this.updateId;
    this.updateId += count;
    return {
      type: 'depth',
      ts: now,
      firstUpdateId: count === 0 ? prev : prev + 1,
      lastUpdateId: this.updateId,
      prevUpdateId: prev,
      bids: changes.bids,
      asks: changes.asks,
    };
  }
}
