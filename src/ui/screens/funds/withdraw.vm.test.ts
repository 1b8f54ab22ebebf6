import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeFundsApi, SAMPLE_WALLET } from '../../../../tests/fakes/fake-funds-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { settle, settleFakeTimers } from '../../../../tests/support/settle';
import { WithdrawFundsUseCase } from '../../../application/funds/withdraw-funds.use-case';
import { ConnectivityStore } from '../../../application/shared/connectivity.store';
import { LocaleStore } from '../../../application/shared/locale.store';
import type { NewWithdrawal } from '../../../domain/funds/funds';
import { AppError } from '../../../domain/shared/app-error';
import { LIVE_POLL_MS } from './deposit-live-list';
import { WithdrawVm } from './withdraw.vm';
import { WithdrawListVm } from './withdraw-list.vm';

async function setup(storage = new InMemoryStorage(), api = new FakeFundsApi()) {
  const connectivity = new ConnectivityStore();
  const vm = new WithdrawVm(new WithdrawFundsUseCase(api, storage), connectivity);
  vm.attach({ active: true });
  await settle();
  return { api, storage, vm, connectivity };
}

const sent = (api: FakeFundsApi) => api.callsOf('withdraw').map(([input]) => input as NewWithdrawal);

describe('WithdrawVm', () => {
  it('refuses to withdraw offline, at once and without queueing anything; back online it may', async () => {
    const { api, vm, connectivity } = await setup();
    vm.setAmount('20');
    expect(vm.review()).toBe(true);
    connectivity.setOnline(false);
    expect(vm.moneyBlock).toBe('offline');
    expect(await vm.confirm()).toBe(false);
    vm.cancelReview();
    expect(vm.review()).toBe(false);
    expect(sent(api)).toEqual([]);
    connectivity.setOnline(true);
    expect(vm.moneyBlock).toBeNull();
    expect(vm.review()).toBe(true);
    expect(await vm.confirm()).toBe(true);
    expect(sent(api)).toHaveLength(1);
  });

  it('shows the logged-in address and the available NADI; Max fills it in', async () => {
    const { vm } = await setup();
    expect(vm.config.data?.address).toBe(SAMPLE_WALLET);
    vm.setMax();
    expect(vm.amountText).toBe('100');
  });

  it('cuts Max to 6 decimals, never rounding up', async () => {
    const api = new FakeFundsApi();
    api.balances.fund.NADI = new Decimal('12.34567891');
    const { vm } = await setup(new InMemoryStorage(), api);
    vm.setMax();
    expect(vm.amountText).toBe('12.345678');
  });

  it.each([
    ['', 'required'],
    ['abc', 'not-a-number'],
    ['-1', 'below-zero'],
    ['0.5', 'below-minimum'],
    ['1.0000001', 'too-many-decimals'],
    ['100.5', 'above-available'],
  ])('refuses %j (%s) with nothing sent', async (text, kind) => {
    const { api, vm } = await setup();
    vm.setAmount(text);
    expect(vm.review()).toBe(false);
    expect(vm.error?.kind).toBe(kind);
    expect(vm.step).toBe('form');
    expect(await vm.confirm()).toBe(false);
    expect(api.callsOf('withdraw')).toHaveLength(0);
  });

  it('drops an unconfirmed review when the page is hidden', async () => {
    const { vm } = await setup();
    vm.setAmount('5');
    vm.review();
    vm.attach({ active: false });
    expect(vm.step).toBe('form');
    expect(vm.amountText).toBe('5');
  });

  it('says the minimum of 1 clearly', async () => {
    const { vm } = await setup();
    vm.setAmount('0.5');
    vm.review();
    expect(vm.error).toEqual({ kind: 'below-minimum', minimum: new Decimal(1) });
  });

  it('refuses above the review limit the server names, before anything is sent', async () => {
    const { vm, api } = await setup();
    api.balances.fund.NADI = new Decimal(20000);
    await vm.config.load();
    vm.setAmount('15000');
    expect(vm.review()).toBe(false);
    expect(vm.error).toEqual({ kind: 'above-review-limit', limit: new Decimal(10000) });
    expect(sent(api)).toEqual([]);
    vm.setAmount('10000');
    expect(vm.quote?.fee.toFixed()).toBe('100');
    expect(vm.quote?.received.toFixed()).toBe('9900');
  });

  it('shows the fee and what arrives before confirming, then withdraws once on a double tap', async () => {
    const { api, vm } = await setup();
    vm.setAmount('20');
    expect(vm.quote?.fee.toFixed()).toBe('0.2');
    expect(vm.quote?.received.toFixed()).toBe('19.8');
    expect(vm.review()).toBe(true);
    expect(vm.step).toBe('confirm');
    const first = vm.confirm();
    const second = vm.confirm();
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(sent(api)).toHaveLength(1);
    expect(vm.done?.received.toFixed()).toBe('19.8');
    expect(vm.amountText).toBe('');
    await settle();
    expect(vm.config.data?.available.toFixed()).toBe('80');
  });

  it('ends a server refusal in its figures and keeps what was typed', async () => {
    const { api, vm } = await setup();
    api.failWith.withdraw = new AppError('server-exception', {
      code: 4101,
      current: new Decimal(3),
      required: new Decimal(5),
    });
    vm.setAmount('5');
    vm.review();
    expect(await vm.confirm()).toBe(false);
    expect(vm.refusal).toEqual({
      kind: 'insufficient-balance',
      current: new Decimal(3),
      required: new Decimal(5),
    });
    expect(vm.amountText).toBe('5');
    expect(vm.pending).toBeNull();
    expect(vm.step).toBe('form');
  });

  it.each([
    [4201, 'below-minimum'],
    [4202, 'wrong-coin'],
  ])('names the refusal %d as %s', async (code, kind) => {
    const { api, vm } = await setup();
    api.failWith.withdraw = new AppError('server-exception', { code });
    vm.setAmount('5');
    vm.review();
    await vm.confirm();
    expect(vm.refusal?.kind).toBe(kind);
  });

  it('after no answer, keeps the request through a reload, finds it on the list and never withdraws twice', async () => {
    const storage = new InMemoryStorage();
    const { api, vm } = await setup(storage);
    api.failWith.withdraw = new AppError('network');
    vm.setAmount('10');
    vm.review();
    expect(await vm.confirm()).toBe(false);
    expect(vm.uncertain).toBe(true);
    expect(vm.pending?.amount.toFixed()).toBe('10');
    // The form stays closed while the outcome is unknown.
    vm.setAmount('3');
    expect(vm.review()).toBe(false);

    // Sending again reuses the same request id; the server makes it once.
    delete api.failWith.withdraw;
    expect(await vm.retryPending()).toBe(true);
    const ids = sent(api).map((input) => input.requestId);
    expect(new Set(ids).size).toBe(1);
    expect(vm.pending).toBeNull();

    // A reload after a lost answer: the new page finds the withdrawal on the list.
    api.failWith.withdraw = new AppError('timeout');
    vm.setAmount('4');
    vm.review();
    await vm.confirm();
    delete api.failWith.withdraw;
    const requestId = sent(api).at(-1)?.requestId ?? '';
    await api.withdraw({ coin: 'NADI', amount: new Decimal(4), requestId });
    const reloaded = await setup(storage, api);
    expect(reloaded.vm.pending).toBeNull();
    expect(reloaded.vm.done?.requestId).toBe(requestId);
    expect(api.withdrawalList.filter((w) => w.requestId === requestId)).toHaveLength(1);
  });

  it('lets a pending withdrawal not on the list be sent again or forgotten', async () => {
    const storage = new InMemoryStorage();
    storage.setSession('withdrawRequest', { requestId: 'r-lost-00001', amount: '2' });
    const { vm } = await setup(storage);
    expect(vm.pending?.requestId).toBe('r-lost-00001');
    vm.discardPending();
    expect(vm.pending).toBeNull();
    expect(storage.getSession('withdrawRequest')).toBeNull();
  });
});

describe('WithdrawListVm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows a withdrawal live until it is complete, and words it per language', async () => {
    vi.useFakeTimers();
    const api = new FakeFundsApi();
    const made = await api.withdraw({ coin: 'NADI', amount: new Decimal(10), requestId: 'r-live-00001' });
    const locale = new LocaleStore(new InMemoryStorage(), testAppConfig({ defaultLocale: 'en' }));
    const vm = new WithdrawListVm(api, locale);
    vm.attach({ active: true });
    await settleFakeTimers();
    expect(vm.wording).toBe('chain');
    expect(vm.updating).toBe(true);
    api.withdrawalList = [{ ...made, status: 'confirming', confirmations: 1, txHash: '0xabc' }];
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(vm.list.items[0]?.confirmations).toBe(1);
    api.withdrawalList = [{ ...made, status: 'completed', confirmations: 3, txHash: '0xabc' }];
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(vm.updating).toBe(false);
    const calls = api.callsOf('withdrawals').length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 4);
    expect(api.callsOf('withdrawals')).toHaveLength(calls);
    locale.setLocale('ja');
    expect(vm.wording).toBe('review');
    vm.detach();
  });
});
