import Decimal from 'decimal.js';
import { remainingPower } from '../../domain/mining/mining';
import {
  ACTIVATION_STATE_CODES,
  DESTROY_STATUS_CODES,
  MACHINE_KIND_CODES,
  POWER_LOG_CODES,
} from '../../domain/mining/mining-status';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { divideAmounts, sumAmounts } from '../../domain/shared/money';
import type { MockState, MockUser } from '../core/mock-state';
import { NADI_PRICE } from '../home/home.handlers';
import { machineById } from '../mall/mall.handlers';
import { isPaidNodeOrder, nodeTierById } from '../node/node.handlers';
import { currentOrdersOf } from '../orders/orders.handlers';
import { isPaidOf, minersOf, settled } from './miners';
import { type DestroyLine, type LogLine, SEED_DESTROY, SEED_POWER, SEED_POWER_LOG } from './mining.seed';
import { deviceBook } from './mining.state';

/** A destroy entry mines on trial for its first week, then for good. */
export const DESTROY_TRIAL_MS = 7 * 86_400_000;

/** The power log: the seeded lines, each node bought (its gift) and each device activated (its power). */
export function powerLogOf(state: MockState, user: MockUser, now: number): LogLine[] {
  const lines: LogLine[] = [...(SEED_POWER_LOG[user.id] ?? [])];
  for (const o of currentOrdersOf(state, user.id, now)) {
    const tier = o.goodsId == null ? undefined : nodeTierById(o.goodsId);
    if (isPaidNodeOrder(o) && tier) {
      lines.push({
        id: 100000 + o.id,
        type: POWER_LOG_CODES.buyNode,
        amount: tier.powerGift,
        time: o.createdAt,
      });
    }
  }
  deviceBook(state)
    .activationsOf(user.id)
    .forEach((a) => {
      const done = settled(state, a, now);
      const machine = machineById(deviceBook(state).device(a.code)?.goodsId ?? 0);
      if (done.outcome === 'success' && machine) {
        lines.push({
          id: 200000 + a.id,
          type: POWER_LOG_CODES.buyMachine,
          amount: machine.power,
          time: a.settlesAt,
        });
      }
    });
  return lines.sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}

/** Destroy entries: the seeded ones and one per paid destroy order, burning NADI at the mock's price. */
export function destroyEntriesOf(state: MockState, user: MockUser, now: number): DestroyLine[] {
  const paid = currentOrdersOf(state, user.id, now)
    .filter((o) => isPaidOf(o, ORDER_TYPE_CODES.destroyMining))
    .map((o) => ({
      id: 100000 + o.id,
      price: NADI_PRICE,
      num: (divideAmounts(new Decimal(o.totalPrice), new Decimal(NADI_PRICE)) ?? new Decimal(0))
        .toDecimalPlaces(6, Decimal.ROUND_DOWN)
        .toFixed(),
      usdt: o.totalPrice,
      time: o.createdAt,
      status:
        now - Date.parse(o.createdAt) < DESTROY_TRIAL_MS
          ? DESTROY_STATUS_CODES.trial
          : DESTROY_STATUS_CODES.permanent,
    }));
  return [...(SEED_DESTROY[user.id] ?? []), ...paid].sort(
    (a, b) => b.time.localeCompare(a.time) || b.id - a.id,
  );
}

/** Power: basic (the account's, plus running devices, destroy and union mining), gift (nodes), released. */
export function powerOf(state: MockState, user: MockUser, now: number) {
  const miners = minersOf(state, user, now);
  const seeded = SEED_POWER[user.id] ?? { gift: '0', released: '0' };
  const running = (kind: number) =>
    miners
      .filter((m) => m.kind === kind && m.activation === ACTIVATION_STATE_CODES.success)
      .map((m) => new Decimal(m.power));
  const basic = sumAmounts([
    new Decimal(user.power),
    ...running(MACHINE_KIND_CODES.device),
    ...running(MACHINE_KIND_CODES.destroy),
    ...running(MACHINE_KIND_CODES.union),
  ]);
  const gift = sumAmounts([new Decimal(seeded.gift), ...running(MACHINE_KIND_CODES.node)]);
  const released = new Decimal(seeded.released);
  return {
    basic: basic.toFixed(),
    gift: gift.toFixed(),
    released: released.toFixed(),
    remaining: remainingPower(basic, gift, released).toFixed(),
  };
}
