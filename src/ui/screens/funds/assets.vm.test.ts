import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeFundsApi } from '../../../../tests/fakes/fake-funds-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { settle } from '../../../../tests/support/settle';
import { IncomeByDayUseCase } from '../../../application/funds/income-by-day.use-case';
import { AmountPrivacyStore } from '../../../application/shared/amount-privacy.store';
import { AppError } from '../../../domain/shared/app-error';
import { AssetsVm } from './assets.vm';
import { IncomeVm } from './income.vm';

const d = (n: string | number) => new Decimal(n);

function setup(storage = new InMemoryStorage()) {
  const api = new FakeFundsApi();
  const privacy = new AmountPrivacyStore(storage);
  const vm = new AssetsVm(api, privacy);
  return { api, vm, storage, privacy };
}

describe('the assets page', () => {
  it('shows the three accounts per coin with their values and the total in USDT', async () => {
    const { api, vm } = setup();
    api.balances.fund.VIC = d(30);
    api.balances.trade.VIC = d(0);
    expect(vm.firstLoad).toBe(true);
    vm.attach({ active: true });
    await settle();
    expect(vm.firstLoad).toBe(false);
    expect(vm.totalUsdt?.toFixed()).toBe('123');
    const rows = vm.accounts.map((account) => [
      account.kind,
      account.value.toFixed(),
      account.assets.map((a) => `${a.coin} ${a.available.toFixed()}`),
    ]);
    expect(rows).toEqual([
      ['fund', '103', ['NADI 100', 'USDT 50', 'VIC 30']],
      ['trade', '0', ['NADI 0', 'USDT 0']],
      ['destroyQuota', '20', ['NADI 0', 'USDT 20']],
    ]);
  });

  it('reloads on each new visit only, and keeps the figures when a reload fails', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('assets')).toHaveLength(1);
    vm.attach({ active: false });
    api.failWith.assets = new AppError('network');
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('assets')).toHaveLength(2);
    expect(vm.totalUsdt?.toFixed()).toBe('120');
    expect(vm.refreshFailure).toBeInstanceOf(AppError);
    expect(vm.loadFailure).toBeNull();
    vm.detach();
  });

  it('says why when the first load fails, and retries', async () => {
    const { api, vm } = setup();
    api.failWith.assets = new AppError('timeout');
    vm.attach({ active: true });
    await settle();
    expect(vm.loadFailure).toBeInstanceOf(AppError);
    expect(vm.accounts).toEqual([]);
    api.failWith = {};
    await vm.refresh();
    expect(vm.loadFailure).toBeNull();
    expect(vm.accounts).toHaveLength(3);
  });

  it('hides the amounts, remembered in storage for the next visit and shared with the income record', () => {
    const { vm, storage, privacy } = setup();
    expect(vm.hidden).toBe(false);
    vm.toggleHidden();
    expect(vm.hidden).toBe(true);
    expect(storage.getLocal('hideAmounts')).toBe('1');
    expect(setup(storage).vm.hidden).toBe(true);
    const funds = new FakeFundsApi();
    const income = new IncomeVm(funds, privacy, new IncomeByDayUseCase(funds), {
      now: () => 0,
    });
    expect(income.hidden).toBe(true);
    income.toggleHidden();
    expect(vm.hidden).toBe(false);
  });
});
