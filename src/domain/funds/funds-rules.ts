import Decimal from 'decimal.js';
import { validateAmount } from '../shared/amount-rules';
import { err, ok, type Result } from '../shared/result';
import type { Chain, Token } from '../shared/token';
import type { AboveReviewLimit, AmountError, Simple } from '../shared/validation';

/** Withdrawals need this many network confirmations (spec section 9). */
export const WITHDRAW_CONFIRMATIONS = 3;

/** The smallest withdrawal (spec section 9); the backend's `common/config` value wins when it sends one. */
export const WITHDRAW_MINIMUM = new Decimal(1);

/** The only coin that may be withdrawn (spec section 5). */
export const WITHDRAW_COIN: Token = 'NADI';

/** Amounts typed for deposits, withdrawals and transfers: at most 6 decimals (spec section 9). */
export const FUNDS_MAX_DECIMALS = 6;

/**
 * Transfer between the fund and trade accounts: a number above 0, at most 6 decimals, and not above what the
 * source holds.
 */
export const validateTransferAmount = (text: string, available: Decimal): Result<Decimal, AmountError> =>
  validateAmount(text, { available, maxDecimals: FUNDS_MAX_DECIMALS });

export interface WithdrawInput {
  readonly amount: string;
  readonly coin: Token;
  readonly available: Decimal;
  /** Defaults to WITHDRAW_MINIMUM. */
  readonly minimum?: Decimal;
  /** The server's review limit: a larger withdrawal would be refused at review, so it is refused here. */
  readonly reviewLimit?: Decimal | null;
}

export type WithdrawError = AmountError | Simple<'only-nadi'> | AboveReviewLimit;

/**
 * Withdrawal: a number, not below 0, at most 6 decimals, at least the minimum, NADI only, not above what is
 * available, not above the review limit the server names (sent, it would be refused seconds later).
 */
export function validateWithdraw(input: WithdrawInput): Result<Decimal, WithdrawError> {
  const rules = { minimum: input.minimum ?? WITHDRAW_MINIMUM, maxDecimals: FUNDS_MAX_DECIMALS };
  const amount = validateAmount(input.amount, rules);
  if (!amount.ok) return amount;
  if (input.coin !== WITHDRAW_COIN) return err({ kind: 'only-nadi' });
  const limit = input.reviewLimit;
  if (limit && amount.value.gt(limit)) return err({ kind: 'above-review-limit', limit });
  return validateAmount(input.amount, { ...rules, available: input.available });
}

/**
 * Recharge amount: not empty, a number, not below 0. The spec stops there; 0 is refused too ('zero'), since
 * a deposit of nothing is never what the user meant, and so are more than 6 decimals. With the deposit
 * address's minimum, a smaller amount fails as 'below-minimum': the backend would not credit it.
 */
export const validateRechargeAmount = (text: string, minimum?: Decimal): Result<Decimal, AmountError> =>
  validateAmount(text, { maxDecimals: FUNDS_MAX_DECIMALS, ...(minimum && { minimum }) });

export interface RechargeTarget {
  readonly coin: Token;
  readonly chain: Chain;
}

type TargetError = Simple<'coin-not-chosen'> | Simple<'chain-not-chosen'>;

/** A deposit address is shown only once a coin and then a chain are chosen, in that order. */
export function validateRechargeTarget(
  coin: Token | null,
  chain: Chain | null,
): Result<RechargeTarget, TargetError> {
  if (coin === null) return err({ kind: 'coin-not-chosen' });
  if (chain === null) return err({ kind: 'chain-not-chosen' });
  return ok({ coin, chain });
}

/** The address to copy: coin and chain chosen and a stored deposit address present (not blank). */
export function addressToCopy(
  coin: Token | null,
  chain: Chain | null,
  address: string | null | undefined,
): Result<string, TargetError | Simple<'no-address'>> {
  const target = validateRechargeTarget(coin, chain);
  if (!target.ok) return target;
  const trimmed = address?.trim() ?? '';
  return trimmed === '' ? err({ kind: 'no-address' }) : ok(trimmed);
}
