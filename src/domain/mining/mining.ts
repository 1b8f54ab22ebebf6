import type Decimal from 'decimal.js';
import type { EquipmentType } from '../shared/equipment-type';
import { divideAmounts, subtractAmounts, sumAmounts } from '../shared/money';
import type { Unknown } from '../shared/wire-enum';
import type { ActivationState, DestroyStatus, MachineKind, PowerLogType } from './mining-status';

/** The numbers the mining forms check against (proposed `mining/config`): minimums in USDT, the NADI price. */
export interface MiningSettings {
  /** Smallest destroy-mining entry, in USDT ({amount} of the spec). */
  readonly destroyMinimum: Decimal;
  /** Smallest union (joint) mining amount, in USDT. */
  readonly unionMinimum: Decimal;
  /** NADI price in USDT, at which a destroy entry burns NADI. */
  readonly nadiPrice: Decimal;
}

/** The user's mining power (spec section 3): basic, gift, released, and what remains. */
export interface MiningPower {
  readonly basic: Decimal;
  readonly gift: Decimal;
  readonly released: Decimal;
  readonly remaining: Decimal;
}

/** One destroy-mining entry (spec section 3): NADI burned at a price, worth a USDT value. */
export interface DestroyEntry {
  readonly id: number;
  /** NADI price in USDT at the burn. */
  readonly price: Decimal;
  /** NADI burned. */
  readonly quantity: Decimal;
  readonly usdtValue: Decimal;
  readonly createdAt: Date;
  readonly status: DestroyStatus | Unknown;
}

/** One line of the power log: power gained (positive) or spent (negative), and why. */
export interface PowerLogEntry {
  readonly id: number;
  readonly type: PowerLogType | Unknown;
  readonly amount: Decimal;
  readonly createdAt: Date;
}

/** A miner the user holds ("my miners"). A shipped device waits for its activation code: `activation` null. */
export interface Miner {
  readonly id: number;
  readonly kind: MachineKind | Unknown;
  readonly name: string;
  readonly power: Decimal;
  readonly activation: ActivationState | Unknown | null;
  readonly createdAt: Date;
}

/** A device on sale (`machine/goodsList`). */
export interface MachineGoods {
  readonly id: number;
  readonly name: string;
  readonly image: string;
  readonly deviceType: EquipmentType | Unknown;
  /** Unit price in USDT. */
  readonly price: Decimal;
  /** Power the device gives once activated. */
  readonly power: Decimal;
  readonly stock: number;
  readonly sold: number;
  /** Whether it is shipped, so that an order needs a delivery address. */
  readonly needDelivery: boolean;
}

/** A device with its pictures and description (`machine/goodsDetail`); the description is HTML. */
export interface MachineGoodsDetail extends MachineGoods {
  readonly images: readonly string[];
  readonly specification: string;
  readonly content: string;
}

/** One activation of a shipped device by its code, as the server tracks it. */
export interface Activation {
  readonly id: number;
  readonly state: ActivationState | Unknown;
  /** The miner it activated, once it succeeded. */
  readonly minerId: number | null;
}

/** NADI burned by a destroy entry of `usdt` at `price` USDT per NADI; null when there is no price. */
export const destroyQuantity = (usdt: Decimal, price: Decimal): Decimal | null =>
  price.gt(0) ? divideAmounts(usdt, price) : null;

/** Power left to release: basic + gift − released, never below 0 in what the user sees. */
export const remainingPower = (basic: Decimal, gift: Decimal, released: Decimal): Decimal => {
  const left = subtractAmounts(sumAmounts([basic, gift]), released);
  return left.isNegative() ? sumAmounts([]) : left;
};

/** Whether a device is out of stock. */
export const isOutOfStock = (goods: Pick<MachineGoods, 'stock'>): boolean => goods.stock <= 0;
