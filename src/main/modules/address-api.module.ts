import { ContainerModule } from 'inversify';
import { HttpAddressApi } from '../../adapters/api/address/http-address-api.adapter';
import { AddressApi } from '../../application/address/address-api.port';

/**
 * The address book's calls, loaded with the container: mining reads the default address to ship a device,
 * and should not load the address screens' module (its form brings the phone metadata) for that.
 */
export const addressApiModule = new ContainerModule(({ bind }) => {
  bind(AddressApi).to(HttpAddressApi).inSingletonScope();
});
