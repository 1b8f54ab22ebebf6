import * as z from 'zod/mini';
import { decimal, type MockState, type StateSlice } from '../core/mock-state';

/**
 * A release record of a position (principal coming back): scheduled at saving from the release calendar
 * (`index` its row; 0 for an early redemption, which replaces the records still waiting), status
 * PLEDGE_RELEASE_CODES. `rate` is the share of the principal it returns.
 */
export const pledgeReleaseSchema = z.object({
  id: z.number(),
  index: z.number(),
  amount: decimal,
  /** ISO: when it is due while waiting, when it was paid once redeemed. */
  time: z.string(),
  rate: decimal,
  status: z.number(),
});
export type MockPledgeRelease = z.infer<typeof pledgeReleaseSchema>;

export const pledgeIncomeSchema = z.object({ id: z.number(), amount: decimal, time: z.string() });
export type MockPledgeIncome = z.infer<typeof pledgeIncomeSchema>;

/**
 * One person's savings in one product. The terms are copied from the product when saving (a product's
 * terms, or the mock's day length, may change later; the position keeps its own), amounts are NADI.
 */
export const pledgePositionSchema = z.object({
  id: z.number(),
  userId: z.number(),
  productId: z.number(),
  /** The save's request id: the same id saves once. */
  requestId: z.string(),
  kind: z.enum(['joint', 'node']),
  returns: z.enum(['redeem', 'release']),
  days: z.number(),
  releaseEveryDays: z.number(),
  dayRate: decimal,
  monthRate: decimal,
  releaseRate: decimal,
  earlyPenaltyRate: z.nullable(decimal),
  dayMs: z.number(),
  amount: decimal,
  amountU: decimal,
  /** Epoch ms. */
  buyTime: z.number(),
  /** Releases of the calendar paid so far. */
  paid: z.number(),
  /** Principal back so far, and income paid so far. */
  returned: decimal,
  income: decimal,
  /** POSITION_STATUS_CODES. */
  status: z.number(),
  /** The redemption's request id (the same id answers the same redemption) and time. */
  redeemRequestId: z.nullable(z.string()),
  redeemedAt: z.nullable(z.number()),
  releases: z.array(pledgeReleaseSchema),
  incomes: z.array(pledgeIncomeSchema),
});
export type MockPledgePosition = z.infer<typeof pledgePositionSchema>;

/**
 * The savings feature's keys of the mock state (optional, so that older saved states restore): when the
 * products' sale windows were set (the first look after the seed), the positions, and the id counter of
 * positions and their records.
 */
export const PLEDGE_SLICE = {
  schema: z.object({
    pledgeOpenedAt: z.optional(z.number()),
    pledgePositions: z.optional(z.array(pledgePositionSchema)),
    pledgeNextId: z.optional(z.number()),
  }),
  seed: () => ({}),
} satisfies StateSlice;

export const pledgeData = (state: MockState) => state.part(PLEDGE_SLICE);

/** When the products' sale windows count from: set to `now` the first time it is asked after a seed. */
export const pledgeOpenedAt = (state: MockState, now: number): number => {
  const data = pledgeData(state);
  data.pledgeOpenedAt ??= now;
  return data.pledgeOpenedAt;
};

/** Every position (live objects: the caller changes them in place). */
export const allPositions = (state: MockState): MockPledgePosition[] => {
  const data = pledgeData(state);
  data.pledgePositions ??= [];
  return data.pledgePositions;
};

/** The user's positions, newest first. */
export const positionsOf = (state: MockState, userId: number): MockPledgePosition[] =>
  allPositions(state)
    .filter((p) => p.userId === userId)
    .sort((a, b) => b.buyTime - a.buyTime || b.id - a.id);

export const nextPledgeId = (state: MockState): number => {
  const data = pledgeData(state);
  const id = data.pledgeNextId ?? 1;
  data.pledgeNextId = id + 1;
  return id;
};
