import { describe, expect, it } from 'vitest';
import { countdownTo, padPart, splitCountdown } from './countdown';

const DAY = 86_400_000;

describe('splitCountdown', () => {
  it.each([
    [0, 0, 0, 0, 0, true],
    [-5000, 0, 0, 0, 0, true],
    [Number.NaN, 0, 0, 0, 0, true],
    [Number.POSITIVE_INFINITY, 0, 0, 0, 0, true],
    [1, 0, 0, 0, 1, false],
    [1500, 0, 0, 0, 2, false],
    [59_000, 0, 0, 0, 59, false],
    [60_000, 0, 0, 1, 0, false],
    [3_600_000, 0, 1, 0, 0, false],
    [DAY - 1000, 0, 23, 59, 59, false],
    [DAY, 1, 0, 0, 0, false],
    [3 * DAY + 4 * 3_600_000 + 5 * 60_000 + 6000, 3, 4, 5, 6, false],
    [120 * DAY, 120, 0, 0, 0, false],
  ])('%d ms → %dd %dh %dm %ds done=%s', (ms, days, hours, minutes, seconds, done) => {
    expect(splitCountdown(ms)).toMatchObject({ days, hours, minutes, seconds, done });
  });

  it('keeps the parts consistent with the total', () => {
    const left = splitCountdown(2 * DAY + 7_261_000);
    expect(left.totalSeconds).toBe(left.days * 86_400 + left.hours * 3600 + left.minutes * 60 + left.seconds);
  });
});

describe('countdownTo', () => {
  it.each([
    ['2025-01-02T00:00:00Z', '2025-01-01T00:00:00Z', 1, 0, false],
    ['2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', 0, 0, true],
    ['2025-01-01T01:00:00Z', '2025-01-01T00:00:00Z', 0, 1, false],
  ])('to %s from %s → %dd %dh done=%s', (end, now, days, hours, done) => {
    expect(countdownTo(new Date(end), new Date(now))).toMatchObject({ days, hours, done });
  });
});

describe('padPart', () => {
  it.each([
    [0, '00'],
    [5, '05'],
    [59, '59'],
    [120, '120'],
  ])('%d → %s', (part, expected) => {
    expect(padPart(part)).toBe(expected);
  });
});
