import { inject, injectable } from 'inversify';
import { AddressApi } from './address-api.port';

/** Makes one address the default; the server unsets the previous default. Fails with the API's AppError. */
@injectable()
export class SetDefaultAddressUseCase {
  constructor(@inject(AddressApi) private readonly addresses: AddressApi) {}

  execute(id: number): Promise<void> {
    return this.addresses.setDefault(id);
  }
}
