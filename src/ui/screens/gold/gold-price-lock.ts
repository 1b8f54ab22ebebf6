import { makeAutoObservable, runInAction } from 'mobx';
import type { LockGoldPriceUseCase, LockRefusal } from '../../../application/gold/gold-checkout.use-case';
import type { GoldPriceLock } from '../../../domain/gold/gold';
import { goldPriceMoved } from '../../../domain/gold/gold-price-math';
import { type Countdown, countdownTo } from '../../../domain/shared/countdown';

/** A new price found when the lock was renewed, put to the buyer before anything is paid. */
export interface PriceChange {
  readonly before: GoldPriceLock;
  readonly after: GoldPriceLock;
}

/**
 * The price held for one purchase on the confirm page: locked on arrival, counted down, locked again
 * when it runs out. A renewed lock at another total is not taken silently: it waits in `change` for
 * the buyer to accept (then `onAccepted` runs, e.g. to go on paying) or decline.
 */
export class GoldPriceLockHolder {
  lock: GoldPriceLock | null = null;
  locking = false;
  refusal: LockRefusal | null = null;
  error: unknown = null;
  change: PriceChange | null = null;
  private continueAfter: (() => void) | null = null;

  constructor(private readonly lockPrice: LockGoldPriceUseCase) {
    makeAutoObservable<this, 'lockPrice' | 'continueAfter'>(
      this,
      { lockPrice: false, continueAfter: false },
      { autoBind: true },
    );
  }

  /** Time left on the lock at `now`; null without one. */
  countdown(now: number): Countdown | null {
    return this.lock ? countdownTo(this.lock.expiresAt, new Date(now)) : null;
  }

  expired(now: number): boolean {
    return this.lock === null || this.lock.expiresAt.getTime() <= now;
  }

  /** Forgets the lock (another purchase, or the order was made with it). */
  clear(): void {
    this.lock = null;
    this.refusal = null;
    this.error = null;
    this.change = null;
    this.continueAfter = null;
  }

  /**
   * Locks the price for `num` units. The same total as before is taken at once (and `then` runs); another
   * total waits for the buyer in `change`. Resolves when the call is done.
   */
  async renew(goodsId: number, num: number, then?: () => void): Promise<void> {
    if (this.locking) return;
    this.locking = true;
    this.error = null;
    this.refusal = null;
    const before = this.lock;
    try {
      const result = await this.lockPrice.execute(goodsId, num);
      runInAction(() => {
        if (!result.ok) {
          this.refusal = result.error;
          return;
        }
        if (before && goldPriceMoved(before.totalPrice, result.value.totalPrice)) {
          this.change = { before, after: result.value };
          this.continueAfter = then ?? null;
          return;
        }
        this.lock = result.value;
        then?.();
      });
    } catch (error) {
      runInAction(() => (this.error = error));
    } finally {
      runInAction(() => (this.locking = false));
    }
  }

  /** The buyer takes the new price: it becomes the lock, and what was under way goes on. */
  accept(): void {
    if (!this.change) return;
    this.lock = this.change.after;
    this.change = null;
    const next = this.continueAfter;
    this.continueAfter = null;
    next?.();
  }

  /** The buyer does not take it: the new price shows, nothing goes on. */
  decline(): void {
    if (!this.change) return;
    this.lock = this.change.after;
    this.change = null;
    this.continueAfter = null;
  }
}
