import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { accountOf, accountValue, fundAvailable, shownAssets } from './asset-display';
import { EXCHANGE_DECIMALS, otherExchangeCoin, validateExchangeAmount } from './exchange-rules';
import {
  categoryCount,
  FUND_RECORD_CATEGORIES,
  fundRecordCategory,
  totalCount,
  typesOfCategory,
} from './fund-record-category';
import { FUND_RECORD_CODES, type FundRecordType, INCOME_RECORD_TYPES } from './fund-record-type';
import type { Account, Assets } from './funds';
import { groupByDay, localDay } from './record-days';

const d = (n: string | number) => new Decimal(n);
const ALL_TYPES = Object.keys(FUND_RECORD_CODES) as FundRecordType[];

describe('fund record categories', () => {
  it('puts every one of the 33 types in exactly one category', () => {
    expect(ALL_TYPES).toHaveLength(33);
    const listed = FUND_RECORD_CATEGORIES.flatMap((category) => typesOfCategory(category));
    expect([...listed].sort()).toEqual([...ALL_TYPES].sort());
    for (const type of ALL_TYPES) expect(typesOfCategory(fundRecordCategory(type))).toContain(type);
  });

  it('makes income exactly the income record types, and an unknown code "other"', () => {
    expect([...typesOfCategory('income')].sort()).toEqual([...INCOME_RECORD_TYPES].sort());
    expect(fundRecordCategory('unknown')).toBe('other');
  });

  it.each([
    ['crossChainDeposit', 'depositWithdraw'],
    ['withdraw', 'depositWithdraw'],
    ['withdrawReturn', 'depositWithdraw'],
    ['transferIn', 'transferExchange'],
    ['transferOut', 'transferExchange'],
    ['exchange', 'transferExchange'],
    ['nodePurchase', 'purchases'],
    ['balancePurchase', 'purchases'],
    ['refundBalance', 'purchases'],
    ['balanceSavings', 'savings'],
    ['savingsRedemption', 'savings'],
    ['speedUpRelease', 'releases'],
    ['goldCarOrderRelease', 'releases'],
    ['registrationVic', 'other'],
    ['deviceIncome', 'income'],
    ['incomeReduction', 'income'],
  ] as const)('%s is %s', (type, category) => {
    expect(fundRecordCategory(type)).toBe(category);
  });

  it('counts a category and the whole log from the counts per type', () => {
    const counts = { exchange: 2, transferIn: 1, deviceIncome: 4, crossChainDeposit: 3 };
    expect(categoryCount('transferExchange', counts)).toBe(3);
    expect(categoryCount('income', counts)).toBe(4);
    expect(categoryCount('savings', counts)).toBe(0);
    expect(totalCount(counts)).toBe(10);
    expect(totalCount({})).toBe(0);
  });
});

const asset = (coin: string, available: string, frozen = '0', usdtValue = available) => ({
  coin,
  available: d(available),
  frozen: d(frozen),
  usdtValue: d(usdtValue),
});

describe('assets as the screen lists them', () => {
  const fund: Account = {
    kind: 'fund',
    assets: [asset('USDT', '50'), asset('VIC', '0'), asset('nadi', '100', '1', '50.5'), asset('XYZ', '2')],
  };
  const assets: Assets = { totalUsdt: d('102.5'), accounts: [fund], prices: {} };

  it('lists NADI and USDT always, then the other coins only where held', () => {
    expect(shownAssets(fund).map((a) => a.coin)).toEqual(['nadi', 'USDT', 'XYZ']);
    const empty = shownAssets({ kind: 'trade', assets: [] });
    expect(empty.map((a) => [a.coin, a.available.toFixed()])).toEqual([
      ['NADI', '0'],
      ['USDT', '0'],
    ]);
    const frozenVic = shownAssets({ kind: 'trade', assets: [asset('VIC', '0', '3')] });
    expect(frozenVic.map((a) => a.coin)).toEqual(['NADI', 'USDT', 'VIC']);
  });

  it("sums an account's value exactly and finds an account, empty when the answer leaves it out", () => {
    expect(accountValue(fund).toFixed()).toBe('102.5');
    expect(accountOf(assets, 'fund')).toBe(fund);
    expect(accountOf(assets, 'destroyQuota')).toEqual({ kind: 'destroyQuota', assets: [] });
  });

  it('reads what the fund account holds available of a coin, whatever its case', () => {
    expect(fundAvailable(assets, 'NADI').toFixed()).toBe('100');
    expect(fundAvailable(assets, 'usdt').toFixed()).toBe('50');
    expect(fundAvailable(assets, 'BNB').toFixed()).toBe('0');
  });
});

describe('exchange amount', () => {
  it('goes NADI ↔ USDT', () => {
    expect(otherExchangeCoin('NADI')).toBe('USDT');
    expect(otherExchangeCoin('USDT')).toBe('NADI');
  });

  it.each([
    ['', 'required'],
    ['abc', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['-1', 'below-zero'],
    ['0', 'zero'],
    ['1.1234567', 'too-many-decimals'],
    ['100.000001', 'above-available'],
  ])('refuses %j as %s', (text, kind) => {
    const result = validateExchangeAmount(text, d(100));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe(kind);
  });

  it('accepts up to 6 decimals and the whole balance, and skips the balance while it is unknown', () => {
    expect(EXCHANGE_DECIMALS).toBe(6);
    const whole = validateExchangeAmount('100', d(100));
    expect(whole.ok && whole.value.toFixed()).toBe('100');
    const fine = validateExchangeAmount('0.123456', d(100));
    expect(fine.ok && fine.value.toFixed()).toBe('0.123456');
    expect(validateExchangeAmount('5000', null).ok).toBe(true);
  });
});

describe('records by day', () => {
  const at = (y: number, m: number, day: number, h: number, id: number) => ({
    id,
    createdAt: new Date(y, m - 1, day, h),
  });

  it('keeps records of one local day together, in the order given', () => {
    const records = [at(2026, 11, 21, 9, 1), at(2026, 11, 21, 0, 2), at(2026, 11, 20, 23, 3)];
    const days = groupByDay(records);
    expect(days.map((g) => [g.day, g.items.map((r) => r.id)])).toEqual([
      ['2026-11-21', [1, 2]],
      ['2026-11-20', [3]],
    ]);
    expect(days[0]?.date).toBe(records[0]?.createdAt);
    expect(localDay(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });

  it('gives an invalid date a day of its own and takes another day rule', () => {
    const bad = { id: 9, createdAt: new Date(Number.NaN) };
    expect(groupByDay([bad]).map((g) => g.day)).toEqual(['']);
    const byYear = groupByDay([at(2026, 1, 1, 1, 1), at(2026, 5, 1, 1, 2)], (date) =>
      String(date.getFullYear()),
    );
    expect(byYear).toHaveLength(1);
    expect(groupByDay([])).toEqual([]);
  });
});
