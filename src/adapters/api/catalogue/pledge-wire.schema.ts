import * as z from 'zod/mini';
import { decimalString, enumCode, isoDate, isoDateOrNull, pageOf } from './endpoint';

/**
 * Savings (pledge) calls. The spec names the product fields (section 3) and the release statuses (section 4)
 * but no paths or payloads, so all of it is proposed. Units:
 *
 * - Principal, income and balances are NADI, decimal strings with at most 6 decimals; `min_pledge` and the
 *   pledge pool are U (USDT); `nadi_price` is U per NADI. Rates are fractions ("0.005" is 0.5 % a day).
 * - `kind` 1 joint savings, 2 node savings; `returns` 1 the principal is redeemed by the person from the end
 *   date, 2 it is released by schedule (release rate each release); release `status` 1 waiting for
 *   release, 2 redeemed; position `status` 1 active, 2 matured (principal to redeem), 3 redeemed, 4 completed.
 * - `day_ms` is the length of the server's day (86400000 in production; the mock shortens it), so the app
 *   draws the release calendar with the server's dates.
 * - Save and redeem carry a `request_id` chosen by the app: the same id sent twice answers the first result.
 */
export const PLEDGE_CODES = {
  /** The product or position does not exist for this user. */
  notFound: 404,
  /** The fund account's NADI does not cover the amount; `data` carries `{current, required}` in NADI. */
  insufficientBalance: 4101,
  /** The amount is worth less than the product's minimum; `data` carries `{minimum}` in U. */
  belowMinimum: 4201,
  /** The product's pledge pool cannot take the amount; `data` carries `{remaining}` in U. */
  productFull: 4601,
  /** The product's sale has ended. */
  productEnded: 4602,
  /** The product's sale has not started. */
  productNotStarted: 4603,
  /** The position was already redeemed (or completed by schedule). */
  alreadyRedeemed: 4604,
  /** Redeeming before the end date, and the product does not allow early redemption. */
  notMatured: 4605,
} as const;

export const pledgeAmount = decimalString.check(
  z.refine((text) => !text.startsWith('-') && /[1-9]/.test(text), 'must be above 0'),
  z.refine((text) => (text.split('.')[1]?.length ?? 0) <= 6, 'at most 6 decimals'),
);
export const pledgeRequestId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));

const count = z.number().check(z.int(), z.nonnegative());
const poolWire = z.object({ filled: decimalString, total: decimalString });

/** The terms a product and a position share. */
const termsShape = {
  kind: enumCode,
  days: count,
  day_rate: decimalString,
  month_rate: decimalString,
  release_every_days: count,
  release_rate: decimalString,
  returns: enumCode,
  /** Null: early redemption refused. */
  early_penalty_rate: z.nullable(decimalString),
  day_ms: z.number().check(z.int(), z.positive()),
};

export const pledgeProductWire = z.object({
  id: z.number().check(z.int()),
  ...termsShape,
  min_pledge: decimalString,
  pledge_pool: poolWire,
  power_pool: poolWire,
  start_date: isoDate,
  end_date: isoDate,
  remaining_days: count,
});

export const pledgeProductListWire = z.object({
  list: z.array(pledgeProductWire),
  nadi_price: decimalString,
});

export const pledgeOfferWire = z.object({
  product: pledgeProductWire,
  nadi_price: decimalString,
  /** Available NADI in the fund account. */
  balance: decimalString,
});

export const pledgePositionWire = z.object({
  id: z.number().check(z.int()),
  product_id: z.number().check(z.int()),
  ...termsShape,
  amount: decimalString,
  amount_u: decimalString,
  buy_time: isoDate,
  end_time: isoDate,
  returned: decimalString,
  income: decimalString,
  /** The release time and release amount (income + principal) of the next release; null when none is left. */
  next_release_time: isoDateOrNull,
  next_release_amount: z.nullable(decimalString),
  status: enumCode,
});

export const pledgeReleaseWire = z.object({
  id: z.number().check(z.int()),
  amount: decimalString,
  time: isoDate,
  rate: decimalString,
  status: enumCode,
});

/** A position's releases (principal), oldest first, with the position and the totals released and waiting. */
export const pledgeReleaseLogWire = z.extend(pageOf(pledgeReleaseWire), {
  position: pledgePositionWire,
  total_released: decimalString,
  total_waiting: decimalString,
});

export const pledgeIncomeWire = z.object({
  id: z.number().check(z.int()),
  amount: decimalString,
  time: isoDate,
});

/** A position's income records, newest first, with their total. */
export const pledgeIncomeLogWire = z.extend(pageOf(pledgeIncomeWire), { total_income: decimalString });
