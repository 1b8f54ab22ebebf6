import Decimal from 'decimal.js';
import { addAmounts } from '../shared/money';
import type { MoneyRecord } from './funds';
import { localDay } from './record-days';

/** How many days the income chart covers, today included. */
export const INCOME_CHART_DAYS = 30;

/** One day of the chart: its `YYYY-MM-DD` (device time zone), its date, and the income per coin. */
export interface IncomeDay {
  readonly day: string;
  readonly date: Date;
  readonly totals: Readonly<Record<string, Decimal>>;
}

/** The first moment of the chart's range: midnight (device time zone) `days - 1` days before `now`. */
export function incomeRangeStart(now: Date, days: number = INCOME_CHART_DAYS): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
}

/**
 * Income by day over the last `days` days up to `now`, oldest first, one entry per calendar day (a day
 * without income has no totals), summed exactly per coin (an income reduction counts negative). Records
 * outside the range, or with an invalid time, are left out.
 */
export function incomeByDay(
  records: readonly MoneyRecord[],
  now: Date,
  days: number = INCOME_CHART_DAYS,
): readonly IncomeDay[] {
  const start = incomeRangeStart(now, days);
  const chart = Array.from({ length: days }, (_, i) => {
    const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + i);
    return { day: localDay(date), date, totals: {} as Record<string, Decimal> };
  });
  const byDay = new Map(chart.map((entry) => [entry.day, entry]));
  for (const record of records) {
    const time = record.createdAt.getTime();
    if (Number.isNaN(time) || time < start.getTime() || time > now.getTime()) continue;
    const entry = byDay.get(localDay(record.createdAt));
    if (!entry) continue;
    entry.totals[record.coin] = addAmounts(entry.totals[record.coin] ?? new Decimal(0), record.amount);
  }
  return chart;
}

/** The coins that appear in the chart, in order of first appearance. */
export const incomeCoins = (chart: readonly IncomeDay[]): readonly string[] => [
  ...new Set(chart.flatMap((entry) => Object.keys(entry.totals))),
];
