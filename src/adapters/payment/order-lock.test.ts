import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { InMemoryOrderLock } from './in-memory-order-lock';
import { type LockManagerLike, orderLockName, WebLocksOrderLock } from './web-locks-order-lock.adapter';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('InMemoryOrderLock', () => {
  it('runs tasks of one order one after another, in call order', async () => {
    const lock = new InMemoryOrderLock();
    const gate = deferred();
    const events: string[] = [];
    const first = lock.withLock(7, async () => {
      events.push('first starts');
      await gate.promise;
      events.push('first ends');
      return 1;
    });
    const second = lock.withLock(7, async () => {
      events.push('second runs');
      return 2;
    });
    const other = lock.withLock(8, async () => {
      events.push('other order runs');
      return 3;
    });
    expect(await other).toBe(3);
    expect(events).toEqual(['first starts', 'other order runs']);
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'other order runs', 'first ends', 'second runs']);
  });

  it('lets the next task run after a failure, and forgets idle orders', async () => {
    const lock = new InMemoryOrderLock();
    const failing = lock.withLock(7, async () => {
      throw new Error('boom');
    });
    const next = lock.withLock(7, async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ran');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lock.held).toBe(0);
  });
});

/** A LockManager in the spirit of the browser's: exclusive per name, queued in order, shared by "tabs". */
class FakeLockManager implements LockManagerLike {
  readonly requested: string[] = [];
  private readonly inner = new InMemoryOrderLock();
  private readonly ids = new Map<string, number>();
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T> {
    expect(options.mode).toBe('exclusive');
    this.requested.push(name);
    if (!this.ids.has(name)) this.ids.set(name, this.ids.size);
    return this.inner.withLock(this.ids.get(name) ?? 0, callback);
  }
}

describe('WebLocksOrderLock', () => {
  it('takes an exclusive Web Lock named after the order, shared by every tab', async () => {
    const locks = new FakeLockManager();
    const tabA = new WebLocksOrderLock(locks);
    const tabB = new WebLocksOrderLock(locks);
    expect(tabA.crossTab).toBe(true);
    const gate = deferred();
    const order: string[] = [];
    const a = tabA.withLock(7, async () => {
      await gate.promise;
      order.push('a');
    });
    const b = tabB.withLock(7, async () => {
      order.push('b');
    });
    gate.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    expect(locks.requested).toEqual([orderLockName(7), orderLockName(7)]);
    expect(orderLockName(7)).toBe('nadi.pay.order.7');
  });

  it('falls back to a lock within the tab where Web Locks are missing', async () => {
    const lock = new WebLocksOrderLock(null);
    expect(lock.crossTab).toBe(false);
    expect(await lock.withLock(7, async () => 'ran')).toBe('ran');
  });

  it('uses the browser’s navigator.locks when the container builds it', () => {
    const container = new Container();
    container.bind(WebLocksOrderLock).toSelf();
    const lock = container.get(WebLocksOrderLock);
    const hasLocks = typeof (globalThis as { navigator?: { locks?: unknown } }).navigator?.locks === 'object';
    expect(lock.crossTab).toBe(hasLocks);
  });
});
