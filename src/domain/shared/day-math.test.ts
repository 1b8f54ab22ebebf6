import { describe, expect, it } from 'vitest';
import { addDays, remainingDays } from './day-math';

describe('addDays', () => {
  it.each([
    ['2025-01-01T08:00:00Z', 0, '2025-01-01T08:00:00.000Z'],
    ['2025-01-01T08:00:00Z', 30, '2025-01-31T08:00:00.000Z'],
    ['2025-02-27T23:30:00Z', 2, '2025-03-01T23:30:00.000Z'],
    ['2024-02-28T00:00:00Z', 1, '2024-02-29T00:00:00.000Z'],
    ['2025-01-10T00:00:00Z', -3, '2025-01-07T00:00:00.000Z'],
    ['2025-01-01T00:00:00Z', 1.9, '2025-01-02T00:00:00.000Z'],
  ])('%s + %d days = %s', (start, days, expected) => {
    expect(addDays(new Date(start), days).toISOString()).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('gives an invalid date for %d days', (days) => {
    expect(Number.isNaN(addDays(new Date(0), days).getTime())).toBe(true);
  });
});

describe('remainingDays', () => {
  it.each([
    ['2025-01-31T00:00:00Z', '2025-01-01T00:00:00Z', 30],
    ['2025-01-31T00:00:00Z', '2025-01-30T23:00:00Z', 1],
    ['2025-01-31T00:00:00Z', '2025-01-30T23:59:59.999Z', 1],
    ['2025-01-31T00:00:00Z', '2025-01-29T23:00:00Z', 2],
    ['2025-01-31T00:00:00Z', '2025-01-31T00:00:00Z', 0],
    ['2025-01-31T00:00:00Z', '2025-02-05T00:00:00Z', 0],
    ['invalid', '2025-01-01T00:00:00Z', 0],
  ])('until %s from %s = %d', (end, now, expected) => {
    expect(remainingDays(new Date(end), new Date(now))).toBe(expected);
  });
});
