import type Decimal from 'decimal.js';
import type { Unknown } from '../shared/wire-enum';
import type { PledgeReleaseStatus } from './pledge-release-status';

/** A savings (pledge) product and, once bought, the user's holding of it (spec section 3). Rates are fractions. */
export interface PledgeProduct {
  readonly id: number;
  /** Term in days ("day"). */
  readonly days: number;
  /** Smallest pledge, in USDT ({min_pledge} U). */
  readonly minPledge: Decimal;
  /** Daily income as a fraction of the pledged amount. */
  readonly dayRate: Decimal;
  /** Monthly income as a fraction of the pledged amount. */
  readonly monthRate: Decimal;
  readonly pledgePool: Decimal;
  readonly powerPool: Decimal;
  readonly startDate: Date;
  readonly endDate: Date;
  /** As the server counts it; `remainingDays(endDate, now)` recomputes it on the device. */
  readonly remainingDays: number;
  /** Amount released per release period. */
  readonly releaseAmount: Decimal;
  /** Next (or last) release; null before the first is scheduled. */
  readonly releaseTime: Date | null;
  /** Share of the principal released each period, as a fraction. */
  readonly releaseRate: Decimal;
  readonly status: PledgeReleaseStatus | Unknown;
  /** When the user bought it; null for a product not bought. */
  readonly buyTime: Date | null;
}
