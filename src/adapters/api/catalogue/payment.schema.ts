import * as z from 'zod/mini';
import { decimalString, endpoint, evmAddress, isoDate, queryInt } from './endpoint';

/**
 * Payment calls (all proposed: the spec names the methods, balance, on chain on BSC or the NADI chain,
 * destroy quota or a mix, but no paths). An order is paid once: every paying call is idempotent per
 * order, and the server keeps the transaction hash of an on-chain payment from the moment it is sent,
 * so that a reload or a second tab resumes the payment instead of paying again.
 */

/** Answer codes of the payment calls (HTTP 200 with a non-200 code), shared by the adapter and the mock. */
export const PAY_CODES = {
  /** No such order for this user. */
  orderNotFound: 404,
  /** The balance does not cover the amount (or the balance part of a mixed payment). */
  insufficientBalance: 4101,
  /** The destroy quota does not cover the amount. */
  insufficientQuota: 4102,
  /** The order can no longer be paid: cancelled or expired. */
  notPayable: 4103,
  /** A transaction is already recorded for the order and not yet settled. */
  inProgress: 4104,
  /** The order does not allow this method, chain or token. */
  methodNotAllowed: 4105,
} as const;

export const chainKey = z.enum(['BSC', 'NADI']);
export const payToken = z.enum(['USDT', 'NADI', 'BNB']);
/** A transaction hash or an order reference: 32 bytes in 0x hex. */
export const bytes32Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));

export const orderIdParams = z.object({ order_id: queryInt });

/**
 * The payment state of an order. `status`: unpaid | pending (a hash recorded, not yet confirmed) | paid |
 * failed (the transaction reverted; the order can be paid again) | cancelled. Read as text: a status the
 * app does not know becomes 'unknown' in the mapper.
 */
export const payStatusWire = z.object({
  order_id: z.number(),
  status: z.string(),
  tx_hash: z.nullable(bytes32Hex),
  /** balance | chain | destroy_quota | mixed, once paid. */
  paid_by: z.nullable(z.string()),
});

export const payMethodsWire = z.object({
  order_id: z.number(),
  status: z.string(),
  /** What the order costs, in `unit`. */
  amount: decimalString,
  unit: z.string(),
  expire_time: isoDate,
  balance: z.object({ enabled: z.boolean(), available: decimalString }),
  destroy_quota: z.object({ enabled: z.boolean(), available: decimalString }),
  /** Balance first, the rest on chain. */
  mixed: z.boolean(),
  /** The chains and tokens the order may be paid with; `amount` is the whole price in that token. */
  chains: z.array(
    z.object({
      chain: z.string(),
      tokens: z.array(z.object({ token: z.string(), amount: decimalString })),
    }),
  ),
});

export const chainIntentWire = z.object({
  order_id: z.number(),
  order_ref: bytes32Hex,
  chain: chainKey,
  chain_id: z.number().check(z.int(), z.positive()),
  token: payToken,
  /** The on-chain part, in `token`. */
  amount: decimalString,
  /** The balance part, withheld from the balance until the chain part is paid (or refunded). */
  balance_part: decimalString,
  /**
   * The contract the payment goes through (ERC-20 `pay(orderRef, token, amount)` after an approval of exactly
   * `amount`; BNB `payNative(orderRef)`), so that it carries the order reference. null when the chain has
   * none: BNB then goes straight to `receiver` and is matched by its hash.
   */
  payment_contract: z.nullable(evmAddress),
  receiver: evmAddress,
  /** null for BNB. */
  token_contract: z.nullable(evmAddress),
  decimals: z.number().check(z.int(), z.nonnegative()),
  confirmations: z.number().check(z.int(), z.positive()),
  expires_at: isoDate,
});

export const payMethods = endpoint({
  id: 'pay.methods',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/pay/methods',
  auth: true,
  origin: 'proposed',
  summary:
    "How an order may be paid: its amount and unit, the user's balance and destroy quota, whether a mix " +
    'is allowed, and the chains and tokens with the price in each.',
  request: orderIdParams,
  response: payMethodsWire,
});

export const payBalance = endpoint({
  id: 'pay.balance',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/pay/balance',
  auth: true,
  origin: 'proposed',
  summary:
    'Pays the order from the balance, deducting exactly its amount. Idempotent: a paid order answers its ' +
    `state and is not charged again. Code ${PAY_CODES.insufficientBalance} when the balance is short.`,
  request: z.object({ order_id: z.number().check(z.int()) }),
  response: payStatusWire,
});

export const payDestroyQuota = endpoint({
  id: 'pay.destroyQuota',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/pay/destroyQuota',
  auth: true,
  origin: 'proposed',
  summary:
    'Pays the order from the destroy quota. Idempotent as pay/balance. ' +
    `Code ${PAY_CODES.insufficientQuota} when the quota is short.`,
  request: z.object({ order_id: z.number().check(z.int()) }),
  response: payStatusWire,
});

export const payChainIntent = endpoint({
  id: 'pay.chainIntent',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/pay/chainIntent',
  auth: true,
  origin: 'proposed',
  summary:
    'Records an on-chain payment (balance_part > 0: a mixed one, the balance part withheld) and answers what ' +
    'to send: order_ref, amount, contracts, receiver. Asked again for the same order it answers the same ' +
    'intent; with other choices it replaces it only while no transaction is recorded ' +
    `(code ${PAY_CODES.inProgress} otherwise).`,
  request: z.object({
    order_id: z.number().check(z.int()),
    chain: chainKey,
    token: payToken,
    balance_part: z.optional(decimalString),
  }),
  response: chainIntentWire,
});

export const payChainSubmit = endpoint({
  id: 'pay.chainSubmit',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/pay/chainSubmit',
  auth: true,
  origin: 'proposed',
  summary:
    'Records the hash of the on-chain payment as soon as the wallet returns it, before it is confirmed, so a ' +
    'reload resumes waiting. The same hash again is a no-op; another hash while one is pending is refused ' +
    `(code ${PAY_CODES.inProgress}). Answers the payment state (pending, or paid once confirmed).`,
  request: z.object({ order_id: z.number().check(z.int()), tx_hash: bytes32Hex }),
  response: payStatusWire,
});

export const payStatus = endpoint({
  id: 'pay.status',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/pay/status',
  auth: true,
  origin: 'proposed',
  summary:
    'The payment state of an order: unpaid, pending with its tx_hash, paid with paid_by, failed or cancelled. ' +
    'The client polls it after sending a transaction until the server has seen it confirmed.',
  request: orderIdParams,
  response: payStatusWire,
});

/** The payment calls, in the order a payment uses them. */
export const PAYMENT_ENDPOINTS = [
  payMethods,
  payBalance,
  payDestroyQuota,
  payChainIntent,
  payChainSubmit,
  payStatus,
] as const;
