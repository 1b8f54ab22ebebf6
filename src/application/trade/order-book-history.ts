import type { BookSnapshot, BookUpdate } from './market-messages';
import { isWellFormed } from './order-book-sequence';
import { readChanges } from './order-book-side';

/**
 * What the order book keeps as received, apart from its merged levels: the last snapshot and the updates
 * applied since it (at most `historyLimit`, the oldest dropped first), and, in version A, the updates held
 * while a snapshot is on its way (at most `pendingLimit`), to replay those that continue it.
 */
export class BookHistory {
  private last: BookSnapshot | null = null;
  private applied: BookUpdate[] = [];
  private truncated = false;
  private pending: BookUpdate[] = [];

  constructor(
    private readonly historyLimit: number,
    private readonly pendingLimit: number,
  ) {}

  /** The last snapshot as received (null before the first). */
  get snapshot(): BookSnapshot | null {
    return this.last;
  }

  /** The updates applied since the last snapshot, oldest first, as received. */
  get updates(): readonly BookUpdate[] {
    return this.applied;
  }

  /** Whether `snapshot` plus `updates` still hold everything applied (no update was dropped). */
  get complete(): boolean {
    return !this.truncated;
  }

  /** A new snapshot is the book now: the updates of the previous one go. */
  restart(snapshot: BookSnapshot): void {
    this.last = snapshot;
    this.applied = [];
    this.truncated = false;
  }

  record(update: BookUpdate): void {
    this.applied.push(update);
    // Trimmed in batches so keeping the history stays O(1) per update.
    if (this.applied.length >= 2 * this.historyLimit) {
      this.applied = this.applied.slice(-this.historyLimit);
      this.truncated = true;
    }
  }

  /**
   * Holds an update that arrived while waiting for a snapshot (the oldest go past the limit). A malformed one
   * (ids that cannot be placed, a level that is not a decimal) is dropped: replayed, it could only refuse the
   * snapshot.
   */
  hold(update: BookUpdate): void {
    const wellFormed =
      isWellFormed(update.sequence) && readChanges(update.bids) !== null && readChanges(update.asks) !== null;
    if (!wellFormed) return;
    this.pending.push(update);
    if (this.pending.length > this.pendingLimit) this.pending.shift();
  }

  /** The held updates, oldest first; none are held afterwards. */
  takeHeld(): BookUpdate[] {
    const held = this.pending;
    this.pending = [];
    return held;
  }
}
