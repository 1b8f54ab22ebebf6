import type Decimal from 'decimal.js';
import type { PledgePosition, PledgeProduct } from '../../../domain/pledge/pledge';
import {
  type ProductStatus,
  poolShare,
  productDeadline,
  productStatus,
} from '../../../domain/pledge/pledge-schedule';
import { type Countdown, countdownTo } from '../../../domain/shared/countdown';
import { remainingDays } from '../../../domain/shared/day-math';
import { type RedeemWay, redeemWay } from './pledge-redemption';

/** A product as its card shows it at a moment. */
export interface ProductCardView {
  readonly product: PledgeProduct;
  readonly status: ProductStatus;
  /** To the start (not started) or the end of the sale (open, full); null once ended, never negative. */
  readonly countdown: Countdown | null;
  /** Days of the sale left: calendar days, as the server's `remaining_days` (the sale window is in real days). */
  readonly daysLeft: number;
  /** Filled share of the pledge pool and the power pool, 0–1, for the bars. */
  readonly pledgeShare: Decimal;
  readonly powerShare: Decimal;
}

export function productCard(product: PledgeProduct, now: Date): ProductCardView {
  const deadline = productDeadline(product, now);
  return {
    product,
    status: productStatus(product, now),
    countdown: deadline ? countdownTo(deadline, now) : null,
    daysLeft: remainingDays(product.endDate, now),
    pledgeShare: poolShare(product.pledgePool),
    powerShare: poolShare(product.powerPool),
  };
}

/** A position with the time to its next release. */
export interface PositionView {
  readonly position: PledgePosition;
  /** Null when no release is left; never negative. */
  readonly nextIn: Countdown | null;
  /** How it can be redeemed now (its card offers it), or null. */
  readonly redeemWay: RedeemWay | null;
}

export const positionView = (position: PledgePosition, now: Date): PositionView => ({
  position,
  nextIn: position.nextRelease ? countdownTo(position.nextRelease.time, now) : null,
  redeemWay: redeemWay(position, now),
});
