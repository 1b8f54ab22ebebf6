import type Decimal from 'decimal.js';
import type { ChainSettings } from '../../domain/home/home';
import { type IntentMismatch, intentMismatch } from '../../domain/payment/intent-check';
import type { ChainIntent, PaymentOptions } from '../../domain/payment/payment-method';
import { AppError, type AppErrorKind, isAppError } from '../../domain/shared/app-error';

/** The error as an AppError: itself when it is one, else `fallback` with it as the cause. */
export const asAppError = (error: unknown, fallback: AppErrorKind, operation: string): AppError =>
  isAppError(error) ? error : new AppError(fallback, { operation }, { cause: error });

/** Insufficient balance (or gas, with `kind`) with what the user has and what is needed. */
export const shortOf = (
  kind: 'insufficient-balance' | 'insufficient-gas' | 'chain-balance-insufficient' | 'allowance-insufficient',
  current: Decimal,
  required: Decimal,
  unit: string,
  operation: string,
): AppError => new AppError(kind, { current, required, unit, operation });

/** Wallet answers that mean the user declined to switch (or add) the chain. */
const SWITCH_REFUSALS: readonly AppErrorKind[] = [
  'connection-rejected',
  'transaction-cancelled',
  'signature-cancelled',
  'chain-unknown',
  'wrong-network',
];

/** A failed chain switch: a refusal becomes `wrong-network`; anything else keeps its kind. */
export const switchFailure = (error: unknown): AppError =>
  isAppError(error) && (!SWITCH_REFUSALS.includes(error.kind) || error.kind === 'wrong-network')
    ? error // a wallet's own wrong-network keeps its code: 4200 / -32601 mean "switch in the wallet"
    : new AppError('wrong-network', { operation: 'wallet.switchChain' }, { cause: error });

/** Wallet kinds that say something useful about a failed BNB transfer; the rest is `bnb-transfer-failed`. */
const KEPT_ON_NATIVE_TRANSFER: readonly AppErrorKind[] = [
  'transaction-cancelled',
  'paid-by-someone-else',
  'payment-expired',
  'payment-unconfirmed',
  'wallet-no-answer',
  'requests-too-frequent',
  'too-many-operations',
  'wrong-network',
];

/** A failed BNB transfer (sending or confirming): the user's cancel stays, the rest is bnb-transfer-failed. */
export const nativeTransferFailure = (error: unknown): AppError =>
  isAppError(error) && KEPT_ON_NATIVE_TRANSFER.includes(error.kind)
    ? error
    : new AppError('bnb-transfer-failed', { operation: 'chain.transfer' }, { cause: error });

/** A chain read (balance, allowance, gas) that failed: `balance-fetch-failed` unless a wallet kind says more. */
export const readFailure = (error: unknown, operation: string): AppError =>
  isAppError(error) && error.kind !== 'payment-failed' && error.kind !== 'system-error'
    ? error
    : new AppError('balance-fetch-failed', { operation }, { cause: error });

/** `pay/methods` (or the chain settings it needs) failed: `payment-method-failed`, except a 401. */
export const methodsFailure = (error: unknown, operation: string): AppError =>
  isAppError(error) && error.kind === 'unauthorized'
    ? error
    : new AppError('payment-method-failed', { operation }, { cause: error });

/**
 * The intent names where the money goes: it must match the app's settings for the chain (receiver,
 * payment contract, token contract) and the quoted price, or nothing is asked of the wallet.
 */
export function checkIntent(
  options: PaymentOptions,
  intent: ChainIntent,
  balancePart: Decimal,
  settings: ChainSettings,
): void {
  const quoted = options.chains
    .find((c) => c.chain === intent.chain)
    ?.tokens.find((t) => t.token === intent.token)?.amount;
  const mismatch =
    quoted === undefined
      ? 'amount'
      : intentMismatch(intent, { settings, quoted, total: options.amount, balancePart });
  if (mismatch) throw intentRefused(mismatch);
}

/** The intent disagrees with the app's settings, the quote or the chain: nothing is asked of the wallet. */
export const intentRefused = (mismatch: IntentMismatch): AppError =>
  new AppError('payment-intent-mismatch', { operation: `pay.chainIntent.${mismatch}` });

/** The server's "insufficient balance" carries no amounts: the payment adds what it knows. */
export async function withAmounts<T>(
  call: () => Promise<T>,
  current: Decimal,
  required: Decimal,
  unit: string,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error) && error.kind === 'insufficient-balance' && error.detail.required === undefined) {
      throw new AppError(
        'insufficient-balance',
        { ...error.detail, current, required, unit },
        { cause: error },
      );
    }
    throw error;
  }
}
