import { inject, injectable } from 'inversify';
import type { Address } from '../../domain/address/address';
import { AddressApi } from '../address/address-api.port';

/**
 * The addresses a mall order may go to, default first (the address book's calls, loaded with the
 * container). Fails with the API's AppError.
 */
@injectable()
export class DeliveryAddressesUseCase {
  constructor(@inject(AddressApi) private readonly addresses: AddressApi) {}

  execute(): Promise<readonly Address[]> {
    return this.addresses.list();
  }
}
