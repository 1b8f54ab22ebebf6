import type Decimal from 'decimal.js';
import { AppError } from '../../domain/shared/app-error';

/**
 * Why the server refused a funds call, when it said (the answer codes of FundsApi, `FUNDS_CODES` of the API
 * catalogue). The screens name these in words of their own and keep what the person typed; any other
 * failure is an ordinary AppError, shown with the shared error catalogue.
 */
export const FUNDS_REFUSALS = [
  'not-found', // 404
  'insufficient-balance', // 4101
  'below-minimum', // 4201
  'wrong-coin', // 4202
  'quote-expired', // 4203
  'wrong-account', // 4204
] as const;
export type FundsRefusalKind = (typeof FUNDS_REFUSALS)[number];

export interface FundsRefusal {
  readonly kind: FundsRefusalKind;
  /** Insufficient balance: what the account holds and what was asked, when the server sent them. */
  readonly current?: Decimal;
  readonly required?: Decimal;
  /** Below the minimum: the minimum, when the server sent it. */
  readonly minimum?: Decimal;
}

const BY_CODE: Readonly<Record<number, FundsRefusalKind>> = {
  404: 'not-found',
  4101: 'insufficient-balance',
  4201: 'below-minimum',
  4202: 'wrong-coin',
  4203: 'quote-expired',
  4204: 'wrong-account',
};

/** The refusal an error stands for, or null when it is not one (network trouble, a 400, …). */
export function fundsRefusalOf(error: unknown): FundsRefusal | null {
  if (!(error instanceof AppError) || error.kind !== 'server-exception') return null;
  const code = error.detail.code;
  const kind = code === undefined ? undefined : BY_CODE[code];
  if (!kind) return null;
  const { current, required, minimum } = error.detail;
  return {
    kind,
    ...(current !== undefined && { current }),
    ...(required !== undefined && { required }),
    ...(minimum !== undefined && { minimum }),
  };
}
