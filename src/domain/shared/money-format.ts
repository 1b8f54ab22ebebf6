import Decimal from 'decimal.js';
import { amountOrZero } from './money';

/** The spec's display precision: amounts show at most 6 decimals. */
export const DISPLAY_DECIMALS = 6;

type AmountInput = Decimal | string | null | undefined;

/**
 * Display text of an amount: at most `decimals` decimals, truncated toward zero (never rounded up, so a
 * balance is never shown larger than it is), trailing zeros dropped, never exponent form, '0' when the value
 * is empty, invalid or not finite. Formatting is for showing; validation belongs to parseAmount.
 */
export function formatAmount(value: AmountInput, decimals: number = DISPLAY_DECIMALS): string {
  const truncated = amountOrZero(value).toDecimalPlaces(wholeDecimals(decimals), Decimal.ROUND_DOWN);
  // toFixed() without places prints plain notation whatever the exponent, and a truncated -0.0000001 is 0.
  return truncated.isZero() ? '0' : truncated.toFixed();
}

/** The stars that stand for one of the person's own figures while they hide balances. */
export const HIDDEN_FIGURE = '****';

/** Display text of one of the person's own amounts: the figure, or the stars while balances are hidden. */
export const formatOwnAmount = (value: AmountInput, hidden: boolean): string =>
  hidden ? HIDDEN_FIGURE : formatAmount(value);

/** Display text of the whole part only, truncated toward zero ('12.9' → '12', '-12.9' → '-12'). */
export const formatInteger = (value: AmountInput): string => formatAmount(value, 0);

interface Separators {
  readonly group: string;
  readonly decimal: string;
}

const separatorCache = new Map<string, Separators>();

/**
 * The grouping and decimal symbols of a language, read from Intl once per tag. The sample number is a
 * constant used only to discover the symbols; no amount ever passes through Intl as a float.
 */
function separatorsOf(tag: string): Separators {
  const cached = separatorCache.get(tag);
  if (cached) return cached;
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(tag, { useGrouping: true }).formatToParts(1234567.5);
  } catch {
    parts = new Intl.NumberFormat('en', { useGrouping: true }).formatToParts(1234567.5);
  }
  const separators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  separatorCache.set(tag, separators);
  return separators;
}

/**
 * Like formatAmount, with thousands grouping and the decimal symbol of the language (`en` 1,234.5;
 * `pt-BR` and `id` 1.234,5). Groups of three, which holds for all ten interface languages.
 */
export function formatAmountGrouped(
  value: AmountInput,
  tag = 'en',
  decimals: number = DISPLAY_DECIMALS,
): string {
  const plain = formatAmount(value, decimals);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const { group, decimal } = separatorsOf(tag);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** A sane number of decimal places: whole, 0 to 18 (token precision); anything else falls back to 6. */
function wholeDecimals(decimals: number): number {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 18 ? decimals : DISPLAY_DECIMALS;
}
