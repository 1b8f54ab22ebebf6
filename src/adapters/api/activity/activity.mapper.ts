import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { Activity, ActivityDetail, PrizeTier } from '../../../domain/activity/activity';
import type { RankEntry, Ranking } from '../../../domain/activity/ranking';
import { parseToken } from '../../../domain/shared/token';
import type {
  activityDetailWire,
  activityWire,
  prizeTierWire,
  rankEntryWire,
  rankingWire,
} from '../catalogue/activity.schema';

const orNull = (value: string | null): Decimal | null => (value === null ? null : new Decimal(value));

export const toPrizeTier = (wire: z.output<typeof prizeTierWire>): PrizeTier => ({
  fromRank: wire.from_rank,
  toRank: wire.to_rank,
  reward: new Decimal(wire.reward),
});

export const toActivity = (wire: z.output<typeof activityWire>): Activity => ({
  id: wire.id,
  title: wire.title,
  cover: wire.cover,
  summary: wire.summary,
  period: { startsAt: new Date(wire.start_time), endsAt: new Date(wire.end_time) },
  prizePool: new Decimal(wire.prize_pool),
  unit: parseToken(wire.unit),
  settled: wire.settled === 1,
});

export const toActivityDetail = (wire: z.output<typeof activityDetailWire>): ActivityDetail => ({
  ...toActivity(wire),
  rulesHtml: wire.rules,
  tiers: wire.tiers.map(toPrizeTier),
  mine: {
    joined: wire.mine.joined === 1,
    score: new Decimal(wire.mine.score),
    rank: wire.mine.rank,
    reward: orNull(wire.mine.reward),
  },
});

export const toRankEntry = (wire: z.output<typeof rankEntryWire>): RankEntry => ({
  rank: wire.rank,
  name: wire.name,
  maskedAddress: wire.address,
  score: new Decimal(wire.score),
  reward: orNull(wire.reward),
});

export const toRanking = (wire: z.output<typeof rankingWire>): Ranking => {
  const { next_tier: nextTier, missing } = wire.mine;
  return {
    activityId: wire.activity_id,
    board: wire.board,
    prizePool: new Decimal(wire.prize_pool),
    unit: parseToken(wire.unit),
    tiers: wire.tiers.map(toPrizeTier),
    updatedAt: new Date(wire.updated_at),
    refreshSeconds: wire.refresh_seconds,
    podium: wire.podium.map(toRankEntry),
    page: { items: wire.list.map(toRankEntry), total: wire.total, page: wire.page, pageSize: wire.page_size },
    mine: {
      rank: wire.mine.rank,
      score: new Decimal(wire.mine.score),
      reward: orNull(wire.mine.reward),
      next:
        nextTier === null || missing === null
          ? null
          : { tier: toPrizeTier(nextTier), missing: new Decimal(missing) },
    },
  };
};
