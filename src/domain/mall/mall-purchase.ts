import type Decimal from 'decimal.js';
import { fromCount, multiplyAmounts } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { AboveAvailable, Simple } from '../shared/validation';
import type { MallGoods } from './mall-order';

/** Most items of one device one order may hold (a shop limit; the stock may be lower). */
export const MAX_QUANTITY = 99;

export type QuantityError = Simple<'sold-out'> | Simple<'zero'> | Simple<'not-an-integer'> | AboveAvailable;
export type MallOrderError = QuantityError | Simple<'address-required'>;

/** The most the person may order now: the stock, at most MAX_QUANTITY; 0 when sold out. */
export const maxQuantity = (stock: number): number => Math.max(0, Math.min(stock, MAX_QUANTITY));

/** Why a quantity cannot be ordered, or null when it can. */
export function checkQuantity(quantity: number, stock: number): QuantityError | null {
  if (stock <= 0) return { kind: 'sold-out' };
  if (!Number.isInteger(quantity)) return { kind: 'not-an-integer' };
  if (quantity < 1) return { kind: 'zero' };
  const most = maxQuantity(stock);
  if (quantity > most) return { kind: 'above-available', available: fromCount(most) };
  return null;
}

/** A quantity brought within 1..maxQuantity (the stepper's buttons and a link's `num`). */
export const clampQuantity = (quantity: number, stock: number): number =>
  Math.max(
    1,
    Math.min(Number.isFinite(quantity) ? Math.trunc(quantity) : 1, Math.max(1, maxQuantity(stock))),
  );

/** What the order costs: unit price × quantity, exactly. */
export const orderTotal = (price: Decimal, quantity: number): Decimal =>
  multiplyAmounts(price, fromCount(quantity));

export interface MallOrderInput {
  readonly goods: MallGoods;
  readonly quantity: number;
  /** The chosen delivery address, or null. */
  readonly addressId: number | null;
}

export interface MallOrderFields {
  readonly goodsId: number;
  readonly num: number;
  /** Null for goods that are not shipped, whatever address was chosen. */
  readonly addressId: number | null;
}

/** A mall order: a quantity in stock, and a delivery address when the goods are shipped. */
export function validateMallOrder(input: MallOrderInput): Result<MallOrderFields, MallOrderError> {
  const quantityError = checkQuantity(input.quantity, input.goods.stock);
  if (quantityError) return err(quantityError);
  if (input.goods.needDelivery && input.addressId === null) return err({ kind: 'address-required' });
  return ok({
    goodsId: input.goods.id,
    num: input.quantity,
    addressId: input.goods.needDelivery ? input.addressId : null,
  });
}

/** An id from the page's query (`?id=12`): a positive safe integer, else null ("order id missing"). */
export function parseIdParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
