import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal, compareCanonical, isZeroCanonical } from './order-book-decimal';

/** Non-negative decimal text as a wire may write it: leading zeros, trailing zeros, bare dots. */
const decimalText = fc
  .tuple(fc.stringMatching(/^\d{0,12}$/), fc.option(fc.stringMatching(/^\d{0,12}$/), { nil: undefined }))
  .filter(([whole, fraction]) => whole.length > 0 || (fraction ?? '').length > 0)
  .map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));

describe('canonicalDecimal', () => {
  it.each([
    ['0', '0'],
    ['000', '0'],
    ['0.000', '0'],
    ['.0', '0'],
    ['0.', '0'],
    ['7', '7'],
    ['007.50', '7.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['100.10', '100.1'],
    ['0.00012300', '0.000123'],
    [
      '123456789012345678901234567890.000000000000000000001',
      '123456789012345678901234567890.000000000000000000001',
    ],
  ])('%j → %j', (text, canonical) => {
    expect(canonicalDecimal(text)).toBe(canonical);
  });

  it.each([
    '',
    '.',
    '-1',
    '+1',
    '1e5',
    '1E-8',
    ' 1',
    '1 ',
    '1,000',
    '1.2.3',
    '0x10',
    'NaN',
    'Infinity',
    '١٢',
  ])('rejects %j', (text) => {
    expect(canonicalDecimal(text)).toBeNull();
  });

  it('is the text decimal.js prints for the same value', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(canonicalDecimal(text)).toBe(new Decimal(text).toFixed());
      }),
    );
  });

  it('knows zero', () => {
    expect(isZeroCanonical(canonicalDecimal('0.000') ?? '')).toBe(true);
    expect(isZeroCanonical(canonicalDecimal('0.001') ?? '')).toBe(false);
  });
});

describe('compareCanonical', () => {
  it.each([
    ['1', '1', 0],
    ['2', '10', -1],
    ['10', '9.99', 1],
    ['12', '12.5', -1],
    ['12.5', '12.49', 1],
    ['12.5', '12.51', -1],
    ['0.5', '0.05', 1],
    ['0', '0.0001', -1],
  ])('%s vs %s → %i', (a, b, sign) => {
    expect(Math.sign(compareCanonical(a, b))).toBe(sign);
    expect(Math.sign(compareCanonical(b, a))).toBe(sign === 0 ? 0 : -sign);
  });

  it('orders canonical texts exactly as decimal.js orders their values', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const ca = canonicalDecimal(a) ?? '';
        const cb = canonicalDecimal(b) ?? '';
        expect(Math.sign(compareCanonical(ca, cb))).toBe(new Decimal(a).cmp(new Decimal(b)));
      }),
      { numRuns: 500 },
    );
  });
});
