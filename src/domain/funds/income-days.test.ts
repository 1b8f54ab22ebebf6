import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { MoneyRecord } from './funds';
import { incomeByDay, incomeCoins, incomeRangeStart } from './income-days';

const at = (day: number, hour = 12) => new Date(2026, 10, day, hour);
const income = (createdAt: Date, amount: string, coin = 'NADI'): MoneyRecord => ({
  id: 1,
  type: 'deviceIncome',
  coin,
  amount: new Decimal(amount),
  account: 'fund',
  ref: null,
  createdAt,
});

describe('incomeByDay', () => {
  const now = at(21, 18);

  it('has one entry per day of the last 30, oldest first, today last', () => {
    const chart = incomeByDay([], now);
    expect(chart).toHaveLength(30);
    expect(chart[0]?.day).toBe('2026-10-23');
    expect(chart[29]?.day).toBe('2026-11-21');
    expect(incomeRangeStart(now)).toEqual(new Date(2026, 9, 23));
  });

  it('sums exactly per day and coin, negative reductions included, and leaves out what is outside', () => {
    const chart = incomeByDay(
      [
        income(at(21, 9), '0.1'),
        income(at(21, 8), '0.2'),
        income(at(21, 7), '0.000000000000000001'),
        income(at(20), '5', 'USDT'),
        income(at(20), '-1.5', 'USDT'),
        income(new Date(2026, 9, 22, 23, 59), '100'), // the day before the range
        income(at(22), '7'), // tomorrow
        income(new Date(Number.NaN), '9'),
      ],
      now,
    );
    expect(chart[29]?.totals.NADI?.toFixed()).toBe('0.300000000000000001');
    expect(chart[28]?.totals.USDT?.toFixed()).toBe('3.5');
    expect(chart[0]?.totals).toEqual({});
    expect(incomeCoins(chart)).toEqual(['USDT', 'NADI']);
  });
});
