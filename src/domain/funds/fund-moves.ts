import Decimal from 'decimal.js';
import type { Locale } from '../language/language';
import { addAmounts, multiplyAmounts, subtractAmounts } from '../shared/money';
import type { TransferAccount } from './funds';
import type { WithdrawWording } from './withdraw-status';

/** What a withdrawal costs and brings, computed exactly in decimals (never through a float). */
export interface WithdrawQuote {
  readonly amount: Decimal;
  readonly fee: Decimal;
  readonly received: Decimal;
}

/** Amounts carry at most this many decimals (spec section 9), fees included. */
const FEE_DECIMALS = 6;

/**
 * The fee is the amount times the fee rate rounded up at 6 decimals (as the backend charges it, so that the
 * preview is what is taken), at least the minimum fee; the rest arrives on chain.
 */
export function quoteWithdrawal(amount: Decimal, feeRate: Decimal, minFee: Decimal): WithdrawQuote {
  const rated = multiplyAmounts(amount, feeRate).toDecimalPlaces(FEE_DECIMALS, Decimal.ROUND_UP);
  const fee = Decimal.max(rated, minFee);
  return { amount, fee, received: subtractAmounts(amount, fee) };
}

/** One account's balance before and after a transfer. */
export interface BalanceChange {
  readonly account: TransferAccount;
  readonly before: Decimal;
  readonly after: Decimal;
}

/** Both accounts of a transfer, before → after; the amount is 0 while nothing valid is typed. */
export function previewTransfer(
  from: BalanceChange['account'],
  to: BalanceChange['account'],
  balances: { readonly from: Decimal; readonly to: Decimal },
  amount: Decimal,
): { readonly from: BalanceChange; readonly to: BalanceChange } {
  return {
    from: { account: from, before: balances.from, after: subtractAmounts(balances.from, amount) },
    to: { account: to, before: balances.to, after: addAmounts(balances.to, amount) },
  };
}

/**
 * Which of the spec's two wordings of the withdrawal status each language shows (spec section 4: "0 on-chain
 * in progress (other languages: awaiting review)"). The chain wording in English and both Chinese scripts,
 * the spec's own reading; the review wording in the other languages. The confirmations "n of 3" are shown
 * beside the status in every language, so the chain's progress is never hidden.
 */
export const WITHDRAW_WORDING: Readonly<Record<Locale, WithdrawWording>> = {
  en: 'chain',
  zh: 'chain',
  zhTw: 'chain',
  ja: 'review',
  ko: 'review',
  th: 'review',
  pt: 'review',
  ms: 'review',
  id: 'review',
  vn: 'review',
};
