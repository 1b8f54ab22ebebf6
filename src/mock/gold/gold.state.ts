import * as z from 'zod/mini';
import { decimal, type MockState, type StateSlice } from '../core/mock-state';

/** What the gold feature adds to an order to pay of the gold shop (order_type 5), keyed by its id. */
export const goldOrderSchema = z.object({
  orderId: z.number(),
  userId: z.number(),
  orderNo: z.string(),
  goodsId: z.number(),
  num: z.number(),
  goldPrice: decimal,
  unitPrice: decimal,
  fee: decimal,
  total: decimal,
  needDelivery: z.boolean(),
  delivery: z.nullable(
    z.object({ name: z.string(), phone: z.string(), area: z.string(), address: z.string() }),
  ),
  remark: z.string(),
  /** GOLD_ORDER_STATUS_CODES (0 to pay, listed); -1 its order to pay ran out unpaid (not listed). */
  status: z.number(),
  /** ISO dates. */
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  shippedAt: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
  autoConfirmAt: z.nullable(z.string()),
  expressCompany: z.string(),
  expressNo: z.string(),
});
export type MockGoldOrder = z.infer<typeof goldOrderSchema>;

export const goldLockSchema = z.object({
  id: z.string(),
  userId: z.number(),
  goodsId: z.number(),
  num: z.number(),
  goldPrice: decimal,
  unitPrice: decimal,
  fee: decimal,
  total: decimal,
  expiresAt: z.string(),
});
export type MockGoldLock = z.infer<typeof goldLockSchema>;

/** A release of a completed gold order or an approved car application (releases.ts keeps the rules). */
export const releaseSchema = z.object({
  id: z.number(),
  userId: z.number(),
  kind: z.enum(['gold', 'car']),
  orderNo: z.string(),
  goodsName: z.string(),
  amount: decimal,
  /** Fraction of the amount released a day. */
  rate: decimal,
  /** ISO date the release started. */
  createdAt: z.string(),
  /** Days released so far, and days the control call added on top of the clock's. */
  daysSettled: z.number(),
  extraDays: z.number(),
  released: decimal,
  releasedAt: z.nullable(z.string()),
});
export type MockRelease = z.infer<typeof releaseSchema>;

/** One day's release, paid to the balance: a "gold and car order release" entry of the money log. */
export const releaseEntrySchema = z.object({
  releaseId: z.number(),
  userId: z.number(),
  kind: z.enum(['gold', 'car']),
  orderNo: z.string(),
  amount: decimal,
  /** ISO date. */
  time: z.string(),
});
export type MockReleaseEntry = z.infer<typeof releaseEntrySchema>;

/**
 * The gold shop's keys of the mock state (all optional, so that older saved states restore): the price
 * (walking unless fixed by the control call), price locks, gold orders, the clock's settings, and the
 * releases of gold orders and car applications with their daily entries.
 */
export const GOLD_SLICE = {
  schema: z.object({
    goldPrice: z.optional(z.object({ value: decimal, setAt: z.number(), fixed: z.boolean() })),
    goldLocks: z.optional(z.array(goldLockSchema)),
    goldOrders: z.optional(z.array(goldOrderSchema)),
    goldTiming: z.optional(z.object({ shipAfterMs: z.number(), autoConfirmMs: z.number() })),
    releases: z.optional(z.array(releaseSchema)),
    releaseEntries: z.optional(z.array(releaseEntrySchema)),
  }),
  seed: () => ({}),
} satisfies StateSlice;

/** How long a price lock holds. */
export const LOCK_TTL_MS = 60_000;
/** A paid order that needs delivery ships this long after payment, unless moved by the control call. */
export const SHIP_AFTER_MS = 10 * 60_000;
/** A shipped order confirms itself this long after shipping. */
export const AUTO_CONFIRM_MS = 7 * 86_400_000;

/** The gold slice of a mock state, live. */
export const goldData = (state: MockState) => state.part(GOLD_SLICE);

export const goldTiming = (state: MockState) =>
  goldData(state).goldTiming ?? { shipAfterMs: SHIP_AFTER_MS, autoConfirmMs: AUTO_CONFIRM_MS };

/** The user's gold orders, newest first (live objects: the caller changes them in place). */
export const goldOrdersOf = (state: MockState, userId: number): MockGoldOrder[] =>
  (goldData(state).goldOrders ?? []).filter((o) => o.userId === userId).sort((a, b) => b.orderId - a.orderId);

export const addGoldOrder = (state: MockState, order: MockGoldOrder): void => {
  const data = goldData(state);
  data.goldOrders = [...(data.goldOrders ?? []), order];
};
