import { COURIER_STATUS_CODES } from '../../domain/mall/mall-order';
import { SHIPPING_STATUS_CODES } from '../../domain/mall/shipping-status';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { addressBook } from '../address/address.state';
import type { MockEnv } from '../core/handler';
import type { MockSettingsPart } from '../core/mock-settings';
import type { MockState } from '../core/mock-state';
import type { MockOrder } from '../orders/orders.state';
import { payStatusOf } from '../payment/payment-ledger';
import { type MockShipment, shipmentBook } from './mall.state';

/** How fast shop orders move (MOCK_SHIP_MS, MOCK_AUTO_CONFIRM_MS): paid to shipped, shipped to auto-confirmed. */
export interface ShippingTimes {
  readonly shipMs: number;
  readonly autoConfirmMs: number;
}

declare module '../core/mock-settings' {
  interface MockFeatureSettings {
    /** The mall's delivery clock. */
    readonly mall: ShippingTimes;
  }
}

/** A demo's pace (`npm start`, the in-page mock): it ships a minute after payment, confirms 10 min later. */
export const DEFAULT_SHIPPING_TIMES: ShippingTimes = { shipMs: 60_000, autoConfirmMs: 10 * 60_000 };

/** Couriers the mock hands orders to (made up), by order id. */
const COURIERS = ['NADI Express', 'SF Express', 'DHL eCommerce'] as const;

/** Where along the way from shipping to auto-confirm each courier step happens (delivered before confirm). */
const STEPS: readonly (readonly [keyof typeof COURIER_STATUS_CODES, number])[] = [
  ['pickedUp', 0],
  ['inTransit', 0.25],
  ['outForDelivery', 0.5],
  ['delivered', 0.75],
];

/** The Node server's delivery clock from its environment (MALL_FEATURE.settings); the in-page demo's is the default. */
export const MALL_SETTINGS_PART: MockSettingsPart<ShippingTimes> = {
  fromEnv: (read) => ({
    shipMs: read.integer('MOCK_SHIP_MS', DEFAULT_SHIPPING_TIMES.shipMs),
    autoConfirmMs: read.integer('MOCK_AUTO_CONFIRM_MS', DEFAULT_SHIPPING_TIMES.autoConfirmMs),
  }),
};

/** The env's delivery clock, or the demo's. */
export const shippingTimesOf = (env: MockEnv): ShippingTimes => ({ ...DEFAULT_SHIPPING_TIMES, ...env.mall });

export const isDeviceOrder = (order: MockOrder): boolean => order.orderType === ORDER_TYPE_CODES.buyDevice;

/**
 * The shipment of a device order: recorded the first time the order is seen paid (its clock starts then),
 * with the delivery address copied so that later edits of the address book do not move it. Undefined for
 * an order that is not a paid device order.
 */
export function shipmentOf(
  state: MockState,
  order: MockOrder,
  now: number,
  times: ShippingTimes,
): MockShipment | undefined {
  if (!isDeviceOrder(order) || payStatusOf(order) !== 'paid') return undefined;
  const known = shipmentBook(state).shipment(order.id);
  if (known) return known;
  const address =
    order.addressId == null ? undefined : addressBook(state).address(order.userId, order.addressId);
  const shipment: MockShipment = {
    orderId: order.id,
    userId: order.userId,
    paidAt: now,
    shipAt: now + times.shipMs,
    autoConfirmAt: now + times.shipMs + times.autoConfirmMs,
    confirmedAt: null,
    expressCompany: COURIERS[order.id % COURIERS.length] ?? COURIERS[0],
    expressNo: `NX${String(order.id).padStart(6, '0')}${String(order.userId).slice(-4)}`,
    delivery: address
      ? {
          name: address.name,
          phone: address.phone,
          areaCode: address.areaCode,
          area: address.area,
          address: address.address,
        }
      : null,
  };
  shipmentBook(state).save(shipment);
  return shipment;
}

/** When the order was confirmed received (by the buyer, or by the clock), or null. */
export const confirmTimeOf = (shipment: MockShipment, now: number): number | null =>
  shipment.confirmedAt ?? (now >= shipment.autoConfirmAt ? shipment.autoConfirmAt : null);

/** SHIPPING_STATUS_CODES at `now`. */
export function shippingCodeOf(shipment: MockShipment, now: number): number {
  if (confirmTimeOf(shipment, now) !== null) return SHIPPING_STATUS_CODES.completed;
  return now >= shipment.shipAt ? SHIPPING_STATUS_CODES.toReceive : SHIPPING_STATUS_CODES.toShip;
}

/** The courier steps that happened by `now`, newest first; a buyer who confirmed early got it then. */
export function traceOf(
  shipment: MockShipment,
  now: number,
): { time: number; status: number; location: string }[] {
  if (now < shipment.shipAt) return [];
  const window = shipment.autoConfirmAt - shipment.shipAt;
  const area = shipment.delivery?.area ?? '';
  const places: Readonly<Record<keyof typeof COURIER_STATUS_CODES, string>> = {
    pickedUp: 'NADI warehouse, Shenzhen',
    inTransit: 'Hong Kong sorting centre',
    outForDelivery: area || 'Local depot',
    delivered: area || 'Local depot',
  };
  const until = Math.min(now, shipment.confirmedAt ?? now);
  const events = STEPS.map(([step, at]) => ({
    time: shipment.shipAt + Math.floor(window * at),
    status: COURIER_STATUS_CODES[step],
    location: places[step],
  })).filter((event) => event.time <= until);
  const delivered = events.some((event) => event.status === COURIER_STATUS_CODES.delivered);
  if (!delivered && shipment.confirmedAt !== null) {
    events.push({
      time: shipment.confirmedAt,
      status: COURIER_STATUS_CODES.delivered,
      location: places.delivered,
    });
  }
  return events.sort((a, b) => b.time - a.time);
}

/** What the control call may move an order to at once. */
export type AdvanceTarget = 'shipped' | 'delivered' | 'auto-confirmed';

/**
 * Moves a shipment's clock so that, at `now`, it has just shipped, its courier has delivered it, or it has
 * just confirmed itself; the window between shipping and auto-confirm keeps its length.
 */
export function advanceShipment(shipment: MockShipment, to: AdvanceTarget, now: number): MockShipment {
  const window = shipment.autoConfirmAt - shipment.shipAt;
  const [, deliveredAt = 0.75] = STEPS[STEPS.length - 1] ?? [];
  const shipAt =
    to === 'shipped' ? now : to === 'delivered' ? now - Math.ceil(window * deliveredAt) : now - window;
  return {
    ...shipment,
    shipAt: Math.min(shipAt, shipment.shipAt),
    autoConfirmAt: Math.min(shipAt, shipment.shipAt) + window,
  };
}
