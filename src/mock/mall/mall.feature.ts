import * as z from 'zod/mini';
import { ORDER_STATUS_CODES, ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockFeature } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import { orderBook } from '../orders/orders.state';
import { MALL_HANDLERS } from './mall.handlers';
import { MALL_SLICE, shipmentBook } from './mall.state';
import { MALL_ORDER_HANDLERS } from './mall-orders.handlers';
import {
  advanceShipment,
  DEFAULT_SHIPPING_TIMES,
  MALL_SETTINGS_PART,
  shipmentOf,
  shippingTimesOf,
} from './mall-shipping';

/** The seeded user's second address (Singapore), where the provider states' orders go. */
const PACT_ADDRESS_ID = 2;

/** A paid order of two NADI Tab S1 for the user, whose shipment starts `paidAgoMs` before `now`. */
function paidDeviceOrder(state: MockState, user: MockUser, now: number, paidAgoMs: number) {
  const order = orderBook(state).addOrder(
    user.id,
    {
      orderType: ORDER_TYPE_CODES.buyDevice,
      goodsId: 1,
      num: 2,
      price: '299',
      totalPrice: '598',
      status: ORDER_STATUS_CODES.paid,
      addressId: PACT_ADDRESS_ID,
    },
    now - paidAgoMs,
  );
  shipmentOf(state, order, now - paidAgoMs, DEFAULT_SHIPPING_TIMES);
  return order;
}

const advanceRequest = z.object({
  order_no: z.optional(z.string()),
  order_id: z.optional(z.number()),
  to: z.enum(['shipped', 'delivered', 'auto-confirmed']),
});

/**
 * The mall: devices on sale (stock and sold follow paid orders) and the mall orders, which are the device
 * pre-orders; a paid one ships and is confirmed on the clock of mall-shipping.ts. `POST /__mock/mall/advance
 * {order_no | order_id, to: shipped | delivered | auto-confirmed}` moves one at once.
 */
export const MALL_FEATURE: MockFeature = {
  name: 'mall',
  handlers: [...MALL_HANDLERS, ...MALL_ORDER_HANDLERS],
  slice: MALL_SLICE,
  settings: MALL_SETTINGS_PART,
  providerStates: [
    {
      name: 'the user has a mall order to ship',
      apply: ({ state, user, now }) => ({ order_id: paidDeviceOrder(state, user, now, 1000).id }),
    },
    {
      name: 'the user has a mall order waiting to be received',
      apply: ({ state, user, now }) => {
        // Paid two hours ago, shipped an hour ago, three hours before it confirms itself.
        const order = paidDeviceOrder(state, user, now, 2 * 3_600_000);
        const shipment = shipmentBook(state).shipment(order.id);
        if (!shipment) throw new Error('the order did not ship');
        const hour = 3_600_000;
        shipmentBook(state).save({ ...shipment, shipAt: now - hour, autoConfirmAt: now + 3 * hour });
        return { order_id: order.id };
      },
    },
  ],
  controls: [
    {
      path: 'mall/advance',
      run: ({ state, env }, body) => {
        const parsed = advanceRequest.safeParse(body);
        if (!parsed.success) {
          const msg = 'mall/advance needs {order_no | order_id, to: shipped|delivered|auto-confirmed}';
          return { ok: false, status: 400, msg };
        }
        const { order_no, order_id, to } = parsed.data;
        const order = orderBook(state)
          .allOrders()
          .find((o) => (order_id !== undefined ? o.id === order_id : o.orderNo === order_no));
        const now = env.now();
        const shipment = order && shipmentOf(state, order, now, shippingTimesOf(env));
        if (!order || !shipment)
          return { ok: false, status: 404, msg: 'no paid mall order with this id or number' };
        const moved = advanceShipment(shipment, to, now);
        shipmentBook(state).save(moved);
        return { ok: true, data: { order_id: order.id, ship_time: new Date(moved.shipAt).toISOString() } };
      },
    },
  ],
};
