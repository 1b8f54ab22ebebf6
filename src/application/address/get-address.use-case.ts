import { inject, injectable } from 'inversify';
import type { Address } from '../../domain/address/address';
import { AddressApi } from './address-api.port';

/** One address of the user's, for the edit form. Fails with the API's AppError (also for an unknown id). */
@injectable()
export class GetAddressUseCase {
  constructor(@inject(AddressApi) private readonly addresses: AddressApi) {}

  execute(id: number): Promise<Address> {
    return this.addresses.detail(id);
  }
}
