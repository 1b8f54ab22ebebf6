import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  validateActivationCode,
  validateDestroyAmount,
  validateDestroyEntries,
  validateUnionAmount,
} from './mining-rules';

const d = (value: string) => new Decimal(value);

describe.each([
  ['validateDestroyAmount', validateDestroyAmount],
  ['validateUnionAmount', validateUnionAmount],
])('%s', (_name, validate) => {
  it.each<[string, string, string | undefined, object]>([
    ['', '100', undefined, { ok: false, error: { kind: 'required' } }],
    ['1e2', '100', undefined, { ok: false, error: { kind: 'not-a-number' } }],
    ['-100', '100', undefined, { ok: false, error: { kind: 'below-zero' } }],
    ['0', '100', undefined, { ok: false, error: { kind: 'below-minimum', minimum: d('100') } }],
    ['99.99', '100', undefined, { ok: false, error: { kind: 'below-minimum', minimum: d('100') } }],
    ['150', '100', '120', { ok: false, error: { kind: 'above-available', available: d('120') } }],
  ])('%j with minimum %s, available %s → %o', (text, minimum, available, expected) => {
    expect(validate(text, d(minimum), available === undefined ? undefined : d(available))).toEqual(expected);
  });

  it.each<[string, string, string | undefined]>([
    ['100', '100', undefined],
    ['120', '100', '120'],
  ])('accepts %j with minimum %s, available %s', (text, minimum, available) => {
    expect(validate(text, d(minimum), available === undefined ? undefined : d(available)).ok).toBe(true);
  });
});

describe('validateDestroyEntries', () => {
  it('returns every amount when all entries reach the minimum', () => {
    const result = validateDestroyEntries(['10', '25.5'], d('10'));
    expect(result.ok && result.value.map((value) => value.toFixed())).toEqual(['10', '25.5']);
  });

  it.each<[string[], object]>([
    [['5', '10'], { 0: { kind: 'below-minimum', minimum: d('10') } }],
    [['10', ''], { 1: { kind: 'required' } }],
    [['x', '-1', '11'], { 0: { kind: 'not-a-number' }, 1: { kind: 'below-zero' } }],
  ])('%j reports %o', (texts, fields) => {
    expect(validateDestroyEntries(texts, d('10'))).toEqual({
      ok: false,
      error: { kind: 'invalid-fields', fields },
    });
  });
});

describe('validateActivationCode', () => {
  it.each([
    ['ABC123', { ok: true, value: 'ABC123' }],
    ['  nadi-2025-xy  ', { ok: true, value: 'nadi-2025-xy' }],
    ['A'.repeat(32), { ok: true, value: 'A'.repeat(32) }],
    ['', { ok: false, error: { kind: 'required' } }],
    ['   ', { ok: false, error: { kind: 'required' } }],
    ['ABC12', { ok: false, error: { kind: 'invalid-code' } }],
    ['A'.repeat(33), { ok: false, error: { kind: 'invalid-code' } }],
    ['ABC 123', { ok: false, error: { kind: 'invalid-code' } }],
    ['ABC_123', { ok: false, error: { kind: 'invalid-code' } }],
    ['ÄBC123', { ok: false, error: { kind: 'invalid-code' } }],
  ])('%j → %o', (text, expected) => {
    expect(validateActivationCode(text)).toEqual(expected);
  });
});
