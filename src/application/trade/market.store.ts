import type Decimal from 'decimal.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { MarketMessage } from './market-messages';
import { OrderBook, type OrderBookOptions, type ResyncRequest } from './order-book';
import type { BookDepth } from './order-book-depth';

/** Where the screen's book stands: no snapshot yet, live, or stale after a gap while a fresh snapshot comes. */
export type BookState = 'waiting' | 'live' | 'resyncing';

export interface MarketStoreOptions extends OrderBookOptions {
  /** Levels per side the depth display shows. Default 20. */
  readonly depthRows?: number;
  /**
   * Runs `publish` when the screen should see the book's latest state. The default runs it at once; the screen
   * can pass `requestAnimationFrame` so a feed of 100 messages a second renders at most once per frame.
   */
  readonly schedule?: (publish: () => void) => void;
}

/**
 * The live order book as the trade screen reads it. It feeds socket messages into the local `OrderBook` (which
 * holds 400-level sides and is not observable: a change would notify per level) and publishes a small observable
 * view, the depth rows and the best prices, after each change, coalesced by `schedule`.
 */
export class MarketStore {
  /** The best `depthRows` levels of each side with cumulative totals (replaced whole, never mutated). */
  depth: BookDepth;
  /** Best ask − best bid, exact; null while a side is empty. */
  spread: Decimal | null = null;
  state: BookState = 'waiting';
  readonly book: OrderBook;
  private readonly depthRows: number;
  private readonly schedule: (publish: () => void) => void;
  private scheduled = false;
  private published = -1;

  constructor(options: MarketStoreOptions) {
    this.book = new OrderBook(options);
    this.depthRows = options.depthRows ?? 20;
    this.schedule = options.schedule ?? ((publish) => publish());
    this.depth = this.book.depth(0);
    makeAutoObservable<this, 'depthRows' | 'schedule' | 'scheduled' | 'published'>(
      this,
      {
        depth: observableRef,
        spread: observableRef,
        book: false,
        depthRows: false,
        schedule: false,
        scheduled: false,
        published: false,
      },
      { autoBind: true },
    );
  }

  /** Best bid price, or null while there is none. */
  get bestBid(): Decimal | null {
    return this.depth.bids[0]?.price ?? null;
  }

  /** Best ask price, or null while there is none. */
  get bestAsk(): Decimal | null {
    return this.depth.asks[0]?.price ?? null;
  }

  /** Takes any market message; book snapshots and updates go to the book, the rest is not this store's. */
  handle(message: MarketMessage): void {
    if (message.kind === 'bookSnapshot') this.book.applySnapshot(message);
    else if (message.kind === 'bookUpdate') this.book.applyUpdate(message);
    else return;
    this.changed();
  }

  /** The socket layer re-subscribes here on a gap; returns the unsubscribe function. */
  onResync(listener: (request: ResyncRequest) => void): () => void {
    return this.book.onResync(listener);
  }

  /** The socket reconnected and re-subscribes: the book is stale until the snapshot comes. */
  expectSnapshot(): void {
    this.book.expectSnapshot();
    this.changed();
  }

  private changed(): void {
    if (this.book.revision === this.published || this.scheduled) return;
    this.scheduled = true;
    this.schedule(this.publish);
  }

  /** Copies the book's state into the observable fields (an action, whenever the scheduler runs it). */
  publish(): void {
    this.scheduled = false;
    if (this.book.revision === this.published) return;
    this.published = this.book.revision;
    // A crossed book is never shown: it has asked for a fresh snapshot, and the last consistent rows stay.
    if (!this.book.crossed) {
      this.depth = this.book.depth(this.depthRows);
      this.spread = this.book.spread;
    }
    this.state = !this.book.needsSnapshot ? 'live' : this.book.lastSnapshot ? 'resyncing' : 'waiting';
  }
}
