import { describe, expect, it } from 'vitest';
import { InMemoryAddressApi, sampleDraft } from '../../../../tests/fakes/in-memory-address-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { settle } from '../../../../tests/support/settle';
import { SaveAddressUseCase } from '../../../application/address/save-address.use-case';
import { LocaleStore } from '../../../application/shared/locale.store';
import { AppError } from '../../../domain/shared/app-error';
import { type AddressFormParams, AddressFormVm } from './address-form.vm';
import { parseAddressId } from './address-form-values';

function setup(seed = [sampleDraft({ name: 'Home', isDefault: true })]) {
  const api = new InMemoryAddressApi(seed);
  const locales = new LocaleStore(new InMemoryStorage(), testAppConfig({ defaultLocale: 'en' }));
  const vm = new AddressFormVm(new SaveAddressUseCase(api), api, locales);
  return { api, vm, locales };
}

const add: AddressFormParams = { mode: 'add', id: null, active: true };
const edit = (id: string | null): AddressFormParams => ({ mode: 'edit', id, active: true });

/** Fills a valid Thai address, phone typed the national way. */
function fillThai(vm: AddressFormVm) {
  vm.setName(' Somchai ');
  vm.chooseRegion('TH');
  vm.setPhone('081 234 5678');
  vm.setArea('Bangkok, Bang Rak');
  vm.setDetail('1 Silom Rd');
}

describe('adding', () => {
  it('starts blank in the region of the interface language, with its calling code', () => {
    const { vm, locales } = setup();
    expect(vm.started).toBe(false);
    vm.attach(add);
    expect(vm.started).toBe(true);
    expect(vm.ready).toBe(true);
    expect(vm.country).toBe('US');
    expect(vm.callingCode).toBe('+1');
    expect(vm.regionName).toBe('United States');
    locales.setLocale('ja');
    expect(vm.regionName).toBe('アメリカ合衆国');
  });

  it('saves a valid address with the phone in E.164 and the trimmed fields', async () => {
    const { api, vm } = setup([]);
    vm.attach(add);
    fillThai(vm);
    vm.setDefault(true);
    const saved = await vm.submit();
    expect(saved).toMatchObject({ id: 1, name: 'Somchai', phone: '+66812345678', country: 'TH' });
    expect(api.callsOf('add')).toEqual([
      {
        method: 'add',
        args: [
          {
            name: 'Somchai',
            phone: '+66812345678',
            country: 'TH',
            area: 'Bangkok, Bang Rak',
            detail: '1 Silom Rd',
            isDefault: true,
          },
        ],
      },
    ]);
  });

  it.each([
    ['a landline', '02 123 4567'],
    ['too few digits', '0812'],
    ['a number of another region', '+84 912 345 678'],
  ])('refuses %s as the phone and sends nothing', async (_, phone) => {
    const { api, vm } = setup([]);
    vm.attach(add);
    fillThai(vm);
    vm.setPhone(phone);
    expect(await vm.submit()).toBeNull();
    expect(vm.errors).toEqual({ phone: { kind: 'invalid-phone' } });
    expect(vm.firstInvalidField).toBe('phone');
    expect(api.calls).toEqual([]);
  });

  it('checks the phone against the chosen region', async () => {
    const { vm } = setup([]);
    vm.attach(add);
    fillThai(vm);
    vm.chooseRegion('SG');
    expect(await vm.submit()).toBeNull();
    expect(vm.errors.phone).toEqual({ kind: 'invalid-phone' });
    vm.chooseRegion('TH');
    expect(vm.errors.phone).toBeUndefined();
  });

  it('shows a field’s error once the user leaves it, and every error after a save is tried', async () => {
    const { api, vm } = setup([]);
    vm.attach(add);
    expect(vm.errors).toEqual({});
    vm.touch('name');
    expect(vm.errors).toEqual({ name: { kind: 'required' } });
    await vm.submit();
    expect(vm.errors).toEqual({
      name: { kind: 'required' },
      phone: { kind: 'required' },
      area: { kind: 'area-not-chosen' },
      detail: { kind: 'required' },
    });
    expect(vm.firstInvalidField).toBe('name');
    vm.setName('Ann');
    expect(vm.errors.name).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it('keeps what was typed when the server fails, with the add failure', async () => {
    const { api, vm } = setup([]);
    vm.attach(add);
    fillThai(vm);
    api.failWith.add = new AppError('network');
    expect(await vm.submit()).toBeNull();
    expect(vm.submitError).toMatchObject({ kind: 'network' });
    expect(vm.saveFailure).toBe('address-add');
    expect([vm.name, vm.phone, vm.country, vm.area, vm.detail]).toEqual([
      ' Somchai ',
      '081 234 5678',
      'TH',
      'Bangkok, Bang Rak',
      '1 Silom Rd',
    ]);
    delete api.failWith.add;
    expect(await vm.submit()).not.toBeNull();
    expect(vm.submitError).toBeNull();
  });

  it('is busy while saving and ignores a second submit', async () => {
    const { api, vm } = setup([]);
    vm.attach(add);
    fillThai(vm);
    const release = api.hold();
    const first = vm.submit();
    expect(vm.submitting).toBe(true);
    expect(await vm.submit()).toBeNull();
    release();
    expect(await first).not.toBeNull();
    expect(vm.submitting).toBe(false);
    expect(api.callsOf('add')).toHaveLength(1);
  });

  it('starts blank again when the page comes back on screen, but not for StrictMode’s re-attach', () => {
    const { vm } = setup();
    vm.attach(add);
    vm.setName('typed');
    vm.detach();
    vm.attach(add);
    expect(vm.name).toBe('typed');
    vm.attach({ ...add, active: false });
    vm.attach(add);
    expect(vm.name).toBe('');
  });
});

describe('the region picker', () => {
  it('lists the markets first, then the rest, and searches by name, code or calling code', () => {
    const { vm } = setup();
    vm.attach(add);
    vm.regionPicker.show();
    expect(vm.regionPicker.open).toBe(true);
    expect(vm.regionPicker.grouped).toBe(true);
    expect(vm.regionPicker.regions.slice(0, 3).map((r) => r.code)).toEqual(['TW', 'CN', 'HK']);
    expect(vm.regionPicker.regions.length).toBeGreaterThan(200);
    vm.regionPicker.setQuery('thai');
    expect(vm.regionPicker.regions.map((r) => r.code)).toEqual(['TH']);
    expect(vm.regionPicker.grouped).toBe(false);
    vm.regionPicker.setQuery('+84');
    expect(vm.regionPicker.regions.map((r) => r.code)).toEqual(['VN']);
    vm.regionPicker.setQuery('zz-nothing');
    expect(vm.regionPicker.regions).toEqual([]);
    vm.chooseRegion('VN');
    expect(vm.regionPicker.open).toBe(false);
    expect(vm.callingCode).toBe('+84');
  });

  it('names the regions in the interface language', () => {
    const { vm, locales } = setup();
    locales.setLocale('zhTw');
    vm.attach(add);
    expect(vm.country).toBe('TW');
    vm.regionPicker.setQuery('泰國');
    expect(vm.regionPicker.regions.map((r) => r.code)).toEqual(['TH']);
  });
});

describe('editing', () => {
  it('loads the address into the form, the phone as its national number', async () => {
    const { vm } = setup();
    vm.attach(edit('1'));
    expect(vm.loading).toBe(true);
    expect(vm.ready).toBe(false);
    await settle();
    expect(vm.ready).toBe(true);
    expect([vm.name, vm.country, vm.phone, vm.isDefault]).toEqual(['Home', 'TH', '812345678', true]);
  });

  it('saves the changes to the same address', async () => {
    const { api, vm } = setup();
    vm.attach(edit('1'));
    await settle();
    vm.setDetail('99 Sukhumvit Rd');
    expect(await vm.submit()).toMatchObject({ id: 1, detail: '99 Sukhumvit Rd', phone: '+66812345678' });
    expect(api.callsOf('edit')).toHaveLength(1);
    expect(api.callsOf('add')).toHaveLength(0);
  });

  it('names the edit failure', async () => {
    const { api, vm } = setup();
    vm.attach(edit('1'));
    await settle();
    api.failWith.edit = new AppError('forbidden');
    await vm.submit();
    expect(vm.saveFailure).toBe('address-edit');
    expect(vm.submitError).toMatchObject({ kind: 'forbidden' });
  });

  it('shows a failed load with a retry', async () => {
    const { api, vm } = setup();
    api.failWith.detail = new AppError('timeout');
    vm.attach(edit('1'));
    await settle();
    expect(vm.loadError).toMatchObject({ kind: 'timeout' });
    expect(await vm.submit()).toBeNull();
    delete api.failWith.detail;
    await vm.retryLoad();
    expect(vm.loadError).toBeNull();
    expect(vm.name).toBe('Home');
  });

  it.each([null, '', 'abc', '0', '-1', '1.5'])(
    'says the id is missing for %j and loads nothing',
    async (id) => {
      const { api, vm } = setup();
      vm.attach(edit(id));
      expect(vm.missingId).toBe(true);
      expect(await vm.submit()).toBeNull();
      expect(api.calls).toEqual([]);
    },
  );

  it('reloads from the server on a new visit, so a changed default is not overwritten', async () => {
    const { api, vm } = setup([
      sampleDraft({ name: 'Home', isDefault: true }),
      sampleDraft({ name: 'Office' }),
    ]);
    vm.attach(edit('1'));
    await settle();
    vm.attach({ ...edit('1'), active: false });
    await api.setDefault(2);
    vm.attach(edit('1'));
    await settle();
    expect(vm.isDefault).toBe(false);
  });
});

describe('parseAddressId', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', null],
    ['x1', null],
    ['99999999999999999999', null],
  ])('%j → %j', (raw, id) => {
    expect(parseAddressId(raw)).toBe(id);
  });
});
