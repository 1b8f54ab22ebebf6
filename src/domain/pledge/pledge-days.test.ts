import { describe, expect, it } from 'vitest';
import { daysLeft } from './pledge-days';

describe('daysLeft', () => {
  const end = new Date(100_000);
  it.each<[number, number, number]>([
    [0, 1000, 100],
    [99_001, 1000, 1],
    [99_999, 1000, 1],
    [100_000, 1000, 0],
    [150_000, 1000, 0],
    [0, 86_400_000, 1],
    [0, 0, 0],
    [Number.NaN, 1000, 0],
  ])('at %d with days of %d ms: %d', (now, dayMs, expected) => {
    expect(daysLeft(end, new Date(now), dayMs)).toBe(expected);
  });
});
