import * as z from 'zod/mini';
import { decimal, type MockState, type StateSlice } from '../core/mock-state';

/**
 * The funds feature's part of the mock state: one ledger per user, the open exchange quotes, the id counter
 * and, per attached chain, the last block scanned for deposits. Amounts are decimal strings, times ISO
 * (records) or epoch ms (clock bookkeeping). The fund account's USDT is not here: it is the user's
 * `balance` of the shared state (what the payment engine spends), and the destroy quota is the user's
 * `destroyPool`, so that there is one source of truth for each (funds-ledger.ts).
 */
const balanceSchema = z.object({ available: decimal, frozen: decimal });

/** One money-log record; `type` and `account` are the wire codes (FUND_RECORD_CODES, ACCOUNT_KIND_CODES). */
export const fundRecordSchema = z.object({
  id: z.number(),
  type: z.number(),
  coin: z.string(),
  amount: decimal,
  account: z.number(),
  ref: z.nullable(z.string()),
  time: z.string(),
});
export type FundRecord = z.infer<typeof fundRecordSchema>;

/** A deposit: `block` and `chainId` when seen on an attached chain; else simulated on the clock from `seenAt`. */
export const depositSchema = z.object({
  id: z.number(),
  coin: z.string(),
  chain: z.string(),
  amount: decimal,
  txHash: z.string(),
  from: z.string(),
  to: z.string(),
  confirmations: z.number(),
  required: z.number(),
  /** DEPOSIT_STATUS_CODES: 0 confirming, 1 credited, 2 below the minimum. */
  status: z.number(),
  createdAt: z.string(),
  creditedAt: z.nullable(z.string()),
  seenAt: z.number(),
  block: z.nullable(z.number()),
  chainId: z.nullable(z.number()),
});
export type MockDeposit = z.infer<typeof depositSchema>;

/**
 * A withdrawal. `review`: pending until approved or rejected (after the review delay, or a control call);
 * `sentAt` once sent (on chain when `onChain`, else simulated confirmations on the clock).
 */
export const withdrawalSchema = z.object({
  id: z.number(),
  requestId: z.string(),
  coin: z.string(),
  chain: z.string(),
  amount: decimal,
  fee: decimal,
  received: decimal,
  address: z.string(),
  /** WITHDRAW_STATUS_CODES: 0 processing, 1 confirming, 2 completed, 3 failed. */
  status: z.number(),
  confirmations: z.number(),
  required: z.number(),
  txHash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** Why it was refused, as a kind: the answer words it in the reader's language (funds-refusals.ts). */
  refusal: z.optional(
    z.union([
      z.object({ kind: z.literal('review-limit'), limit: z.string(), coin: z.string() }),
      z.object({ kind: z.literal('chain-failed') }),
      z.object({ kind: z.literal('rejected'), text: z.optional(z.string()) }),
    ]),
  ),
  refunded: z.nullable(decimal),
  createdAt: z.string(),
  updatedAt: z.string(),
  review: z.enum(['pending', 'approved', 'rejected']),
  requestedAt: z.number(),
  sentAt: z.nullable(z.number()),
  onChain: z.boolean(),
});
export type MockWithdrawal = z.infer<typeof withdrawalSchema>;

export const transferSchema = z.object({
  id: z.number(),
  requestId: z.string(),
  from: z.number(),
  to: z.number(),
  coin: z.string(),
  amount: decimal,
  createdAt: z.string(),
});
export type MockTransfer = z.infer<typeof transferSchema>;

export const exchangeSchema = z.object({
  id: z.number(),
  requestId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: decimal,
  price: decimal,
  fee: decimal,
  receive: decimal,
  createdAt: z.string(),
});
export type MockExchange = z.infer<typeof exchangeSchema>;

export const quoteSchema = z.object({
  id: z.string(),
  userId: z.number(),
  from: z.string(),
  to: z.string(),
  amount: decimal,
  price: decimal,
  fee: decimal,
  receive: decimal,
  expiresAt: z.number(),
});
export type MockQuote = z.infer<typeof quoteSchema>;

export const ledgerSchema = z.object({
  userId: z.number(),
  /** The fund account's coins other than USDT (which is the user's balance), available only. */
  fund: z.record(z.string(), decimal),
  /** The trade account (the market's), per coin. */
  trade: z.record(z.string(), balanceSchema),
  /** Deposit address per chain key (BSC, NADI), once asked for. */
  addresses: z.record(z.string(), z.string()),
  /** Newest last (the handlers answer newest first). */
  records: z.array(fundRecordSchema),
  deposits: z.array(depositSchema),
  withdrawals: z.array(withdrawalSchema),
  transfers: z.array(transferSchema),
  exchanges: z.array(exchangeSchema),
});
export type MockLedger = z.infer<typeof ledgerSchema>;

/** Optional keys: a state saved before the funds feature still restores (its users get fresh ledgers). */
export const FUNDS_SLICE = {
  schema: z.object({
    fundsLedgers: z.optional(z.array(ledgerSchema)),
    fundsQuotes: z.optional(z.array(quoteSchema)),
    fundsNextId: z.optional(z.number()),
    /** Per chain id: the last block scanned for deposits (scanning starts at the block where it is first asked). */
    fundsScanned: z.optional(z.record(z.string(), z.number())),
  }),
  seed: () => ({ fundsLedgers: [], fundsQuotes: [], fundsNextId: 1, fundsScanned: {} }),
} satisfies StateSlice;

export interface FundsData {
  fundsLedgers: MockLedger[];
  fundsQuotes: MockQuote[];
  fundsNextId: number;
  fundsScanned: Record<string, number>;
}

/** The slice's data with every key present (filled in when an older state lacked it). */
export const fundsData = (state: MockState): FundsData => {
  const data = state.part(FUNDS_SLICE);
  data.fundsLedgers ??= [];
  data.fundsQuotes ??= [];
  data.fundsNextId ??= 1;
  data.fundsScanned ??= {};
  return data as FundsData;
};

/** The next id of any funds record (records, deposits, withdrawals, transfers, exchanges). */
export const nextFundsId = (state: MockState): number => {
  const data = fundsData(state);
  const id = data.fundsNextId;
  data.fundsNextId = id + 1;
  return id;
};
