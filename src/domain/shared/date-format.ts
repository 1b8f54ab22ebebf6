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

const PARTS = {
  date: DATE_PARTS,
  dateTime: { ...DATE_PARTS, ...TIME_PARTS },
  time: TIME_PARTS,
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Parts = keyof typeof PARTS;

/**
 * The formatters made so far, by language, parts and zone. Making an Intl.DateTimeFormat costs far more than
 * using one (a list of 2,000 rows made one per row and held a slow phone for a third of a second), so each
 * is made once and kept: a few languages times three kinds times the zones in use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(tag: string, parts: Parts, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${tag}|${parts}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(tag, {
        ...PARTS[parts],
        ...(timeZone === undefined ? {} : { timeZone }),
      });
    } catch {
      // An unknown tag or zone must not break a screen: English in the device's zone is still readable.
      formatter = new Intl.DateTimeFormat('en', PARTS[parts]);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(date: Date, tag: string, parts: Parts, options: DateFormatOptions): string {
  if (Number.isNaN(date.getTime())) return '';
  return formatterOf(tag, parts, options.timeZone).format(date);
}

/** The date alone in the language's order ('en' 01/31/2025, 'zh-CN' 2025/01/31); '' for an invalid date. */
export const formatDate = (date: Date, tag: Bcp47Tag, options: DateFormatOptions = {}): string =>
  format(date, tag, 'date', options);

/** Date and 24-hour time with seconds; '' for an invalid date. */
export const formatDateTime = (date: Date, tag: Bcp47Tag, options: DateFormatOptions = {}): string =>
  format(date, tag, 'dateTime', options);

/** Time of day alone, 24-hour with seconds; '' for an invalid date. */
export const formatTime = (date: Date, tag: Bcp47Tag, options: DateFormatOptions = {}): string =>
  format(date, tag, 'time', options);

/** The machine-readable form for `<time dateTime>`; '' for an invalid date instead of a thrown RangeError. */
export const isoOrEmpty = (date: Date): string => (Number.isNaN(date.getTime()) ? '' : date.toISOString());
