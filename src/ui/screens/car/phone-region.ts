import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** The region of an E.164 number (a rejected application's phone, to show it as it was typed); null if none. */
export function regionOfPhone(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}
