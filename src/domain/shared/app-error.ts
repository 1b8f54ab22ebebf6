import type Decimal from 'decimal.js';

/**
 * Every failure the app can show, one kind per entry of the spec's error catalogue (section 8).
 * The UI turns a kind into the message `error.<kind>` of the user's language; it never shows raw text
 * except the server's own message, which travels in `serverMessage`.
 */
export const API_ERROR_KINDS = [
  'unauthorized', // HTTP 401 or answer code 401: logged out, server message shown
  'forbidden', // HTTP 403: no permission
  'bad-request', // HTTP 400: the server's message
  'request-failed', // any other HTTP status
  'server-exception', // an answer code other than 200: "server exception, retry later"
  'network', // no answer at all (offline, refused, dropped): server-exception wording
  'timeout', // no answer within the request timeout
  'malformed', // the answer was not JSON or not of the declared shape
  'offline', // a money action while offline: refused at once, never queued (the screen says so)
  'invite-code-unknown', // a new account's invite code belongs to nobody: said on the code field, which keeps it
] as const;

export const WALLET_ERROR_KINDS = [
  'wallet-not-installed', // please install the wallet
  'wallet-connect-failed', // wallet connect failed
  'connection-rejected', // user rejected the connection request (4001 on connect)
  'signature-cancelled', // 4001 on a signature
  'signature-params', // -32602: signature parameter error, refresh
  'wallet-internal', // -32603: wallet internal error, refresh
  'signature-failed', // any other signing failure
  'signature-invalid', // the server says the signature does not match
  'login-message-refused', // not the welcome text nor a valid Sign-In with Ethereum message for this site, account, chain and time
  'requests-too-frequent', // -32002: a request is already pending
  'too-many-operations', // -32005: limit exceeded
  'wrong-network', // switch to the required network first
  'chain-settings-refused', // the server's chain settings fail the build's checks (https, RPC host, chain id): the wallet is not asked
  'chain-unknown', // 4902: the wallet does not know the chain (the app then offers to add it)
  'transaction-cancelled', // 4001 on a transaction
  'payment-failed',
  'insufficient-balance', // with current and required amounts
  'insufficient-gas', // with the native coin needed
  'balance-fetch-failed',
  'chain-balance-insufficient',
  'allowance-insufficient',
  'bnb-transfer-failed',
  'payment-method-failed',
  'payment-intent-mismatch', // the server's payment details differ from the app's settings or quote: nothing sent
  'payment-quote-changed', // the price moved after the person confirmed it: nothing sent, old and new shown to confirm again
  'payment-expired', // the order expired before the wallet was asked: nothing sent
  'paid-by-someone-else', // the order's reference was paid on chain by another account, coin or amount: not the person's payment
  'payment-unconfirmed', // money went out (or may have) and the server has not confirmed the order yet: never "not paid"
  'wallet-no-answer', // the person stopped waiting for a wallet that did not answer: nothing more is asked until they try again
  'system-error',
] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];
export type WalletErrorKind = (typeof WALLET_ERROR_KINDS)[number];
export type AppErrorKind = ApiErrorKind | WalletErrorKind;

export interface AppErrorDetail {
  /** The server's own message (HTTP 400, code 401, other codes). */
  readonly serverMessage?: string;
  /** HTTP status, when one was received. */
  readonly status?: number;
  /** The answer's `code`, or a wallet's numeric error code. */
  readonly code?: number;
  /** For insufficient balance or gas: what the user has and what is needed. */
  readonly current?: Decimal;
  readonly required?: Decimal;
  /** For an amount below the minimum: the minimum. */
  readonly minimum?: Decimal;
  /** For a pool or quota that cannot take the amount: what it can still take. */
  readonly remaining?: Decimal;
  /** For a quote that moved: the figure the person confirmed and the one asked now (in `unit`). */
  readonly previous?: Decimal;
  readonly next?: Decimal;
  /** Unit of current/required (NADI, USDT, BNB). */
  readonly unit?: string;
  /** The call that failed, e.g. `address.addressList`. */
  readonly operation?: string;
}

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    readonly detail: AppErrorDetail = {},
    options?: { cause?: unknown },
  ) {
    super(detail.serverMessage ? `${kind}: ${detail.serverMessage}` : kind, options);
    this.name = 'AppError';
  }

  /** True when a retry of the same step can help (network trouble, timeouts, server faults). */
  get retryable(): boolean {
    return ['network', 'timeout', 'server-exception', 'request-failed', 'malformed'].includes(this.kind);
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

/** The server answered code 404: the record asked for does not exist (a detail of an unknown id). */
export const isNotFound = (value: unknown): boolean =>
  value instanceof AppError && value.kind === 'server-exception' && value.detail.code === 404;

/**
 * Feature failures of the error catalogue: which operation failed. A screen shows
 * `error.feature.<failure>` and, below it, the reason carried by the AppError.
 */
export const FEATURE_FAILURES = [
  'address-list',
  'address-detail',
  'address-add',
  'address-edit',
  'address-delete',
  'address-default',
  'order-list',
  'order-detail',
  'confirm-receipt',
  'cancel-order',
  'order-id-missing',
  'order-not-found',
  'node-detail',
  'car-apply',
  'activation',
  'load',
] as const;
export type FeatureFailure = (typeof FEATURE_FAILURES)[number];
