/**
 * RFC 3339 `date-time` (section 5.6), the form of EIP-4361's times: `2021-09-30T16:25:24Z`,
 * `2021-09-30T16:25:24.000+02:00`. `T` and `Z` may be lower case (RFC 3339 5.6, note); a leap second (`:60`)
 * is read as the next second. Anything else (a bare date, a space for `T`, no zone, the 31st of a 30-day
 * month) is not one: `Date.parse` would read several of these, so the form is checked here first.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

/** The instant an RFC 3339 date-time names, or null when the text is not one. */
export function parseRfc3339(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = match[7] ?? '';
  const sign = match[9] === '-' ? -1 : 1;
  const offsetHours = Number(match[10] ?? 0);
  const offsetMinutes = Number(match[11] ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 60 || offsetHours > 23 || offsetMinutes > 59) return null;
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC reads years 0 to 99 as 1900 to 1999; setUTCFullYear puts the year back.
  if (year < 100) date.setUTCFullYear(year);
  const instant = date.getTime() + second * 1000 + millis;
  return new Date(instant - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}
