import type Decimal from 'decimal.js';
import { checkBalance, validateAmount } from '../shared/amount-rules';
import type { Result } from '../shared/result';
import type { AmountError, InsufficientBalance } from '../shared/validation';

/**
 * Pledge amount: a number that reaches the product's minimum ({min_pledge} U). A product without a minimum
 * (0) still refuses 0 itself.
 */
export const validatePledgeAmount = (text: string, minPledge: Decimal): Result<Decimal, AmountError> =>
  validateAmount(text, minPledge.gt(0) ? { minimum: minPledge } : {});

export interface PledgeInput {
  readonly amount: string;
  readonly minPledge: Decimal;
  /** What the user holds, in the unit the pledge is paid in. */
  readonly balance: Decimal;
  /**
   * What the amount costs in that unit. The spec shows the minimum in U but the shortfall in NADI, so a
   * caller paying in NADI converts at the current price here; by default the cost is the amount itself.
   */
  readonly cost?: (amount: Decimal) => Decimal;
}

/** The amount rule, then the balance: the failure carries the current balance and the required amount. */
export function validatePledge(input: PledgeInput): Result<Decimal, AmountError | InsufficientBalance> {
  const amount = validatePledgeAmount(input.amount, input.minPledge);
  if (!amount.ok) return amount;
  const required = input.cost ? input.cost(amount.value) : amount.value;
  const covered = checkBalance(input.balance, required);
  return covered.ok ? amount : covered;
}
