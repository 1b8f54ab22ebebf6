import { type AppErrorKind, isAppError } from '../../../domain/shared/app-error';

/** What the sheet offers beside a failure's words. */
export type ErrorAction = 'refresh' | 'app-links' | null;

/** Failures only a page refresh clears (spec section 5: wrong signature parameters prompt a refresh). */
const NEEDS_REFRESH: ReadonlySet<AppErrorKind> = new Set(['signature-params', 'wallet-internal']);

/** What to offer beside a wallet failure: a refresh, the wallet-app links, or nothing (retry as before). */
export function errorActionOf(error: unknown): ErrorAction {
  if (!isAppError(error)) return null;
  if (NEEDS_REFRESH.has(error.kind)) return 'refresh';
  if (error.kind === 'wallet-not-installed') return 'app-links';
  return null;
}
