import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeOrdersApi, sampleOrder } from '../../../../tests/fakes/fake-orders-api';
import { sampleUser } from '../../../../tests/fakes/fake-user-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { T0 } from '../../../../tests/fakes/sample-time';
import { settle } from '../../../../tests/support/settle';
import { SessionStore } from '../../../application/auth/session.store';
import { UnpaidOrdersUseCase } from '../../../application/orders/unpaid-orders.use-case';
import { UnpaidReminderStore } from '../../../application/orders/unpaid-reminder.store';
import { AuthSignals } from '../../../application/shared/auth-signals';
import { AppError } from '../../../domain/shared/app-error';
import { UnpaidReminderVm } from './unpaid-reminder.vm';

function setup(
  orders = [sampleOrder({ id: 1 }), sampleOrder({ id: 2, totalPrice: sampleOrder().totalPrice.plus(20) })],
) {
  const api = new FakeOrdersApi();
  api.orders = orders;
  const session = new SessionStore(new InMemoryStorage(), new AuthSignals());
  // One store for the app, as the container binds it; each mount of the reminder gets a new view-model.
  const store = new UnpaidReminderStore(new UnpaidOrdersUseCase(api, { now: () => T0 }));
  const remount = () => new UnpaidReminderVm(session, store);
  const vm = remount();
  const logIn = (token: string) =>
    runInAction(() => {
      session.start(token, '0x1111111111111111111111111111111111111111');
      session.setUser(sampleUser());
    });
  return { api, session, vm, logIn, remount };
}

describe('UnpaidReminderVm', () => {
  it('checks once the user is known, and opens with the unpaid orders', async () => {
    const { vm, logIn } = setup();
    vm.attach({ onOrdersPage: false });
    vm.detach();
    vm.attach({ onOrdersPage: false });
    await settle();
    expect(vm.open).toBe(false);
    logIn('t1');
    await settle();
    expect(vm.open).toBe(true);
    expect(vm.orders.map((o) => o.id)).toEqual([1, 2]);
    expect(vm.first?.id).toBe(1);
    expect(vm.total.toFixed()).toBe('1020');
    vm.dismiss();
    expect(vm.open).toBe(false);
  });

  it('asks once per session: a new login asks again, a logout closes it', async () => {
    const { api, session, vm, logIn } = setup();
    logIn('t1');
    vm.attach({ onOrdersPage: false });
    await settle();
    expect(vm.open).toBe(true);
    vm.dismiss();
    runInAction(() => session.setUser(sampleUser({ name: 'Renamed' })));
    await settle();
    expect(vm.open).toBe(false);
    runInAction(() => session.logout());
    await settle();
    logIn('t2');
    await settle();
    expect(vm.open).toBe(true);
    expect(api.count('unpaid')).toBe(2);
  });

  it('stays closed with no unpaid order, on the orders page, or when the check fails', async () => {
    const none = setup([sampleOrder({ status: 'paid' })]);
    none.logIn('t');
    none.vm.attach({ onOrdersPage: false });
    await settle();
    expect(none.vm.open).toBe(false);

    const onPage = setup();
    onPage.logIn('t');
    onPage.vm.attach({ onOrdersPage: true });
    await settle();
    expect(onPage.vm.open).toBe(false);
    expect(onPage.vm.orders).toHaveLength(2);

    const failing = setup();
    failing.api.failWith.unpaid = new AppError('network');
    failing.logIn('t');
    failing.vm.attach({ onOrdersPage: false });
    await settle();
    expect(failing.vm.open).toBe(false);
  });

  it('closes when the user goes to the orders page', async () => {
    const { vm, logIn } = setup();
    logIn('t');
    vm.attach({ onOrdersPage: false });
    await settle();
    vm.attach({ onOrdersPage: true });
    expect(vm.open).toBe(false);
  });

  it('a new view-model (the reminder back after a bare route) keeps a dismissal for the session', async () => {
    const { api, vm, logIn, remount } = setup();
    logIn('t1');
    vm.attach({ onOrdersPage: false });
    await settle();
    expect(vm.open).toBe(true);
    vm.dismiss();
    vm.detach();
    const again = remount();
    again.attach({ onOrdersPage: false });
    await settle();
    expect(again.open).toBe(false);
    expect(api.count('unpaid')).toBe(1);
  });

  it('a new view-model shows a reminder still waiting, and one whose answer came while it was away', async () => {
    const { api, vm, logIn, remount } = setup();
    logIn('t1');
    vm.attach({ onOrdersPage: false });
    vm.detach();
    await settle();
    const again = remount();
    again.attach({ onOrdersPage: false });
    await settle();
    expect(again.open).toBe(true);
    expect(again.orders.map((o) => o.id)).toEqual([1, 2]);
    again.detach();
    const third = remount();
    third.attach({ onOrdersPage: false });
    expect(third.open).toBe(true);
    expect(api.count('unpaid')).toBe(1);
  });

  it('an answer that comes while the orders page is on screen is not shown after it', async () => {
    const { vm, logIn } = setup();
    logIn('t');
    vm.attach({ onOrdersPage: true });
    await settle();
    expect(vm.open).toBe(false);
    vm.attach({ onOrdersPage: false });
    expect(vm.open).toBe(false);
  });
});
