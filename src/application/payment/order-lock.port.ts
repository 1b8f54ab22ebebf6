/**
 * Mutual exclusion of payments per order, across the tabs of this origin where the browser allows it
 * (Web Locks), else within the tab. A second tab, or a second engine, that pays the same order waits for
 * the first to finish and then sees the order paid (or pending) instead of paying again.
 */
export const OrderLock = Symbol.for('OrderLock');
export interface OrderLock {
  /**
   * Runs `task` while holding the order's lock; callers queue in order. The lock is released when the task
   * settles, or when its tab goes away. Answers what the task answers, fails as it fails.
   */
  withLock<T>(orderId: number, task: () => Promise<T>): Promise<T>;
}
