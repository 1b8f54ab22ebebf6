import type Decimal from 'decimal.js';
import {
  amountOrZero,
  clampAtZero,
  divideAmounts,
  fromCount,
  multiplyAmounts,
  subtractAmounts,
} from '../shared/money';

/** Daily income = pledged amount × day_rate. */
export const pledgeDailyIncome = (amount: Decimal, dayRate: Decimal): Decimal =>
  multiplyAmounts(amount, dayRate);

/** Monthly income = pledged amount × month_rate (the product's own monthly rate, not 30 × day_rate). */
export const pledgeMonthlyIncome = (amount: Decimal, monthRate: Decimal): Decimal =>
  multiplyAmounts(amount, monthRate);

/** Released per period = principal × release rate. */
export const releasePerPeriod = (principal: Decimal, releaseRate: Decimal): Decimal =>
  multiplyAmounts(principal, releaseRate);

/** Released after k periods = principal × rate × k, capped at the principal (the last release tops it up). */
export function releasedAfter(principal: Decimal, releaseRate: Decimal, releases: number): Decimal {
  const released = multiplyAmounts(
    releasePerPeriod(principal, releaseRate),
    fromCount(Math.max(releases, 0)),
  );
  return released.gt(principal) ? principal : released;
}

/** Still locked after k periods = principal − released, never negative. */
export const lockedAfter = (principal: Decimal, releaseRate: Decimal, releases: number): Decimal =>
  clampAtZero(subtractAmounts(principal, releasedAfter(principal, releaseRate, releases)));

/** Periods needed to release everything = ⌈1 / rate⌉; null when the rate is 0 or less (never fully released). */
export function releasePeriods(releaseRate: Decimal): number | null {
  if (!releaseRate.gt(0)) return null;
  return divideAmounts(amountOrZero('1'), releaseRate)?.ceil().toNumber() ?? null;
}
