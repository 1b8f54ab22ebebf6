import Decimal from 'decimal.js';
import { amountOrZero } from './money';

/** The spec's display precision: amounts show at most 6 decimals. */
export const DISPLAY_DECIMALS = 6;

type AmountInput = Decimal | string | null | undefined;

/**
 * Plain text of an amount, for a form field or a file (no grouping): at most `decimals` decimals, truncated
 * toward zero (never rounded up, so a balance is never shown larger than it is), trailing zeros dropped, never
 * exponent form, '0' when the value is empty, invalid or not finite. Validation belongs to parseAmount.
 */
export function formatPlainAmount(value: AmountInput, decimals: number = DISPLAY_DECIMALS): string {
  const truncated = amountOrZero(value).toDecimalPlaces(wholeDecimals(decimals), Decimal.ROUND_DOWN);
  // toFixed() without places prints plain notation whatever the exponent, and a truncated -0.0000001 is 0.
  return truncated.isZero() ? '0' : truncated.toFixed();
}

/**
 * The one display rule of an amount on screen (decision 2026-11-28-one-number-format): the plain text of
 * formatPlainAmount with its whole part grouped by thousands, ',' between groups and '.' before the
 * decimals in every language (the symbols the amount fields accept): 1,234.5.
 */
export function formatAmount(value: AmountInput, decimals: number = DISPLAY_DECIMALS): string {
  return groupThousands(formatPlainAmount(value, decimals));
}

function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * The kinds of figure, each with its precision (written here and nowhere else):
 * - balance: an amount of money that exists (a balance, a price the server set, a record): the spec's 6
 *   decimals, truncated, so it is never shown larger than it is;
 * - rate: what one coin is worth in another (1 USDT = 12.1212 NADI): 6 significant digits, at most 8 decimals;
 * - conversion: an amount worked out from a rate, shown with "≈" (a value in USDT, the NADI a minimum in
 *   USDT comes to): the coin's conversion decimals, rounded up when it is a minimum to reach and half up
 *   otherwise. Display only: the money math keeps every digit.
 */
export type FigureKind = 'balance' | 'rate' | 'conversion' | 'minimum-conversion';

/** Decimals of a conversion per coin: cents for USDT, hundredths of NADI (worth far less than a cent). */
export const CONVERSION_DECIMALS: Readonly<Record<string, number>> = { USDT: 2, NADI: 2 };
const RATE_SIGNIFICANT_DIGITS = 6;
const RATE_MAX_DECIMALS = 8;

/** Display text of a figure of the given kind in the given coin (see FigureKind), grouped like formatAmount. */
export function formatFigure(value: AmountInput, kind: FigureKind, coin = 'USDT'): string {
  const amount = amountOrZero(value);
  switch (kind) {
    case 'balance':
      return formatAmount(amount);
    case 'rate': {
      const significant = amount.isZero() ? amount : amount.toSignificantDigits(RATE_SIGNIFICANT_DIGITS);
      return formatAmount(
        significant.toDecimalPlaces(RATE_MAX_DECIMALS, Decimal.ROUND_HALF_UP),
        RATE_MAX_DECIMALS,
      );
    }
    case 'conversion':
    case 'minimum-conversion': {
      const decimals = CONVERSION_DECIMALS[coin] ?? 2;
      const rounding = kind === 'minimum-conversion' ? Decimal.ROUND_UP : Decimal.ROUND_HALF_UP;
      return formatAmount(amount.toDecimalPlaces(decimals, rounding), decimals);
    }
  }
}

/** The stars that stand for one of the person's own figures while they hide balances. */
export const HIDDEN_FIGURE = '****';

/** Display text of one of the person's own amounts: the figure, or the stars while balances are hidden. */
export const formatOwnAmount = (value: AmountInput, hidden: boolean): string =>
  hidden ? HIDDEN_FIGURE : formatAmount(value);

/** Display text of the whole part only, truncated toward zero ('12.9' → '12', '-12.9' → '-12'). */
export const formatInteger = (value: AmountInput): string => formatAmount(value, 0);

/** A sane number of decimal places: whole, 0 to 18 (token precision); anything else falls back to 6. */
function wholeDecimals(decimals: number): number {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 18 ? decimals : DISPLAY_DECIMALS;
}
