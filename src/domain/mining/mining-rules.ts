import type Decimal from 'decimal.js';
import { validateAmount } from '../shared/amount-rules';
import { err, ok, type Result } from '../shared/result';
import type { AmountError, InvalidFields, Required, Simple } from '../shared/validation';

/**
 * One destroy-mining entry: a number that reaches the entry minimum ({amount}; the value comes from the
 * backend, the spec does not give it) and, when given, not above the available USDT.
 */
export const validateDestroyAmount = (
  text: string,
  minimum: Decimal,
  available?: Decimal,
): Result<Decimal, AmountError> =>
  validateAmount(text, available === undefined ? { minimum } : { minimum, available });

/** Every entry of a destroy order at once; the failing entries are keyed by their index. */
export function validateDestroyEntries(
  texts: readonly string[],
  minimum: Decimal,
): Result<readonly Decimal[], InvalidFields<number, AmountError>> {
  const values: Decimal[] = [];
  const fields: Partial<Record<number, AmountError>> = {};
  texts.forEach((text, index) => {
    const result = validateDestroyAmount(text, minimum);
    if (result.ok) values.push(result.value);
    else fields[index] = result.error;
  });
  return values.length === texts.length ? ok(values) : err({ kind: 'invalid-fields', fields });
}

/** Union (joint) mining has its own minimum, checked the same way. */
export const validateUnionAmount = (
  text: string,
  minimum: Decimal,
  available?: Decimal,
): Result<Decimal, AmountError> =>
  validateAmount(text, available === undefined ? { minimum } : { minimum, available });

/**
 * Activation codes are printed on the device: letters, digits and dashes, 6 to 32 of them. Checking the shape
 * here spares a server round trip for an obvious typo; the server still decides whether the code is real.
 */
const ACTIVATION_CODE = /^[A-Za-z0-9-]{6,32}$/;

/** Activation code: required, trimmed, 6-32 letters, digits or dashes. Case is kept; codes may be case-sensitive. */
export function validateActivationCode(text: string): Result<string, Required | Simple<'invalid-code'>> {
  const trimmed = text.trim();
  if (trimmed === '') return err({ kind: 'required' });
  return ACTIVATION_CODE.test(trimmed) ? ok(trimmed) : err({ kind: 'invalid-code' });
}
