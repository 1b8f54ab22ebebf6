import type Decimal from 'decimal.js';
import { bookChecksum } from '../../domain/trade/order-book-checksum';
import type { BookSnapshot, BookUpdate } from './market-messages';
import { type BookDepth, bookDepth, bookSpread } from './order-book-depth';
import { BookHistory } from './order-book-history';
import { type BookProtocol, type SequenceRule, sequenceRuleFor } from './order-book-sequence';
import { BookSide, type LevelChange, type PriceLevel, readChanges } from './order-book-side';

export type { PriceLevel } from './order-book-side';

/** What became of an update: applied to the book, ignored (stale, heartbeat, or waiting for a snapshot), or a gap. */
export type UpdateResult = 'applied' | 'ignored' | 'gap';
/** What became of a snapshot: it is the book now, or it failed its checksum or its buffered replay. */
export type SnapshotResult = 'applied' | 'gap';

/** Why the book asks for a fresh snapshot. */
export interface ResyncRequest {
  readonly reason: 'sequence' | 'checksum' | 'malformed' | 'crossed';
  /** For logs: the ids or checksums involved. */
  readonly detail: string;
}

export interface OrderBookOptions {
  readonly protocol: BookProtocol;
  /** How many applied updates to keep beside the last snapshot (the oldest go first). Default 1000. */
  readonly historyLimit?: number;
  /** Version A: how many updates to hold while waiting for a snapshot, to replay after it. Default 1000. */
  readonly pendingLimit?: number;
}

/**
 * The local order book of one instrument (decisions.md, "Local order book"). Snapshots and updates are kept
 * apart, as the spec says: the last snapshot and the updates applied since it are stored as received, and
 * merged into the sorted book the screen reads. Every update is checked against the protocol's sequence rules
 * (order-book-sequence.ts) and, in version B, against the server's checksum when one is sent (0 = not sent).
 *
 * On a gap the book keeps its levels for display but reports `needsSnapshot`, applies nothing more, and emits
 * one resync request so the socket layer re-subscribes for a fresh snapshot. A book that becomes crossed (best
 * bid >= best ask, which no consistent book is) is a gap too. Version A holds the well-formed updates that
 * arrive meanwhile and replays those that continue the new snapshot (the snapshot may be older than the
 * stream, as with a REST snapshot); a held update that does not continue it is dropped with the resync, and
 * a reconnect (expectSnapshot) drops them all, so updates of an earlier connection or server never refuse
 * the snapshots that follow. Version B's snapshot always comes first on its channel, so it holds none.
 */
export class OrderBook {
  readonly protocol: BookProtocol;
  private readonly bidSide = new BookSide(true);
  private readonly askSide = new BookSide(false);
  private readonly rule: SequenceRule;
  /** The last snapshot and the updates since, as received; version A's held updates. */
  private readonly history: BookHistory;
  private waiting = true;
  private changes = 0;
  private readonly listeners = new Set<(request: ResyncRequest) => void>();

  constructor(options: OrderBookOptions) {
    this.protocol = options.protocol;
    this.rule = sequenceRuleFor(options.protocol);
    this.history = new BookHistory(options.historyLimit ?? 1000, options.pendingLimit ?? 1000);
  }

  /** Registers the socket layer's re-subscription; returns the unsubscribe function. */
  onResync(listener: (request: ResyncRequest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True until the first snapshot, and from a gap until the next snapshot: the levels may be stale. */
  get needsSnapshot(): boolean {
    return this.waiting;
  }

  /** Counts every change of levels or state, so a store can tell cheaply that something moved. */
  get revision(): number {
    return this.changes;
  }

  /** The id the book is at (A: the last applied u or the snapshot's lastUpdateId; B: the last seqId). */
  get sequence(): number | null {
    return this.rule.last;
  }

  /** Bids, highest first. The book's own array: read it, don't keep it across messages (copy with `top`). */
  get bids(): readonly PriceLevel[] {
    return this.bidSide.levels;
  }

  /** Asks, lowest first (same caveat as `bids`). */
  get asks(): readonly PriceLevel[] {
    return this.askSide.levels;
  }

  /** Copies of the best `n` levels of each side, for the screen. */
  top(n: number): { readonly bids: PriceLevel[]; readonly asks: PriceLevel[] } {
    return { bids: this.bids.slice(0, n), asks: this.asks.slice(0, n) };
  }

  get bestBid(): PriceLevel | undefined {
    return this.bids[0];
  }

  get bestAsk(): PriceLevel | undefined {
    return this.asks[0];
  }

  /** Best ask − best bid, exact; null while a side is empty. */
  get spread(): Decimal | null {
    return bookSpread(this.bestBid, this.bestAsk);
  }

  /** Whether the best bid reaches the best ask, which a consistent book never does. */
  get crossed(): boolean {
    return this.spread?.lte(0) ?? false;
  }

  /** The best `n` levels of each side with cumulative quantities, for the depth display. */
  depth(n: number): BookDepth {
    return bookDepth(this.bids, this.asks, n);
  }

  /** The last snapshot as received (null before the first). */
  get lastSnapshot(): BookSnapshot | null {
    return this.history.snapshot;
  }

  /** The updates applied since the last snapshot, oldest first, as received (at most `historyLimit`). */
  get updatesSinceSnapshot(): readonly BookUpdate[] {
    return this.history.updates;
  }

  /** Whether `lastSnapshot` plus `updatesSinceSnapshot` still hold everything applied (no update was dropped). */
  get historyComplete(): boolean {
    return this.history.complete;
  }

  /**
   * Marks the book stale without asking for a resync, e.g. when the socket reconnects and re-subscribes anyway.
   * Held updates go: they belong to the old connection (after a server restart, to ids that start over lower).
   */
  expectSnapshot(): void {
    if (!this.waiting) this.changes++;
    this.waiting = true;
    this.history.takeHeld();
  }

  /** Replaces the book with a snapshot, then (version A) replays the held updates that continue it. */
  applySnapshot(snapshot: BookSnapshot): SnapshotResult {
    this.assertProtocol(snapshot.sequence.protocol);
    const bids = readChanges(snapshot.bids);
    const asks = readChanges(snapshot.asks);
    this.changes++;
    if (!bids || !asks) return this.gap({ reason: 'malformed', detail: 'snapshot level' });
    this.bidSide.load(bids);
    this.askSide.load(asks);
    this.rule.start(snapshot.sequence);
    this.history.restart(snapshot);
    this.waiting = false;
    const sequence = snapshot.sequence;
    if (sequence.protocol === 'b' && !this.checksumMatches(sequence.checksum)) {
      return this.gap({ reason: 'checksum', detail: `snapshot seqId ${sequence.seqId}` });
    }
    if (this.crossed) return this.gap({ reason: 'crossed', detail: 'snapshot' });
    for (const update of this.history.takeHeld()) if (this.place(update, false) === 'gap') return 'gap';
    return 'applied';
  }

  /** Applies an update when the sequence rules allow it (see the class comment). */
  applyUpdate(update: BookUpdate): UpdateResult {
    return this.place(update, true);
  }

  /** `hold`: whether a version A update that cannot be applied yet is kept for the next snapshot's replay. */
  private place(update: BookUpdate, hold: boolean): UpdateResult {
    const sequence = update.sequence;
    this.assertProtocol(sequence.protocol);
    if (this.waiting) {
      if (hold && sequence.protocol === 'a') this.history.hold(update);
      return 'ignored';
    }
    const verdict = this.rule.check(sequence, update.bids.length === 0 && update.asks.length === 0);
    switch (verdict) {
      case 'stale':
        return 'ignored';
      case 'heartbeat':
        return sequence.protocol === 'b' && !this.checksumMatches(sequence.checksum)
          ? this.gap({ reason: 'checksum', detail: `heartbeat seqId ${sequence.seqId}` })
          : 'ignored';
      case 'gap':
      case 'malformed':
        if (verdict === 'gap' && hold && sequence.protocol === 'a') this.history.hold(update);
        return this.gap({
          reason: verdict === 'gap' ? 'sequence' : 'malformed',
          detail: this.describe(update),
        });
      case 'apply':
        return this.merge(update);
    }
  }

  private merge(update: BookUpdate): UpdateResult {
    const bids = readChanges(update.bids);
    const asks = readChanges(update.asks);
    if (!bids || !asks) return this.gap({ reason: 'malformed', detail: this.describe(update) });
    this.applyChanges(this.bidSide, bids);
    this.applyChanges(this.askSide, asks);
    this.rule.commit(update.sequence);
    this.history.record(update);
    this.changes++;
    const sequence = update.sequence;
    if (sequence.protocol === 'b' && !this.checksumMatches(sequence.checksum)) {
      return this.gap({ reason: 'checksum', detail: this.describe(update) });
    }
    if (this.crossed) return this.gap({ reason: 'crossed', detail: this.describe(update) });
    return 'applied';
  }

  private applyChanges(side: BookSide, changes: readonly LevelChange[]): void {
    for (const change of changes) side.apply(change);
  }

  /** 0 means "not sent" (decisions.md); otherwise the server's CRC32 of the first 25 levels must match ours. */
  private checksumMatches(checksum: number): boolean {
    return checksum === 0 || bookChecksum(this.bids, this.asks) === checksum;
  }

  private gap(request: ResyncRequest): 'gap' {
    // Called only where the book was live, or on a snapshot that failed: updates that arrive while a snapshot
    // is on its way return early in applyUpdate, so each gap asks once, and each failed snapshot asks again.
    this.waiting = true;
    this.changes++;
    for (const listener of this.listeners) listener(request);
    return 'gap';
  }

  private describe(update: BookUpdate): string {
    const s = update.sequence;
    const at = `at ${this.rule.last ?? 'none'}`;
    return s.protocol === 'a'
      ? `U ${s.firstUpdateId} u ${s.lastUpdateId} ${at}`
      : `seqId ${s.seqId} prevSeqId ${s.prevSeqId} ${at}`;
  }

  private assertProtocol(protocol: BookProtocol): void {
    if (protocol !== this.protocol) {
      throw new TypeError(`order book of protocol ${this.protocol} got a version ${protocol} message`);
    }
  }
}
