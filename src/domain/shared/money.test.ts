import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  amountOrZero,
  clampAtZero,
  divideAmounts,
  fromCount,
  isAmountText,
  multiplyAmounts,
  parseAmount,
  parseInteger,
  subtractAmounts,
  sumAmounts,
} from './money';

const text = (value: Decimal): string => value.toFixed();

describe('parseAmount', () => {
  it.each([
    ['0', '0'],
    ['12', '12'],
    ['12.5', '12.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['007.10', '7.1'],
    ['-1', '-1'],
    ['-0', '0'],
    ['-.25', '-0.25'],
    ['0.000000000000000001', '0.000000000000000001'],
    [
      '123456789012345678901234567890.123456789012345678',
      '123456789012345678901234567890.123456789012345678',
    ],
  ])('accepts %j as %s', (input, expected) => {
    const result = parseAmount(input);
    expect(result.ok && text(result.value)).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['abc', 'not-a-number'],
    ['1e5', 'not-a-number'],
    [' 1', 'not-a-number'],
    ['1 ', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['+1', 'not-a-number'],
    ['.', 'not-a-number'],
    ['-', 'not-a-number'],
    ['1,000', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['NaN', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['١٢', 'not-a-number'],
  ])('rejects %j as %s', (input, kind) => {
    expect(parseAmount(input)).toEqual({ ok: false, error: { kind } });
  });

  it('gives a "-0" input no sign', () => {
    const result = parseAmount('-0.000');
    expect(result.ok && result.value.isNegative()).toBe(false);
  });
});

describe('isAmountText', () => {
  it.each([
    ['1.5', true],
    ['1e5', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isAmountText(input)).toBe(expected);
  });
});

describe('amountOrZero', () => {
  it.each<[string | Decimal | null | undefined, string]>([
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    ['abc', '0'],
    ['2.5', '2.5'],
    [new Decimal('3.25'), '3.25'],
    [new Decimal(Number.NaN), '0'],
    [new Decimal(Number.POSITIVE_INFINITY), '0'],
  ])('%j → %s', (input, expected) => {
    expect(text(amountOrZero(input))).toBe(expected);
  });
});

describe('parseInteger', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['-7', -7],
    ['-0', 0],
    ['0012', 12],
    ['9007199254740991', 9007199254740991],
  ])('accepts %j as %d', (input, expected) => {
    expect(parseInteger(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'required'],
    ['1.5', 'not-an-integer'],
    ['.5', 'not-an-integer'],
    ['abc', 'not-a-number'],
    ['1e3', 'not-a-number'],
    [' 1', 'not-a-number'],
    ['9007199254740993', 'not-a-number'],
  ])('rejects %j as %s', (input, kind) => {
    expect(parseInteger(input)).toEqual({ ok: false, error: { kind } });
  });
});

describe('arithmetic is exact', () => {
  const d = (value: string) => new Decimal(value);

  it.each([
    [['0.1', '0.2'], '0.3'],
    [[], '0'],
    [['123456789012345.123456789', '1.000000001'], '123456789012346.12345679'],
    [['1000000000000000000000', '0.000000000000000001'], '1000000000000000000000.000000000000000001'],
    [['-5', '2.5'], '-2.5'],
  ])('sum of %j is %s', (values, expected) => {
    expect(text(sumAmounts(values.map(d)))).toBe(expected);
  });

  it.each([
    [addAmounts, '0.1', '0.2', '0.3'],
    [addAmounts, '99999999999999999999.9', '0.1', '100000000000000000000'],
    [subtractAmounts, '0.3', '0.1', '0.2'],
    [subtractAmounts, '1', '1.000000000000000001', '-0.000000000000000001'],
    [multiplyAmounts, '1.1', '1.1', '1.21'],
    [multiplyAmounts, '123456789.123456789', '0.05', '6172839.45617283945'],
  ])('%o(%s, %s) = %s', (operation, a, b, expected) => {
    expect(text(operation(d(a), d(b)))).toBe(expected);
  });

  it.each([
    ['1', '3', '0.3333333333333333333333333333333333333333333333333333333333333333'],
    ['10', '4', '2.5'],
    ['1', '0', null],
  ])('divideAmounts(%s, %s) = %s', (a, b, expected) => {
    const result = divideAmounts(d(a), d(b));
    expect(result === null ? null : text(result)).toBe(expected);
  });

  it('returns plain Decimals that equal any Decimal of the same value', () => {
    expect(addAmounts(d('0.1'), d('0.2'))).toEqual(d('0.3'));
    expect(sumAmounts([d('1'), d('2')])).toEqual(d('3'));
    const parsed = parseAmount('4.5');
    expect(parsed.ok && parsed.value).toEqual(d('4.5'));
  });

  it.each([
    ['-0.5', '0'],
    ['0', '0'],
    ['2.5', '2.5'],
  ])('clampAtZero(%s) = %s', (value, expected) => {
    expect(text(clampAtZero(d(value)))).toBe(expected);
  });

  it.each([
    [3, '3'],
    [3.9, '3'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('fromCount(%d) = %s', (count, expected) => {
    expect(text(fromCount(count))).toBe(expected);
  });
});
