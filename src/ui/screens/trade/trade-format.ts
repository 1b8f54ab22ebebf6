import Decimal from 'decimal.js';
import { formatAmount } from '../../../domain/shared/money-format';

/** The pair's grid when the pairs call has not answered yet: 0.00001 USDT and 0.01 NADI. */
export const DEFAULT_PRICE_DECIMALS = 5;
export const DEFAULT_QUANTITY_DECIMALS = 2;

/**
 * A value with exactly `decimals` decimals, truncated toward zero (never shown larger than it is), grouped by
 * the app's one rule (formatAmount): book and ticker prices keep their trailing zeros so the columns line up.
 */
export function fixedText(value: Decimal, decimals: number): string {
  const grouped = formatAmount(value.toDecimalPlaces(decimals, Decimal.ROUND_DOWN), decimals);
  if (decimals === 0) return grouped;
  const [whole, fraction = ''] = grouped.split('.');
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/** A signed percentage with two decimals: "+1.25%", "-0.40%", "0.00%". */
export function percentText(value: Decimal): string {
  const fixed = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const text = fixed.isZero() ? '0.00' : fixed.toFixed(2);
  return `${fixed.isPositive() && !fixed.isZero() ? '+' : ''}${text}%`;
}

/** Which colour a change takes: up (green by default, red in red-up mode), down, or neither. */
export function direction(value: Decimal | null | undefined): 'up' | 'down' | 'flat' {
  if (!value || value.isZero()) return 'flat';
  return value.isPositive() ? 'up' : 'down';
}
