import Decimal from 'decimal.js';
import {
  addAmounts,
  divideAmounts,
  fromCount,
  multiplyAmounts,
  subtractAmounts,
  sumAmounts,
} from '../shared/money';
import type { PledgeTerms, Pool } from './pledge';

/** Savings amounts are NADI with at most 6 decimals; each payment is cut (toward zero) to them. */
export const PLEDGE_DECIMALS = 6;
const down = (value: Decimal): Decimal => value.toDecimalPlaces(PLEDGE_DECIMALS, Decimal.ROUND_DOWN);
const up = (value: Decimal): Decimal => value.toDecimalPlaces(PLEDGE_DECIMALS, Decimal.ROUND_UP);

export type ProductStatus = 'upcoming' | 'open' | 'full' | 'ended';

/** Not started before the start date, ended from the end date, full once the pledge pool is filled. */
export function productStatus(
  product: { readonly startDate: Date; readonly endDate: Date; readonly pledgePool: Pool },
  now: Date,
): ProductStatus {
  if (now.getTime() < product.startDate.getTime()) return 'upcoming';
  if (now.getTime() >= product.endDate.getTime()) return 'ended';
  return product.pledgePool.filled.gte(product.pledgePool.total) ? 'full' : 'open';
}

/** What a product's countdown counts to: its start before it opens, its end while on sale; null once ended. */
export function productDeadline(
  product: { readonly startDate: Date; readonly endDate: Date },
  now: Date,
): Date | null {
  if (now.getTime() < product.startDate.getTime()) return product.startDate;
  return now.getTime() < product.endDate.getTime() ? product.endDate : null;
}

/** Filled share of a pool, 0–1, for a bar; an empty pool (total 0) counts as full. */
export function poolShare(pool: Pool): Decimal {
  const share = divideAmounts(pool.filled, pool.total);
  if (share === null) return new Decimal(1);
  return Decimal.min(Decimal.max(share, 0), 1);
}

/** The minimum of {min_pledge} U in NADI at a price (U per NADI), rounded up; null without a price. */
export function minimumNadi(minPledge: Decimal, nadiPrice: Decimal): Decimal | null {
  if (!nadiPrice.gt(0)) return null;
  const nadi = divideAmounts(minPledge, nadiPrice);
  return nadi === null ? null : up(nadi);
}

/** The U value of a NADI amount at a price, cut to 6 decimals. */
export const valueInU = (amount: Decimal, nadiPrice: Decimal): Decimal =>
  down(multiplyAmounts(amount, nadiPrice));

type ScheduleTerms = Pick<
  PledgeTerms,
  'days' | 'dayRate' | 'releaseEveryDays' | 'releaseRate' | 'returns' | 'dayMs'
>;

/** One date of the release calendar: the income and principal paid then, and everything paid so far. */
export interface ReleaseRow {
  /** 1 for the first release. */
  readonly index: number;
  readonly time: Date;
  readonly income: Decimal;
  readonly principal: Decimal;
  /** income + principal. */
  readonly amount: Decimal;
  readonly runningTotal: Decimal;
}

/**
 * Every release of `amount` saved at `start`: one every `releaseEveryDays` days (the last at the end of the
 * term, possibly after a shorter period). Each pays the period's income (amount × daily rate × days, cut to 6
 * decimals). A `release` product also pays amount × release rate of principal each time, the last release
 * topping it up to the whole amount; a `redeem` product returns the whole principal at the last date (when the
 * person redeems it). The server pays the same figures.
 */
export function releaseCalendar(terms: ScheduleTerms, amount: Decimal, start: Date): ReleaseRow[] {
  const days = Math.max(Math.trunc(terms.days), 0);
  const every = Math.max(Math.trunc(terms.releaseEveryDays), 1);
  const count = Math.ceil(days / every);
  const share = down(multiplyAmounts(amount, terms.releaseRate));
  const rows: ReleaseRow[] = [];
  let returned = new Decimal(0);
  let total = new Decimal(0);
  for (let index = 1; index <= count; index += 1) {
    const endDay = Math.min(index * every, days);
    const income = down(
      multiplyAmounts(multiplyAmounts(amount, terms.dayRate), fromCount(endDay - (index - 1) * every)),
    );
    const last = index === count;
    let principal = new Decimal(0);
    if (last) principal = subtractAmounts(amount, returned);
    else if (terms.returns === 'release') principal = Decimal.min(share, subtractAmounts(amount, returned));
    returned = addAmounts(returned, principal);
    const paid = addAmounts(income, principal);
    total = addAmounts(total, paid);
    rows.push({
      index,
      time: new Date(start.getTime() + endDay * terms.dayMs),
      income,
      principal,
      amount: paid,
      runningTotal: total,
    });
  }
  return rows;
}

/** Income over the whole term: the calendar's income summed. */
export const incomeAtMaturity = (rows: readonly ReleaseRow[]): Decimal =>
  sumAmounts(rows.map((row) => row.income));

/** The releases whose time has come by `now`. */
export const releasesDue = (rows: readonly ReleaseRow[], now: Date): readonly ReleaseRow[] =>
  rows.filter((row) => row.time.getTime() <= now.getTime());

/** What an early redemption would bring back now, and what it would give up. */
export interface EarlyRedemption {
  /** Principal not yet returned. */
  readonly locked: Decimal;
  /** Kept by the product: locked × penalty rate, rounded up, at most the locked amount. */
  readonly penalty: Decimal;
  /** locked − penalty, paid to the fund account. */
  readonly returned: Decimal;
  /** Income of the releases not yet due. */
  readonly forfeitedIncome: Decimal;
  /** penalty + forfeitedIncome. */
  readonly forfeited: Decimal;
}

/**
 * Redeeming before the end date: the still-locked principal comes back less the penalty, and the income of
 * the releases not yet due is forfeited. Null when the terms refuse early redemption or the term is over.
 */
export function simulateEarlyRedemption(
  terms: ScheduleTerms & Pick<PledgeTerms, 'earlyPenaltyRate'>,
  amount: Decimal,
  start: Date,
  now: Date,
): EarlyRedemption | null {
  if (terms.earlyPenaltyRate === null) return null;
  const rows = releaseCalendar(terms, amount, start);
  const due = releasesDue(rows, now).length;
  if (due >= rows.length) return null;
  const locked = subtractAmounts(amount, sumAmounts(rows.slice(0, due).map((row) => row.principal)));
  const penalty = Decimal.min(up(multiplyAmounts(locked, terms.earlyPenaltyRate)), locked);
  const forfeitedIncome = sumAmounts(rows.slice(due).map((row) => row.income));
  return {
    locked,
    penalty,
    returned: subtractAmounts(locked, penalty),
    forfeitedIncome,
    forfeited: addAmounts(penalty, forfeitedIncome),
  };
}
