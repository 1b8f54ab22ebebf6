import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { PrizeTier } from './activity';
import { missingFor, nextTierOf, rankStandings, rewardOf, tierOf, tiersTotal } from './ranking';

const d = (v: string | number) => new Decimal(v);
const TIERS: PrizeTier[] = [
  { fromRank: 1, toRank: 1, reward: d(1000) },
  { fromRank: 2, toRank: 3, reward: d(500) },
  { fromRank: 4, toRank: 10, reward: d(100) },
];

describe('rankStandings (the tie rule)', () => {
  it('puts more points first, then whoever reached them first, then the lower key', () => {
    const ranked = rankStandings([
      { key: 'c', score: d(50), reachedAt: 300 },
      { key: 'a', score: d(80), reachedAt: 900 },
      { key: 'b', score: d(50), reachedAt: 100 },
      { key: 'e', score: d(50), reachedAt: 300 },
      { key: 'd', score: d(90), reachedAt: 999 },
    ]);
    expect(ranked.map((s) => [s.key, s.rank])).toEqual([
      ['d', 1],
      ['a', 2],
      ['b', 3],
      ['c', 4],
      ['e', 5],
    ]);
  });

  it('gives unique ranks even to identical standings and keeps the input untouched', () => {
    const input = [
      { key: 'y', score: d(1), reachedAt: 1 },
      { key: 'x', score: d(1), reachedAt: 1 },
    ];
    expect(rankStandings(input).map((s) => s.rank)).toEqual([1, 2]);
    expect(input[0]?.key).toBe('y');
  });
});

describe('prize tiers', () => {
  it.each([
    [1, '1000'],
    [3, '500'],
    [10, '100'],
    [11, null],
    [null, null],
  ])('rank %s wins %s', (rank, reward) => {
    expect(rewardOf(TIERS, rank)?.toFixed() ?? null).toBe(reward);
  });

  it.each([
    [null, 4],
    [25, 4],
    [10, 2],
    [4, 2],
    [3, 1],
    [2, 1],
    [1, null],
  ])('the next tier above rank %s starts at %s', (rank, from) => {
    expect(nextTierOf(TIERS, rank)?.fromRank ?? null).toBe(from);
  });

  it('finds the tier of a rank and adds up the pool', () => {
    expect(tierOf(TIERS, 5)?.fromRank).toBe(4);
    expect(tiersTotal(TIERS).toFixed()).toBe('2700');
    expect(nextTierOf([], 5)).toBeNull();
  });
});

describe('missingFor', () => {
  it('is one point more than the last place of the tier (ties go to who was there first)', () => {
    expect(missingFor(d(40), d(55)).toFixed()).toBe('16');
    expect(missingFor(d(55), d(55)).toFixed()).toBe('1');
  });

  it('is a first point when the tier has a free place, and never below zero', () => {
    expect(missingFor(d(0), null).toFixed()).toBe('1');
    expect(missingFor(d(70), d(55)).toFixed()).toBe('0');
  });
});
