import * as z from 'zod/mini';
import { ORDER_STATUS_CODES, ORDER_TYPE_CODES } from '../../../domain/orders/order-status';
import {
  decimalString,
  endpoint,
  enumCode,
  isoDate,
  noParams,
  pageOf,
  pageParams,
  queryEnum,
} from './endpoint';

/**
 * Order type of a gold shop purchase (proposed). The spec's four order types (buy device, buy node,
 * destroy mining, joint mining) carry the domain's ORDER_TYPE_CODES; gold goods are ordered through the
 * same pre-order call, so they have a code of their own there too (`buyGold`).
 */
export const GOLD_ORDER_TYPE = ORDER_TYPE_CODES.buyGold;
/** The order types a pre-order may ask for: every domain order type, gold's among them (listed once). */
export const preOrderType = z.literal(Object.values(ORDER_TYPE_CODES));

/**
 * Answer codes (HTTP 200 with a non-200 code) of the order calls, shared by the adapter and the mock.
 * The client checks the same rules first; these cover what changed on the server meanwhile.
 */
export const ORDER_CODES = {
  /** No such order for this user. */
  orderNotFound: 404,
  /** The node tier or device is sold out. */
  soldOut: 4301,
  /** The user holds (or has ordered) as many of the node tier as one user may. */
  limitReached: 4302,
  /** A destroy or union amount below its minimum. */
  belowMinimum: 4303,
  /** The goods are shipped and no delivery address was given. */
  addressRequired: 4304,
  /** The order is no longer unpaid (paid, paying, cancelled or expired): it cannot be cancelled. */
  notCancellable: 4306,
  /** No such node tier or device. */
  goodsNotFound: 4307,
} as const;

/**
 * An order to pay (spec section 3, "Orders (general)"): the order amount is `num` × `price`, and
 * `total_price` is what the payment must cover. It carries its own expiry (decisions.md); the client
 * counts down to `expire_time`, after which the server cancels it.
 */
export const orderWire = z.object({
  id: z.number(),
  order_no: z.string(),
  /** ORDER_TYPE_CODES or GOLD_ORDER_TYPE. */
  order_type: enumCode,
  /** ORDER_STATUS_CODES of the domain (toPay 1, inProgress 2, completed 3, cancelled 4, paid 5). */
  status: enumCode,
  num: z.number(),
  price: decimalString,
  total_price: decimalString,
  /** The node tier, device or gold goods ordered; null for destroy and union mining. */
  goods_id: z.nullable(z.number()),
  create_time: isoDate,
  expire_time: isoDate,
});

export const preOrderCreate = endpoint({
  id: 'preOrder.preOrder',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/preOrder/preOrder',
  auth: true,
  origin: 'spec',
  summary:
    'Creates an order to pay, unpaid, expiring 15 minutes later; the app then offers pay now or keep ' +
    'browsing. Payload and answer proposed: goods_id names the device, node tier or gold goods; amount is ' +
    'the USDT of destroy or union mining; address_id is required for goods that need delivery. An unpaid ' +
    'order already open for the same node tier is answered again rather than doubled. Codes ' +
    `${ORDER_CODES.soldOut} sold out, ${ORDER_CODES.limitReached} limit reached, ${ORDER_CODES.belowMinimum} ` +
    `below the minimum, ${ORDER_CODES.addressRequired} address required, ${ORDER_CODES.goodsNotFound} no such goods.`,
  request: z.object({
    order_type: preOrderType,
    goods_id: z.optional(z.number()),
    num: z.optional(z.number().check(z.int(), z.positive())),
    amount: z.optional(decimalString),
    address_id: z.optional(z.number()),
    remark: z.optional(z.string()),
  }),
  response: orderWire,
});

export const preOrderTips = endpoint({
  id: 'preOrder.tips',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/preOrder/tips',
  auth: true,
  origin: 'spec',
  summary:
    "The user's unpaid orders for the pay-or-cancel reminder, oldest first; expired ones are cancelled " +
    'first and not listed (answer proposed).',
  request: noParams,
  response: z.array(orderWire),
});

/** Status filters of the order list: ORDER_STATUS_CODES but `all` (absent) and `paid` (listed as completed). */
export const orderStatusFilter = z.optional(
  queryEnum([
    ORDER_STATUS_CODES.toPay,
    ORDER_STATUS_CODES.inProgress,
    ORDER_STATUS_CODES.completed,
    ORDER_STATUS_CODES.cancelled,
  ]),
);

export const preOrderList = endpoint({
  id: 'preOrder.list',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/preOrder/list',
  auth: true,
  origin: 'proposed',
  summary:
    "A page of the user's orders, newest first (page_size 10). status: 1 to pay, 2 in progress (a payment " +
    'sent, not yet confirmed), 3 completed (paid orders included), 4 cancelled; absent for all. Unpaid ' +
    'orders past their expiry are cancelled before the answer.',
  request: z.extend(pageParams, { status: orderStatusFilter }),
  response: pageOf(orderWire),
});

export const preOrderCancel = endpoint({
  id: 'preOrder.cancel',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/preOrder/cancel',
  auth: true,
  origin: 'proposed',
  summary:
    'Cancels an unpaid order, irreversibly; a balance part withheld for a mixed payment goes back to the ' +
    `balance. Code ${ORDER_CODES.notCancellable} when it is no longer unpaid (or a payment of it is on ` +
    `its way), ${ORDER_CODES.orderNotFound} when there is no such order. Answers the cancelled order.`,
  request: z.object({ id: z.number().check(z.int()) }),
  response: orderWire,
});

/** The proposed order calls beyond the spec's two (listed after them in ALL_ENDPOINTS). */
export const ORDER_LIST_ENDPOINTS = [preOrderList, preOrderCancel] as const;

/** The orders feature's calls: the pre-order's, then the order lists. */
export const ORDERS_ENDPOINTS = [preOrderCreate, preOrderTips, ...ORDER_LIST_ENDPOINTS] as const;
