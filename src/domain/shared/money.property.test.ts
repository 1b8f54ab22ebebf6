import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, subtractAmounts, sumAmounts } from './money';
import { formatPlainAmount } from './money-format';

/** Amount text as a user or the wire writes it: optional minus, up to 30 integer and 30 fraction digits. */
const amountText = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,30}$/),
    fc.option(fc.stringMatching(/^\d{1,30}$/), { nil: undefined }),
  )
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

/** Decimals of any magnitude, built from text (mantissa × 10^exponent) so no float is involved. */
const anyDecimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: -40, max: 40 }))
  .map(([mantissa, exponent]) => new Decimal(`${mantissa}e${exponent}`));

/** Reference truncation done on the text alone, independent of decimal.js. */
function truncateText(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const intPart = whole.replace(/^0+(?=\d)/, '');
  const fracPart = fraction.slice(0, 6).replace(/0+$/, '');
  const body = fracPart ? `${intPart}.${fracPart}` : intPart;
  return /^0(\.0*)?$/.test(body) ? '0' : `${negative ? '-' : ''}${body}`;
}

const parsed = (text: string): Decimal => {
  const result = parseAmount(text);
  if (!result.ok) throw new Error(`generator produced unparsable ${text}`);
  return result.value;
};

describe('money properties', () => {
  it('format never shows exponent form', () => {
    fc.assert(
      fc.property(anyDecimal, (value) => {
        expect(formatPlainAmount(value)).not.toMatch(/[eE]/);
      }),
    );
  });

  it('format never shows more than 6 decimals nor trailing zeros', () => {
    fc.assert(
      fc.property(anyDecimal, (value) => {
        const shown = formatPlainAmount(value);
        const fraction = shown.split('.')[1] ?? '';
        expect(fraction.length).toBeLessThanOrEqual(6);
        expect(fraction.endsWith('0')).toBe(false);
      }),
    );
  });

  it('format(parse(x)) is x truncated to 6 decimals', () => {
    fc.assert(
      fc.property(amountText, (text) => {
        expect(formatPlainAmount(parsed(text))).toBe(truncateText(text));
      }),
    );
  });

  it('truncation never rounds up and loses less than 0.000001', () => {
    fc.assert(
      fc.property(anyDecimal, (value) => {
        const shown = new Decimal(formatPlainAmount(value));
        expect(shown.abs().lte(value.abs())).toBe(true);
        // The difference goes through the exact subtraction: plain Decimal arithmetic rounds at 20 digits.
        expect(subtractAmounts(value.abs(), shown.abs()).lt('0.000001')).toBe(true);
      }),
    );
  });

  it('sums are exact', () => {
    expect(sumAmounts([parsed('0.1'), parsed('0.2')]).eq(parsed('0.3'))).toBe(true);
    // Reference: every value scaled to 30 decimals as a BigInt, added as integers.
    const scaled = (text: string): bigint => {
      const negative = text.startsWith('-');
      const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
      const magnitude = BigInt(whole + fraction.padEnd(30, '0'));
      return negative ? -magnitude : magnitude;
    };
    fc.assert(
      fc.property(fc.array(amountText, { maxLength: 20 }), (texts) => {
        const expected = texts.reduce((total, text) => total + scaled(text), 0n);
        const actual = sumAmounts(texts.map(parsed));
        expect(scaled(actual.toFixed(30))).toBe(expected);
      }),
    );
  });
});
