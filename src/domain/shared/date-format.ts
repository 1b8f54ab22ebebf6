import type { Bcp47Tag } from '../language/language';

export interface DateFormatOptions {
  /** IANA zone to show the time in; the device's zone when absent. Tests pass 'UTC' to be deterministic. */
  readonly timeZone?: string;
}

/**
 * Every language gets the Gregorian calendar and Latin digits (Thai would otherwise show Buddhist years), so
 * a date on screen matches the block explorer and the server's records; order and separators stay the
 * language's own. Time is 24-hour, as on the wallet and explorer screens users compare it with.
 */
const DATE_PARTS: Intl.DateTimeFormatOptions = {
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};
const TIME_PARTS: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

function format(
  date: Date,
  tag: string,
  parts: Intl.DateTimeFormatOptions,
  options: DateFormatOptions,
): string {
  if (Number.isNaN(date.getTime())) return '';
  const zone = options.timeZone === undefined ? {} : { timeZone: options.timeZone };
  try {
    return new Intl.DateTimeFormat(tag, { ...parts, ...zone }).format(date);
  } catch {
    // An unknown tag or zone must not break a screen: English in the device's zone is still readable.
    return new Intl.DateTimeFormat('en', parts).format(date);
  }
}

/** The date alone in the language's order ('en' 01/31/2025, 'zh-CN' 2025/01/31); '' for an invalid date. */
export const formatDate = (date: Date, tag: Bcp47Tag, options: DateFormatOptions = {}): string =>
  format(date, tag, DATE_PARTS, options);

/** Date and 24-hour time with seconds; '' for an invalid date. */
export const formatDateTime = (date: Date, tag: Bcp47Tag, options: DateFormatOptions = {}): string =>
  format(date, tag, { ...DATE_PARTS, ...TIME_PARTS }, options);

/** Time of day alone, 24-hour with seconds; '' for an invalid date. */
export const formatTime = (date: Date, tag: Bcp47Tag, options: DateFormatOptions = {}): string =>
  format(date, tag, TIME_PARTS, options);

/** The machine-readable form for `<time dateTime>`; '' for an invalid date instead of a thrown RangeError. */
export const isoOrEmpty = (date: Date): string => (Number.isNaN(date.getTime()) ? '' : date.toISOString());
