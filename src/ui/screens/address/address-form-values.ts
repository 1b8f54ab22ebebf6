/**
 * The address form's values and their rules (decisions for the features that copy this one):
 * - Validation is the domain's (validateAddressDraft) with the phone library's mobile check. A field's
 *   error shows once the user has left the field or tried to save; the save use case checks the same
 *   rules again and sends nothing when they fail.
 * - Phone: the user types the national number after the region's calling code (a full international
 *   number works too); it is sent in E.164.
 * - The area (province / city) is a free line: a full province/city database of every region is not
 *   available, and a free line works for every market.
 */
import type { Address, AddressDraft } from '../../../domain/address/address';
import {
  type AddressField,
  type AddressFieldError,
  validateAddressDraft,
} from '../../../domain/address/address-rules';
import { isMobileOfRegion, phoneInputOf, toMobileE164 } from './phone';

/** The form's fields in screen order (the first failing one gets the focus). */
export const ADDRESS_FORM_FIELDS: readonly AddressField[] = ['name', 'phone', 'area', 'detail'];

/** What the user edits on the address form. */
export interface AddressFormValues {
  readonly name: string;
  /** ISO 3166-1 alpha-2 region of the address. */
  readonly country: string;
  /** The phone as typed (national digits after the calling code, or a full international number). */
  readonly phone: string;
  readonly area: string;
  readonly detail: string;
  readonly isDefault: boolean;
}

/** A positive whole number, or null. */
export function parseAddressId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A blank form in the interface language's default region. */
export function blankAddressValues(country: string): AddressFormValues {
  return { name: '', country, phone: '', area: '', detail: '', isDefault: false };
}

/** A saved address as the form shows it (the phone as the user would type it after the calling code). */
export function addressValuesOf(address: Address): AddressFormValues {
  return {
    name: address.name,
    country: address.country,
    phone: phoneInputOf(address.phone, address.country),
    area: address.area,
    detail: address.detail,
    isDefault: address.isDefault,
  };
}

/** What would be saved: the phone in E.164 when it is a mobile number of the region, else as typed. */
export function addressDraftOf(values: AddressFormValues): AddressDraft {
  return {
    name: values.name,
    phone: toMobileE164(values.phone, values.country) ?? values.phone.trim(),
    country: values.country,
    area: values.area,
    detail: values.detail,
    isDefault: values.isDefault,
  };
}

/** The errors to show: of the fields the user has left, or of every field once a save was tried. */
export function shownAddressErrors(
  draft: AddressDraft,
  touched: ReadonlySet<AddressField>,
  submitted: boolean,
): Readonly<Partial<Record<AddressField, AddressFieldError>>> {
  const checked = validateAddressDraft(draft, isMobileOfRegion);
  if (checked.ok) return {};
  const shown: Partial<Record<AddressField, AddressFieldError>> = {};
  for (const field of ADDRESS_FORM_FIELDS) {
    const error = checked.error.fields[field];
    if (error && (submitted || touched.has(field))) shown[field] = error;
  }
  return shown;
}
