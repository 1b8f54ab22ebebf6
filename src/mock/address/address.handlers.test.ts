import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBackend } from '../core/mock-backend';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';
import { ADDRESS_NOT_FOUND_CODE } from './address.handlers';

const A = '/api/v1/address';
const draft = {
  name: 'Nok Srisai',
  phone: '+66812345678',
  area_code: 'TH',
  area: 'Bangkok, Pathum Wan',
  address: '999 Rama I Rd',
  is_default: 0,
};

let backend: MockBackend;
let token: string;

const get = (path: string) => call(backend, 'GET', `${A}/${path}`, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', `${A}/${path}`, { token, body });
const defaults = async () =>
  (await get('addressList')).json.data
    .filter((a: { is_default: number }) => a.is_default === 1)
    .map((a: { id: number }) => a.id);

beforeEach(async () => {
  backend = makeBackend().backend;
  token = await login(backend, seededWallet(10001));
});

describe('address handlers', () => {
  it('lists the seeded addresses, default first', async () => {
    const { json } = await get('addressList');
    expect(json.data.map((a: { id: number }) => a.id)).toEqual([1, 2]);
    expect(json.data[0]).toEqual({
      id: 1,
      name: 'Aiden Chen',
      phone: '+886912345678',
      area_code: 'TW',
      area: 'Taipei City, Xinyi District',
      address: 'No. 7, Sec. 5, Xinyi Rd., 11F',
      is_default: 1,
    });
    expect((await get('getDefaultAddress')).json.data.id).toBe(1);
    expect((await get('addressDetail?id=2')).json.data.name).toBe('Chen Office');
  });

  it('adds an address; a new default replaces the old one', async () => {
    const added = (await post('addAddress', draft)).json.data;
    expect(added).toEqual({ id: 3, ...draft });
    expect(await defaults()).toEqual([1]);
    const second = (await post('addAddress', { ...draft, name: '  Second  ', is_default: 1 })).json.data;
    expect(second).toMatchObject({ id: 4, name: 'Second', is_default: 1 });
    expect(await defaults()).toEqual([4]);
    expect((await get('addressList')).json.data.map((a: { id: number }) => a.id)).toEqual([4, 3, 2, 1]);
  });

  it('edits an address and can make it the default', async () => {
    const edited = (await post('editAddress', { ...draft, id: 2, is_default: 1 })).json.data;
    expect(edited).toEqual({ id: 2, ...draft, is_default: 1 });
    expect(await defaults()).toEqual([2]);
    await post('editAddress', { ...draft, id: 2, is_default: 0 });
    expect(await defaults()).toEqual([]);
  });

  it('keeps exactly one default when setting one', async () => {
    expect((await post('setDefaultAddress', { id: 2 })).json).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    expect(await defaults()).toEqual([2]);
    await post('setDefaultAddress', { id: 2 });
    expect(await defaults()).toEqual([2]);
  });

  it('deleting the default promotes no other address', async () => {
    expect((await post('deleteAddress', { id: 1 })).json.code).toBe(200);
    expect(await defaults()).toEqual([]);
    expect((await get('getDefaultAddress')).json).toEqual({ code: 200, msg: 'success', data: null });
    await post('deleteAddress', { id: 2 });
    expect((await get('addressList')).json.data).toEqual([]);
  });

  it("answers code 404 for an unknown id and for another user's address", async () => {
    const notFound = { code: ADDRESS_NOT_FOUND_CODE, msg: 'address not found' };
    expect((await get('addressDetail?id=99')).json).toEqual(notFound);
    expect((await post('editAddress', { ...draft, id: 99 })).json).toEqual(notFound);
    expect((await post('setDefaultAddress', { id: 99 })).json).toEqual(notFound);
    expect((await post('deleteAddress', { id: 99 })).json).toEqual(notFound);
    const otherToken = await login(backend, seededWallet(10002));
    const other = await call(backend, 'GET', `${A}/addressDetail?id=1`, { token: otherToken });
    expect(other).toMatchObject({ status: 200, json: notFound });
    expect(
      (await call(backend, 'GET', `${A}/getDefaultAddress`, { token: otherToken })).json.data,
    ).toBeNull();
  });

  it('refuses a phone not in E.164 form and blank fields with HTTP 400', async () => {
    const cases = [
      { ...draft, phone: '0812345678' },
      { ...draft, phone: '+0812345678' },
      { ...draft, name: '   ' },
      { ...draft, area: ' ' },
      { ...draft, address: ' ' },
      { ...draft, area_code: 'th' },
      { ...draft, is_default: 2 },
    ];
    for (const body of cases) {
      const result = await post('addAddress', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json.code).toBe(400);
    }
    expect((await post('editAddress', { ...draft, id: 1, phone: '12' })).status).toBe(400);
    expect((await get('addressDetail')).status).toBe(400);
  });
});
