import { describe, expect, it } from 'vitest';
import { callingCodeOf, isMobileOfRegion, phoneInputOf, toMobileE164 } from './phone';

describe('toMobileE164', () => {
  it.each([
    ['0912 345 678', 'TW', '+886912345678'],
    ['912345678', 'TW', '+886912345678'],
    ['+886 912-345-678', 'TW', '+886912345678'],
    ['13812345678', 'CN', '+8613812345678'],
    ['081 234 5678', 'TH', '+66812345678'],
    ['(11) 91234-5678', 'BR', '+5511912345678'],
    ['9123 4567', 'SG', '+6591234567'],
    ['201-555-0123', 'US', '+12015550123'],
  ])('%j in %s → %s', (input, region, e164) => {
    expect(toMobileE164(input, region)).toBe(e164);
  });

  it.each([
    ['02 2345 6789', 'TW', 'a landline'],
    ['0912', 'TW', 'too short'],
    ['+66 81 234 5678', 'TW', 'another region'],
    ['hello', 'TH', 'not a number'],
    ['', 'TH', 'empty'],
    ['0812345678', 'ZZ', 'an unknown region'],
  ])('%j in %s is refused (%s)', (input, region) => {
    expect(toMobileE164(input, region)).toBeNull();
  });
});

describe('isMobileOfRegion (the domain’s PhoneCheck)', () => {
  it('accepts only an E.164 mobile of the region, exactly', () => {
    expect(isMobileOfRegion('+66812345678', 'TH')).toBe(true);
    expect(isMobileOfRegion('0812345678', 'TH')).toBe(false);
    expect(isMobileOfRegion('+66 81 234 5678', 'TH')).toBe(false);
    expect(isMobileOfRegion('+66812345678', 'VN')).toBe(false);
  });
});

describe('callingCodeOf and phoneInputOf', () => {
  it('gives the calling code of a region', () => {
    expect(callingCodeOf('TW')).toBe('+886');
    expect(callingCodeOf('US')).toBe('+1');
    expect(callingCodeOf('ZZ')).toBeNull();
  });

  it('shows a stored number as its national digits, or as stored when it belongs elsewhere', () => {
    expect(phoneInputOf('+886912345678', 'TW')).toBe('912345678');
    expect(phoneInputOf('+6591234567', 'TW')).toBe('+6591234567');
    expect(phoneInputOf('+6591234567', 'ZZ')).toBe('+6591234567');
  });
});
