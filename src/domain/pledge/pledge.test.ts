import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  lockedAfter,
  pledgeDailyIncome,
  pledgeMonthlyIncome,
  releasedAfter,
  releasePeriods,
  releasePerPeriod,
} from './pledge-math';
import { parsePledgeReleaseStatus } from './pledge-release-status';

const d = (value: string) => new Decimal(value);

describe('pledge income', () => {
  it.each([
    ['1000', '0.001', '0.03', '1', '30'],
    ['0.3', '0.1', '0.2', '0.03', '0.06'],
    ['12345.678901', '0.0005', '0.016', '6.1728394505', '197.530862416'],
  ])('%s at day %s / month %s → %s a day, %s a month', (amount, dayRate, monthRate, daily, monthly) => {
    expect(pledgeDailyIncome(d(amount), d(dayRate)).toFixed()).toBe(daily);
    expect(pledgeMonthlyIncome(d(amount), d(monthRate)).toFixed()).toBe(monthly);
  });
});

describe('pledge release', () => {
  it.each([
    ['1000', '0.1', '100'],
    ['0.7', '0.3', '0.21'],
  ])('per period of %s at %s = %s', (principal, rate, expected) => {
    expect(releasePerPeriod(d(principal), d(rate)).toFixed()).toBe(expected);
  });

  it.each([
    ['1000', '0.3', 0, '0', '1000'],
    ['1000', '0.3', 1, '300', '700'],
    ['1000', '0.3', 3, '900', '100'],
    ['1000', '0.3', 4, '1000', '0'],
    ['1000', '0.3', 40, '1000', '0'],
    ['1000', '0.3', -2, '0', '1000'],
    ['0.1', '0.1', 3, '0.03', '0.07'],
    ['1000', '0', 5, '0', '1000'],
  ])('%s at %s after %d releases: released %s, locked %s', (principal, rate, k, released, locked) => {
    expect(releasedAfter(d(principal), d(rate), k).toFixed()).toBe(released);
    expect(lockedAfter(d(principal), d(rate), k).toFixed()).toBe(locked);
  });

  it.each([
    ['0.1', 10],
    ['0.3', 4],
    ['1', 1],
    ['0.07', 15],
    ['0', null],
    ['-0.1', null],
  ])('rate %s releases everything in %j periods', (rate, expected) => {
    expect(releasePeriods(d(rate))).toBe(expected);
  });

  it.each<[unknown, string]>([
    [1, 'waiting'],
    [2, 'redeemed'],
    [0, 'unknown'],
  ])('release status %j → %s', (code, expected) => {
    expect(parsePledgeReleaseStatus(code)).toBe(expected);
  });
});
