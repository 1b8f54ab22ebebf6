import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeOrdersApi, sampleOrder } from '../../../../tests/fakes/fake-orders-api';
import { T0 } from '../../../../tests/fakes/sample-time';
import { settleFakeTimers } from '../../../../tests/support/settle';
import { CancelOrderUseCase } from '../../../application/orders/cancel-order.use-case';
import { AppError } from '../../../domain/shared/app-error';
import { OrderFlow } from './order-flow';
import { OrdersVm } from './orders.vm';

function setup(orders = [sampleOrder({ id: 1 }), sampleOrder({ id: 2, status: 'paid' })]) {
  const api = new FakeOrdersApi();
  api.orders = orders;
  const clock = { now: () => Date.now() };
  const vm = new OrdersVm(api, new CancelOrderUseCase(api), clock);
  return { api, vm };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the list', () => {
  it('loads all orders on the first visit, and again on each new visit only', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true, pay: null });
    vm.detach();
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    expect(vm.list.items.map((o) => o.id)).toEqual([1, 2]);
    vm.attach({ active: false, pay: null });
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    expect(api.listQueries.map((q) => q.filter)).toEqual(['all', 'all', 'all']);
  });

  it('switches tabs: each filter its own list, page size 10', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    vm.setFilter('toPay');
    await settleFakeTimers();
    expect(vm.list.items.map((o) => o.id)).toEqual([1]);
    expect(api.listQueries.at(-1)).toEqual({ filter: 'toPay', page: 1, pageSize: 10 });
    vm.setFilter('toPay');
    expect(api.listQueries).toHaveLength(2);
    vm.setFilter('all');
    expect(vm.list.items.map((o) => o.id)).toEqual([1, 2]);
  });

  it('keeps what it had when a refresh fails', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    api.failWith.list = new AppError('network');
    await vm.refresh();
    expect(vm.list.items).toHaveLength(2);
    expect(vm.list.error).toMatchObject({ kind: 'network' });
  });
});

describe('the countdown', () => {
  it('counts down on one timer while the page is on screen, and shows an expired order as cancelled', async () => {
    const { vm } = setup([sampleOrder({ id: 1, expiresAt: new Date(T0 + 3_000) })]);
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    const order = vm.list.items[0];
    if (!order) throw new Error('no order');
    expect(vm.countdownOf(order)?.totalSeconds).toBe(3);
    expect(vm.statusOf(order)).toBe('toPay');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(vm.countdownOf(order)?.totalSeconds).toBe(2);
    // Hidden: the timer stops, nothing moves.
    vm.attach({ active: false, pay: null });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(vm.countdownOf(order)?.totalSeconds).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(vm.countdownOf(order)).toBeNull();
    expect(vm.statusOf(order)).toBe('cancelled');
    expect(vm.canAct(order)).toBe(false);
    // Nothing left to count: no timer.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs no timer for a list without unpaid orders, and stops on detach', async () => {
    const { vm } = setup([sampleOrder({ id: 2, status: 'paid' })]);
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    expect(vi.getTimerCount()).toBe(0);
    const { vm: other } = setup();
    other.attach({ active: true, pay: null });
    await settleFakeTimers();
    expect(vi.getTimerCount()).toBe(1);
    other.detach();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('pay and cancel', () => {
  it('opens the payment sheet from ?pay= once, and from Pay on an unpaid order', async () => {
    const { vm } = setup();
    vm.attach({ active: true, pay: 1 });
    expect(vm.payingOrderId).toBe(1);
    vm.closePayment();
    vm.attach({ active: true, pay: 1 });
    expect(vm.payingOrderId).toBeNull();
    await settleFakeTimers();
    const [unpaid, paid] = vm.list.items;
    if (!unpaid || !paid) throw new Error('no orders');
    vm.pay(paid);
    expect(vm.payingOrderId).toBeNull();
    vm.pay(unpaid);
    expect(vm.payingOrderId).toBe(1);
  });

  it('cancels, then shows the order as the server has it', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    const order = vm.list.items[0];
    if (!order) throw new Error('no order');
    const release = api.hold();
    const done = vm.cancel(order);
    expect(vm.cancelling).toBe(1);
    expect(await vm.cancel(order)).toBe(false);
    release();
    expect(await done).toBe(true);
    expect(vm.cancelling).toBeNull();
    expect(api.cancelled).toEqual([1]);
    expect(vm.list.items[0]?.status).toBe('cancelled');
  });

  it('keeps a refusal or a failure to show', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    const order = vm.list.items[0];
    if (!order) throw new Error('no order');
    api.refuse.cancel = 'not-cancellable';
    expect(await vm.cancel(order)).toBe(false);
    expect(vm.cancelFailure).toEqual({ refusal: { kind: 'not-cancellable' } });
    api.refuse = {};
    api.failWith.cancel = new AppError('timeout');
    await vm.cancel(order);
    expect(vm.cancelFailure).toMatchObject({ error: { kind: 'timeout' } });
    await vm.refresh();
    expect(vm.cancelFailure).toBeNull();
  });

  it('pages on', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => sampleOrder({ id: i + 1, status: 'paid' }));
    const { vm } = setup(orders);
    vm.attach({ active: true, pay: null });
    await settleFakeTimers();
    expect(vm.list.items).toHaveLength(10);
    await vm.loadMore();
    expect(vm.list.items).toHaveLength(12);
    expect(vm.list.hasMore).toBe(false);
  });
});

describe('OrderFlow', () => {
  it('offers the order, then pays now or keeps browsing, and reports when it settles', () => {
    const settled = vi.fn();
    const flow = new OrderFlow(settled);
    flow.offer(sampleOrder({ id: 4 }));
    expect(flow.created?.id).toBe(4);
    flow.payNow();
    expect([flow.created, flow.payingOrderId]).toEqual([null, 4]);
    flow.closePayment();
    expect(flow.payingOrderId).toBeNull();
    flow.offer(sampleOrder({ id: 5 }));
    flow.keepBrowsing();
    expect(flow.created).toBeNull();
    flow.payNow();
    expect(flow.payingOrderId).toBeNull();
    flow.pay(6);
    expect(flow.payingOrderId).toBe(6);
    expect(settled).toHaveBeenCalledTimes(2);
  });
});
