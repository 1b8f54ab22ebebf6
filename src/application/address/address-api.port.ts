import type { Address, AddressDraft } from '../../domain/address/address';

/** Address book calls; fail with AppError of an API kind. */
export const AddressApi = Symbol.for('AddressApi');
export interface AddressApi {
  /** All of the user's addresses, default first (`address/addressList`). */
  list(): Promise<readonly Address[]>;
  /** The default address, or null when there is none (`address/getDefaultAddress`). */
  getDefault(): Promise<Address | null>;
  /** One address (`address/addressDetail`). */
  detail(id: number): Promise<Address>;
  /** Adds an address (`address/addAddress`) and returns it with its id. */
  add(draft: AddressDraft): Promise<Address>;
  /** Replaces an address's fields (`address/editAddress`). */
  edit(id: number, draft: AddressDraft): Promise<Address>;
  /** Makes an address the default (`address/setDefaultAddress`). */
  setDefault(id: number): Promise<void>;
  /** Deletes an address (`address/deleteAddress`). */
  remove(id: number): Promise<void>;
}
