import { describe, expect, it } from 'vitest';
import { day, saleDay } from '../../../../tests/fakes/fake-pledge-samples';
import { pledgeHarness } from '../../../../tests/fakes/pledge-harness';
import { settle } from '../../../../tests/support/settle';
import { AppError } from '../../../domain/shared/app-error';

/** Compare decimals and dates as text. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

async function opened(id = 101) {
  const h = pledgeHarness();
  const vm = h.detail();
  vm.attach({ id, active: true });
  await settle();
  return { ...h, vm };
}

describe('PledgeDetailVm', () => {
  it('refuses to review or save offline, with the reason, and sends nothing', async () => {
    const h = await opened();
    h.vm.setAmount('250');
    h.connectivity.setOnline(false);
    expect(h.vm.moneyBlock).toBe('offline');
    expect(h.vm.review()).toBe(false);
    expect(h.vm.step).toBe('form');
    h.connectivity.setOnline(true);
    expect(h.vm.review()).toBe(true);
    h.connectivity.setOnline(false);
    expect(await h.vm.confirm()).toBe(false);
    expect(h.api.holdings).toHaveLength(0);
    h.vm.detach();
  });

  it('keeps the typed amount of a product through a reload, and forgets it once saved', async () => {
    const h = await opened();
    h.vm.setAmount('250');
    h.vm.detach();
    const again = h.detail();
    again.attach({ id: 101, active: true });
    await settle();
    expect(again.amountText).toBe('250');
    const other = h.detail();
    other.attach({ id: 102, active: true });
    expect(other.amountText).toBe('');
    expect(again.review()).toBe(true);
    expect(await again.confirm()).toBe(true);
    const after = h.detail();
    after.attach({ id: 101, active: true });
    expect(after.amountText).toBe('');
    again.detach();
    other.detach();
    after.detach();
  });

  it('loads the offer: the minimum in U and its NADI value at the price, the status and the countdown', async () => {
    const { vm } = await opened();
    expect(vm.product?.id).toBe(101);
    // 100 U at 0.5 U per NADI.
    expect(vm.minimum?.toFixed()).toBe('200');
    expect(vm.status).toBe('open');
    expect(vm.card?.countdown?.days).toBe(20);
    expect(vm.card?.daysLeft).toBe(20);
    vm.detach();
  });

  it('checks the amount as it is typed, required only after a review', async () => {
    const { vm, api } = await opened();
    expect(vm.error).toBeNull();
    expect(vm.review()).toBe(false);
    expect(vm.error?.kind).toBe('required');
    const cases: [string, object][] = [
      ['abc', { kind: 'not-a-number' }],
      ['-1', { kind: 'below-zero' }],
      ['1.1234567', { kind: 'too-many-decimals', decimals: 6 }],
      ['199.999999', { kind: 'below-minimum', minimum: '100' }],
      ['1000.000001', { kind: 'insufficient-balance', current: '1000', required: '1000.000001' }],
    ];
    for (const [text, error] of cases) {
      vm.setAmount(text);
      expect(plain(vm.error), text).toEqual(error);
      expect(vm.review(), text).toBe(false);
    }
    vm.setAmount('200');
    expect(vm.error).toBeNull();
    expect(api.callsOf('save')).toHaveLength(0);
  });

  it('fills Max and 25/50/75 % of the balance, cut to 6 decimals', async () => {
    const { vm, api } = await opened();
    api.balance = api.balance.plus('0.0000009');
    await vm.offer.load();
    vm.setShare(25);
    expect(vm.amountText).toBe('250');
    vm.setShare(100);
    expect(vm.amountText).toBe('1000');
  });

  it('previews daily income, income at maturity, the end date and the release calendar', async () => {
    const { vm, clock } = await opened();
    vm.setAmount('400');
    const preview = vm.preview;
    expect(
      preview && [preview.daily.toFixed(), preview.monthly.toFixed(), preview.atMaturity.toFixed()],
    ).toEqual(['2', '60', '60']);
    expect(preview?.endDate.getTime()).toBe(clock.time + day(30));
    expect(
      preview?.calendar.map((row) => [
        row.time.getTime() - clock.time,
        row.amount.toFixed(),
        row.runningTotal.toFixed(),
      ]),
    ).toEqual([
      [day(10), '20', '20'],
      [day(20), '20', '40'],
      [day(30), '420', '460'],
    ]);
    vm.setAmount('2000');
    expect(vm.preview?.amount.toFixed()).toBe('2000');
    vm.setAmount('10');
    expect(vm.preview).toBeNull();
  });

  it('saves once on a double tap, then clears the amount and shows the position and the new balance', async () => {
    const { vm, api, users } = await opened();
    vm.setAmount('300');
    expect(vm.review()).toBe(true);
    expect(vm.step).toBe('confirm');
    const [first, second] = await Promise.all([vm.confirm(), vm.confirm()]);
    expect([first, second]).toEqual([true, false]);
    expect(api.callsOf('save')).toHaveLength(1);
    expect(vm.saved?.amount.toFixed()).toBe('300');
    expect(vm.amountText).toBe('');
    await settle();
    expect(vm.offer.data?.balance.toFixed()).toBe('700');
    expect(users.calls).toBe(1);
  });

  it('a refusal keeps the input and names the server figures', async () => {
    const { vm, api } = await opened();
    vm.setAmount('500');
    vm.review();
    // Meanwhile the balance went down elsewhere.
    api.balance = api.balance.minus('600');
    expect(await vm.confirm()).toBe(false);
    expect(plain(vm.refusal)).toEqual({ kind: 'insufficient-balance', current: '400', required: '500' });
    expect(vm.amountText).toBe('500');
    expect(vm.step).toBe('form');
    await settle();
    // The balance shown is the server's again, so the rule now says it before anything is sent.
    expect(plain(vm.error)).toEqual({ kind: 'insufficient-balance', current: '400', required: '500' });
    vm.setAmount('300');
    expect(vm.refusal).toBeNull();
  });

  it('a failure without an answer keeps the input; the retry is the same request', async () => {
    const { vm, api } = await opened();
    vm.setAmount('300');
    vm.review();
    api.failWith.save = new AppError('network');
    expect(await vm.confirm()).toBe(false);
    expect(vm.failure).toMatchObject({ kind: 'network' });
    expect(vm.amountText).toBe('300');
    delete api.failWith.save;
    vm.review();
    expect(await vm.confirm()).toBe(true);
    const ids = api.callsOf('save').map(([call]) => (call as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('only an open product can be reviewed; the status follows the clock', async () => {
    const { vm, pass } = await opened(105);
    vm.setAmount('300');
    expect(vm.status).toBe('upcoming');
    expect(vm.review()).toBe(false);
    pass(saleDay(2));
    vm.ticker.tick();
    expect(vm.status).toBe('open');
    expect(vm.review()).toBe(true);
  });

  it('says when the id is missing, and a new product starts fresh', async () => {
    const { vm } = await opened();
    vm.attach({ id: null, active: true });
    expect(vm.missingId).toBe(true);
    vm.attach({ id: 201, active: true });
    await settle();
    expect(vm.product?.kind).toBe('node');
    vm.detach();
    expect(vm.ticker.running).toBe(false);
  });
});
