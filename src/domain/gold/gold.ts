import type Decimal from 'decimal.js';
import type { Unknown } from '../shared/wire-enum';
import type { GoldOrderStatus } from './gold-order-status';
import type { GoldReleaseStatus } from './gold-release-status';

export interface GoldCategory {
  readonly id: number;
  readonly name: string;
}

/** Gold shop goods (spec section 3): stock, sold, handicraft fee, specification, delivery needed. */
export interface GoldGoods {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly image: string;
  /** Unit price in USDT at the current gold price: grams × gold price + handicraft fee. */
  readonly price: Decimal;
  /** Handicraft fee of one unit, in USDT. */
  readonly handicraftFee: Decimal;
  readonly specification: string;
  /** The product amount: grams of gold in one unit. */
  readonly productAmount: Decimal;
  readonly stock: number;
  readonly sold: number;
  readonly needsDelivery: boolean;
}

export interface GoldGoodsDetail extends GoldGoods {
  readonly images: readonly string[];
  /** Description as HTML, to be sanitised before display. */
  readonly content: string;
}

/** The gold price in USDT per gram, and when it was set. */
export interface GoldPrice {
  readonly price: Decimal;
  readonly updatedAt: Date;
}

/** A price held for a short time for one purchase (goods and quantity): the order is made at it. */
export interface GoldPriceLock {
  readonly id: string;
  readonly goodsId: number;
  readonly num: number;
  /** USDT per gram, as locked. */
  readonly goldPrice: Decimal;
  readonly unitPrice: Decimal;
  readonly handicraftFee: Decimal;
  readonly totalPrice: Decimal;
  readonly expiresAt: Date;
}

/** Where a delivered gold order goes: the address as it was when ordered. */
export interface GoldDelivery {
  readonly name: string;
  readonly phone: string;
  readonly area: string;
  readonly address: string;
}

/** A paid gold order (to ship, to receive, completed or cancelled). */
export interface GoldOrder {
  readonly id: number;
  readonly orderNo: string;
  readonly goodsId: number;
  readonly goodsName: string;
  readonly goodsImage: string;
  readonly num: number;
  readonly goldPrice: Decimal;
  readonly unitPrice: Decimal;
  readonly handicraftFee: Decimal;
  readonly totalPrice: Decimal;
  readonly needsDelivery: boolean;
  readonly status: GoldOrderStatus | Unknown;
  /** Empty until shipped. */
  readonly expressCompany: string;
  readonly expressNo: string;
  readonly remark: string;
  readonly delivery: GoldDelivery | null;
  readonly createdAt: Date;
  readonly shippedAt: Date | null;
  readonly confirmedAt: Date | null;
  /** When a shipped order confirms itself if the buyer does not; null otherwise. */
  readonly autoConfirmAt: Date | null;
}

/** One release record of a gold or car order: the amount is paid out over time at `releaseRate` a day. */
export interface ReleaseRecord {
  readonly id: number;
  readonly orderNo: string;
  readonly goodsName: string;
  /** Total to release, in USDT. */
  readonly amount: Decimal;
  readonly released: Decimal;
  /** Fraction released a day (0.01 = 1 %). */
  readonly releaseRate: Decimal;
  readonly status: GoldReleaseStatus | Unknown;
  readonly createdAt: Date;
  /** The latest release; null before the first. */
  readonly releasedAt: Date | null;
}
