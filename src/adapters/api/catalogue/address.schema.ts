import * as z from 'zod/mini';
import { endpoint, idParams, noData, noParams, phoneE164 } from './endpoint';

export const addressWire = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  area_code: z.string(),
  area: z.string(),
  address: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});

/** What add and edit send (edit adds the id). */
export const addressFields = z.object({
  name: z.string().check(z.minLength(1)),
  phone: phoneE164,
  area_code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  area: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  is_default: z.union([z.literal(0), z.literal(1)]),
});

export const addressList = endpoint({
  id: 'address.addressList',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/address/addressList',
  auth: true,
  origin: 'spec',
  summary: "The user's addresses, default first.",
  request: noParams,
  response: z.array(addressWire),
});

export const addressGetDefault = endpoint({
  id: 'address.getDefaultAddress',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/address/getDefaultAddress',
  auth: true,
  origin: 'spec',
  summary: 'The default address, or null.',
  request: noParams,
  response: z.nullable(addressWire),
});

export const addressDetail = endpoint({
  id: 'address.addressDetail',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/address/addressDetail',
  auth: true,
  origin: 'spec',
  summary: 'One address by id.',
  request: idParams,
  response: addressWire,
});

export const addressAdd = endpoint({
  id: 'address.addAddress',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/address/addAddress',
  auth: true,
  origin: 'spec',
  summary: 'Adds an address; answers it with its id (answer proposed).',
  request: addressFields,
  response: addressWire,
});

export const addressEdit = endpoint({
  id: 'address.editAddress',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/address/editAddress',
  auth: true,
  origin: 'spec',
  summary: 'Replaces the fields of an address; answers it (answer proposed).',
  request: z.extend(addressFields, { id: z.number() }),
  response: addressWire,
});

export const addressSetDefault = endpoint({
  id: 'address.setDefaultAddress',
  proposed: ['response'],
  method: 'POST',
  path: '/api/v1/address/setDefaultAddress',
  auth: true,
  origin: 'spec',
  summary: 'Makes one address the default.',
  request: z.object({ id: z.number() }),
  response: noData,
});

export const addressDelete = endpoint({
  id: 'address.deleteAddress',
  proposed: ['response'],
  method: 'POST',
  path: '/api/v1/address/deleteAddress',
  auth: true,
  origin: 'spec',
  summary: 'Deletes one address.',
  request: z.object({ id: z.number() }),
  response: noData,
});

/** The address calls. */
export const ADDRESS_ENDPOINTS = [
  addressList,
  addressGetDefault,
  addressDetail,
  addressAdd,
  addressEdit,
  addressSetDefault,
  addressDelete,
] as const;
