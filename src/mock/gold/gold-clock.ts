import Decimal from 'decimal.js';
import { GOLD_ORDER_STATUS_CODES } from '../../domain/gold/gold-order-status';
import type { MockEnv } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { loadOrder, payStatusOf } from '../payment/payment-ledger';
import { GOLD_START_PRICE, goldGoodsById } from './gold.seed';
import { goldData, goldOrdersOf, goldTiming, type MockGoldOrder } from './gold.state';
import { startRelease } from './releases';

/**
 * What moves on the gold shop's clock: the gold price walks every 30 s (unless fixed by the control call),
 * and paid orders go to ship → shipped (after `shipAfterMs`, with a courier) → completed (received by the
 * buyer, or confirmed for them after `autoConfirmMs`); goods that are not delivered complete when paid.
 * A completed order starts the release of its total. Everything is brought up to date when looked at.
 */

export const PRICE_STEP_MS = 30_000;
const PRICE_FLOOR = new Decimal(60);
const PRICE_CEILING = new Decimal(95);
/** Most steps caught up at once (a demo left open for a day does not walk thousands). */
const MAX_STEPS = 50;

/** The gold price now, walking it forward first. */
export function currentGoldPrice(state: MockState, env: MockEnv): { value: string; setAt: number } {
  const data = goldData(state);
  const now = env.now();
  const price = data.goldPrice ?? { value: GOLD_START_PRICE, setAt: now, fixed: false };
  const steps = Math.floor((now - price.setAt) / PRICE_STEP_MS);
  if (!price.fixed && steps > 0) {
    let value = new Decimal(price.value);
    for (let i = 0; i < Math.min(steps, MAX_STEPS); i += 1) {
      const delta = new Decimal(Math.round((env.random() - 0.5) * 40)).div(100);
      value = Decimal.min(PRICE_CEILING, Decimal.max(PRICE_FLOOR, value.plus(delta)));
    }
    price.value = value.toFixed();
    price.setAt += steps * PRICE_STEP_MS;
  }
  data.goldPrice = price;
  return { value: price.value, setAt: price.setAt };
}

/** Sets the price (the control call); fixed, it stays until set again or reset. */
export function setGoldPrice(state: MockState, value: string, fixed: boolean, now: number): void {
  goldData(state).goldPrice = { value, setAt: now, fixed };
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function completeGoldOrder(state: MockState, order: MockGoldOrder, at: number): void {
  order.status = GOLD_ORDER_STATUS_CODES.completed;
  order.confirmedAt = iso(at);
  order.autoConfirmAt = null;
  const goods = goldGoodsById(order.goodsId);
  startRelease(
    state,
    {
      userId: order.userId,
      kind: 'gold',
      orderNo: order.orderNo,
      goodsName: goods?.name ?? '',
      amount: order.total,
    },
    at,
  );
}

export function shipGoldOrder(state: MockState, order: MockGoldOrder, at: number): void {
  order.status = GOLD_ORDER_STATUS_CODES.toReceive;
  order.shippedAt = iso(at);
  order.expressCompany = 'SF Express';
  order.expressNo = `SF${String(order.orderId * 7919 + 1_000_000_000).slice(-10)}`;
  order.autoConfirmAt = iso(at + goldTiming(state).autoConfirmMs);
}

/** Brings the user's gold orders up to date with their payment and the clock. */
export function syncGoldOrders(state: MockState, userId: number, now: number): void {
  const { shipAfterMs } = goldTiming(state);
  for (const order of goldOrdersOf(state, userId)) {
    if (order.status === 0) {
      const paying = loadOrder(state, userId, order.orderId, now);
      const status = paying ? payStatusOf(paying) : 'cancelled';
      if (status === 'cancelled') order.status = -1;
      if (status !== 'paid') continue;
      order.paidAt = iso(now);
      if (order.needDelivery) order.status = GOLD_ORDER_STATUS_CODES.toShip;
      else completeGoldOrder(state, order, now);
    }
    const paidAt = order.paidAt === null ? now : Date.parse(order.paidAt);
    if (order.status === GOLD_ORDER_STATUS_CODES.toShip && now >= paidAt + shipAfterMs) {
      shipGoldOrder(state, order, paidAt + shipAfterMs);
    }
    if (order.status === GOLD_ORDER_STATUS_CODES.toReceive && order.autoConfirmAt !== null) {
      const due = Date.parse(order.autoConfirmAt);
      if (now >= due) completeGoldOrder(state, order, due);
    }
  }
}

/** Units of the goods in paid orders that stand (not cancelled): they leave the stock and count as sold. */
export const paidUnits = (state: MockState, goodsId: number): number =>
  (goldData(state).goldOrders ?? [])
    .filter((o) => o.goodsId === goodsId && o.status > 0 && o.status !== GOLD_ORDER_STATUS_CODES.cancelled)
    .reduce((sum, o) => sum + o.num, 0);
