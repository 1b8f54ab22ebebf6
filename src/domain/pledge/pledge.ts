import type Decimal from 'decimal.js';
import { type Unknown, wireEnum } from '../shared/wire-enum';
import type { PledgeReleaseStatus } from './pledge-release-status';

/** The two kinds of savings (spec section 1): joint savings and node savings. Codes are ours (proposed). */
export const PLEDGE_KIND_CODES = { joint: 1, node: 2 } as const;
export type PledgeKind = keyof typeof PLEDGE_KIND_CODES;
export const pledgeKinds = wireEnum('pledgeKind', PLEDGE_KIND_CODES);

/**
 * How the principal comes back (the spec leaves it open; decided here, see the README):
 * - `redeem`: it stays locked for the whole term; from the end date the person redeems it in one go;
 * - `release`: a share (the release rate) comes back at every release, the last one topping it up, so it is
 *   all back by the end date with nothing to redeem.
 */
export const PLEDGE_RETURN_CODES = { redeem: 1, release: 2 } as const;
export type PledgeReturn = keyof typeof PLEDGE_RETURN_CODES;
export const pledgeReturns = wireEnum('pledgeReturn', PLEDGE_RETURN_CODES);

/** Filled / total of a pool (pledge pool in U, power pool in power units). */
export interface Pool {
  readonly filled: Decimal;
  readonly total: Decimal;
}

/** The terms a product and a position bought from it share (spec section 3). Rates are fractions. */
export interface PledgeTerms {
  readonly kind: PledgeKind | Unknown;
  /** Term in days ("day"), counted from the purchase. */
  readonly days: number;
  /** Daily income as a fraction of the principal. */
  readonly dayRate: Decimal;
  /** Monthly income as the product states it (not 30 × the daily rate). */
  readonly monthRate: Decimal;
  /** Days between two releases (income, and principal for `release` products). */
  readonly releaseEveryDays: number;
  /** Share of the principal released each time, for `release` products (1 for `redeem`). */
  readonly releaseRate: Decimal;
  readonly returns: PledgeReturn | Unknown;
  /** Share of the still-locked principal kept on an early redemption; null when early redemption is refused. */
  readonly earlyPenaltyRate: Decimal | null;
  /** How long the server's day is, in ms (a real day in production; the mock shortens it). */
  readonly dayMs: number;
}

/** A savings product on sale. */
export interface PledgeProduct extends PledgeTerms {
  readonly id: number;
  /** Smallest pledge, in U ({min_pledge} U). */
  readonly minPledge: Decimal;
  /** In U. */
  readonly pledgePool: Pool;
  readonly powerPool: Pool;
  /** The sale window. */
  readonly startDate: Date;
  readonly endDate: Date;
  /** As the server counts it; `remainingDays(endDate, now)` recomputes it on the device. */
  readonly remainingDays: number;
}

/** A product with what the person needs to save in it: the NADI price and the fund account's NADI. */
export interface PledgeOffer {
  readonly product: PledgeProduct;
  /** USDT per NADI, the price the server converts at. */
  readonly nadiPrice: Decimal;
  /** Available NADI in the fund account. */
  readonly balance: Decimal;
}

export const POSITION_STATUS_CODES = { active: 1, matured: 2, redeemed: 3, completed: 4 } as const;
/**
 * `active` locked and earning; `matured` past the end date with principal to redeem; `redeemed` the
 * principal taken back by the person (at or before maturity); `completed` everything released by schedule.
 */
export type PositionStatus = keyof typeof POSITION_STATUS_CODES;
export const positionStatuses = wireEnum('pledgePosition', POSITION_STATUS_CODES);

/** The next release of a position: the release time and release amount of the spec. */
export interface NextRelease {
  readonly time: Date;
  /** Income plus principal paid then. */
  readonly amount: Decimal;
}

/** One person's savings in one product ("my savings"). Amounts in NADI. */
export interface PledgePosition extends PledgeTerms {
  readonly id: number;
  readonly productId: number;
  /** Principal, in NADI. */
  readonly amount: Decimal;
  /** Its value in U when saved. */
  readonly amountU: Decimal;
  readonly buyTime: Date;
  /** buyTime + days. */
  readonly endTime: Date;
  /** Principal back so far (releases and redemption). */
  readonly returned: Decimal;
  /** Income paid so far. */
  readonly income: Decimal;
  readonly nextRelease: NextRelease | null;
  readonly status: PositionStatus | Unknown;
}

/** A release record (principal): amount, time, release rate, waiting for release or redeemed (spec section 4). */
export interface PledgeRelease {
  readonly id: number;
  readonly amount: Decimal;
  readonly time: Date;
  readonly rate: Decimal;
  readonly status: PledgeReleaseStatus | Unknown;
}

/** An income record of a position. */
export interface PledgeIncome {
  readonly id: number;
  readonly amount: Decimal;
  readonly time: Date;
}
