import type Decimal from 'decimal.js';

/**
 * Every way a form rule can fail. Screens show `validation.<kind>` with the details as ICU arguments
 * ({minimum}, {available}, {current}, {required}, {limit}); amounts stay Decimals until formatted.
 */
export const VALIDATION_KINDS = [
  'required',
  'not-a-number',
  'not-an-integer',
  'below-zero',
  'zero',
  'below-minimum',
  'above-available',
  'above-review-limit',
  'too-many-decimals',
  'coin-not-chosen',
  'chain-not-chosen',
  'no-address',
  'only-nadi',
  'invalid-phone',
  'area-not-chosen',
  'invalid-code',
  'insufficient-balance',
  'address-required',
  'sold-out',
  'limit-reached',
  'invalid-fields',
] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

export type ValidationMessageId = `validation.${ValidationKind}`;
export const validationMessageId = (kind: ValidationKind): ValidationMessageId => `validation.${kind}`;

export interface Required {
  readonly kind: 'required';
}
export interface NotANumber {
  readonly kind: 'not-a-number';
}
export interface BelowZero {
  readonly kind: 'below-zero';
}
export interface Zero {
  readonly kind: 'zero';
}
export interface BelowMinimum {
  readonly kind: 'below-minimum';
  readonly minimum: Decimal;
}
export interface AboveAvailable {
  readonly kind: 'above-available';
  readonly available: Decimal;
}
export interface TooManyDecimals {
  readonly kind: 'too-many-decimals';
  /** The most decimals the coin allows. */
  readonly decimals: number;
}
export interface InsufficientBalance {
  readonly kind: 'insufficient-balance';
  readonly current: Decimal;
  readonly required: Decimal;
}
export interface LimitReached {
  readonly kind: 'limit-reached';
  readonly limit: number;
}
/** Above the most the server takes at once (a withdrawal's review limit). */
export interface AboveReviewLimit {
  readonly kind: 'above-review-limit';
  readonly limit: Decimal;
}
/** A failure without details. */
export interface Simple<K extends ValidationKind> {
  readonly kind: K;
}
/** A form with several fields: the failing fields, each with its own error. */
export interface InvalidFields<F extends string | number, E> {
  readonly kind: 'invalid-fields';
  readonly fields: Readonly<Partial<Record<F, E>>>;
}

/** What an amount rule can say. */
export type AmountError =
  | Required
  | NotANumber
  | BelowZero
  | Zero
  | TooManyDecimals
  | BelowMinimum
  | AboveAvailable;
