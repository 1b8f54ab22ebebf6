import * as z from 'zod/mini';
import { SHIPPING_STATUS_CODES } from '../../../domain/mall/shipping-status';
import {
  decimalString,
  endpoint,
  enumCode,
  flag,
  idParams,
  isoDate,
  isoDateOrNull,
  noData,
  noParams,
  pageOf,
  pageParams,
  queryEnum,
} from './endpoint';

/** Status codes a mall or gold order list may filter by (the domain's SHIPPING_STATUS_CODES). */
export const shippingStatusFilter = z.optional(queryEnum(Object.values(SHIPPING_STATUS_CODES)));

/** A device in the mall (fields proposed; the spec shows none for machines). */
export const machineGoodsWire = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  /** EQUIPMENT_TYPE_CODES of the domain: tablet 1, straight phone 2, foldable phone 3. */
  device_type: enumCode,
  /** Unit price in USDT. */
  price: decimalString,
  /** Mining power the device gives once activated. */
  power: decimalString,
  stock: z.number(),
  sold: z.number(),
  need_delivery: flag,
});

export const machineGoodsDetailWire = z.extend(machineGoodsWire, {
  images: z.array(z.string()),
  specification: z.string(),
  /** Description as HTML; sanitised before display. */
  content: z.string(),
});

/** Where a mall order goes: the address as it was when ordered. */
export const deliveryWire = z.object({
  name: z.string(),
  phone: z.string(),
  area_code: z.string(),
  area: z.string(),
  address: z.string(),
});

/**
 * Answer codes (HTTP 200 with a non-200 code) of the mall order calls, shared by the adapter and the mock.
 */
export const MALL_CODES = {
  /** No such mall order for this user ("order data does not exist"). */
  orderNotFound: 404,
  /** Receipt confirmed for an order that is not waiting to be received (not shipped yet, or done). */
  notReceivable: 4501,
} as const;

/**
 * A mall order (spec section 3, "Mall order"); `num` is the item count. A mall order is the device's
 * pre-order (`preOrder/preOrder` with order type "buy device"), so its id is the id the payment calls and
 * `preOrder/cancel` take; `pay_status` says where its payment stands and `status` where its delivery does.
 */
export const mallOrderWire = z.object({
  id: z.number(),
  order_no: z.string(),
  goods_id: z.number(),
  goods_name: z.string(),
  goods_image: z.string(),
  num: z.number(),
  price: decimalString,
  total_price: decimalString,
  /** ORDER_STATUS_CODES of the domain: to pay 1, in progress 2, completed 3, cancelled 4, paid 5. */
  pay_status: enumCode,
  /** SHIPPING_STATUS_CODES of the domain once paid: to ship 1, to receive 2, completed 3; 0 before. */
  status: enumCode,
  /** Empty until shipped. */
  express_company: z.string(),
  express_no: z.string(),
  create_time: isoDate,
  /** An unpaid order is cancelled after this time. */
  expire_time: isoDate,
  ship_time: isoDateOrNull,
  confirm_time: isoDateOrNull,
  /** When a shipped order is confirmed automatically unless the buyer confirms first; null otherwise. */
  auto_confirm_time: isoDateOrNull,
});

/** The detail adds the delivery address, as it was when ordered (null for goods that are not shipped). */
export const mallOrderDetailWire = z.extend(mallOrderWire, { delivery: z.nullable(deliveryWire) });

/** How many orders each tab of the order list holds, whatever `status` asked for (the tabs' badges). */
export const mallOrderCountsWire = z.object({
  all: z.number(),
  to_ship: z.number(),
  to_receive: z.number(),
  completed: z.number(),
});

/** One step of the courier trace; `status` is COURIER_STATUS_CODES of the domain. */
export const courierEventWire = z.object({ time: isoDate, status: enumCode, location: z.string() });

export const machineGoodsList = endpoint({
  id: 'machine.goodsList',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/machine/goodsList',
  auth: true,
  origin: 'spec',
  summary: 'Devices on sale in the mall (answer proposed).',
  request: noParams,
  response: z.array(machineGoodsWire),
});

export const machineGoodsDetail = endpoint({
  id: 'machine.goodsDetail',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/machine/goodsDetail',
  auth: true,
  origin: 'spec',
  summary: 'One device with pictures and description (payload and answer proposed).',
  request: idParams,
  response: machineGoodsDetailWire,
});

export const machineOrderList = endpoint({
  id: 'machine.orderList',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/machine/orderList',
  auth: true,
  origin: 'spec',
  summary:
    'A page of mall orders, newest first (page_size 10); status 1 to ship, 2 to receive, 3 completed, ' +
    'absent for all (unpaid and cancelled orders included). `counts` gives every tab its badge. Status ' +
    'codes and answer proposed.',
  request: z.extend(pageParams, { status: shippingStatusFilter }),
  response: z.extend(pageOf(mallOrderWire), { counts: mallOrderCountsWire }),
});

export const machineOrderDetail = endpoint({
  id: 'machine.orderDetail',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/machine/orderDetail',
  auth: true,
  origin: 'spec',
  summary:
    'One mall order with its delivery address and courier (answer proposed); code ' +
    `${MALL_CODES.orderNotFound} when the user has no such order.`,
  request: idParams,
  response: mallOrderDetailWire,
});

export const machineReceipt = endpoint({
  id: 'machine.receipt',
  proposed: ['response'],
  method: 'POST',
  path: '/api/v1/machine/receipt',
  auth: true,
  origin: 'spec',
  summary:
    'Confirms receipt of a shipped mall order, which becomes completed; code ' +
    `${MALL_CODES.orderNotFound} for no such order, ${MALL_CODES.notReceivable} when it is not waiting ` +
    'to be received.',
  request: z.object({ id: z.number().check(z.int()) }),
  response: noData,
});

export const machineExpressTrace = endpoint({
  id: 'machine.expressTrace',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/machine/expressTrace',
  auth: true,
  origin: 'proposed',
  summary:
    'The courier trace of a mall order: express company and number, and its steps newest first (an ' +
    `empty list before it ships); code ${MALL_CODES.orderNotFound} when the user has no such order.`,
  request: idParams,
  response: z.object({
    express_company: z.string(),
    express_no: z.string(),
    list: z.array(courierEventWire),
  }),
});

/** The proposed mall calls beyond the spec's (listed after them in ALL_ENDPOINTS). */
export const MALL_PROPOSED_ENDPOINTS = [machineExpressTrace] as const;

/** The mall calls: the spec's, then the proposed ones. */
export const MALL_ENDPOINTS = [
  machineGoodsList,
  machineGoodsDetail,
  machineOrderList,
  machineOrderDetail,
  machineReceipt,
  ...MALL_PROPOSED_ENDPOINTS,
] as const;
