import { injectable } from 'inversify';
import type { OrderLock } from '../../application/payment/order-lock.port';

/**
 * OrderLock within one JavaScript realm (one tab): a promise chain per order, so tasks for the same order
 * run one after another in call order. The fallback where the browser has no Web Locks, and the lock of
 * tests that run two engines side by side.
 */
@injectable()
export class InMemoryOrderLock implements OrderLock {
  private readonly tails = new Map<number, Promise<unknown>>();

  withLock<T>(orderId: number, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(orderId) ?? Promise.resolve();
    const run = before.then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(orderId, tail);
    void tail.then(() => {
      if (this.tails.get(orderId) === tail) this.tails.delete(orderId);
    });
    return run;
  }

  /** Orders with a task running or queued (for tests). */
  get held(): number {
    return this.tails.size;
  }
}
