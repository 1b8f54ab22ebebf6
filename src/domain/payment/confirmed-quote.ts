import type Decimal from 'decimal.js';
import type { PaymentChoice, PaymentOptions, PayToken } from './payment-method';
import { splitMixedPayment } from './payment-rules';

/**
 * What the person saw on the payment sheet when they tapped Pay: the order's amount, and for a payment on
 * chain the whole price in the chosen token (and the balance part of a mixed payment). The payment goes
 * out only while the server's fresh quote is exactly this; otherwise nothing is sent and the sheet shows the
 * new figures to confirm again.
 */
export interface ConfirmedQuote {
  /** The order's amount, in `unit` (USDT). */
  readonly total: Decimal;
  readonly unit: string;
  /** Paying on chain: the token and the whole price in it, as the sheet listed it; null off chain. */
  readonly token: { readonly symbol: PayToken; readonly amount: Decimal } | null;
  /** The balance part of a mixed payment, in `unit`; 0 for any other method. */
  readonly balancePart: Decimal;
}

/** The figures shown for a choice, from the options on screen; null when the options do not list it. */
export function quoteFor(options: PaymentOptions, choice: PaymentChoice): ConfirmedQuote | null {
  const base = { total: options.amount, unit: options.unit };
  if (choice.method === 'balance' || choice.method === 'destroyQuota') {
    return { ...base, token: null, balancePart: options.amount.mul(0) };
  }
  const amount = options.chains
    .find((c) => c.chain === choice.chain)
    ?.tokens.find((t) => t.token === choice.token)?.amount;
  if (amount === undefined) return null;
  const balancePart =
    choice.method === 'mixed'
      ? splitMixedPayment(options.amount, options.balance.available).balancePart
      : options.amount.mul(0);
  return { ...base, token: { symbol: choice.token, amount }, balancePart };
}

/** A quote that moved: the figure the person confirmed and the one the server asks now, in one unit. */
export interface QuoteChange {
  readonly previous: Decimal;
  readonly next: Decimal;
  readonly unit: string;
}

/**
 * Compares the confirmed figures with a fresh quote for the same choice: null when every figure is exactly
 * the same; otherwise the first that differs (the token amount, else the order's amount, else the balance
 * part), so that the sheet can show it old and new.
 */
export function quoteChange(confirmed: ConfirmedQuote, fresh: ConfirmedQuote | null): QuoteChange | null {
  if (fresh === null) {
    return { previous: confirmed.total, next: confirmed.total.mul(0), unit: confirmed.unit };
  }
  if (confirmed.token && fresh.token && !confirmed.token.amount.eq(fresh.token.amount)) {
    return { previous: confirmed.token.amount, next: fresh.token.amount, unit: confirmed.token.symbol };
  }
  if (fresh.unit !== confirmed.unit || !fresh.total.eq(confirmed.total)) {
    return { previous: confirmed.total, next: fresh.total, unit: fresh.unit };
  }
  if (!fresh.balancePart.eq(confirmed.balancePart)) {
    return { previous: confirmed.balancePart, next: fresh.balancePart, unit: fresh.unit };
  }
  if ((confirmed.token === null) !== (fresh.token === null)) {
    return { previous: confirmed.total, next: fresh.total, unit: fresh.unit };
  }
  return null;
}
