import { describe, expect, it } from 'vitest';
import type { AddressDraft } from './address';
import {
  type PhoneCheck,
  validateAddressDetail,
  validateAddressDraft,
  validateArea,
  validatePhone,
  validateRecipientName,
} from './address-rules';

/** Stand-in for the phone library: Thai mobiles are +66 then 8 or 9 then 8 digits. */
const thaiMobile: PhoneCheck = (phone, country) => country === 'TH' && /^\+66[89]\d{8}$/.test(phone);
const broken: PhoneCheck = () => {
  throw new Error('library fault');
};

const draft: AddressDraft = {
  name: ' Somchai ',
  phone: '+66812345678',
  country: 'TH',
  area: 'Bangkok',
  detail: ' 1 Silom Rd ',
  isDefault: true,
};

describe('single fields', () => {
  it.each([
    ['Ann', { ok: true, value: 'Ann' }],
    ['  Ann  ', { ok: true, value: 'Ann' }],
    ['', { ok: false, error: { kind: 'required' } }],
    ['   ', { ok: false, error: { kind: 'required' } }],
  ])('recipient name %j → %o', (name, expected) => {
    expect(validateRecipientName(name)).toEqual(expected);
  });

  it.each([
    ['Room 5', { ok: true, value: 'Room 5' }],
    ['\t', { ok: false, error: { kind: 'required' } }],
  ])('detail %j → %o', (detail, expected) => {
    expect(validateAddressDetail(detail)).toEqual(expected);
  });

  it.each([
    ['Bangkok', { ok: true, value: 'Bangkok' }],
    ['', { ok: false, error: { kind: 'area-not-chosen' } }],
  ])('area %j → %o', (area, expected) => {
    expect(validateArea(area)).toEqual(expected);
  });

  it.each<[string, string, PhoneCheck, object]>([
    ['+66812345678', 'TH', thaiMobile, { ok: true, value: '+66812345678' }],
    [' +66812345678 ', 'TH', thaiMobile, { ok: true, value: '+66812345678' }],
    ['+66212345678', 'TH', thaiMobile, { ok: false, error: { kind: 'invalid-phone' } }],
    ['+66812345678', 'VN', thaiMobile, { ok: false, error: { kind: 'invalid-phone' } }],
    ['', 'TH', thaiMobile, { ok: false, error: { kind: 'required' } }],
    ['+66812345678', 'TH', broken, { ok: false, error: { kind: 'invalid-phone' } }],
  ])('phone %j in %s → %o', (phone, country, check, expected) => {
    expect(validatePhone(phone, country, check)).toEqual(expected);
  });
});

describe('validateAddressDraft', () => {
  it('returns the trimmed draft when every field is valid', () => {
    expect(validateAddressDraft(draft, thaiMobile)).toEqual({
      ok: true,
      value: { ...draft, name: 'Somchai', detail: '1 Silom Rd' },
    });
  });

  it.each<[Partial<AddressDraft>, object]>([
    [{ name: '' }, { name: { kind: 'required' } }],
    [{ phone: '123' }, { phone: { kind: 'invalid-phone' } }],
    [{ area: ' ' }, { area: { kind: 'area-not-chosen' } }],
    [{ detail: '' }, { detail: { kind: 'required' } }],
    [
      { name: '', phone: '', area: '', detail: '' },
      {
        name: { kind: 'required' },
        phone: { kind: 'required' },
        area: { kind: 'area-not-chosen' },
        detail: { kind: 'required' },
      },
    ],
  ])('with %o reports %o', (change, fields) => {
    expect(validateAddressDraft({ ...draft, ...change }, thaiMobile)).toEqual({
      ok: false,
      error: { kind: 'invalid-fields', fields },
    });
  });
});
