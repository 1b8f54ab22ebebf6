import * as z from 'zod/mini';
import { decimalString, enumCode, evmAddress, isoDate, isoDateOrNull, pageOf } from './endpoint';

/**
 * Funds calls: the in-app money (fund account, trade account, destroy quota), deposits, withdrawals,
 * transfers between the fund and the trade account, the NADI ↔ USDT exchange and the money log. The spec
 * shows no wallet paths (section 7), so paths, payloads and answers are all proposed, in the style of the
 * listed calls. Units:
 *
 * - Amounts are decimal strings in whole coins (1.5 NADI), at most 6 decimals (spec section 9).
 * - `coin` is a symbol (NADI, USDT, VIC); `chain` is BSC or NADI; `account` is 1 fund, 2 trade, 3 destroy
 *   quota (`ACCOUNT_KIND_CODES` in the domain).
 * - Money-log `type` codes are `FUND_RECORD_CODES` of the domain (1–28 in the spec's order, 29–33 ours: 33 a gold bar bought from the balance).
 * - Calls that move money carry a `request_id` chosen by the app (8–64 letters, digits, dashes): the same id
 *   sent twice answers the first result and moves nothing again, so a retry after a lost answer is safe.
 */
export const FUNDS_CODES = {
  /** The record (deposit, withdrawal, quote) does not exist for this user. */
  notFound: 404,
  /** The account does not hold the amount; `data` carries `{current, required}`. */
  insufficientBalance: 4101,
  /** Below the minimum (withdrawal, exchange); `data` carries `{minimum}`. */
  belowMinimum: 4201,
  /** The coin (or coin and chain) is not allowed for this call: only NADI is withdrawn, VIC is not deposited. */
  wrongCoin: 4202,
  /** The exchange quote expired (or was already used): ask a new one. */
  quoteExpired: 4203,
  /** A transfer must go between the fund and the trade account, in either direction. */
  wrongAccount: 4204,
} as const;

/** A strictly positive amount of at most 6 decimals. */
export const amountText = decimalString.check(
  z.refine((text) => !text.startsWith('-') && /[1-9]/.test(text), 'must be above 0'),
  z.refine((text) => (text.split('.')[1]?.length ?? 0) <= 6, 'at most 6 decimals'),
);
export const requestId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));
export const coinText = z.string().check(z.minLength(1));

/** One coin of one account. */
export const assetWire = z.object({
  coin: z.string(),
  available: decimalString,
  /** Held by open trade orders or a withdrawal under way. */
  frozen: decimalString,
  /** (available + frozen) × the coin's price, in USDT. */
  usdt_value: decimalString,
});

export const accountWire = z.object({ account: enumCode, assets: z.array(assetWire) });

export const assetsWire = z.object({
  /** Every account's value summed, in USDT. */
  total_usdt: decimalString,
  accounts: z.array(accountWire),
  /** USDT per coin, the prices the values were computed at. */
  prices: z.record(z.string(), decimalString),
});

export const depositAddressWire = z.object({
  coin: z.string(),
  chain: z.string(),
  address: evmAddress,
  /** Deposits below it are not credited. */
  min_amount: decimalString,
  /** Blocks after which a deposit is credited. */
  confirmations: z.number().check(z.int()),
});

/** Deposit `status`: 0 detected (confirming), 1 credited, 2 below the minimum (not credited). */
export const depositWire = z.object({
  id: z.number().check(z.int()),
  coin: z.string(),
  chain: z.string(),
  amount: decimalString,
  tx_hash: z.string(),
  from_address: z.string(),
  confirmations: z.number().check(z.int()),
  required_confirmations: z.number().check(z.int()),
  status: enumCode,
  create_time: isoDate,
  credit_time: isoDateOrNull,
});

export const withdrawConfigWire = z.object({
  /** NADI: the only coin that may be withdrawn. */
  coin: z.string(),
  chain: z.string(),
  min_amount: decimalString,
  /** Fee = max(amount × fee_rate rounded up at 6 decimals, min_fee), in the coin. */
  fee_rate: decimalString,
  min_fee: decimalString,
  /** Proposed: a withdrawal above it is refused at review (and refunded); absent or null when none. */
  review_limit: z.optional(z.nullable(decimalString)),
  confirmations: z.number().check(z.int()),
  /** Where the coins go: the logged-in wallet address. */
  address: evmAddress,
  available: decimalString,
});

/**
 * Withdraw `status`: 0 on-chain in progress / awaiting review, 1 block confirming / awaiting approval, 2
 * completed / approved, 3 failed / rejected (spec section 4). A rejected one names its `reason` and the
 * `refunded` amount that went back to the fund account.
 */
export const withdrawalWire = z.object({
  id: z.number().check(z.int()),
  request_id: z.string(),
  coin: z.string(),
  chain: z.string(),
  amount: decimalString,
  fee: decimalString,
  /** amount − fee: what reaches the address. */
  received: decimalString,
  address: evmAddress,
  status: enumCode,
  confirmations: z.number().check(z.int()),
  required_confirmations: z.number().check(z.int()),
  tx_hash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  refunded: z.nullable(decimalString),
  create_time: isoDate,
  update_time: isoDate,
});

export const transferWire = z.object({
  id: z.number().check(z.int()),
  request_id: z.string(),
  from_account: enumCode,
  to_account: enumCode,
  coin: z.string(),
  amount: decimalString,
  create_time: isoDate,
});

export const exchangeQuoteWire = z.object({
  quote_id: z.string(),
  from_coin: z.string(),
  to_coin: z.string(),
  amount: decimalString,
  /** to_coin per from_coin. */
  price: decimalString,
  /** In to_coin, taken from what is received. */
  fee: decimalString,
  /** amount × price − fee, exact at 6 decimals (rounded down). */
  receive: decimalString,
  expire_time: isoDate,
});

export const exchangeWire = z.object({
  id: z.number().check(z.int()),
  request_id: z.string(),
  from_coin: z.string(),
  to_coin: z.string(),
  amount: decimalString,
  price: decimalString,
  fee: decimalString,
  receive: decimalString,
  create_time: isoDate,
});

/** One money-log line; `amount` is signed (negative leaves the account). */
export const moneyRecordWire = z.object({
  id: z.number().check(z.int()),
  type: enumCode,
  coin: z.string(),
  amount: decimalString,
  account: enumCode,
  /** What the record belongs to, e.g. "withdraw#12", "order#3"; null when nothing. */
  ref: z.nullable(z.string()),
  create_time: isoDate,
});

export const moneyLogWire = z.extend(pageOf(moneyRecordWire), {
  /** How many records of each type code the user has in all (unfiltered), for the filter's badges. */
  counts: z.record(z.string(), z.number().check(z.int())),
});

export const incomeTotalWire = z.object({ coin: z.string(), today: decimalString, total: decimalString });
/** Income records with the totals per coin (today in the server's day, and all time). */
export const incomeLogWire = z.extend(pageOf(moneyRecordWire), { totals: z.array(incomeTotalWire) });
