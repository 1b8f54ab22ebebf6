import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { type AmountRules, checkBalance, validateAmount } from './amount-rules';
import { VALIDATION_KINDS, validationMessageId } from './validation';

const d = (value: string) => new Decimal(value);

describe('validateAmount', () => {
  it.each<[string, AmountRules, string]>([
    ['5', {}, '5'],
    ['0', { allowZero: true }, '0'],
    ['0', { minimum: d('0') }, '0'],
    ['1', { minimum: d('1') }, '1'],
    ['10', { available: d('10') }, '10'],
    ['0.1', { minimum: d('0.1'), available: d('0.1') }, '0.1'],
    ['1.123456', { maxDecimals: 6 }, '1.123456'],
    ['1.1234560', { maxDecimals: 6 }, '1.123456'],
  ])('accepts %j with %o', (text, rules, expected) => {
    const result = validateAmount(text, rules);
    expect(result.ok && result.value.toFixed()).toBe(expected);
  });

  it.each<[string, AmountRules, object]>([
    ['', {}, { kind: 'required' }],
    ['x', {}, { kind: 'not-a-number' }],
    ['-1', { minimum: d('1') }, { kind: 'below-zero' }],
    ['0', {}, { kind: 'zero' }],
    ['0', { minimum: d('1') }, { kind: 'below-minimum', minimum: d('1') }],
    ['0.99', { minimum: d('1') }, { kind: 'below-minimum', minimum: d('1') }],
    ['10.000001', { available: d('10') }, { kind: 'above-available', available: d('10') }],
    ['3', { minimum: d('5'), available: d('2') }, { kind: 'below-minimum', minimum: d('5') }],
    ['1.1234567', { maxDecimals: 6 }, { kind: 'too-many-decimals', decimals: 6 }],
    ['0.0000001', { maxDecimals: 6, minimum: d('1') }, { kind: 'too-many-decimals', decimals: 6 }],
  ])('rejects %j with %o', (text, rules, error) => {
    expect(validateAmount(text, rules)).toEqual({ ok: false, error });
  });
});

describe('checkBalance', () => {
  it.each([
    ['10', '10', true],
    ['10.5', '10', true],
    ['9.999999', '10', false],
  ])('balance %s for cost %s → ok %s', (current, required, expected) => {
    const result = checkBalance(d(current), d(required));
    expect(result.ok).toBe(expected);
    if (!result.ok) {
      expect(result.error).toEqual({
        kind: 'insufficient-balance',
        current: d(current),
        required: d(required),
      });
    }
  });
});

describe('validation message ids', () => {
  it.each(VALIDATION_KINDS.map((kind) => [kind]))('%s → validation.%s', (kind) => {
    expect(validationMessageId(kind)).toBe(`validation.${kind}`);
  });
});
