import * as z from 'zod/mini';
import { decimalString, endpoint, isoDate } from './endpoint';
import {
  GOLD_CODES,
  goldCategoryList,
  goldGoodsDetail,
  goldGoodsList,
  goldOrderList,
  goldOrderWire,
  goldPrice,
  goldReceipt,
  goldReleaseOrderList,
} from './gold.schema';
import { orderWire } from './pre-order.schema';

/**
 * The gold checkout (proposed): the price is locked for a short time for one purchase, the order is made
 * at the locked price (an order to pay, paid through the payment calls like every other), and an order
 * not shipped yet may be cancelled.
 */

/** A price held for one purchase until `expire_time` (the mock holds it 60 s). */
export const goldPriceLockWire = z.object({
  lock_id: z.string().check(z.minLength(1)),
  goods_id: z.number(),
  num: z.number(),
  /** USDT per gram. */
  gold_price: decimalString,
  /** One unit: grams × gold price + handicraft fee. */
  price: decimalString,
  handicraft_fee: decimalString,
  total_price: decimalString,
  expire_time: isoDate,
});

export const goldLockPrice = endpoint({
  id: 'gold.lockPrice',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/gold/lockPrice',
  auth: true,
  origin: 'proposed',
  summary:
    'Locks the current gold price for buying `num` units of the goods, for a short time (the mock: 60 s); ' +
    `answers the lock with the price breakdown. Codes ${GOLD_CODES.goodsNotFound} no such goods, ` +
    `${GOLD_CODES.soldOut} fewer in stock than asked for.`,
  request: z.object({
    goods_id: z.number().check(z.int()),
    num: z.number().check(z.int(), z.positive()),
  }),
  response: goldPriceLockWire,
});

export const goldCreateOrder = endpoint({
  id: 'gold.createOrder',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/gold/createOrder',
  auth: true,
  origin: 'proposed',
  summary:
    "Makes the order to pay (order_type 5) at a locked price; `address_id` (one of the user's) is required " +
    'for goods that need delivery and ignored for the others; `remark` optional. The lock is used up. Codes ' +
    `${GOLD_CODES.lockExpired} the lock ran out or is unknown (lock again, ask the buyer about the new price), ` +
    `${GOLD_CODES.addressRequired} address required, ${GOLD_CODES.soldOut} sold out meanwhile.`,
  request: z.object({
    lock_id: z.string().check(z.minLength(1)),
    address_id: z.optional(z.number().check(z.int())),
    remark: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: orderWire,
});

export const goldCancelOrder = endpoint({
  id: 'gold.cancelOrder',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/gold/cancelOrder',
  auth: true,
  origin: 'proposed',
  summary:
    'Cancels a paid gold order that is not shipped yet, irreversibly; its total goes back to the balance. ' +
    `Code ${GOLD_CODES.notCancellable} once shipped, completed or cancelled; ${GOLD_CODES.orderNotFound} ` +
    'when there is no such order. Answers the cancelled order.',
  request: z.object({ id: z.number().check(z.int()) }),
  response: goldOrderWire,
});

/** The proposed gold calls (listed after the spec's in ALL_ENDPOINTS). */
export const GOLD_ORDER_ENDPOINTS = [goldLockPrice, goldCreateOrder, goldCancelOrder] as const;

/** The gold calls (here, as this file builds on gold.schema.ts): the shop's, then the orders'. */
export const GOLD_ENDPOINTS = [
  goldCategoryList,
  goldGoodsList,
  goldGoodsDetail,
  goldOrderList,
  goldReleaseOrderList,
  goldPrice,
  goldReceipt,
  ...GOLD_ORDER_ENDPOINTS,
] as const;
