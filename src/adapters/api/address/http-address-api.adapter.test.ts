import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import type { AddressDraft } from '../../../domain/address/address';
import { HttpAddressApi } from './http-address-api.adapter';

const wire = {
  id: 5,
  name: 'Somchai',
  phone: '+66812345678',
  area_code: 'TH',
  area: 'Bangkok, Pathum Wan',
  address: '99 Rama I Rd',
  is_default: 1,
};
const domain = {
  id: 5,
  name: 'Somchai',
  phone: '+66812345678',
  country: 'TH',
  area: 'Bangkok, Pathum Wan',
  detail: '99 Rama I Rd',
  isDefault: true,
};
const draft: AddressDraft = { ...domain, isDefault: false };
const { id: _, ...draftFields } = { ...wire, is_default: 0 };

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpAddressApi(kit.client) };
};

describe('HttpAddressApi', () => {
  it('lists addresses mapped to the domain', async () => {
    const { kit, api } = setup();
    kit.fetch.answer([wire, { ...wire, id: 6, is_default: 0 }]);
    const list = await api.list();
    expect(list[0]).toEqual(domain);
    expect(list[1]?.isDefault).toBe(false);
  });

  it('answers the default address or null', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(wire).answer(null);
    expect(await api.getDefault()).toEqual(domain);
    expect(await api.getDefault()).toBeNull();
  });

  it('reads one address by id', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(wire);
    expect(await api.detail(5)).toEqual(domain);
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/address/addressDetail?id=5');
  });

  it('adds with the wire names and answers the stored address', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...wire, is_default: 0 });
    expect(await api.add(draft)).toEqual({ ...domain, isDefault: false });
    expect(kit.fetch.last.body).toEqual(draftFields);
  });

  it('edits with the id added', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(wire);
    expect(await api.edit(5, { ...draft, isDefault: true })).toEqual(domain);
    expect(kit.fetch.last.body).toEqual({ ...draftFields, is_default: 1, id: 5 });
  });

  it('sets the default and deletes by id', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(null).answer(undefined);
    await api.setDefault(5);
    expect(kit.fetch.last).toMatchObject({
      url: 'https://nadi.test/api/v1/address/setDefaultAddress',
      body: { id: 5 },
    });
    await api.remove(5);
    expect(kit.fetch.last).toMatchObject({
      url: 'https://nadi.test/api/v1/address/deleteAddress',
      body: { id: 5 },
    });
  });

  it('refuses a draft the catalogue forbids before sending', async () => {
    const { kit, api } = setup();
    await expect(api.add({ ...draft, phone: '0812345678' })).rejects.toMatchObject({ kind: 'system-error' });
    expect(kit.fetch.requests).toHaveLength(0);
  });
});
