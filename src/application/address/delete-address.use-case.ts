import { inject, injectable } from 'inversify';
import { AddressApi } from './address-api.port';

/**
 * Deletes an address (the screen has asked the user first). Deleting the default leaves no default.
 * Fails with the API's AppError.
 */
@injectable()
export class DeleteAddressUseCase {
  constructor(@inject(AddressApi) private readonly addresses: AddressApi) {}

  execute(id: number): Promise<void> {
    return this.addresses.remove(id);
  }
}
