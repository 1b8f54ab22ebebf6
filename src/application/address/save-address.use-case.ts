import { inject, injectable } from 'inversify';
import type { Address, AddressDraft } from '../../domain/address/address';
import {
  type AddressField,
  type AddressFieldError,
  type PhoneCheck,
  validateAddressDraft,
} from '../../domain/address/address-rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { InvalidFields } from '../../domain/shared/validation';
import { AddressApi } from './address-api.port';

export interface SaveAddressInput {
  /** The address to replace; null adds a new one. */
  readonly id: number | null;
  readonly draft: AddressDraft;
  /** The phone library's mobile check, passed in because the domain and this layer have no phone data. */
  readonly isValidPhone: PhoneCheck;
}

/** What the form can be told to fix: the failing fields. */
export type AddressDraftError = InvalidFields<AddressField, AddressFieldError>;

/**
 * Adds or edits an address. The draft is checked with the domain's address rules first: an invalid
 * draft comes back as its field errors and nothing is sent. What is sent is the trimmed draft. A
 * failed call rejects with the API's AppError.
 */
@injectable()
export class SaveAddressUseCase {
  constructor(@inject(AddressApi) private readonly addresses: AddressApi) {}

  async execute({ id, draft, isValidPhone }: SaveAddressInput): Promise<Result<Address, AddressDraftError>> {
    const checked = validateAddressDraft(draft, isValidPhone);
    if (!checked.ok) return err(checked.error);
    const saved =
      id === null ? await this.addresses.add(checked.value) : await this.addresses.edit(id, checked.value);
    return ok(saved);
  }
}
