import { describe, expect, it } from 'vitest';
import { day } from '../../../../tests/fakes/fake-pledge-samples';
import { pledgeHarness } from '../../../../tests/fakes/pledge-harness';
import { settle } from '../../../../tests/support/settle';
import { AppError } from '../../../domain/shared/app-error';

async function logOf(productId: number, amount: string, after: number) {
  const h = pledgeHarness();
  const id = await h.saved(productId, amount);
  h.pass(after);
  const vm = h.releaseLog();
  vm.attach({ id, active: true });
  await settle();
  return { ...h, vm, id };
}

/** The position the page shows; the test fails when there is none. */
function shown<T>(value: T | null): T {
  if (value === null) throw new Error('no position shown');
  return value;
}

const texts = (values: readonly { amount: { toFixed(): string } }[]) => values.map((v) => v.amount.toFixed());

describe('PledgeReleaseLogVm', () => {
  it('shows the position, its release and income records with their totals', async () => {
    // 102: 200 NADI, 40 back every 6 days with 4.8 of income; two releases by day 13.
    const { vm } = await logOf(102, '200', day(13));
    expect(vm.position?.returned.toFixed()).toBe('80');
    expect(vm.releases.items.map((r) => [r.amount.toFixed(), r.status])).toEqual([
      ['40', 'redeemed'],
      ['40', 'redeemed'],
      ['40', 'waiting'],
      ['40', 'waiting'],
      ['40', 'waiting'],
    ]);
    expect([vm.totals?.released.toFixed(), vm.totals?.waiting.toFixed()]).toEqual(['80', '120']);
    expect(vm.totalIncome?.toFixed()).toBe('9.6');
    vm.setTab('income');
    expect(texts(vm.incomes.items)).toEqual(['4.8', '4.8']);
    expect(vm.nextIn?.totalSeconds).toBe(5);
    // The product refuses early redemption and returns its principal by schedule: nothing to redeem.
    expect(vm.redeemWay).toBeNull();
    vm.detach();
  });

  it('pages the records', async () => {
    const h = pledgeHarness();
    h.api.catalogue = h.api.catalogue.map((p) => (p.id === 102 ? { ...p, releaseEveryDays: 1 } : p));
    const id = await h.saved(102, '200');
    h.pass(day(30));
    const vm = h.releaseLog();
    vm.attach({ id, active: true });
    await settle();
    expect(vm.releases.items).toHaveLength(5);
    vm.setTab('income');
    await settle();
    expect(vm.incomes.items).toHaveLength(10);
    expect(vm.incomes.total).toBe(30);
    await vm.incomes.loadMore();
    await vm.incomes.loadMore();
    expect(vm.incomes.items).toHaveLength(30);
    expect(vm.incomes.hasMore).toBe(false);
  });

  it('a release arrives on the clock and shows without a pull', async () => {
    const { vm, pass } = await logOf(102, '200', 0);
    expect(vm.totals?.released.toFixed()).toBe('0');
    pass(day(6));
    vm.ticker.tick();
    await settle();
    expect(vm.totals?.released.toFixed()).toBe('40');
    expect(vm.releases.items[0]?.status).toBe('redeemed');
  });

  it('simulates an early redemption, asks, and redeems once', async () => {
    const { vm, api, pass } = await logOf(101, '400', day(12));
    expect(vm.redeemWay).toBe('early');
    const sim = vm.simulation;
    expect(
      sim && [sim.locked, sim.penalty, sim.returned, sim.forfeitedIncome].map((v) => v.toFixed()),
    ).toEqual(['400', '40', '360', '40']);
    vm.redemption.open(shown(vm.position));
    expect(vm.redemption.step).toBe('confirm');
    pass(day(1));
    vm.ticker.tick();
    const position = shown(vm.position);
    const [first, second] = await Promise.all([
      vm.redemption.confirm(position),
      vm.redemption.confirm(position),
    ]);
    expect([first, second]).toEqual([true, false]);
    expect(api.callsOf('redeem')).toEqual([
      [expect.objectContaining({ positionId: position.id, early: true })],
    ]);
    await settle();
    expect(vm.position?.status).toBe('redeemed');
    expect(vm.redeemWay).toBeNull();
    expect(vm.releases.items.at(-1)?.amount.toFixed()).toBe('360');
  });

  it('redeems the whole principal at maturity', async () => {
    const { vm, api } = await logOf(101, '400', day(30));
    expect(vm.position?.status).toBe('matured');
    expect(vm.redeemWay).toBe('maturity');
    expect(vm.simulation).toBeNull();
    vm.redemption.open(shown(vm.position));
    expect(await vm.redemption.confirm(shown(vm.position))).toBe(true);
    expect(api.callsOf('redeem')[0]?.[0]).toMatchObject({ early: false });
    await settle();
    expect(vm.totals?.released.toFixed()).toBe('400');
    expect(vm.totals?.waiting.toFixed()).toBe('0');
  });

  it('refuses to ask or redeem offline, at maturity and early, with the reason, and sends nothing', async () => {
    const { vm, api, connectivity } = await logOf(101, '400', day(12));
    expect(vm.redeemWay).toBe('early');
    connectivity.setOnline(false);
    expect(vm.moneyBlock).toBe('offline');
    expect(vm.redemption.moneyBlock).toBe('offline');
    vm.redemption.open(shown(vm.position));
    expect(vm.redemption.step).toBe('idle');
    connectivity.setOnline(true);
    expect(vm.moneyBlock).toBeNull();
    vm.redemption.open(shown(vm.position));
    expect(vm.redemption.step).toBe('confirm');
    // The connection goes while the question is open: the answer is refused, the question stays.
    connectivity.setOnline(false);
    expect(await vm.redemption.confirm(shown(vm.position))).toBe(false);
    expect(vm.redemption.step).toBe('confirm');
    expect(api.callsOf('redeem')).toEqual([]);
    connectivity.setOnline(true);
    await settle();
    expect(await vm.redemption.confirm(shown(vm.position))).toBe(true);
    expect(api.callsOf('redeem')).toHaveLength(1);
  });

  it('refuses to redeem at maturity while only cached answers come', async () => {
    const { vm, api, connectivity } = await logOf(101, '400', day(30));
    expect(vm.redeemWay).toBe('maturity');
    connectivity.answered(day(29), day(30));
    expect(vm.moneyBlock).toBe('offline');
    vm.redemption.open(shown(vm.position));
    expect(vm.redemption.step).toBe('idle');
    expect(await vm.redemption.confirm(shown(vm.position))).toBe(false);
    expect(api.callsOf('redeem')).toEqual([]);
    connectivity.answered(null, day(30));
    vm.redemption.open(shown(vm.position));
    expect(await vm.redemption.confirm(shown(vm.position))).toBe(true);
    expect(api.callsOf('redeem')[0]?.[0]).toMatchObject({ early: false });
  });

  it('a refusal is kept for the screen and the records reload', async () => {
    const { vm, api } = await logOf(101, '400', day(30));
    const position = shown(vm.position);
    vm.redemption.open(position);
    // Redeemed meanwhile in another tab.
    await api.redeem({ positionId: position.id, early: false, requestId: 'other-tab-1' });
    expect(await vm.redemption.confirm(position)).toBe(false);
    expect(vm.redemption.refusal?.kind).toBe('already-redeemed');
    await settle();
    expect(vm.position?.status).toBe('redeemed');
  });

  it('an unknown position fails with nothing to show; a missing id says so', async () => {
    const h = pledgeHarness();
    const vm = h.releaseLog();
    vm.attach({ id: null, active: true });
    expect(vm.missingId).toBe(true);
    vm.attach({ id: 999999, active: true });
    await settle();
    expect(vm.loadFailure).toMatchObject({ kind: 'server-exception', detail: { code: 404 } });
    h.api.failWith.releases = new AppError('network');
    await vm.refresh();
    expect(vm.loadFailure).toMatchObject({ kind: 'network' });
  });
});
