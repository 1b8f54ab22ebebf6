import Decimal from 'decimal.js';
import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

/**
 * The payment feature's own data: what its control calls changed (until the next reset). Plain transfers for
 * BNB (plain-transfers.ts), and the lies of payment-lies.ts: other addresses announced for a chain, a quote
 * that changes between calls, orders whose mined payment the server refuses.
 */

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

/** Addresses announced for a chain in place of its own (common/config and new intents). */
export const announcedOverrideSchema = z.object({
  usdt: z.optional(address),
  nadi: z.optional(address),
  receiver: z.optional(address),
  payment_contract: z.optional(address),
});
export type AnnouncedOverride = z.infer<typeof announcedOverrideSchema>;

const quoteChangeSchema = z.object({
  /** The price in every coin is multiplied by it once `remaining` is 0. */
  factor: z.string(),
  /** pay/methods answers still to give at the old price. */
  remaining: z.number(),
});

export const PAYMENT_SLICE = {
  schema: z.object({
    plainNativeTransfers: z.optional(z.boolean()),
    /** By chain key (`NADI`, `BSC`). */
    announcedOverrides: z.optional(z.record(z.string(), announcedOverrideSchema)),
    /** By order id. */
    quoteChanges: z.optional(z.record(z.string(), quoteChangeSchema)),
    refusedOrders: z.optional(z.array(z.number())),
  }),
  seed: () => ({}),
} satisfies StateSlice;

const slice = (state: MockState) => state.part(PAYMENT_SLICE);

/** What a control call announces for `chain` in place of its own addresses (undefined: nothing). */
export const announcedOverride = (state: MockState, chain: 'NADI' | 'BSC'): AnnouncedOverride | undefined =>
  slice(state).announcedOverrides?.[chain];

export const setAnnouncedOverride = (
  state: MockState,
  chain: 'NADI' | 'BSC',
  override: AnnouncedOverride,
): AnnouncedOverride => {
  const data = slice(state);
  const merged = { ...data.announcedOverrides?.[chain], ...override };
  data.announcedOverrides = { ...data.announcedOverrides, [chain]: merged };
  return merged;
};

/** A chain's addresses with the override applied (the shape of common/config and of ChainContracts). */
export const overridden = <T extends { tokens: Readonly<Record<'USDT' | 'NADI', string>> }>(
  contracts: T & { receiver: string },
  paymentContract: string,
  override: AnnouncedOverride | undefined,
): { tokens: Record<'USDT' | 'NADI', string>; receiver: string; paymentContract: string } => ({
  tokens: {
    USDT: override?.usdt ?? contracts.tokens.USDT,
    NADI: override?.nadi ?? contracts.tokens.NADI,
  },
  receiver: override?.receiver ?? contracts.receiver,
  paymentContract: override?.payment_contract ?? paymentContract,
});

/** Arms a quote change for an order: after `afterCalls` more pay/methods answers, prices × `factor`. */
export const armQuoteChange = (state: MockState, orderId: number, factor: string, afterCalls: number) => {
  const data = slice(state);
  data.quoteChanges = { ...data.quoteChanges, [orderId]: { factor, remaining: afterCalls } };
};

/** The factor an order's prices are multiplied by now (1 until its quote changed). */
export const quoteFactor = (state: MockState, orderId: number): Decimal => {
  const change = slice(state).quoteChanges?.[orderId];
  return change && change.remaining <= 0 ? new Decimal(change.factor) : new Decimal(1);
};

/** Counts one pay/methods answer of the order towards its quote change. */
export const countMethodsAnswer = (state: MockState, orderId: number): void => {
  const data = slice(state);
  const change = data.quoteChanges?.[orderId];
  if (change && change.remaining > 0) {
    data.quoteChanges = { ...data.quoteChanges, [orderId]: { ...change, remaining: change.remaining - 1 } };
  }
};

/** Whether the server refuses this order's payment on chain, mined or not. */
export const isRefused = (state: MockState, orderId: number): boolean =>
  slice(state).refusedOrders?.includes(orderId) === true;

export const refuseOrder = (state: MockState, orderId: number): void => {
  const data = slice(state);
  if (!isRefused(state, orderId)) data.refusedOrders = [...(data.refusedOrders ?? []), orderId];
};
