import Decimal from 'decimal.js';
import { addAmounts, clampAtZero, fromCount, multiplyAmounts, subtractAmounts } from '../shared/money';
import type { GoldPriceLock } from './gold';

/** What one purchase of gold goods costs, piece by piece (the detail's and the confirm page's breakdown). */
export interface GoldPriceBreakdown {
  /** grams × gold price: the gold in one unit. */
  readonly goldValue: Decimal;
  readonly handicraftFee: Decimal;
  /** goldValue + handicraftFee. */
  readonly unitPrice: Decimal;
  readonly num: number;
  /** unitPrice × num. */
  readonly total: Decimal;
}

/** The breakdown of `num` units of goods of `grams` at `goldPrice` USDT a gram with a fee per unit. */
export function goldPriceBreakdown(
  goldPrice: Decimal,
  grams: Decimal,
  handicraftFee: Decimal,
  num: number,
): GoldPriceBreakdown {
  const goldValue = multiplyAmounts(goldPrice, grams);
  const unitPrice = addAmounts(goldValue, handicraftFee);
  return { goldValue, handicraftFee, unitPrice, num, total: multiplyAmounts(unitPrice, fromCount(num)) };
}

/** Whether the price moved between two looks (a moved price is put to the buyer again). */
export const goldPriceMoved = (before: Decimal, after: Decimal): boolean => !before.eq(after);

/** What is still to be released of a release record. */
export const releaseRemaining = (amount: Decimal, released: Decimal): Decimal =>
  clampAtZero(subtractAmounts(amount, released));

/** Released share of the amount, 0..100, whole percent rounded down (the progress bar). */
export function releasePercent(amount: Decimal, released: Decimal): number {
  if (amount.lte(0)) return 0;
  const percent = released.div(amount).times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
  return Math.min(100, Math.max(0, percent));
}

/** The breakdown of a price lock, as the server priced it (its unit price less its fee is the gold). */
export const lockBreakdown = (lock: GoldPriceLock): GoldPriceBreakdown => ({
  goldValue: subtractAmounts(lock.unitPrice, lock.handicraftFee),
  handicraftFee: lock.handicraftFee,
  unitPrice: lock.unitPrice,
  num: lock.num,
  total: lock.totalPrice,
});
