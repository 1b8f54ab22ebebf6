import { ContainerModule } from 'inversify';
import { DeleteAddressUseCase } from '../../application/address/delete-address.use-case';
import { GetAddressUseCase } from '../../application/address/get-address.use-case';
import { SaveAddressUseCase } from '../../application/address/save-address.use-case';
import { SetDefaultAddressUseCase } from '../../application/address/set-default-address.use-case';
import { AddressFormVm } from '../../ui/screens/address/address-form.vm';
import { AddressListVm } from '../../ui/screens/address/address-list.vm';

/** The address book's screens (the form brings the phone metadata); the calls are in address-api.module. */
export const addressModule = new ContainerModule(({ bind }) => {
  bind(GetAddressUseCase).toSelf();
  bind(SaveAddressUseCase).toSelf();
  bind(DeleteAddressUseCase).toSelf();
  bind(SetDefaultAddressUseCase).toSelf();
  bind(AddressListVm).toSelf();
  bind(AddressFormVm).toSelf();
});
