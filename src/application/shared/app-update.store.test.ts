import { describe, expect, it } from 'vitest';
import { AppUpdateStore, updateDecision } from './app-update.store';
import { ConnectivityStore } from './connectivity.store';

describe('updateDecision', () => {
  it.each([
    [{ waiting: false, paymentInProgress: false, writesInFlight: 0 }, 'none'],
    [{ waiting: false, paymentInProgress: true, writesInFlight: 2 }, 'none'],
    [{ waiting: true, paymentInProgress: false, writesInFlight: 0 }, 'take-over'],
    [{ waiting: true, paymentInProgress: true, writesInFlight: 0 }, 'hold'],
    [{ waiting: true, paymentInProgress: false, writesInFlight: 1 }, 'hold'],
  ] as const)('%o → %s', (situation, decision) => {
    expect(updateDecision(situation)).toBe(decision);
  });
});

function setup() {
  const connectivity = new ConnectivityStore();
  const payment = { running: false, asked: 0 };
  const takeOvers: number[] = [];
  const store = new AppUpdateStore(
    { takeOver: () => void takeOvers.push(1) },
    {
      inProgress: async () => {
        payment.asked += 1;
        return payment.running;
      },
    },
    connectivity,
  );
  return { store, connectivity, payment, takeOvers };
}

describe('AppUpdateStore', () => {
  it('does nothing at a navigation while no new version waits (and asks nothing)', async () => {
    const t = setup();
    expect(await t.store.atNavigation()).toBe('none');
    expect(t.payment.asked).toBe(0);
    expect(t.takeOvers).toEqual([]);
  });

  it('lets a waiting version take over at the next navigation, once', async () => {
    const t = setup();
    t.store.setWaiting(true);
    expect(await t.store.atNavigation()).toBe('take-over');
    expect(t.takeOvers).toEqual([1]);
    expect(t.store.waiting).toBe(false);
    expect(await t.store.atNavigation()).toBe('none');
    expect(t.takeOvers).toEqual([1]);
  });

  it('holds the new version during a payment or a write, and takes it at a later navigation', async () => {
    const t = setup();
    t.store.setWaiting(true);
    t.payment.running = true;
    expect(await t.store.atNavigation()).toBe('hold');
    t.payment.running = false;
    t.connectivity.writeStarted();
    expect(await t.store.atNavigation()).toBe('hold');
    expect(t.takeOvers).toEqual([]);
    t.connectivity.writeEnded();
    expect(await t.store.atNavigation()).toBe('take-over');
    expect(t.takeOvers).toEqual([1]);
  });

  it('decides once when navigations come quickly one after another', async () => {
    const t = setup();
    t.store.setWaiting(true);
    const decisions = await Promise.all([t.store.atNavigation(), t.store.atNavigation()]);
    expect(decisions.sort()).toEqual(['hold', 'take-over']);
    expect(t.takeOvers).toEqual([1]);
  });
});

describe('a reload into a version a deployment put on the host (issue 37, item 1)', () => {
  it('is allowed only with no payment or write under way, and takes nothing over', async () => {
    const t = setup();
    expect(await t.store.mayReload()).toBe(true);
    t.payment.running = true;
    expect(await t.store.mayReload()).toBe(false);
    t.payment.running = false;
    t.connectivity.writeStarted();
    expect(await t.store.mayReload()).toBe(false);
    expect(t.takeOvers).toEqual([]);
  });

  it('is not allowed when whether a payment is under way cannot be known', async () => {
    const store = new AppUpdateStore(
      { takeOver: () => undefined },
      { inProgress: () => Promise.reject(new Error('Loading chunk payment-activity failed.')) },
      new ConnectivityStore(),
    );
    expect(await store.mayReload()).toBe(false);
  });
});
