import { type PhoneCheck, validatePhone } from '../address/address-rules';
import { err, ok, type Result } from '../shared/result';
import type { InvalidFields, Required, Simple } from '../shared/validation';
import type { CarApplicationDraft } from './car';

/** At most this many documents go with one application. */
export const MAX_CAR_DOCUMENTS = 5;
/** Largest document, in bytes (10 MB). */
export const MAX_CAR_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type CarField = 'car' | 'name' | 'phone' | 'documents';
export type CarFieldError = Required | Simple<'invalid-phone'>;

export interface CarApplicationInput {
  readonly carId: number | null;
  readonly name: string;
  /** E.164 when the typed number is a mobile number of `region`, else what was typed. */
  readonly phone: string;
  readonly region: string;
  readonly documents: readonly string[];
  readonly resubmitOf: number | null;
}

/** The application form: a car chosen, a name, a mobile phone of the region, at least one document. */
export function validateCarApplication(
  input: CarApplicationInput,
  isValidPhone: PhoneCheck,
): Result<CarApplicationDraft, InvalidFields<CarField, CarFieldError>> {
  const fields: Partial<Record<CarField, CarFieldError>> = {};
  const name = input.name.trim();
  if (input.carId === null) fields.car = { kind: 'required' };
  if (name === '') fields.name = { kind: 'required' };
  const phone = validatePhone(input.phone, input.region, isValidPhone);
  if (!phone.ok) fields.phone = phone.error;
  if (input.documents.length === 0) fields.documents = { kind: 'required' };
  if (Object.keys(fields).length > 0 || input.carId === null || !phone.ok) {
    return err({ kind: 'invalid-fields', fields });
  }
  return ok({
    carId: input.carId,
    name,
    phone: phone.value,
    documents: input.documents,
    resubmitOf: input.resubmitOf,
  });
}

/** Whether a file may be uploaded as a document: not empty and at most MAX_CAR_DOCUMENT_BYTES. */
export const documentSizeOk = (bytes: number): boolean => bytes > 0 && bytes <= MAX_CAR_DOCUMENT_BYTES;
