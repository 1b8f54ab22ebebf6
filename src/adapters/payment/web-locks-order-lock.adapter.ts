import { injectable, unmanaged } from 'inversify';
import type { OrderLock } from '../../application/payment/order-lock.port';
import { InMemoryOrderLock } from './in-memory-order-lock';

/** The part of the Web Locks API (`navigator.locks`) this adapter uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

/** Lock name of an order; shared by every tab of the origin. */
export const orderLockName = (orderId: number): string => `nadi.pay.order.${orderId}`;

const browserLocks = (): LockManagerLike | null => {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
};

/**
 * OrderLock across the tabs of this origin with the Web Locks API: an exclusive lock per order, released
 * by the browser when the task settles or the tab closes (no lease to expire, nothing left behind by a
 * crash). Where the API is missing (older in-app browsers) it falls back to a lock within the tab; across
 * tabs the engine then relies on the server: it asks `pay/status` before paying and again just before
 * sending, the intent is one per order, and a recorded hash is never paid over.
 */
@injectable()
export class WebLocksOrderLock implements OrderLock {
  private readonly locks: LockManagerLike | null;
  private readonly fallback = new InMemoryOrderLock();

  /** `locks` is for tests; the container passes nothing and the browser's own is used. */
  constructor(@unmanaged() locks: LockManagerLike | null = browserLocks()) {
    this.locks = locks;
  }

  /** Whether the lock reaches other tabs (false: the in-tab fallback). */
  get crossTab(): boolean {
    return this.locks !== null;
  }

  withLock<T>(orderId: number, task: () => Promise<T>): Promise<T> {
    if (!this.locks) return this.fallback.withLock(orderId, task);
    return this.locks.request(orderLockName(orderId), { mode: 'exclusive' }, task);
  }
}
