import { canonicalDecimal, compareCanonical, isZeroCanonical } from '../../domain/trade/order-book-decimal';
import type { BookLevel } from './market-messages';

/** One level of the local book: the texts as the server sent them, and the canonical price it is keyed by. */
export interface PriceLevel {
  /** Price as received (the checksum reads this text). */
  readonly price: string;
  /** Quantity as received, never a zero. */
  readonly quantity: string;
  /** Canonical price text (see canonicalDecimal): equal keys are equal prices. */
  readonly key: string;
}

/** A level change checked and canonicalised before anything is applied; `level` null removes `key`. */
export interface LevelChange {
  readonly key: string;
  readonly level: PriceLevel | null;
}

/**
 * Checks and canonicalises the rows of one message before the book changes, so a malformed row rejects the
 * whole message instead of half-applying it. Null when a row is not [positive price, non-negative quantity].
 */
export function readChanges(rows: readonly BookLevel[]): LevelChange[] | null {
  const changes: LevelChange[] = [];
  for (const row of rows) {
    const [price, quantity] = row;
    if (typeof price !== 'string' || typeof quantity !== 'string') return null;
    const key = canonicalDecimal(price);
    const size = canonicalDecimal(quantity);
    if (key === null || size === null || isZeroCanonical(key)) return null;
    changes.push({ key, level: isZeroCanonical(size) ? null : { price, quantity, key } });
  }
  return changes;
}

/**
 * One side of the book: a Map from canonical price to level for O(1) lookups, and an array kept sorted (best
 * first) by binary search with exact decimal-text comparisons; inserting or removing splices a ~400-entry
 * array, which is a short memmove. Levels are immutable: a changed quantity replaces the level object, so a
 * screen holding an older slice never sees it change underneath.
 */
export class BookSide {
  private readonly sorted: PriceLevel[] = [];
  private readonly byKey = new Map<string, PriceLevel>();

  /** `descending` for bids (best = highest), ascending for asks (best = lowest). */
  constructor(private readonly descending: boolean) {}

  /** Levels best first. The array is the side's own: read it, never keep it across changes. */
  get levels(): readonly PriceLevel[] {
    return this.sorted;
  }

  get count(): number {
    return this.sorted.length;
  }

  /** Replaces the whole side (a snapshot): a later row for the same price wins, zero quantities are skipped. */
  load(changes: readonly LevelChange[]): void {
    this.byKey.clear();
    for (const change of changes) {
      if (change.level) this.byKey.set(change.key, change.level);
      else this.byKey.delete(change.key);
    }
    this.sorted.length = 0;
    for (const level of this.byKey.values()) this.sorted.push(level);
    this.sorted.sort((a, b) => this.order(a.key, b.key));
  }

  /** Applies one change: sets the level, or removes it (removing an absent price is a no-op). */
  apply(change: LevelChange): void {
    const { key, level } = change;
    const known = this.byKey.has(key);
    if (!level) {
      if (!known) return;
      this.byKey.delete(key);
      this.sorted.splice(this.search(key), 1);
      return;
    }
    this.byKey.set(key, level);
    const at = this.search(key);
    if (known) this.sorted[at] = level;
    else this.sorted.splice(at, 0, level);
  }

  /** Index of `key` when present, else where it would be inserted. */
  private search(key: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const here = this.sorted[mid] as PriceLevel;
      if (this.order(here.key, key) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Book order: negative when price `a` comes before price `b` on this side. */
  private order(a: string, b: string): number {
    return this.descending ? compareCanonical(b, a) : compareCanonical(a, b);
  }
}
