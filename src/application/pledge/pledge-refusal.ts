import type Decimal from 'decimal.js';
import { AppError } from '../../domain/shared/app-error';

/**
 * Why the server refused a savings call (`PLEDGE_CODES` of the API catalogue). Screens name these in words of
 * their own and keep what the person typed; any other failure is an ordinary AppError.
 */
export const PLEDGE_REFUSALS = [
  'not-found', // 404
  'insufficient-balance', // 4101
  'below-minimum', // 4201
  'product-full', // 4601
  'product-ended', // 4602
  'product-not-started', // 4603
  'already-redeemed', // 4604
  'not-matured', // 4605
] as const;
export type PledgeRefusalKind = (typeof PLEDGE_REFUSALS)[number];

export interface PledgeRefusal {
  readonly kind: PledgeRefusalKind;
  /** Insufficient balance: the fund account's NADI and the NADI asked, when the server sent them. */
  readonly current?: Decimal;
  readonly required?: Decimal;
  /** Below the minimum: the minimum in U. */
  readonly minimum?: Decimal;
  /** Product full: what the pledge pool can still take, in U. */
  readonly remaining?: Decimal;
}

const BY_CODE: Readonly<Record<number, PledgeRefusalKind>> = {
  404: 'not-found',
  4101: 'insufficient-balance',
  4201: 'below-minimum',
  4601: 'product-full',
  4602: 'product-ended',
  4603: 'product-not-started',
  4604: 'already-redeemed',
  4605: 'not-matured',
};

/** The refusal an error stands for, or null when it is not one (network trouble, a 400, …). */
export function pledgeRefusalOf(error: unknown): PledgeRefusal | null {
  if (!(error instanceof AppError) || error.kind !== 'server-exception') return null;
  const code = error.detail.code;
  const kind = code === undefined ? undefined : BY_CODE[code];
  if (!kind) return null;
  const { current, required, minimum, remaining } = error.detail;
  return {
    kind,
    ...(current !== undefined && { current }),
    ...(required !== undefined && { required }),
    ...(minimum !== undefined && { minimum }),
    ...(remaining !== undefined && { remaining }),
  };
}
