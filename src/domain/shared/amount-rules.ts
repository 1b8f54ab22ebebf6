import type Decimal from 'decimal.js';
import { parseAmount } from './money';
import { err, ok, type Result } from './result';
import type { AmountError, InsufficientBalance } from './validation';

export interface AmountRules {
  /** The smallest accepted amount; below it fails with 'below-minimum'. */
  readonly minimum?: Decimal;
  /** The most the user has; above it fails with 'above-available'. */
  readonly available?: Decimal;
  /** Accept 0 when no minimum is given (by default 0 fails with 'zero'). */
  readonly allowZero?: boolean;
  /** The most decimals the coin allows (1.1234567 with 6 fails with 'too-many-decimals'). */
  readonly maxDecimals?: number;
}

/**
 * The shared amount rule, checked in the order the user fixes things: empty, not a number, below 0, 0, too
 * many decimals, below the minimum, above what is available. With a minimum, 0 fails as 'below-minimum', which tells the user more
 * than "must be above 0".
 */
export function validateAmount(text: string, rules: AmountRules = {}): Result<Decimal, AmountError> {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (value.isNegative()) return err({ kind: 'below-zero' });
  if (value.isZero() && rules.minimum === undefined && rules.allowZero !== true) return err({ kind: 'zero' });
  if (rules.maxDecimals !== undefined && value.decimalPlaces() > rules.maxDecimals) {
    return err({ kind: 'too-many-decimals', decimals: rules.maxDecimals });
  }
  if (rules.minimum !== undefined && value.lt(rules.minimum)) {
    return err({ kind: 'below-minimum', minimum: rules.minimum });
  }
  if (rules.available !== undefined && value.gt(rules.available)) {
    return err({ kind: 'above-available', available: rules.available });
  }
  return ok(value);
}

/** Whether a balance covers a cost; the failure carries both, for "you have {current}, {required} needed". */
export function checkBalance(current: Decimal, required: Decimal): Result<Decimal, InsufficientBalance> {
  return current.gte(required) ? ok(required) : err({ kind: 'insufficient-balance', current, required });
}
