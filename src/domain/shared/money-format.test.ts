import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountGrouped, formatInteger, formatOwnAmount } from './money-format';
import { applyRate, parseRate, toPercent } from './rate';

describe('formatAmount', () => {
  it.each<[Decimal | string | null | undefined, string]>([
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    ['abc', '0'],
    ['0', '0'],
    ['12', '12'],
    ['12.50', '12.5'],
    ['1.1234567', '1.123456'],
    ['1.9999999', '1.999999'],
    ['-1.9999999', '-1.999999'],
    ['-0.0000001', '0'],
    ['0.000001', '0.000001'],
    ['0.0000009', '0'],
    [new Decimal('1e-7'), '0'],
    [new Decimal('1e21'), '1000000000000000000000'],
    [new Decimal('1.5e25'), '15000000000000000000000000'],
    [new Decimal('1e-6'), '0.000001'],
    [new Decimal(Number.NaN), '0'],
    [new Decimal(Number.NEGATIVE_INFINITY), '0'],
  ])('%j → %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it.each([
    ['1.239', 2, '1.23'],
    ['1.239', 0, '1'],
    ['1.2345678', 1.5, '1.234567'],
    ['1.2345678', -1, '1.234567'],
    ['0.1234567890123456789', 18, '0.123456789012345678'],
  ])('%s with %d decimals → %s', (input, decimals, expected) => {
    expect(formatAmount(input, decimals)).toBe(expected);
  });
});

describe('formatOwnAmount', () => {
  it('writes the figure as formatAmount does, or the stars while balances are hidden', () => {
    expect(formatOwnAmount('998.7654339', false)).toBe('998.765433');
    expect(formatOwnAmount('998.7654339', true)).toBe('****');
  });
});

describe('formatInteger', () => {
  it.each([
    ['12.9', '12'],
    ['-12.9', '-12'],
    ['-0.9', '0'],
    [null, '0'],
  ])('%j → %s', (input, expected) => {
    expect(formatInteger(input)).toBe(expected);
  });
});

describe('formatAmountGrouped', () => {
  it.each([
    ['1234567.1234567', 'en', '1,234,567.123456'],
    ['1234567.5', 'pt-BR', '1.234.567,5'],
    ['1234567.5', 'id', '1.234.567,5'],
    ['-1234.5', 'en', '-1,234.5'],
    ['999', 'en', '999'],
    ['1000', 'zh-TW', '1,000'],
    ['1000000000000000000000', 'en', '1,000,000,000,000,000,000,000'],
    [null, 'en', '0'],
    ['1234.5', 'not a tag!', '1,234.5'],
  ])('%j in %s → %s', (input, tag, expected) => {
    expect(formatAmountGrouped(input, tag)).toBe(expected);
  });

  it('defaults to English and 6 decimals', () => {
    expect(formatAmountGrouped('12345.12345678')).toBe('12,345.123456');
    expect(formatAmountGrouped('12345.129', 'en', 2)).toBe('12,345.12');
  });
});

describe('rates are fractions', () => {
  it.each([
    ['0.05', '5%'],
    ['0.0125', '1.25%'],
    ['1', '100%'],
    ['0', '0%'],
    ['', '0%'],
    [null, '0%'],
    ['0.123456789', '12.345678%'],
  ])('toPercent(%j) = %s', (rate, expected) => {
    expect(toPercent(rate)).toBe(expected);
  });

  it.each([
    ['200', '0.05', '10'],
    ['0.1', '0.3', '0.03'],
    ['1000', '0', '0'],
  ])('applyRate(%s, %s) = %s', (amount, rate, expected) => {
    expect(applyRate(new Decimal(amount), new Decimal(rate)).toFixed()).toBe(expected);
  });

  it.each([
    ['0.05', true],
    ['5%', false],
    ['', false],
  ])('parseRate(%j) ok = %s', (input, expected) => {
    expect(parseRate(input).ok).toBe(expected);
  });
});
