import type Decimal from 'decimal.js';
import type { PledgeProduct } from '../../../domain/pledge/pledge';
import { pledgeDailyIncome, pledgeMonthlyIncome } from '../../../domain/pledge/pledge-math';
import { incomeAtMaturity, type ReleaseRow, releaseCalendar } from '../../../domain/pledge/pledge-schedule';
import type { Result } from '../../../domain/shared/result';
import type { AmountError, InsufficientBalance } from '../../../domain/shared/validation';

/** What saving the typed amount now would bring. */
export interface PledgePreview {
  readonly amount: Decimal;
  readonly daily: Decimal;
  readonly monthly: Decimal;
  readonly atMaturity: Decimal;
  readonly endDate: Date;
  /** Every release: date, amount, running total. */
  readonly calendar: readonly ReleaseRow[];
}

/**
 * The preview of an amount checked by `validatePledge`, saved in `product` at `start`: daily and monthly
 * income, income at maturity, the end date and the release calendar. Too much for the balance still shows
 * what it would bring; other failures show nothing (null).
 */
export function pledgePreview(
  product: PledgeProduct,
  check: Result<Decimal, AmountError | InsufficientBalance>,
  start: Date,
): PledgePreview | null {
  const amount = check.ok
    ? check.value
    : check.error.kind === 'insufficient-balance'
      ? check.error.required
      : null;
  if (!amount) return null;
  const calendar = releaseCalendar(product, amount, start);
  return {
    amount,
    daily: pledgeDailyIncome(amount, product.dayRate),
    monthly: pledgeMonthlyIncome(amount, product.monthRate),
    atMaturity: incomeAtMaturity(calendar),
    endDate: new Date(start.getTime() + product.days * product.dayMs),
    calendar,
  };
}
