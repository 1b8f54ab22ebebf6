import Decimal from 'decimal.js';
import type { ChainSettings } from '../home/home';
import { divideAmounts, multiplyAmounts, subtractAmounts } from '../shared/money';
import { type ChainIntent, isNativeToken } from './payment-method';

/** What of an on-chain intent disagrees with the app's settings or the quoted price. */
export type IntentMismatch =
  | 'chain'
  | 'payment-contract'
  | 'receiver'
  | 'token'
  | 'token-contract'
  | 'decimals'
  | 'amount';

/** Native coins have 18 decimals on every EVM chain the app pays on. */
export const NATIVE_DECIMALS = 18;

/** What the intent is checked against: the chain's settings (`common/config`) and the quote (`pay/methods`). */
export interface IntentExpectation {
  readonly settings: ChainSettings;
  /** The whole order price in the intent's token, as `pay/methods` quoted it. */
  readonly quoted: Decimal;
  /** The order's amount and the balance part of a mixed payment, in the order's unit (USDT). */
  readonly total: Decimal;
  readonly balancePart: Decimal;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Two 0x addresses name the same account: EIP-55 mixed case is a checksum, not a different address. */
export const sameAddress = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && ADDRESS.test(a) && ADDRESS.test(b) && a.toLowerCase() === b.toLowerCase();

/**
 * The on-chain part the quote allows: the whole price in the token for the share not paid from the
 * balance, rounded up at the token's decimals (the server rounds up too, so it never asks for less).
 */
export function allowedChainAmount(expect: IntentExpectation, decimals: number): Decimal {
  const share = divideAmounts(subtractAmounts(expect.total, expect.balancePart), expect.total);
  if (share === null) return new Decimal(0);
  return multiplyAmounts(expect.quoted, share).toDecimalPlaces(decimals, Decimal.ROUND_UP);
}

/**
 * Checks a `pay/chainIntent` answer before the wallet is asked for anything: a tampered or buggy intent
 * must never move money to another receiver, through another contract, in another token, or more of it
 * than quoted. Answers the first disagreement, or null when the intent is what the app expects.
 */
export function intentMismatch(intent: ChainIntent, expect: IntentExpectation): IntentMismatch | null {
  const { settings } = expect;
  if (intent.chainId !== settings.chainId) return 'chain';
  if (!sameAddress(intent.receiver, settings.receiver)) return 'receiver';
  // The coin is the token (the app's own list, not the server's word), not the absence of a contract:
  // a USDT intent without a contract would otherwise send the same number of the chain's native coin.
  const native = isNativeToken(intent.token);
  if (native) {
    if (intent.tokenContract !== null) return 'token-contract';
    if (intent.decimals !== NATIVE_DECIMALS) return 'decimals';
    // BNB goes through the payment contract too (payNative): a plain transfer carries no order reference,
    // and nothing on chain refuses a second one.
    if (!sameAddress(intent.paymentContract, settings.paymentContract)) return 'payment-contract';
  } else {
    const configured = settings.tokens[intent.token] ?? null;
    if (configured === null) return 'token';
    if (!sameAddress(intent.paymentContract, settings.paymentContract)) return 'payment-contract';
    if (!sameAddress(intent.tokenContract, configured)) return 'token-contract';
  }
  // An amount finer than the token's unit cannot be sent as it was quoted.
  if (intent.amount.decimalPlaces() > intent.decimals) return 'amount';
  if (!intent.amount.gt(0) || intent.amount.gt(allowedChainAmount(expect, intent.decimals))) return 'amount';
  return null;
}
