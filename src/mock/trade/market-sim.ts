import type { Random } from '../core/random';

/**
 * The simulated liquidity of NADI/USDT: a bounded random walk of the mid price and a book of up to 400
 * price levels on each side around it, in integer ticks (0.00001 USDT) and lots (0.01 NADI). Deterministic
 * for a seeded Random.
 *
 * Each step: the mid moves one tick with probability 0.3, up or down with a pull back to 0.08250 (and never
 * outside 0.07000–0.09500); asks sit at mid+1 … mid+400 and bids at mid−1 … mid−400 (the mid itself is the
 * spread); levels that fall outside go, empty slots refill with probability 0.5, and 6 random levels get
 * a new size. Takers (the user's orders) consume levels; they come back through the refill.
 */
export const BOOK_LEVELS = 400;
export const START_TICKS = 8_250;
export const MIN_TICKS = 7_000;
export const MAX_TICKS = 9_500;
const MOVE_CHANCE = 0.3;
const REFILL_CHANCE = 0.5;
const RESIZES_PER_STEP = 6;
/** Level sizes: 1 to 20 000 NADI, in lots. */
const MIN_LOTS = 100;
const MAX_LOTS = 2_000_000;

export type Side = 'bids' | 'asks';

export class SimBook {
  mid: number;
  readonly bids = new Map<number, number>();
  readonly asks = new Map<number, number>();

  constructor(
    private readonly random: Random,
    start: number = START_TICKS,
  ) {
    this.mid = start;
    for (let i = 1; i <= BOOK_LEVELS; i++) {
      this.asks.set(start + i, this.size());
      this.bids.set(start - i, this.size());
    }
  }

  /** One step of the walk and the book; adds every tick whose size changed to `touched`. */
  step(touched: Record<Side, Set<number>>): void {
    this.walk();
    const { mid } = this;
    for (const [side, book] of [
      ['asks', this.asks],
      ['bids', this.bids],
    ] as const) {
      const dir = side === 'asks' ? 1 : -1;
      for (const tick of book.keys()) {
        const distance = (tick - mid) * dir;
        if (distance < 1 || distance > BOOK_LEVELS) {
          book.delete(tick);
          touched[side].add(tick);
        }
      }
      for (let i = 1; i <= BOOK_LEVELS; i++) {
        const tick = mid + i * dir;
        if (!book.has(tick) && this.random() < REFILL_CHANCE) {
          book.set(tick, this.size());
          touched[side].add(tick);
        }
      }
    }
    for (let i = 0; i < RESIZES_PER_STEP; i++) {
      const side: Side = this.random() < 0.5 ? 'asks' : 'bids';
      const tick = mid + (side === 'asks' ? 1 : -1) * (1 + Math.floor(this.random() * BOOK_LEVELS));
      const book = this[side];
      if (!book.has(tick)) continue;
      book.set(tick, this.size());
      touched[side].add(tick);
    }
  }

  /** The side's ticks, best first (asks ascending, bids descending). */
  sorted(side: Side): number[] {
    const ticks = [...this[side].keys()];
    return side === 'asks' ? ticks.sort((a, b) => a - b) : ticks.sort((a, b) => b - a);
  }

  /** Removes up to `lots` from a level; answers what it took. */
  take(side: Side, tick: number, lots: number): number {
    const book = this[side];
    const size = book.get(tick) ?? 0;
    const taken = Math.min(size, lots);
    if (size - taken > 0) book.set(tick, size - taken);
    else book.delete(tick);
    return taken;
  }

  private walk(): void {
    if (this.random() >= MOVE_CHANCE) return;
    const pull = (START_TICKS - this.mid) / (MAX_TICKS - MIN_TICKS);
    const up = this.random() < 0.5 + pull;
    this.mid = Math.min(MAX_TICKS, Math.max(MIN_TICKS, this.mid + (up ? 1 : -1)));
  }

  private size(): number {
    return MIN_LOTS + Math.floor(this.random() * (MAX_LOTS - MIN_LOTS));
  }
}
