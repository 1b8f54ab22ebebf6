import Decimal from 'decimal.js';
import type { Page } from '../shared/paging';
import type { Token } from '../shared/token';
import type { Unknown } from '../shared/wire-enum';
import type { PrizeTier } from './activity';

/** The two boards of a ranking: today's points (reset at 00:00 UTC) and the points of the whole activity. */
export const RANK_BOARDS = ['day', 'total'] as const;
export type RankBoard = (typeof RANK_BOARDS)[number];

/** One row of a ranking. Other people are shown masked: a nickname or a shortened address. */
export interface RankEntry {
  readonly rank: number;
  readonly name: string;
  /** Already masked by the server (`0x3c44…93bc`): the full address of others never reaches the app. */
  readonly maskedAddress: string;
  readonly score: Decimal;
  /** The reward this rank wins; null outside the prize tiers. */
  readonly reward: Decimal | null;
}

/** The next prize tier above the person and the points still missing to enter it. */
export interface NextTier {
  readonly tier: PrizeTier;
  readonly missing: Decimal;
}

/** The person's own line, pinned under the list. */
export interface MyRank {
  /** Null when the person has no points on this board. */
  readonly rank: number | null;
  readonly score: Decimal;
  readonly reward: Decimal | null;
  /** Null at rank 1 (nothing above) or when there are no tiers. */
  readonly next: NextTier | null;
}

/** A standing before ranking: points and when they were reached (ms), for the tie rule. */
export interface Standing {
  readonly key: string;
  readonly score: Decimal;
  readonly reachedAt: number;
}

/**
 * The tie rule: more points first; equal points go to whoever reached them first; equal again (the same
 * millisecond), the lower key. Ranks are therefore unique, 1, 2, 3, … with no shared places, so a prize tier
 * never has to split a reward.
 */
export function rankStandings<T extends Standing>(standings: readonly T[]): (T & { rank: number })[] {
  return [...standings]
    .sort(
      (a, b) =>
        b.score.comparedTo(a.score) ||
        a.reachedAt - b.reachedAt ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .map((standing, index) => ({ ...standing, rank: index + 1 }));
}

/** The tier that holds `rank`, or null. */
export const tierOf = (tiers: readonly PrizeTier[], rank: number | null): PrizeTier | null =>
  rank === null ? null : (tiers.find((t) => rank >= t.fromRank && rank <= t.toRank) ?? null);

/** The reward of `rank`, or null when it wins nothing. */
export const rewardOf = (tiers: readonly PrizeTier[], rank: number | null): Decimal | null =>
  tierOf(tiers, rank)?.reward ?? null;

/**
 * The next better tier for someone at `rank` (null: unranked): the lowest tier when outside them all, the
 * tier just above otherwise; null at the top tier.
 */
export function nextTierOf(tiers: readonly PrizeTier[], rank: number | null): PrizeTier | null {
  const above = tiers.filter((t) => rank === null || t.toRank < rank);
  return above.reduce<PrizeTier | null>(
    (best, t) => (best === null || t.toRank > best.toRank ? t : best),
    null,
  );
}

/** Points are whole numbers: to pass someone one needs a point more (ties go to who was first). */
export const POINT_STEP = new Decimal(1);

/**
 * What is missing to enter `tier`: one point more than the score now at its last place (`lastScore`), or
 * nothing more than a first point when that place is empty.
 */
export function missingFor(myScore: Decimal, lastScore: Decimal | null): Decimal {
  const needed = lastScore === null ? POINT_STEP : lastScore.plus(POINT_STEP);
  const missing = needed.minus(myScore);
  return missing.isNegative() ? new Decimal(0) : missing;
}

/** The total of the prizes of all tiers (the prize pool the tiers pay out). */
export const tiersTotal = (tiers: readonly PrizeTier[]): Decimal =>
  tiers.reduce((sum, t) => sum.plus(t.reward.times(t.toRank - t.fromRank + 1)), new Decimal(0));

/** A page of a ranking board with everything the ranking screen shows around it. */
export interface Ranking {
  readonly activityId: number;
  readonly board: RankBoard;
  readonly prizePool: Decimal;
  readonly unit: Token | Unknown;
  readonly tiers: readonly PrizeTier[];
  readonly updatedAt: Date;
  /** How often the server recomputes the board. */
  readonly refreshSeconds: number;
  /** The first three places, whatever the page. */
  readonly podium: readonly RankEntry[];
  readonly page: Page<RankEntry>;
  readonly mine: MyRank;
}
