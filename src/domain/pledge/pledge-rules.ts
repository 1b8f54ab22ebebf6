import type Decimal from 'decimal.js';
import { checkBalance, validateAmount } from '../shared/amount-rules';
import { err, type Result } from '../shared/result';
import type { AmountError, InsufficientBalance } from '../shared/validation';
import { minimumNadi, PLEDGE_DECIMALS } from './pledge-schedule';

export interface PledgeInput {
  /** What the person typed, in NADI. */
  readonly amount: string;
  /** The product's minimum, in U ({min_pledge} U). */
  readonly minPledge: Decimal;
  /** U per NADI. */
  readonly nadiPrice: Decimal;
  /** Available NADI in the fund account. */
  readonly balance: Decimal;
}

/**
 * A savings amount in NADI, checked in the order a person fixes it: empty, not a number, below 0, more
 * than 6 decimals, below the minimum (0 included; its NADI value at the price; the failure names the minimum in U, as the
 * spec's message does), then the balance (the failure carries the current and the required NADI).
 */
export function validatePledge(input: PledgeInput): Result<Decimal, AmountError | InsufficientBalance> {
  const amount = validateAmount(input.amount, { maxDecimals: PLEDGE_DECIMALS, allowZero: true });
  if (!amount.ok) return amount;
  const minimum = minimumNadi(input.minPledge, input.nadiPrice);
  if (minimum === null || amount.value.lt(minimum)) {
    return err({ kind: 'below-minimum', minimum: input.minPledge });
  }
  const covered = checkBalance(input.balance, amount.value);
  return covered.ok ? amount : covered;
}

/** A share of the balance for the Max and 25/50/75 % buttons, cut to 6 decimals so that it never exceeds it. */
export const shareOfBalance = (balance: Decimal, percent: number): Decimal =>
  balance
    .times(Math.max(Math.min(Math.trunc(percent), 100), 0))
    .div(100)
    .toDecimalPlaces(PLEDGE_DECIMALS, 1 /* ROUND_DOWN */);
