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

/** A mall order (spec section 3, "Mall order"); `num` is the item count. */
export const mallOrderWire = z.object({
  id: z.number(),
  order_no: z.string(),
  goods_id: z.number(),
  goods_name: z.string(),
  goods_image: z.string(),
  num: z.number(),
  price: decimalString,
  total_price: decimalString,
  /** SHIPPING_STATUS_CODES of the domain: to ship 1, to receive 2, completed 3. */
  status: enumCode,
  /** Empty until shipped. */
  express_company: z.string(),
  express_no: z.string(),
  create_time: isoDate,
  ship_time: isoDateOrNull,
  confirm_time: isoDateOrNull,
});

export const mallOrderDetailWire = z.extend(mallOrderWire, { delivery: deliveryWire });

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
    'A page of mall orders, newest first; status 1 to ship, 2 to receive, 3 completed, absent for all ' +
    '(status codes and answer proposed).',
  request: z.extend(pageParams, { status: shippingStatusFilter }),
  response: pageOf(mallOrderWire),
});

export const machineOrderDetail = endpoint({
  id: 'machine.orderDetail',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/machine/orderDetail',
  auth: true,
  origin: 'spec',
  summary: 'One mall order with its delivery address and courier (answer proposed).',
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
  summary: 'Confirms receipt of a shipped mall order, which becomes completed.',
  request: z.object({ id: z.number() }),
  response: noData,
});
