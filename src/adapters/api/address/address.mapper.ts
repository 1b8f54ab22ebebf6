import type * as z from 'zod/mini';
import type { Address, AddressDraft } from '../../../domain/address/address';
import type { addressFields, addressWire } from '../catalogue/address.schema';

/** Wire `area_code` is the domain's country, wire `address` its detail line, `is_default` a 0/1 flag. */
export const toAddress = (wire: z.output<typeof addressWire>): Address => ({
  id: wire.id,
  name: wire.name,
  phone: wire.phone,
  country: wire.area_code,
  area: wire.area,
  detail: wire.address,
  isDefault: wire.is_default === 1,
});

export const toAddressFields = (draft: AddressDraft): z.input<typeof addressFields> => ({
  name: draft.name,
  phone: draft.phone,
  area_code: draft.country,
  area: draft.area,
  address: draft.detail,
  is_default: draft.isDefault ? 1 : 0,
});
