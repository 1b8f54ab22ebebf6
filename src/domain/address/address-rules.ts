import { err, ok, type Result } from '../shared/result';
import type { InvalidFields, Required, Simple } from '../shared/validation';
import type { AddressDraft } from './address';

/**
 * Decides whether a phone number is a valid mobile number of an ISO 3166-1 alpha-2 country. The phone library
 * lives outside the domain, so the caller passes its check in.
 */
export type PhoneCheck = (phone: string, country: string) => boolean;

type PhoneError = Required | Simple<'invalid-phone'>;
export type AddressFieldError = Required | PhoneError | Simple<'area-not-chosen'>;
export type AddressField = 'name' | 'phone' | 'area' | 'detail';

/** Text fields are trimmed so an entry of spaces counts as empty and the stored value has no stray blanks. */
function requiredText(text: string): Result<string, Required> {
  const trimmed = text.trim();
  return trimmed === '' ? err({ kind: 'required' }) : ok(trimmed);
}

/** Recipient name: required, trimmed. */
export const validateRecipientName = (name: string): Result<string, Required> => requiredText(name);

/** Detailed address (street, building, room): required, trimmed. */
export const validateAddressDetail = (detail: string): Result<string, Required> => requiredText(detail);

/** Area: one must be chosen in the picker. */
export function validateArea(area: string): Result<string, Simple<'area-not-chosen'>> {
  const trimmed = area.trim();
  return trimmed === '' ? err({ kind: 'area-not-chosen' }) : ok(trimmed);
}

/**
 * Phone: required and a valid mobile number of the address's country. A check that throws counts as "not
 * valid", so a library fault shows as a field error rather than breaking the form.
 */
export function validatePhone(
  phone: string,
  country: string,
  isValidPhone: PhoneCheck,
): Result<string, PhoneError> {
  const trimmed = phone.trim();
  if (trimmed === '') return err({ kind: 'required' });
  let valid: boolean;
  try {
    valid = isValidPhone(trimmed, country);
  } catch {
    valid = false;
  }
  return valid ? ok(trimmed) : err({ kind: 'invalid-phone' });
}

/** The whole address form: every failing field at once, or the trimmed draft. */
export function validateAddressDraft(
  draft: AddressDraft,
  isValidPhone: PhoneCheck,
): Result<AddressDraft, InvalidFields<AddressField, AddressFieldError>> {
  const name = validateRecipientName(draft.name);
  const phone = validatePhone(draft.phone, draft.country, isValidPhone);
  const area = validateArea(draft.area);
  const detail = validateAddressDetail(draft.detail);
  if (name.ok && phone.ok && area.ok && detail.ok) {
    return ok({ ...draft, name: name.value, phone: phone.value, area: area.value, detail: detail.value });
  }
  const fields: Partial<Record<AddressField, AddressFieldError>> = {};
  if (!name.ok) fields.name = name.error;
  if (!phone.ok) fields.phone = phone.error;
  if (!area.ok) fields.area = area.error;
  if (!detail.ok) fields.detail = detail.error;
  return err({ kind: 'invalid-fields', fields });
}
