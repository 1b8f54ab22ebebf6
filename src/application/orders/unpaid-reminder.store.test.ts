import { describe, expect, it } from 'vitest';
import { FakeOrdersApi, sampleOrder } from '../../../tests/fakes/fake-orders-api';
import { T0 } from '../../../tests/fakes/sample-time';
import type { Order } from '../../domain/orders/order';
import { UnpaidOrdersUseCase } from './unpaid-orders.use-case';
import { UnpaidReminderStore } from './unpaid-reminder.store';

function setup() {
  const api = new FakeOrdersApi();
  api.orders = [sampleOrder({ id: 1 })];
  const store = new UnpaidReminderStore(new UnpaidOrdersUseCase(api, { now: () => T0 }));
  return { api, store };
}

describe('UnpaidReminderStore', () => {
  it('asks once per session token, and a settled reminder stays settled for it', async () => {
    const { api, store } = setup();
    await store.checkOnce('t1');
    expect(store.dueFor('t1')).toBe(true);
    expect(store.dueFor(null)).toBe(false);
    store.settle();
    await store.checkOnce('t1');
    expect(store.dueFor('t1')).toBe(false);
    expect(api.count('unpaid')).toBe(1);
    await store.checkOnce('t2');
    expect(store.dueFor('t2')).toBe(true);
    expect(api.count('unpaid')).toBe(2);
  });

  it("drops a late answer of an earlier session's check", async () => {
    const { api, store } = setup();
    const answers: ((orders: Order[]) => void)[] = [];
    api.unpaid = () => new Promise<Order[]>((resolve) => answers.push(resolve));
    const first = store.checkOnce('t1');
    const second = store.checkOnce('t2');
    answers[1]?.([]);
    answers[0]?.([sampleOrder({ id: 1 })]);
    await Promise.all([first, second]);
    expect(store.dueFor('t2')).toBe(false);
    expect(store.orders).toEqual([]);
  });
});
