import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { Order, OrderFilter } from '../../../domain/orders/order';
import { ORDER_STATUS_CODES, parseOrderStatus, parseOrderType } from '../../../domain/orders/order-status';
import type { orderWire } from '../catalogue/pre-order.schema';

export const toOrder = (wire: z.output<typeof orderWire>): Order => ({
  id: wire.id,
  orderNo: wire.order_no,
  type: parseOrderType(wire.order_type),
  status: parseOrderStatus(wire.status),
  num: wire.num,
  price: new Decimal(wire.price),
  totalPrice: new Decimal(wire.total_price),
  goodsId: wire.goods_id,
  createdAt: new Date(wire.create_time),
  expiresAt: new Date(wire.expire_time),
});

/** The list call's `status`: the filter's code, or nothing for `all`. */
export const toStatusFilter = (filter: OrderFilter): { status?: 1 | 2 | 3 | 4 } =>
  filter === 'all' ? {} : { status: ORDER_STATUS_CODES[filter] };
