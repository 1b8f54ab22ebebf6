import { describe, expect, it } from 'vitest';
import { baseUnits } from './chain-open';

describe('baseUnits', () => {
  it('converts exactly, whatever the number of digits (no rounding at 20 significant digits)', () => {
    expect(baseUnits('1454.545454545454545455', 18)).toBe('1454545454545454545455');
    expect(baseUnits('0.25', 18)).toBe('250000000000000000');
    expect(baseUnits('100000000.000000000000000001', 18)).toBe('100000000000000000000000001');
  });

  it('refuses an amount finer than the token’s unit', () => {
    expect(baseUnits('0.0000000000000000001', 18)).toBeNull();
  });
});
