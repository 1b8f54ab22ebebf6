import type Decimal from 'decimal.js';
import type { Unknown } from '../shared/wire-enum';
import type { CarApplicationStatus } from './car-application-status';

/** A car of the car shop: applied for, not bought here (spec section 1). */
export interface CarGoods {
  readonly id: number;
  readonly name: string;
  readonly image: string;
  /** Guide price in USDT. */
  readonly price: Decimal;
  /** What an approved application releases, in USDT. */
  readonly releaseAmount: Decimal;
  /** Fraction released a day. */
  readonly releaseRate: Decimal;
  /** E.g. "5 seats · 520 km range". */
  readonly specification: string;
}

export interface CarGoodsDetail extends CarGoods {
  readonly images: readonly string[];
  /** Description as HTML, to be sanitised before display. */
  readonly content: string;
}

/** An application for a car, reviewed by the shop. */
export interface CarApplication {
  readonly id: number;
  readonly applicationNo: string;
  readonly carId: number;
  readonly carName: string;
  readonly name: string;
  /** E.164. */
  readonly phone: string;
  /** Public addresses of the uploaded documents. */
  readonly documents: readonly string[];
  readonly status: CarApplicationStatus | Unknown;
  /** Why it was rejected; empty otherwise. */
  readonly rejectReason: string;
  readonly createdAt: Date;
  readonly reviewedAt: Date | null;
}

/** What an application sends. */
export interface CarApplicationDraft {
  readonly carId: number;
  readonly name: string;
  readonly phone: string;
  readonly documents: readonly string[];
  /** The rejected application this one resubmits, if any. */
  readonly resubmitOf: number | null;
}
