import {
  MALL_CODES,
  machineExpressTrace,
  machineOrderDetail,
  machineOrderList,
  machineReceipt,
} from '../../adapters/api/catalogue/mall.schema';
import { SHIPPING_STATUS_CODES } from '../../domain/mall/shipping-status';
import { addressBook } from '../address/address.state';
import type { MockEnv } from '../core/handler';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import type { MockState, MockUser } from '../core/mock-state';
import { pageAnswer } from '../core/paging';
import { currentOrdersOf, shownStatusOf } from '../orders/orders.handlers';
import type { MockOrder } from '../orders/orders.state';
import { creditOrderFromChain, creditOrdersFromChain } from '../payment/chain-credit';
import { loadOrder } from '../payment/payment-ledger';
import { goodsImageOf, machineById } from './mall.handlers';
import { shipmentBook } from './mall.state';
import {
  confirmTimeOf,
  isDeviceOrder,
  shipmentOf,
  shippingCodeOf,
  shippingTimesOf,
  traceOf,
} from './mall-shipping';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** A mall order as the calls answer it, at `now`. */
function mallOrderWireOf(state: MockState, order: MockOrder, env: MockEnv) {
  const now = env.now();
  const shipment = shipmentOf(state, order, now, shippingTimesOf(env));
  const machine = machineById(order.goodsId ?? 0);
  const shipped = shipment !== undefined && now >= shipment.shipAt;
  const confirmed = shipment === undefined ? null : confirmTimeOf(shipment, now);
  return {
    id: order.id,
    order_no: order.orderNo,
    goods_id: order.goodsId ?? 0,
    goods_name: machine?.name ?? '',
    goods_image: machine ? goodsImageOf(machine) : '',
    num: order.num,
    price: order.price,
    total_price: order.totalPrice,
    pay_status: shownStatusOf(order),
    status: shipment === undefined ? 0 : shippingCodeOf(shipment, now),
    express_company: shipped ? shipment.expressCompany : '',
    express_no: shipped ? shipment.expressNo : '',
    create_time: order.createdAt,
    expire_time: order.expiresAt,
    ship_time: shipped ? iso(shipment.shipAt) : null,
    confirm_time: iso(confirmed),
    auto_confirm_time: shipped && confirmed === null ? iso(shipment.autoConfirmAt) : null,
  };
}

/** The delivery of the detail: as copied when paid, else the address book's current entry. */
function deliveryOf(state: MockState, order: MockOrder) {
  const address =
    shipmentBook(state).shipment(order.id)?.delivery ??
    (order.addressId == null ? undefined : addressBook(state).address(order.userId, order.addressId));
  if (!address) return null;
  const { name, phone, areaCode, area, address: line } = address;
  return { name, phone, area_code: areaCode, area, address: line };
}

/** The user's device order, as it stands now, or undefined. */
async function deviceOrder(state: MockState, user: MockUser, id: number, env: MockEnv) {
  await creditOrderFromChain(state, user, id, env);
  const order = loadOrder(state, user.id, id, env.now());
  return order && isDeviceOrder(order) ? order : undefined;
}

const notFound = () => fail(MALL_CODES.orderNotFound, 'order data does not exist');

/** Mall orders (`machine/orderList`, `orderDetail`, `receipt`, `expressTrace`): the device orders. */
export const MALL_ORDER_HANDLERS: readonly Implementation[] = [
  implementAuthed(machineOrderList, async ({ input, user, state, env }) => {
    await creditOrdersFromChain(state, user, env);
    const orders = currentOrdersOf(state, user.id, env.now())
      .filter(isDeviceOrder)
      .map((order) => mallOrderWireOf(state, order, env));
    const count = (code: number) => orders.filter((o) => o.status === code).length;
    const shown = input.status === undefined ? orders : orders.filter((o) => o.status === input.status);
    const page = pageAnswer(shown, input.page, input.page_size);
    if (!page.ok) return page;
    return ok({
      ...page.data,
      counts: {
        all: orders.length,
        to_ship: count(SHIPPING_STATUS_CODES.toShip),
        to_receive: count(SHIPPING_STATUS_CODES.toReceive),
        completed: count(SHIPPING_STATUS_CODES.completed),
      },
    });
  }),

  implementAuthed(machineOrderDetail, async ({ input, user, state, env }) => {
    const order = await deviceOrder(state, user, input.id, env);
    if (!order) return notFound();
    return ok({ ...mallOrderWireOf(state, order, env), delivery: deliveryOf(state, order) });
  }),

  implementAuthed(machineReceipt, async ({ input, user, state, env }) => {
    const order = await deviceOrder(state, user, input.id, env);
    if (!order) return notFound();
    const now = env.now();
    const shipment = shipmentOf(state, order, now, shippingTimesOf(env));
    if (!shipment || shippingCodeOf(shipment, now) !== SHIPPING_STATUS_CODES.toReceive) {
      return fail(MALL_CODES.notReceivable, 'only a shipped order waiting to be received can be confirmed');
    }
    shipmentBook(state).save({ ...shipment, confirmedAt: now });
    return ok(null);
  }),

  implementAuthed(machineExpressTrace, async ({ input, user, state, env }) => {
    const order = await deviceOrder(state, user, input.id, env);
    if (!order) return notFound();
    const now = env.now();
    const shipment = shipmentOf(state, order, now, shippingTimesOf(env));
    const shipped = shipment !== undefined && now >= shipment.shipAt;
    return ok({
      express_company: shipped ? shipment.expressCompany : '',
      express_no: shipped ? shipment.expressNo : '',
      list: (shipment ? traceOf(shipment, now) : []).map((event) => ({
        ...event,
        time: new Date(event.time).toISOString(),
      })),
    });
  }),
];
