import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatFigure,
  formatInteger,
  formatOwnAmount,
  formatPlainAmount,
} from './money-format';
import { applyRate, parseRate, toPercent } from './rate';

describe('formatPlainAmount (formatAmount without grouping)', () => {
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
    expect(formatPlainAmount(input)).toBe(expected);
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

describe('formatAmount groups thousands, one rule in every language', () => {
  it.each([
    ['1234567.1234567', '1,234,567.123456'],
    ['-1234.5', '-1,234.5'],
    ['999', '999'],
    ['18451', '18,451'],
    ['1000000000000000000000', '1,000,000,000,000,000,000,000'],
    [null, '0'],
  ])('%j → %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('keeps the plain text for fields and files', () => {
    expect(formatPlainAmount('12345.12345678')).toBe('12345.123456');
    expect(formatAmount('12345.129', 2)).toBe('12,345.12');
  });
});

describe('formatFigure: a precision per kind of figure and per coin', () => {
  it.each<[string, Parameters<typeof formatFigure>[1], string, string]>([
    ['19149.599999', 'balance', 'USDT', '19,149.599999'],
    ['12.12121212', 'rate', 'NADI', '12.1212'],
    ['0.0825', 'rate', 'USDT', '0.0825'],
    ['0.000012345678', 'rate', 'USDT', '0.00001235'],
    ['199.599999', 'conversion', 'USDT', '199.6'],
    ['19149.599999', 'conversion', 'USDT', '19,149.6'],
    ['1212.121212121', 'conversion', 'NADI', '1,212.12'],
    ['1212.121212121', 'minimum-conversion', 'NADI', '1,212.13'],
    ['0', 'rate', 'USDT', '0'],
  ])('%s as %s in %s → %s', (input, kind, coin, expected) => {
    expect(formatFigure(input, kind, coin)).toBe(expected);
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
