import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { shareOfBalance, validatePledge } from './pledge-rules';

const d = (value: string) => new Decimal(value);
// Compare as text: decimals built by different constructors carry different settings.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('validatePledge (NADI typed, minimum in U at the price)', () => {
  // 100 U at 0.0825 U per NADI is 1212.121212… NADI, so 1212.121213 NADI at least.
  const base = { minPledge: d('100'), nadiPrice: d('0.0825'), balance: d('20000') };

  it.each<[string, object]>([
    ['', { kind: 'required' }],
    ['abc', { kind: 'not-a-number' }],
    ['1,5', { kind: 'not-a-number' }],
    ['-5', { kind: 'below-zero' }],
    ['0', { kind: 'below-minimum', minimum: '100' }],
    ['1300.1234567', { kind: 'too-many-decimals', decimals: 6 }],
    ['1212.121212', { kind: 'below-minimum', minimum: '100' }],
    ['20000.000001', { kind: 'insufficient-balance', current: '20000', required: '20000.000001' }],
  ])('%j is refused: %o', (amount, error) => {
    expect(plain(validatePledge({ ...base, amount }))).toEqual({ ok: false, error });
  });

  it.each(['1212.121213', '20000', '5000.5'])('%j is accepted', (amount) => {
    const result = validatePledge({ ...base, amount });
    expect(result.ok && result.value.toFixed()).toBe(amount);
  });

  it('refuses everything without a price (the minimum cannot be converted)', () => {
    expect(plain(validatePledge({ ...base, nadiPrice: d('0'), amount: '5000' }))).toEqual({
      ok: false,
      error: { kind: 'below-minimum', minimum: '100' },
    });
  });
});

describe('shareOfBalance', () => {
  it.each<[string, number, string]>([
    ['20000', 25, '5000'],
    ['1000.000003', 50, '500.000001'],
    ['0.000003', 75, '0.000002'],
    ['123.456789', 100, '123.456789'],
    ['10', 150, '10'],
    ['10', -5, '0'],
  ])('%s × %d %% = %s', (balance, percent, expected) => {
    expect(shareOfBalance(d(balance), percent).toFixed()).toBe(expected);
  });
});
