import { inject, injectable } from 'inversify';
import type { Address } from '../../domain/address/address';
import { AddressApi } from './address-api.port';

/** The user's address book, default first. Fails with the API's AppError. */
@injectable()
export class ListAddressesUseCase {
  constructor(@inject(AddressApi) private readonly addresses: AddressApi) {}

  execute(): Promise<readonly Address[]> {
    return this.addresses.list();
  }
}
