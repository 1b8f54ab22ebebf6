import Decimal from 'decimal.js';
import { err, ok, type Result } from './result';

/**
 * The constructor every money operation here computes with. It is a clone so its settings never leak into
 * the global Decimal other layers use: 64 significant digits keep sums of 18-decimal token amounts exact (the
 * default 20 would round them), and the huge exponent limits stop decimal.js from ever choosing exponent form.
 */
const Exact = Decimal.clone({
  precision: 64,
  rounding: Decimal.ROUND_HALF_EVEN,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});

/**
 * Results leave as plain Decimals (copying keeps every digit), so they compare equal to any other Decimal of
 * the same value in tests and adapters; each instance otherwise remembers the constructor that made it.
 */
const plain = (value: Decimal): Decimal => new Decimal(value);

/**
 * Accepted amount text: optional minus, digits, optional fraction. A bare leading or trailing dot ('.5', '5.')
 * is accepted because phone keyboards produce both while typing and neither is ambiguous. Rejected: '', signs
 * other than '-', spaces, exponents, grouping commas, a second dot, non-ASCII digits.
 */
const AMOUNT_TEXT = /^-?(?:\d+\.?\d*|\.\d+)$/;
const INTEGER_TEXT = /^-?\d+$/;

export type ParseErrorKind = 'required' | 'not-a-number';
export type IntegerParseErrorKind = ParseErrorKind | 'not-an-integer';

/** Whether `text` is amount text parseAmount would accept. */
export const isAmountText = (text: string): boolean => AMOUNT_TEXT.test(text);

/**
 * Parses an amount straight from its text into a Decimal, never through a float. A negative amount parses
 * (so validators can say "below 0"); '-0' becomes 0 so it never shows as "-0".
 */
export function parseAmount(text: string): Result<Decimal, { readonly kind: ParseErrorKind }> {
  if (text === '') return err({ kind: 'required' });
  if (!AMOUNT_TEXT.test(text)) return err({ kind: 'not-a-number' });
  const value = new Decimal(text);
  return ok(value.isZero() ? new Decimal(0) : value);
}

/** For values that may legitimately be absent (wire fields shown as 0): the parsed amount, or 0 when empty or invalid. */
export function amountOrZero(value: string | Decimal | null | undefined): Decimal {
  if (value === null || value === undefined) return new Decimal(0);
  if (typeof value !== 'string') return value.isFinite() ? plain(value) : new Decimal(0);
  const parsed = parseAmount(value);
  return parsed.ok ? parsed.value : new Decimal(0);
}

/**
 * Parses a whole number (a count, a quantity, a page). Counts are not money, so a JS number is fine, but only
 * within the safe-integer range; anything beyond is 'not-a-number' rather than a silently rounded value.
 */
export function parseInteger(text: string): Result<number, { readonly kind: IntegerParseErrorKind }> {
  if (text === '') return err({ kind: 'required' });
  if (!INTEGER_TEXT.test(text)) {
    return err({ kind: AMOUNT_TEXT.test(text) ? 'not-an-integer' : 'not-a-number' });
  }
  const value = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(value)) return err({ kind: 'not-a-number' });
  return ok(value === 0 ? 0 : value);
}

/** Exact sum of any number of amounts (0 for none). */
export const sumAmounts = (values: readonly Decimal[]): Decimal =>
  plain(values.reduce<Decimal>((total, value) => total.plus(value), new Exact(0)));

/** Exact a + b. */
export const addAmounts = (a: Decimal, b: Decimal): Decimal => plain(new Exact(a).plus(b));

/** Exact a − b (may be negative; see `clampAtZero`). */
export const subtractAmounts = (a: Decimal, b: Decimal): Decimal => plain(new Exact(a).minus(b));

/** Exact a × b (amount × rate, price × quantity). */
export const multiplyAmounts = (a: Decimal, b: Decimal): Decimal => plain(new Exact(a).times(b));

/** a ÷ b to 64 significant digits; null when b is 0, so a caller cannot forget that case. */
export const divideAmounts = (a: Decimal, b: Decimal): Decimal | null =>
  b.isZero() ? null : plain(new Exact(a).div(b));

/** The value, or 0 when it is below 0: remaining quotas and balances never show negative. */
export const clampAtZero = (value: Decimal): Decimal => (value.isNegative() ? new Decimal(0) : plain(value));

/** Builds a Decimal from a whole-number count (quantities, days) through the exact constructor. */
export const fromCount = (count: number): Decimal =>
  new Decimal(Number.isFinite(count) ? Math.trunc(count) : 0);
