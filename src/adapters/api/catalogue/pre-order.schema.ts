import * as z from 'zod/mini';
import { ORDER_TYPE_CODES } from '../../../domain/orders/order-status';
import { decimalString, endpoint, enumCode, isoDate, noParams } from './endpoint';

/**
 * Order type of a gold shop purchase (proposed). The spec's four order types (buy device, buy node,
 * destroy mining, joint mining) carry the domain's ORDER_TYPE_CODES; gold goods are ordered through the
 * same pre-order call, so they need a code of their own.
 */
export const GOLD_ORDER_TYPE = 5;
/** The order types a pre-order may ask for. */
export const preOrderType = z.literal([...Object.values(ORDER_TYPE_CODES), GOLD_ORDER_TYPE]);

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
    'Creates an order to pay; the app then offers pay now or keep browsing. Payload and answer proposed: ' +
    'goods_id names the device, node tier or gold goods; amount is the USDT of destroy or union mining; ' +
    'address_id is required for goods that need delivery.',
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
  summary: "The user's unpaid orders for the pay-or-cancel reminder, oldest first (answer proposed).",
  request: noParams,
  response: z.array(orderWire),
});
