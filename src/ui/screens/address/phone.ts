import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import type { PhoneCheck } from '../../../domain/address/address-rules';

/**
 * The phone library behind the address form (decisions.md, "Phone: validated … per region"). It uses
 * libphonenumber's "mobile" metadata, which knows the mobile ranges of every region, so that "valid"
 * means "a mobile number of that region". It lives in the UI layer: the domain takes the check as a
 * function (PhoneCheck) and stays free of phone data.
 */

/** Every region the phone library knows (ISO 3166-1 alpha-2, plus a few such as AC and XK). */
export const phoneRegions = (): readonly string[] => getCountries();

const isRegion = (region: string): region is CountryCode => isSupportedCountry(region);

/** The region's country calling code with its plus, e.g. '+886' for TW; null for an unknown region. */
export function callingCodeOf(region: string): string | null {
  return isRegion(region) ? `+${getCountryCallingCode(region)}` : null;
}

/**
 * What the user typed, national ('0912 345 678', '912345678') or international ('+886 912…'), as an
 * E.164 number when it is a mobile number of `region`; otherwise null (another region's number, a
 * landline, too short, not a number).
 */
export function toMobileE164(input: string, region: string): string | null {
  if (!isRegion(region) || input.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(input, region);
  if (!parsed || parsed.country !== region || !parsed.isValid()) return null;
  const type = parsed.getType();
  // Some regions (US, CA…) cannot tell mobiles from landlines: the library says FIXED_LINE_OR_MOBILE.
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** The domain's phone check: an E.164 number, exactly as given, that is a mobile number of the region. */
export const isMobileOfRegion: PhoneCheck = (phone, region) => toMobileE164(phone, region) === phone;

/**
 * The digits to show in the form's phone input (after the calling code) for a stored number: its
 * national number when it belongs to the region, else the number as stored, so nothing is lost.
 */
export function phoneInputOf(e164: string, region: string): string {
  if (!isRegion(region)) return e164;
  const parsed = parsePhoneNumberFromString(e164, region);
  return parsed && parsed.countryCallingCode === getCountryCallingCode(region) ? parsed.nationalNumber : e164;
}
