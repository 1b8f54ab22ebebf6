import { getCountries, getCountryCallingCode } from 'libphonenumber-js/mobile';

/**
 * Phone numbers masked for display (the address list). It lives at the UI edge because the calling codes
 * come from the phone library's metadata (the same `libphonenumber-js/mobile` entry as the address form's
 * phone rules, so the screens share one chunk of it); the masking rule itself is the spec's.
 */

let callingCodes: ReadonlySet<string> | null = null;

/** Every country calling code the phone library knows ('1', '44', '886', …). */
function knownCallingCodes(): ReadonlySet<string> {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes;
}

/**
 * Length of the country calling code at the start of the digits of an international number. ITU calling
 * codes are prefix-free, so the first known code of 1 to 3 digits is the one; a code the library does not
 * list (a non-geographic one such as 800) is taken as 3 digits.
 */
export function callingCodeLength(digits: string): number {
  const codes = knownCallingCodes();
  for (let length = 1; length <= 3; length++) if (codes.has(digits.slice(0, length))) return length;
  return 3;
}

/**
 * Masks the national digits, keeping the first 3 and last 4 (the spec's rule) when at least one digit is
 * left to hide (8 digits or more). Shorter numbers still hide about a third of their digits, keeping up to
 * half of the rest at each end, so no number is ever shown whole.
 */
function maskDigits(digits: string): string {
  const length = digits.length;
  if (length >= 8) return `${digits.slice(0, 3)}${'*'.repeat(length - 7)}${digits.slice(-4)}`;
  const hidden = Math.ceil(length / 3);
  const kept = length - hidden;
  const keptAtEnd = Math.ceil(kept / 2);
  const keptAtStart = kept - keptAtEnd;
  return `${digits.slice(0, keptAtStart)}${'*'.repeat(hidden)}${digits.slice(length - keptAtEnd)}`;
}

/**
 * Masked phone for display: '13812345678' → '138****5678'; E.164 '+66812345678' → '+66 812**5678' (the
 * country code stays readable and the national digits are masked). Spaces, dashes, dots and brackets are
 * ignored; an input without digits gives ''.
 */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const allDigits = trimmed.replace(/\D/g, '');
  // '00' is the international prefix in most countries, the same as a leading '+'.
  const viaZeroZero = !trimmed.startsWith('+') && trimmed.startsWith('00');
  const international = trimmed.startsWith('+') || viaZeroZero;
  const digits = viaZeroZero ? allDigits.slice(2) : allDigits;
  if (digits === '') return '';
  if (!international) return maskDigits(digits);
  const codeLength = callingCodeLength(digits);
  const national = digits.slice(codeLength);
  const code = `+${digits.slice(0, codeLength)}`;
  return national === '' ? code : `${code} ${maskDigits(national)}`;
}
