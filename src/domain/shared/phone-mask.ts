/**
 * ITU country calling codes are prefix-free, so the first digits of an E.164 number say how long its country
 * code is: 1 and 7 stand alone, these pairs are two-digit codes, and every other prefix is a three-digit code.
 */
const TWO_DIGIT_CALLING_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/** Length of the country calling code at the start of the digits of an international number. */
export function callingCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CALLING_CODES.has(digits.slice(0, 2)) ? 2 : 3;
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
