import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpAddressApi } from '../../src/adapters/api/address/http-address-api.adapter';
import {
  addressAdd,
  addressDelete,
  addressDetail,
  addressEdit,
  addressGetDefault,
  addressList,
  addressSetDefault,
} from '../../src/adapters/api/catalogue/address.schema';
import type { Address, AddressDraft } from '../../src/domain/address/address';
import {
  appErrorOf,
  contractKit,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpAddressApi(contractKit(url, PACT_TOKEN).client);

/**
 * Record ids come from the provider state ("the user has addresses" answers `address_id`, the default
 * address, and `other_address_id`), so a real backend may use its own ids; the numbers here are examples.
 */
const ADDRESS_ID = 1;
const OTHER_ADDRESS_ID = 2;
const addressId = () => fromState('address_id', ADDRESS_ID);
const otherAddressId = () => fromState('other_address_id', OTHER_ADDRESS_ID);

const wireAddress = (id: number, isDefault: 0 | 1) => ({
  id: integer(id),
  name: string('Aiden Chen'),
  phone: regex('^\\+\\d{6,15}$', '+886912345678'),
  area_code: regex('^[A-Z]{2}$', 'TW'),
  area: string('Taipei City, Xinyi District'),
  address: string('No. 7, Sec. 5, Xinyi Rd., 11F'),
  is_default: integer(isDefault),
});

const domainAddress = (id: number, isDefault: boolean): Address => ({
  id,
  name: 'Aiden Chen',
  phone: '+886912345678',
  country: 'TW',
  area: 'Taipei City, Xinyi District',
  detail: 'No. 7, Sec. 5, Xinyi Rd., 11F',
  isDefault,
});

const draft: AddressDraft = {
  name: 'Somchai Wong',
  phone: '+66812345678',
  country: 'TH',
  area: 'Bangkok, Pathum Wan',
  detail: '99 Rama I Rd, Floor 3',
  isDefault: false,
};
const draftBody = {
  name: draft.name,
  phone: draft.phone,
  area_code: draft.country,
  area: draft.area,
  address: draft.detail,
  is_default: 0,
};
const savedDraft = (id: ReturnType<typeof integer>) => ({
  id,
  name: string(draft.name),
  phone: regex('^\\+\\d{6,15}$', draft.phone),
  area_code: regex('^[A-Z]{2}$', draft.country),
  area: string(draft.area),
  address: string(draft.detail),
  is_default: integer(0),
});

describe('address contract', () => {
  it('address.addressList answers the address book', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressList,
        description: 'a request for the address book',
        answer: success(eachLike(wireAddress(1, 1))),
      },
      async (server) => {
        expect(await api(server.url).list()).toEqual([domainAddress(1, true)]);
      },
    );
  });

  it('address.addressList answers an empty book', async () => {
    await interaction(
      {
        given: 'the user has no addresses',
        endpoint: addressList,
        description: 'a request for an empty address book',
        answer: success([]),
      },
      async (server) => {
        expect(await api(server.url).list()).toEqual([]);
      },
    );
  });

  it('address.getDefaultAddress answers the default address', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressGetDefault,
        description: 'a request for the default address',
        answer: success(wireAddress(1, 1)),
      },
      async (server) => {
        expect(await api(server.url).getDefault()).toEqual(domainAddress(1, true));
      },
    );
  });

  it('address.getDefaultAddress answers null when there is none', async () => {
    await interaction(
      {
        given: 'the user has no addresses',
        endpoint: addressGetDefault,
        description: 'a request when the user has no address',
        answer: success(null),
      },
      async (server) => {
        expect(await api(server.url).getDefault()).toBeNull();
      },
    );
  });

  it('address.addressDetail answers one address', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressDetail,
        description: 'the id of one of the user’s addresses',
        query: { id: fromState('address_id', String(ADDRESS_ID)) },
        answer: success(wireAddress(ADDRESS_ID, 1)),
      },
      async (server) => {
        expect(await api(server.url).detail(ADDRESS_ID)).toEqual(domainAddress(ADDRESS_ID, true));
      },
    );
  });

  it('address.addressDetail of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressDetail,
        description: 'an id the user has no address with',
        query: { id: '999999' },
        answer: failure(404, 'address not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).detail(999999));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, serverMessage: 'address not found' });
      },
    );
  });

  it('address.addAddress answers the stored address', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressAdd,
        description: 'a valid new address',
        body: draftBody,
        answer: success(savedDraft(integer(3))),
      },
      async (server) => {
        expect(await api(server.url).add(draft)).toEqual({ ...draft, id: 3 });
      },
    );
  });

  it('address.addAddress with a blank name answers HTTP 400 with the server message', async () => {
    // Spaces pass the app's shape check (a non-empty string); the server trims and refuses. (A bad phone
    // cannot reach the server: the catalogue's E.164 rule stops it in the client.)
    const refused = { ...draftBody, name: '   ' };
    const message = 'name is required';
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressAdd,
        description: 'a recipient name of spaces only',
        body: refused,
        status: 400,
        answer: failure(400, message),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).add({ ...draft, name: refused.name }));
        expect(error.kind).toBe('bad-request');
        expect(error.detail).toMatchObject({
          status: 400,
          serverMessage: message,
          operation: 'address.addAddress',
        });
      },
    );
  });

  it('address.editAddress answers the edited address', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressEdit,
        description: 'new fields for one of the user’s addresses',
        body: { ...draftBody, id: otherAddressId() },
        answer: success(savedDraft(integer(OTHER_ADDRESS_ID))),
      },
      async (server) => {
        expect(await api(server.url).edit(OTHER_ADDRESS_ID, draft)).toEqual({
          ...draft,
          id: OTHER_ADDRESS_ID,
        });
      },
    );
  });

  it('address.setDefaultAddress succeeds', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressSetDefault,
        description: 'the id of an address that is not the default',
        body: { id: otherAddressId() },
        answer: { code: 200, msg: string('success') },
      },
      async (server) => {
        await expect(api(server.url).setDefault(OTHER_ADDRESS_ID)).resolves.toBeUndefined();
      },
    );
  });

  it('address.deleteAddress succeeds', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressDelete,
        description: 'the id of one of the user’s addresses',
        body: { id: addressId() },
        answer: { code: 200, msg: string('success') },
      },
      async (server) => {
        await expect(api(server.url).remove(ADDRESS_ID)).resolves.toBeUndefined();
      },
    );
  });

  it('address.editAddress with a blank name answers HTTP 400 with the server message', async () => {
    const message = 'name is required';
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressEdit,
        description: 'a recipient name of spaces only for one of the user’s addresses',
        body: { ...draftBody, name: '   ', id: otherAddressId() },
        status: 400,
        answer: failure(400, message),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).edit(OTHER_ADDRESS_ID, { ...draft, name: '   ' }));
        expect(error.kind).toBe('bad-request');
        expect(error.detail).toMatchObject({
          status: 400,
          serverMessage: message,
          operation: 'address.editAddress',
        });
      },
    );
  });

  it('address.setDefaultAddress of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressSetDefault,
        description: 'an id the user has no address with, to make the default',
        body: { id: 999999 },
        answer: failure(404, 'address not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).setDefault(999999));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, serverMessage: 'address not found' });
      },
    );
  });

  it('address.deleteAddress of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'the user has addresses',
        endpoint: addressDelete,
        description: 'an id the user has no address with, to delete',
        body: { id: 999999 },
        answer: failure(404, 'address not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).remove(999999));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({
          status: 200,
          code: 404,
          serverMessage: 'address not found',
          operation: 'address.deleteAddress',
        });
      },
    );
  });
});
