import * as z from 'zod/mini';
import { GOLD_ORDER_STATUS_CODES } from '../../../domain/gold/gold-order-status';
import { GOLD_RELEASE_CODES } from '../../../domain/gold/gold-release-status';
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
  queryInt,
} from './endpoint';

/**
 * Status codes the gold order list filters by: to pay, to ship, to receive, completed (cancelled shows under
 * all).
 */
export const goldStatusFilter = z.optional(
  queryEnum([
    GOLD_ORDER_STATUS_CODES.toPay,
    GOLD_ORDER_STATUS_CODES.toShip,
    GOLD_ORDER_STATUS_CODES.toReceive,
    GOLD_ORDER_STATUS_CODES.completed,
  ]),
);

/**
 * Answer codes of the gold calls (HTTP 200 with a non-200 code), shared by the adapter and the mock. The
 * client checks the same rules first; these cover what changed on the server meanwhile.
 */
export const GOLD_CODES = {
  /** No such order of this user. */
  orderNotFound: 404,
  /** No such goods. */
  goodsNotFound: 4401,
  /** Fewer units in stock than asked for. */
  soldOut: 4402,
  /** The price lock ran out (or is unknown, or used): lock again and ask the buyer about the new price. */
  lockExpired: 4403,
  /** The goods are delivered and no address (of the user's) was given. */
  addressRequired: 4404,
  /** Receipt confirmed of an order that is not shipped. */
  notReceivable: 4405,
  /** Cancel of an order already shipped, completed or cancelled. */
  notCancellable: 4406,
} as const;

export const goldCategoryWire = z.object({ id: z.number(), name: z.string() });

/** Gold shop goods (spec section 3): stock, sold, handicraft fee, specification, delivery needed. */
export const goldGoodsWire = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  image: z.string(),
  /** Unit price in USDT. */
  price: decimalString,
  handicraft_fee: decimalString,
  /** E.g. "10 g" or "999.9". */
  specification: z.string(),
  /** The product amount: grams of gold in one unit. */
  product_amount: decimalString,
  stock: z.number(),
  sold: z.number(),
  need_delivery: flag,
});

export const goldGoodsDetailWire = z.extend(goldGoodsWire, {
  images: z.array(z.string()),
  /** Description as HTML; sanitised before display. */
  content: z.string(),
});

/** A gold shop order; states as mall orders (to ship, to receive, completed). */
export const goldOrderWire = z.object({
  id: z.number(),
  order_no: z.string(),
  goods_id: z.number(),
  goods_name: z.string(),
  goods_image: z.string(),
  num: z.number(),
  price: decimalString,
  handicraft_fee: decimalString,
  total_price: decimalString,
  need_delivery: flag,
  /** USDT per gram, as locked when ordered. */
  gold_price: decimalString,
  /** GOLD_ORDER_STATUS_CODES of the domain: to pay 0, to ship 1, to receive 2, completed 3, cancelled 4. */
  status: enumCode,
  express_company: z.string(),
  express_no: z.string(),
  /** The buyer's optional remark; empty when none. */
  remark: z.string(),
  /** Where it goes, as the address was when ordered; null for goods that are not delivered. */
  delivery: z.nullable(
    z.object({ name: z.string(), phone: z.string(), area: z.string(), address: z.string() }),
  ),
  create_time: isoDate,
  ship_time: isoDateOrNull,
  confirm_time: isoDateOrNull,
  /** When a shipped order is confirmed for the buyer if they do not; null unless to receive. */
  auto_confirm_time: isoDateOrNull,
});

/** One release record of a gold or car order: the amount is paid out over time at `release_rate` % a day. */
export const releaseOrderWire = z.object({
  id: z.number(),
  order_no: z.string(),
  goods_name: z.string(),
  /** Total to release, in USDT. */
  amount: decimalString,
  released: decimalString,
  release_rate: decimalString,
  /** GOLD_RELEASE_CODES of the domain: releasing 1, completed 2. */
  status: enumCode,
  create_time: isoDate,
  /** The latest release; null before the first. */
  release_time: isoDateOrNull,
});

/** Query of release lists: a page, optionally one state. */
export const releaseListParams = z.extend(pageParams, {
  status: z.optional(queryEnum(Object.values(GOLD_RELEASE_CODES))),
});

export const goldCategoryList = endpoint({
  id: 'gold.categoryList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/gold/categoryList',
  auth: true,
  origin: 'spec',
  summary: 'Gold shop categories (answer proposed).',
  request: noParams,
  response: z.array(goldCategoryWire),
});

export const goldGoodsList = endpoint({
  id: 'gold.goodsList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/gold/goodsList',
  auth: true,
  origin: 'spec',
  summary: 'A page of gold goods, optionally of one category (query and answer proposed).',
  request: z.extend(pageParams, { category_id: z.optional(queryInt) }),
  response: pageOf(goldGoodsWire),
});

export const goldGoodsDetail = endpoint({
  id: 'gold.goodsDetail',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/gold/goodsDetail',
  auth: true,
  origin: 'spec',
  summary: 'One gold goods item with pictures and description (query and answer proposed).',
  request: idParams,
  response: goldGoodsDetailWire,
});

export const goldOrderList = endpoint({
  id: 'gold.orderList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/gold/orderList',
  auth: true,
  origin: 'spec',
  summary:
    'A page of gold orders, newest first; status 0 to pay (made, not paid yet: `id` is its order to pay, ' +
    'paid through the payment calls), 1 to ship, 2 to receive, 3 completed, absent for all (cancelled ones ' +
    'show under all; an order to pay that ran out unpaid shows nowhere). Proposed.',
  request: z.extend(pageParams, { status: goldStatusFilter }),
  response: pageOf(goldOrderWire),
});

export const goldReleaseOrderList = endpoint({
  id: 'gold.releaseOrderList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/gold/releaseOrderList',
  auth: true,
  origin: 'spec',
  summary: 'A page of gold release records; status 1 releasing, 2 completed (query and answer proposed).',
  request: releaseListParams,
  response: pageOf(releaseOrderWire),
});

export const goldPrice = endpoint({
  id: 'gold.price',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/gold/price',
  auth: true,
  origin: 'spec',
  summary:
    'The current gold price in USDT per gram and when it was set; the app asks again every 10 s (answer proposed).',
  request: noParams,
  response: z.object({ price: decimalString, update_time: isoDate }),
});

export const goldReceipt = endpoint({
  id: 'gold.receipt',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/gold/receipt',
  auth: true,
  origin: 'spec',
  summary:
    'Confirms receipt of a shipped gold order, which becomes completed and starts its release (payload ' +
    `proposed: {id}). Code ${GOLD_CODES.notReceivable} when it is not shipped, ${GOLD_CODES.orderNotFound} ` +
    'when there is no such order.',
  request: z.object({ id: z.number() }),
  response: noData,
});
