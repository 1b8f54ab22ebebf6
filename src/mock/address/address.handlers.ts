import type * as z from 'zod/mini';
import {
  addressAdd,
  addressDelete,
  addressDetail,
  addressEdit,
  type addressFields,
  addressGetDefault,
  addressList,
  addressSetDefault,
} from '../../adapters/api/catalogue/address.schema';
import { fail, type HandlerResult, type Implementation, implementAuthed, invalid, ok } from '../core/handler';
import { type AddressFields, addressBook, type MockAddress } from './address.state';

/** Answer code for an address id the user does not have (someone else's counts as unknown). */
export const ADDRESS_NOT_FOUND_CODE = 404;

/** E.164: a plus, a non-zero country digit, 7 to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

const notFound = () => fail(ADDRESS_NOT_FOUND_CODE, 'address not found');

const toWire = (a: MockAddress) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  area_code: a.areaCode,
  area: a.area,
  address: a.address,
  is_default: a.isDefault ? (1 as const) : (0 as const),
});

/** The rules beyond the schema: trimmed fields not blank, phone in E.164. */
const checkFields = (input: z.output<typeof addressFields>): HandlerResult<never> | AddressFields => {
  const fields = {
    name: input.name.trim(),
    phone: input.phone.trim(),
    areaCode: input.area_code,
    area: input.area.trim(),
    address: input.address.trim(),
    isDefault: input.is_default === 1,
  };
  if (fields.name === '') return invalid('name is required');
  if (!E164.test(fields.phone)) return invalid('phone must be in E.164 form, e.g. +886912345678');
  if (fields.area === '') return invalid('area is required');
  if (fields.address === '') return invalid('address is required');
  return fields;
};

/**
 * Address book rules: at most one default (setting one unsets the others); the list is default first,
 * then newest first; deleting the default leaves the user with no default (none is promoted); the
 * first address is the default only when it is sent with is_default 1.
 */
export const ADDRESS_HANDLERS: readonly Implementation[] = [
  implementAuthed(addressList, ({ user, state }) => ok(addressBook(state).addresses(user.id).map(toWire))),

  implementAuthed(addressGetDefault, ({ user, state }) => {
    const found = addressBook(state)
      .addresses(user.id)
      .find((a) => a.isDefault);
    return ok(found ? toWire(found) : null);
  }),

  implementAuthed(addressDetail, ({ input, user, state }) => {
    const found = addressBook(state).address(user.id, input.id);
    return found ? ok(toWire(found)) : notFound();
  }),

  implementAuthed(addressAdd, ({ input, user, state }) => {
    const fields = checkFields(input);
    return 'ok' in fields ? fields : ok(toWire(addressBook(state).addAddress(user.id, fields)));
  }),

  implementAuthed(addressEdit, ({ input, user, state }) => {
    const fields = checkFields(input);
    if ('ok' in fields) return fields;
    const edited = addressBook(state).editAddress(user.id, input.id, fields);
    return edited ? ok(toWire(edited)) : notFound();
  }),

  implementAuthed(addressSetDefault, ({ input, user, state }) =>
    addressBook(state).setDefaultAddress(user.id, input.id) ? ok(null) : notFound(),
  ),

  implementAuthed(addressDelete, ({ input, user, state }) =>
    addressBook(state).deleteAddress(user.id, input.id) ? ok(null) : notFound(),
  ),
];
