import Decimal from 'decimal.js';
import * as z from 'zod/mini';
import { rewardOf } from '../../domain/activity/ranking';
import { decimal, type MockState, type StateSlice } from '../core/mock-state';
import { participants, rankBoard, toPrizeTiers } from './activity-board';
import { ACTIVITY_DEFS, activityDef, DAY_MS, dayStart } from './activity-defs';

/** One "activity settlement" fund record: a user's rewards from one activity (total board and day boards). */
export const mockSettlementSchema = z.object({
  id: z.number(),
  userId: z.number(),
  activityId: z.number(),
  amount: decimal,
  unit: z.string(),
  /** The final rank on the total board; null when only day boards paid. */
  rank: z.nullable(z.number()),
  /** ISO date: the end of the activity. */
  createdAt: z.string(),
});
export type MockSettlement = z.infer<typeof mockSettlementSchema>;

/**
 * Activity's keys of the mock state: which activities are on show (a provider state empties the list),
 * which have been settled, and the settlement records. Optional, so that older snapshots still restore.
 */
export const ACTIVITY_SLICE = {
  schema: z.object({
    activityIds: z.optional(z.array(z.number())),
    activitySettled: z.optional(z.array(z.number())),
    activitySettlements: z.optional(z.array(mockSettlementSchema)),
    /** Points added to a user on every board, by user id (the "user leads" provider state). */
    activityBoosts: z.optional(z.record(z.string(), z.number())),
  }),
  seed: () => ({
    activityIds: ACTIVITY_DEFS.map((d) => d.id),
    activitySettled: [],
    activitySettlements: [],
  }),
} satisfies StateSlice;

/** The activities on show, newest start first. */
export const shownActivities = (state: MockState, now: number) =>
  (state.part(ACTIVITY_SLICE).activityIds ?? [])
    .flatMap((id) => activityDef(id) ?? [])
    .sort((a, b) => b.period(now).start - a.period(now).start);

/** Rewards of one user for one board at `at`, by the board's tiers. */
const rewardsAt = (
  ranked: ReturnType<typeof rankBoard>,
  tiers: ReturnType<typeof toPrizeTiers>,
): Map<number, { rank: number; reward: Decimal }> => {
  const out = new Map<number, { rank: number; reward: Decimal }>();
  for (const placed of ranked) {
    const userId = placed.participant.userId;
    const reward = rewardOf(tiers, placed.rank);
    if (userId !== null && reward !== null) out.set(userId, { rank: placed.rank, reward });
  }
  return out;
};

/**
 * Settles every shown activity that has ended and is not settled yet: each user's reward of the final total
 * board plus the rewards of every day board, as one "activity settlement" record dated at the end. Runs
 * again harmlessly (settled activities are remembered).
 */
export function settleEndedActivities(state: MockState, now: number): void {
  const data = state.part(ACTIVITY_SLICE);
  for (const def of shownActivities(state, now)) {
    const { start, end } = def.period(now);
    if (end > now || (data.activitySettled ?? []).includes(def.id)) continue;
    const people = participants(def, state.allUsers(), now, data.activityBoosts);
    const totals = rewardsAt(rankBoard(def, people, 'total', end, now), toPrizeTiers(def.tiers.total));
    const sums = new Map<number, Decimal>();
    for (const [userId, { reward }] of totals) sums.set(userId, reward);
    for (let day = dayStart(start) + DAY_MS; day <= end; day += DAY_MS) {
      const daily = rewardsAt(rankBoard(def, people, 'day', day, now), toPrizeTiers(def.tiers.day));
      for (const [userId, { reward }] of daily)
        sums.set(userId, (sums.get(userId) ?? new Decimal(0)).plus(reward));
    }
    const records = data.activitySettlements ?? [];
    for (const [userId, amount] of sums) {
      records.push({
        id: records.length + 1,
        userId,
        activityId: def.id,
        amount: amount.toFixed(),
        unit: def.unit,
        rank: totals.get(userId)?.rank ?? null,
        createdAt: new Date(end).toISOString(),
      });
    }
    data.activitySettlements = records;
    data.activitySettled = [...(data.activitySettled ?? []), def.id];
  }
}

/**
 * The user's "activity settlement" fund records (fund record type `activitySettlement`), newest first, for
 * the money log. Given `now`, activities that ended by then are settled first.
 */
export function activitySettlements(state: MockState, userId: number, now?: number): MockSettlement[] {
  if (now !== undefined) settleEndedActivities(state, now);
  return (state.part(ACTIVITY_SLICE).activitySettlements ?? [])
    .filter((r) => r.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((r) => ({ ...r }));
}
