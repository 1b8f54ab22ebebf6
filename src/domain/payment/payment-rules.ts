import type Decimal from 'decimal.js';
import { addAmounts, clampAtZero, subtractAmounts, sumAmounts } from '../shared/money';

/** How a mixed payment divides the order's amount: the balance first, the rest on chain. */
export interface MixedSplit {
  readonly balancePart: Decimal;
  readonly chainPart: Decimal;
}

/**
 * Splits `total` into a balance part and an on-chain part, exactly: the balance covers as much as it can
 * (all of its available amount, at most the total) and the chain pays the rest. Both parts are never
 * negative and always add up to the total (a negative total or balance counts as 0).
 */
export function splitMixedPayment(total: Decimal, balanceAvailable: Decimal): MixedSplit {
  const due = clampAtZero(total);
  const available = clampAtZero(balanceAvailable);
  const balancePart = available.gte(due) ? due : available;
  return { balancePart, chainPart: subtractAmounts(due, balancePart) };
}

/** What is missing for `required` when `current` is held: 0 when it is covered. */
export const shortfall = (current: Decimal, required: Decimal): Decimal =>
  clampAtZero(subtractAmounts(required, current));

/** Whether `current` covers `required`. */
export const covers = (current: Decimal, required: Decimal): boolean => current.gte(required);

/**
 * The native coin an ERC-20 payment needs for gas: the approval's when one must be asked for, plus the
 * payment's. Checked before the approval so that the user is never asked to approve a payment that
 * cannot then be sent.
 */
export const erc20GasNeeded = (approvalNeeded: boolean, approveGas: Decimal, payGas: Decimal): Decimal =>
  approvalNeeded ? sumAmounts([approveGas, payGas]) : payGas;

/** The native coin a BNB payment needs in all: the amount sent plus its gas. */
export const nativeTotalNeeded = (amount: Decimal, gas: Decimal): Decimal => addAmounts(amount, gas);
