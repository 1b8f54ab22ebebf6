import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/api/http-client';
import { AddressApi } from '../../application/address/address-api.port';
import { lazyAdapter } from './lazy-adapter';

/**
 * The address book's calls, loaded with the container: mining reads the default address to ship a device,
 * and should not load the address screens' module (its form brings the phone metadata) for that. The
 * adapter itself (with its schemas) loads at the first call.
 */
export const addressApiModule = new ContainerModule(({ bind }) => {
  bind(AddressApi)
    .toDynamicValue((context) => {
      const http = context.get(HttpClient);
      return lazyAdapter<AddressApi>(
        () =>
          import(
            /* webpackChunkName: "address-api" */ '../../adapters/api/address/http-address-api.adapter'
          ).then((m) => new m.HttpAddressApi(http)),
        { list: true, getDefault: true, detail: true, add: true, edit: true, setDefault: true, remove: true },
      );
    })
    .inSingletonScope();
});
