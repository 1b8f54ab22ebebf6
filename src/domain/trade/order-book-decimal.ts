/**
 * Order-book prices and sizes arrive as decimal strings. They are never parsed through a JS float: a level is
 * keyed by the canonical text of its price, and canonical texts compare exactly as decimals, digit by digit.
 */

/** A plain non-negative decimal: digits with an optional fraction ('1', '1.5', '.5', '5.'); no sign, no exponent. */
const DECIMAL_TEXT = /^(?:\d+\.?\d*|\.\d+)$/;
/** Text that is already canonical, the common case on the wire: checked first so it costs one regex test. */
const CANONICAL_TEXT = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/**
 * The canonical text of a non-negative decimal: no leading zeros in the integer part, no trailing zeros in the
 * fraction, no dangling dot, '0' for zero ('007.50' → '7.5', '.5' → '0.5', '0.000' → '0'). Two texts denote the
 * same number exactly when their canonical texts are equal. Null when `text` is not a plain non-negative decimal.
 */
export function canonicalDecimal(text: string): string | null {
  if (CANONICAL_TEXT.test(text)) return text;
  if (!DECIMAL_TEXT.test(text)) return null;
  const dot = text.indexOf('.');
  const whole = (dot < 0 ? text : text.slice(0, dot)).replace(/^0+/, '') || '0';
  const fraction = dot < 0 ? '' : text.slice(dot + 1).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * Compares two canonical texts as decimals: negative when a < b, 0 when equal, positive when a > b. The longer
 * integer part is the larger number; equal lengths compare digit by digit; then the fractions compare digit by
 * digit, a missing digit counting as smaller (canonical fractions have no trailing zeros, so '5' < '51').
 */
export function compareCanonical(a: string, b: string): number {
  if (a === b) return 0;
  const dotA = a.indexOf('.');
  const dotB = b.indexOf('.');
  const wholeA = dotA < 0 ? a.length : dotA;
  const wholeB = dotB < 0 ? b.length : dotB;
  if (wholeA !== wholeB) return wholeA - wholeB;
  // Same integer length, so the dots (if any) sit at the same place: code-unit order is digit order there, and
  // a text that is a prefix of the other (no fraction, or a shorter one) is the smaller number.
  return a < b ? -1 : 1;
}

/** Whether a canonical text is zero (a size of zero removes its level). */
export const isZeroCanonical = (canonical: string): boolean => canonical === '0';
