import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeFundsApi } from '../../../../tests/fakes/fake-funds-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { settle } from '../../../../tests/support/settle';
import { ExportMoneyLogUseCase } from '../../../application/funds/export-money-log.use-case';
import { IncomeByDayUseCase } from '../../../application/funds/income-by-day.use-case';
import { AmountPrivacyStore } from '../../../application/shared/amount-privacy.store';
import type { FundRecordType } from '../../../domain/funds/fund-record-type';
import type { MoneyRecord } from '../../../domain/funds/funds';
import { AppError } from '../../../domain/shared/app-error';
import { IncomeVm } from './income.vm';
import { MoneyLogVm } from './money-log.vm';

const d = (n: string | number) => new Decimal(n);

/** Records newest first: `perDay` records a day, going back from 21 November 2026 (local time). */
function records(types: readonly FundRecordType[], perDay = 3): MoneyRecord[] {
  return types.map((type, i) => ({
    id: i + 1,
    type,
    coin: type === 'deviceIncome' ? 'NADI' : 'USDT',
    amount: type === 'transferOut' ? d('-2.5') : d('1.25'),
    account: 'fund',
    ref: null,
    createdAt: new Date(2026, 10, 21 - Math.floor(i / perDay), 12 - (i % perDay)),
  }));
}

function setup(types: readonly FundRecordType[]) {
  const api = new FakeFundsApi();
  api.records = records(types);
  return { api, vm: new MoneyLogVm(api, new ExportMoneyLogUseCase(api)) };
}

describe('the money log', () => {
  it('exports every record of the category, however many pages, not only those on screen', async () => {
    const many = Array.from(
      { length: 230 },
      (_, i) => (i % 2 ? 'exchange' : 'crossChainDeposit') as FundRecordType,
    );
    const { vm, api } = setup(many);
    vm.attach({ active: true });
    await settle();
    expect(vm.list.items).toHaveLength(10);
    const seen: number[] = [];
    const words = {
      columns: ['date', 'type', 'account', 'coin', 'amount'],
      typeName: String,
      accountName: String,
    } as const;
    const exporting = vm.exportCsv(words);
    expect(vm.canExport).toBe(false);
    const file = await exporting;
    expect(file?.text.trim().split('\r\n')).toHaveLength(231);
    expect(vm.exported?.rows).toBe(230);
    expect(vm.exporting).toBeNull();
    vm.setFilter('transferExchange');
    await settle();
    const exchanges = await new ExportMoneyLogUseCase(api).execute(['exchange'], (p) => seen.push(p.loaded));
    expect(exchanges).toHaveLength(115);
    expect(seen).toEqual([100, 115]);
    const categoryFile = await vm.exportCsv(words);
    expect(categoryFile?.text.trim().split('\r\n')).toHaveLength(116);
    expect(vm.exported).toEqual({ rows: 115, name: categoryFile?.name });
  });

  it('loads the whole log by day, with the count badges of every filter', async () => {
    const { vm } = setup(['exchange', 'transferOut', 'transferIn', 'deviceIncome', 'crossChainDeposit']);
    vm.attach({ active: true });
    await settle();
    expect(vm.days.map((day) => [day.day, day.items.map((r) => r.type)])).toEqual([
      ['2026-11-21', ['exchange', 'transferOut', 'transferIn']],
      ['2026-11-20', ['deviceIncome', 'crossChainDeposit']],
    ]);
    expect(vm.countOf(null)).toBe(5);
    expect(vm.countOf('transferExchange')).toBe(3);
    expect(vm.countOf('income')).toBe(1);
    expect(vm.countOf('depositWithdraw')).toBe(1);
    expect(vm.countOf('savings')).toBe(0);
  });

  it("asks the money log for a category's types, or for everything", async () => {
    const { api, vm } = setup(['exchange']);
    vm.attach({ active: true });
    await settle();
    vm.setFilter('transferExchange');
    await vm.list.loadMore();
    await settle();
    expect(api.callsOf('moneyLog')).toEqual([
      [{ page: 1, pageSize: 10 }, undefined],
      [{ page: 1, pageSize: 10 }, ['transferOut', 'transferIn', 'exchange']],
    ]);
  });

  it("filters by category (asking for its types), each filter's list kept while switching", async () => {
    const { api, vm } = setup(['exchange', 'deviceIncome', 'transferIn']);
    expect(vm.countOf(null)).toBeNull();
    vm.attach({ active: true });
    await settle();
    vm.setFilter('income');
    await settle();
    expect(vm.list.items.map((r) => r.type)).toEqual(['deviceIncome']);
    expect(api.callsOf('moneyLog').at(-1)?.[1]).toContain('deviceIncome');
    expect(vm.countOf(null)).toBe(3);
    vm.setFilter('income');
    expect(api.callsOf('moneyLog')).toHaveLength(2);
    vm.setFilter(null);
    expect(vm.list.items).toHaveLength(3);
  });

  it('pages by 10 as the list scrolls, and refreshes on each new visit', async () => {
    const { api, vm } = setup(Array.from({ length: 23 }, () => 'exchange' as const));
    vm.attach({ active: true });
    await settle();
    expect(vm.list.items).toHaveLength(10);
    await vm.loadMore();
    await vm.loadMore();
    expect(vm.list.items).toHaveLength(23);
    expect(vm.list.hasMore).toBe(false);
    vm.detach();
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('moneyLog').map(([page]) => page)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
      { page: 3, pageSize: 10 },
      { page: 1, pageSize: 10 },
    ]);
  });

  it('says when the log is empty, and keeps the records when a refresh fails', async () => {
    const empty = setup([]);
    empty.vm.attach({ active: true });
    await settle();
    expect(empty.vm.list.empty).toBe(true);

    const { api, vm } = setup(['exchange']);
    vm.attach({ active: true });
    await settle();
    api.failWith.moneyLog = new AppError('network');
    await vm.refresh();
    expect(vm.list.items).toHaveLength(1);
    expect(vm.list.error).toBeInstanceOf(AppError);
  });
});

/** The income record over `api`, on 21 November 2026 at 18:00 local time. */
const incomeVm = (api: FakeFundsApi) =>
  new IncomeVm(api, new AmountPrivacyStore(new InMemoryStorage()), new IncomeByDayUseCase(api), {
    now: () => new Date(2026, 10, 21, 18).getTime(),
  });

describe('the income record', () => {
  it('lists income only, by day, with the totals per coin', async () => {
    const api = new FakeFundsApi();
    api.records = records(['deviceIncome', 'exchange', 'deviceIncome', 'transferIn']);
    const vm = incomeVm(api);
    expect(vm.totals).toBeNull();
    vm.attach({ active: true });
    await settle();
    expect(vm.list.items.map((r) => r.type)).toEqual(['deviceIncome', 'deviceIncome']);
    expect(vm.days).toHaveLength(1);
    expect(vm.totals?.map((t) => [t.coin, t.today.toFixed(), t.total.toFixed()])).toEqual([
      ['NADI', '2.5', '2.5'],
    ]);
    api.failWith.incomeLog = new AppError('network');
    await vm.refresh();
    expect(vm.list.items).toHaveLength(2);
    await vm.loadMore();
    vm.detach();
  });
});

describe('the income chart', () => {
  it('sums the last 30 days of income by day per coin, every income page read, and shows a tapped day', async () => {
    const api = new FakeFundsApi();
    // Eight income records a day over 40 days: pages of 100 are read until one reaches past the 30 days.
    api.records = records(
      Array.from({ length: 320 }, () => 'deviceIncome'),
      8,
    );
    const vm = incomeVm(api);
    vm.attach({ active: true });
    await settle();
    const chart = vm.chart;
    expect(chart.days.data).toHaveLength(30);
    const chartPages = api.callsOf('incomeLog').filter(([q]) => (q as { pageSize: number }).pageSize === 100);
    expect(chartPages.map(([q]) => (q as { page: number }).page)).toEqual([1, 2, 3]);
    expect(chart.coins).toEqual(['NADI']);
    expect(chart.coin).toBe('NADI');
    const bars = chart.bars;
    expect(bars[0]?.day.day).toBe('2026-10-23');
    expect(bars[29]?.day.day).toBe('2026-11-21');
    // 8 x 1.25 NADI each day, exactly.
    expect(bars.map((bar) => bar.value?.toFixed())).toEqual(Array.from({ length: 30 }, () => '10'));
    expect(bars.every((bar) => bar.height === 1)).toBe(true);
    expect(chart.selected).toBeNull();
    chart.selectDay('2026-11-20');
    expect(chart.selected?.value?.toFixed()).toBe('10');
    chart.selectDay('2026-11-20');
    expect(chart.selected).toBeNull();
    vm.detach();
  });

  it('shows an empty chart for a person without income, and the failure of its load', async () => {
    const api = new FakeFundsApi();
    api.records = records(['exchange', 'transferIn']);
    const vm = incomeVm(api);
    vm.attach({ active: true });
    await settle();
    expect(vm.chart.coins).toEqual([]);
    expect(vm.chart.bars.every((bar) => bar.value === null && bar.height === 0)).toBe(true);
    api.failWith.incomeLog = new AppError('network');
    await vm.refresh();
    expect(vm.chart.days.error).toBeInstanceOf(AppError);
  });
});
