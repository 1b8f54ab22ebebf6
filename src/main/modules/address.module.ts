import { ContainerModule } from 'inversify';
import { SaveAddressUseCase } from '../../application/address/save-address.use-case';
import { AddressFormVm } from '../../ui/screens/address/address-form.vm';
import { AddressListVm } from '../../ui/screens/address/address-list.vm';

/** The address book's screens (the form brings the phone metadata); the calls are in address-api.module. */
export const addressModule = new ContainerModule(({ bind }) => {
  bind(SaveAddressUseCase).toSelf();
  bind(AddressListVm).toSelf();
  bind(AddressFormVm).toSelf();
});
