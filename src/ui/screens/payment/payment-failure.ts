import { isAppError } from '../../../domain/shared/app-error';

/** Failures after which the sheet offers no payment: money went out, someone else paid, the order expired. */
const ENDS_PAYING: readonly string[] = ['payment-unconfirmed', 'paid-by-someone-else', 'payment-expired'];

/** The kind of a payment's failure; null for none, or for an error that is no AppError. */
export const failureKind = (failure: unknown): string | null => (isAppError(failure) ? failure.kind : null);

/**
 * Whether the sheet offers to pay (again) after this failure: not after money went out, nor for an order
 * paid by someone else or expired, where paying again cannot be right.
 */
export const offersPayment = (failure: unknown): boolean => {
  const kind = failureKind(failure);
  return kind === null || !ENDS_PAYING.includes(kind);
};
