import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import { parseCourierStatus } from '../../../domain/mall/courier-status';
import type {
  CourierTrace,
  Delivery,
  MallGoods,
  MallGoodsDetail,
  MallOrder,
  MallOrderCounts,
  MallOrderDetail,
} from '../../../domain/mall/mall-order';
import {
  parseShippingStatus,
  SHIPPING_STATUS_CODES,
  type ShippingStatus,
} from '../../../domain/mall/shipping-status';
import { parseOrderStatus } from '../../../domain/orders/order-status';
import type {
  deliveryWire,
  machineExpressTrace,
  machineGoodsDetailWire,
  machineGoodsWire,
  mallOrderCountsWire,
  mallOrderDetailWire,
  mallOrderWire,
} from '../catalogue/mall.schema';

const dateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

export const toMallGoods = (wire: z.output<typeof machineGoodsWire>): MallGoods => ({
  id: wire.id,
  name: wire.name,
  image: wire.image,
  price: new Decimal(wire.price),
  power: new Decimal(wire.power),
  stock: wire.stock,
  sold: wire.sold,
  needDelivery: wire.need_delivery === 1,
});

export const toMallGoodsDetail = (wire: z.output<typeof machineGoodsDetailWire>): MallGoodsDetail => ({
  ...toMallGoods(wire),
  images: wire.images,
  specification: wire.specification,
  content: wire.content,
});

/** Wire `area_code` is the country, `address` the detail line (as the address book's calls). */
export const toDelivery = (wire: z.output<typeof deliveryWire>): Delivery => ({
  name: wire.name,
  phone: wire.phone,
  country: wire.area_code,
  area: wire.area,
  detail: wire.address,
});

export const toMallOrder = (wire: z.output<typeof mallOrderWire>): MallOrder => ({
  id: wire.id,
  orderNo: wire.order_no,
  goodsId: wire.goods_id,
  goodsName: wire.goods_name,
  goodsImage: wire.goods_image,
  num: wire.num,
  price: new Decimal(wire.price),
  totalPrice: new Decimal(wire.total_price),
  payStatus: parseOrderStatus(wire.pay_status),
  shipping: parseShippingStatus(wire.status),
  expressCompany: wire.express_company,
  expressNo: wire.express_no,
  createdAt: new Date(wire.create_time),
  expiresAt: new Date(wire.expire_time),
  shippedAt: dateOrNull(wire.ship_time),
  confirmedAt: dateOrNull(wire.confirm_time),
  autoConfirmAt: dateOrNull(wire.auto_confirm_time),
});

export const toMallOrderDetail = (wire: z.output<typeof mallOrderDetailWire>): MallOrderDetail => ({
  ...toMallOrder(wire),
  delivery: wire.delivery === null ? null : toDelivery(wire.delivery),
});

export const toMallOrderCounts = (wire: z.output<typeof mallOrderCountsWire>): MallOrderCounts => ({
  all: wire.all,
  toShip: wire.to_ship,
  toReceive: wire.to_receive,
  completed: wire.completed,
});

export const toCourierTrace = (wire: z.output<(typeof machineExpressTrace)['response']>): CourierTrace => ({
  expressCompany: wire.express_company,
  expressNo: wire.express_no,
  events: wire.list.map((event) => ({
    time: new Date(event.time),
    status: parseCourierStatus(event.status),
    location: event.location,
  })),
});

/** The list call's `status`: the code of the tab's status, or nothing for all. */
export const toShippingFilter = (status: ShippingStatus | null): { status?: 1 | 2 | 3 } =>
  status === null ? {} : { status: SHIPPING_STATUS_CODES[status] };
