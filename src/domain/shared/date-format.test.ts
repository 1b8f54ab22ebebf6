import { describe, expect, it, vi } from 'vitest';
import type { Bcp47Tag } from '../language/language';
import { formatDate, formatDateTime, formatTime, isoOrEmpty } from './date-format';

const moment = new Date(Date.UTC(2025, 0, 31, 15, 4, 5));
const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it.each<[Bcp47Tag, string]>([
    ['en', '01/31/2025'],
    ['zh-CN', '2025/01/31'],
    ['zh-TW', '2025/01/31'],
    ['ja', '2025/01/31'],
    ['th', '31/01/2025'],
    ['pt-BR', '31/01/2025'],
    ['vi', '31/01/2025'],
  ])('%s → %s', (tag, expected) => {
    expect(formatDate(moment, tag, utc)).toBe(expected);
  });

  it('shows the Gregorian year in Thai', () => {
    expect(formatDate(moment, 'th', utc)).toContain('2025');
  });

  it('shifts the day with the time zone', () => {
    expect(formatDate(new Date(Date.UTC(2025, 0, 31, 20)), 'en', { timeZone: 'Asia/Bangkok' })).toBe(
      '02/01/2025',
    );
  });

  it.each<[Bcp47Tag]>([['en'], ['zh-CN']])('gives "" for an invalid date in %s', (tag) => {
    expect(formatDate(new Date(Number.NaN), tag)).toBe('');
  });

  it('falls back to English for an unknown zone instead of throwing', () => {
    expect(formatDate(moment, 'en', { timeZone: 'Not/AZone' })).toMatch(/^\d{2}\/\d{2}\/2025$/);
  });

  it('uses the device zone when none is given', () => {
    expect(formatDate(moment, 'en')).toMatch(/^\d{2}\/\d{2}\/2025$/);
  });
});

describe('formatDateTime and formatTime', () => {
  it.each<[Bcp47Tag, string]>([
    ['en', '01/31/2025, 15:04:05'],
    ['zh-CN', '2025/01/31 15:04:05'],
    ['ko', '2025. 01. 31. 15:04:05'],
  ])('%s → %s', (tag, expected) => {
    expect(formatDateTime(moment, tag, utc)).toBe(expected);
  });

  it.each<[Bcp47Tag, string]>([
    ['en', '15:04:05'],
    ['ja', '15:04:05'],
  ])('time in %s → %s', (tag, expected) => {
    expect(formatTime(moment, tag, utc)).toBe(expected);
  });
});

describe('formatters are made once', () => {
  it('a list of 2,000 dates makes one formatter per language, kind and zone, not one per row', () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as unknown as typeof Real);
    const zone = { timeZone: 'Asia/Kuala_Lumpur' };
    const days = Array.from({ length: 2000 }, (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000));
    const shown = days.map((day) => formatDateTime(day, 'ms', zone));
    const dates = days.map((day) => formatDate(day, 'ms', zone));
    expect(shown[0]).toBe('01/01/2025, 08:00:00');
    expect(dates[1999]).toBe('25/03/2025');
    expect(shown[1999]).toBe('25/03/2025, 15:00:00');
    expect(made).toHaveBeenCalledTimes(2);
    // Another zone is another formatter; the same one again is not.
    formatDateTime(moment, 'ms', utc);
    formatDateTime(moment, 'ms', zone);
    expect(made).toHaveBeenCalledTimes(3);
  });
});

describe('isoOrEmpty', () => {
  it('writes a valid date and gives an empty string for an invalid one instead of throwing', () => {
    expect(isoOrEmpty(new Date(Date.UTC(2026, 10, 23, 19, 0, 0)))).toBe('2026-11-23T19:00:00.000Z');
    expect(isoOrEmpty(new Date(9e15))).toBe('');
    expect(isoOrEmpty(new Date('2026-13-45'))).toBe('');
  });
});
