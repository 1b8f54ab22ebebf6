import Decimal from 'decimal.js';
import { amountOrZero, multiplyAmounts, parseAmount } from './money';
import { formatAmount } from './money-format';
import type { Result } from './result';

/**
 * Wire rates (withdraw_rate, machine_rate, day_rate, month_rate, release rate) are fractions: '0.05' means 5%.
 * They parse exactly like amounts, so a rate never passes through a float either.
 */
export const parseRate = (text: string): Result<Decimal, { readonly kind: 'required' | 'not-a-number' }> =>
  parseAmount(text);

const HUNDRED = new Decimal(100);

/** A fraction as percentage text: 0.05 → '5%', 0.0125 → '1.25%'; at most 6 decimals, truncated; empty → '0%'. */
export const toPercent = (rate: Decimal | string | null | undefined): string =>
  `${formatAmount(multiplyAmounts(amountOrZero(rate), HUNDRED))}%`;

/** amount × rate, exact (a 5% fee on 200 is 10). */
export const applyRate = (amount: Decimal, rate: Decimal): Decimal => multiplyAmounts(amount, rate);
