import { inject, injectable } from 'inversify';
import type { AddressApi } from '../../../application/address/address-api.port';
import type { Address, AddressDraft } from '../../../domain/address/address';
import {
  addressAdd,
  addressDelete,
  addressDetail,
  addressEdit,
  addressGetDefault,
  addressList,
  addressSetDefault,
} from '../catalogue/address.schema';
import { HttpClient } from '../http-client';
import { toAddress, toAddressFields } from './address.mapper';

/** Address book calls over HTTP. */
@injectable()
export class HttpAddressApi implements AddressApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(): Promise<readonly Address[]> {
    return (await this.http.call(addressList, {})).map(toAddress);
  }

  async getDefault(): Promise<Address | null> {
    const wire = await this.http.call(addressGetDefault, {});
    return wire === null ? null : toAddress(wire);
  }

  async detail(id: number): Promise<Address> {
    return toAddress(await this.http.call(addressDetail, { id }));
  }

  async add(draft: AddressDraft): Promise<Address> {
    return toAddress(await this.http.call(addressAdd, toAddressFields(draft)));
  }

  async edit(id: number, draft: AddressDraft): Promise<Address> {
    return toAddress(await this.http.call(addressEdit, { ...toAddressFields(draft), id }));
  }

  async setDefault(id: number): Promise<void> {
    await this.http.call(addressSetDefault, { id });
  }

  async remove(id: number): Promise<void> {
    await this.http.call(addressDelete, { id });
  }
}
