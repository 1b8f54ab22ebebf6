import Decimal from 'decimal.js';
import {
  MINING_CODES,
  miningActivate,
  miningActivation,
  miningConfig,
  miningDestroyList,
  miningMyMiners,
  miningPower,
  miningPowerLog,
} from '../../adapters/api/catalogue/mining.schema';
import { remainingPower } from '../../domain/mining/mining';
import {
  ACTIVATION_STATE_CODES,
  DESTROY_STATUS_CODES,
  MACHINE_KIND_CODES,
  POWER_LOG_CODES,
} from '../../domain/mining/mining-status';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { divideAmounts, sumAmounts } from '../../domain/shared/money';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import type { MockActivation, MockDevice, MockOrder, MockState, MockUser } from '../core/mock-state';
import { NADI_PRICE } from '../home/home.handlers';
import { machineById } from '../mall/mall.handlers';
import { isPaidNodeOrder, nodeTierById } from '../node/node.handlers';
import { currentOrdersOf, DESTROY_MINIMUM, pageAnswer, UNION_MINIMUM } from '../orders/orders.handlers';
import { payStatusOf } from '../payment/payment-ledger';

/** How long an activation stays pending before the device answers. */
export const ACTIVATION_SETTLE_MS = 2000;
/** A destroy entry mines on trial for its first week, then for good. */
export const DESTROY_TRIAL_MS = 7 * 86_400_000;
/** Codes of the devices of paid orders: `NADI-D` and the order id in six digits. */
export const orderDeviceCode = (orderId: number): string => `NADI-D${String(orderId).padStart(6, '0')}`;

/** When the seeded devices on their way were shipped. */
const SHIPPED_AT = '2025-06-01T00:00:00.000Z';

/** Gift and released power of the seeded users beyond what their orders make. */
const SEED_POWER: Readonly<Record<number, { gift: string; released: string }>> = {
  10001: { gift: '300', released: '420.5' },
  10002: { gift: '50', released: '80' },
};

interface LogLine {
  readonly id: number;
  readonly type: number;
  readonly amount: string;
  readonly time: string;
}

const SEED_POWER_LOG: Readonly<Record<number, readonly LogLine[]>> = {
  10001: [
    { id: 1, type: POWER_LOG_CODES.buyMachine, amount: '100', time: '2025-03-01T08:00:00.000Z' },
    { id: 2, type: POWER_LOG_CODES.freezePower, amount: '-200', time: '2025-03-05T10:00:00.000Z' },
    { id: 3, type: POWER_LOG_CODES.unlockPower, amount: '200', time: '2025-04-05T10:00:00.000Z' },
    { id: 4, type: POWER_LOG_CODES.withdraw, amount: '-120.5', time: '2025-04-20T12:30:00.000Z' },
    { id: 5, type: POWER_LOG_CODES.buyNode, amount: '300', time: '2025-05-02T09:15:00.000Z' },
    { id: 6, type: POWER_LOG_CODES.withdraw, amount: '-300', time: '2025-06-11T16:45:00.000Z' },
  ],
};

interface DestroyLine {
  readonly id: number;
  readonly price: string;
  readonly num: string;
  readonly usdt: string;
  readonly time: string;
  readonly status: number;
}

const SEED_DESTROY: Readonly<Record<number, readonly DestroyLine[]>> = {
  10001: [
    {
      id: 1,
      price: '0.05',
      num: '4000',
      usdt: '200',
      time: '2025-02-10T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.permanent,
    },
    {
      id: 2,
      price: '0.06',
      num: '5000',
      usdt: '300',
      time: '2025-03-12T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.paused,
    },
    {
      id: 3,
      price: '0.075',
      num: '2000',
      usdt: '150',
      time: '2025-05-20T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.unknown,
    },
    {
      id: 4,
      price: '0.08',
      num: '1250',
      usdt: '100',
      time: '2025-06-30T08:00:00.000Z',
      status: DESTROY_STATUS_CODES.trial,
    },
  ],
};

const isPaidOf = (order: MockOrder, type: number) =>
  order.orderType === type && payStatusOf(order) === 'paid';

/** The device a code names: a stored one, or the device of a paid order (`NADI-D000123`), stored on first use. */
function deviceOf(state: MockState, code: string): MockDevice | undefined {
  const stored = state.device(code);
  if (stored) return stored;
  const match = /^NADI-D(\d{6})$/i.exec(code);
  if (!match) return undefined;
  const order = state.allOrders().find((o) => o.id === Number(match[1]));
  if (!order || !isPaidOf(order, ORDER_TYPE_CODES.buyDevice) || order.goodsId == null) return undefined;
  const device: MockDevice = {
    code: orderDeviceCode(order.id),
    goodsId: order.goodsId,
    buyerId: order.userId,
    ownerId: null,
    activatedAt: null,
    fails: false,
  };
  state.putDevice(device);
  return device;
}

/** Settles an activation whose time has come: the device is the user's, or it failed. */
function settled(state: MockState, activation: MockActivation, now: number): MockActivation {
  if (activation.outcome !== null || Date.parse(activation.settlesAt) > now) return activation;
  const device = state.device(activation.code);
  const works = device !== undefined && !device.fails && device.ownerId === null;
  if (works) state.putDevice({ ...device, ownerId: activation.userId, activatedAt: activation.settlesAt });
  const done = { ...activation, outcome: works ? ('success' as const) : ('failed' as const) };
  state.saveActivation(done);
  return done;
}

/** A device's miner id: its place among all devices, from 1000 on. */
const deviceMinerId = (state: MockState, code: string) =>
  1000 + state.devices().findIndex((d) => d.code === code);

const activationWire = (state: MockState, activation: MockActivation) => ({
  id: activation.id,
  state: ACTIVATION_STATE_CODES[activation.outcome ?? 'pending'],
  miner_id: activation.outcome === 'success' ? deviceMinerId(state, activation.code) : null,
});

interface Miner {
  id: number;
  kind: number;
  name: string;
  power: string;
  activation: number | null;
  create_time: string;
}

/** The user's miners: devices (activated, or shipped and waiting), nodes, destroy and union mining. */
function minersOf(state: MockState, user: MockUser, now: number): Miner[] {
  const activations = state.activationsOf(user.id).map((a) => settled(state, a, now));
  const orders = currentOrdersOf(state, user.id, now);
  for (const o of orders) if (isPaidOf(o, ORDER_TYPE_CODES.buyDevice)) deviceOf(state, orderDeviceCode(o.id));
  const devices: Miner[] = state.devices().flatMap((d, index) => {
    const tried = activations.some((a) => a.code === d.code);
    const mine = d.ownerId === user.id || (d.ownerId === null && (d.buyerId === user.id || tried));
    const machine = machineById(d.goodsId);
    if (!mine || !machine) return [];
    const latest = activations.filter((a) => a.code === d.code).at(-1);
    const activation =
      d.ownerId === user.id
        ? ACTIVATION_STATE_CODES.success
        : latest
          ? ACTIVATION_STATE_CODES[latest.outcome ?? 'pending']
          : null;
    const order = orders.find((o) => orderDeviceCode(o.id) === d.code);
    return [
      {
        id: 1000 + index,
        kind: MACHINE_KIND_CODES.device,
        name: machine.name,
        power: machine.power,
        activation,
        create_time: d.activatedAt ?? order?.createdAt ?? SHIPPED_AT,
      },
    ];
  });
  const paidMiners: Miner[] = orders.flatMap((o): Miner[] => {
    if (isPaidNodeOrder(o)) {
      const tier = o.goodsId == null ? undefined : nodeTierById(o.goodsId);
      const name = `T${tier?.levelId ?? 0} node`;
      const power = tier?.powerGift ?? '0';
      return [
        {
          id: 100000 + o.id,
          kind: MACHINE_KIND_CODES.node,
          name,
          power,
          activation: 1,
          create_time: o.createdAt,
        },
      ];
    }
    for (const [type, kind, name] of [
      [ORDER_TYPE_CODES.destroyMining, MACHINE_KIND_CODES.destroy, 'Destroy mining'],
      [ORDER_TYPE_CODES.jointMining, MACHINE_KIND_CODES.union, 'Union mining'],
    ] as const) {
      if (isPaidOf(o, type)) {
        return [
          { id: 100000 + o.id, kind, name, power: o.totalPrice, activation: 1, create_time: o.createdAt },
        ];
      }
    }
    return [];
  });
  return [...devices, ...paidMiners].sort(
    (a, b) => b.create_time.localeCompare(a.create_time) || b.id - a.id,
  );
}

/** The power log: the seeded lines, each node bought (its gift) and each device activated (its power). */
function powerLogOf(state: MockState, user: MockUser, now: number): LogLine[] {
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
  state.activationsOf(user.id).forEach((a) => {
    const done = settled(state, a, now);
    const machine = machineById(state.device(a.code)?.goodsId ?? 0);
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
function destroyEntriesOf(state: MockState, user: MockUser, now: number): DestroyLine[] {
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
function powerOf(state: MockState, user: MockUser, now: number) {
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

/**
 * Mining (`mining/*`, proposed). Everything is worked out from the orders and the devices: paid node,
 * destroy and union orders become miners; a paid device order ships a device whose code is
 * `NADI-D` + the order id in six digits. An activation stays pending for ACTIVATION_SETTLE_MS, then
 * succeeds (the device becomes the user's) or fails (a faulty device, or someone activated it meanwhile).
 */
export const MINING_HANDLERS: readonly Implementation[] = [
  implementAuthed(miningConfig, () =>
    ok({ destroy_min: DESTROY_MINIMUM, union_min: UNION_MINIMUM, nadi_price: NADI_PRICE }),
  ),

  implementAuthed(miningPower, ({ user, state, env }) => ok(powerOf(state, user, env.now()))),

  implementAuthed(miningPowerLog, ({ input, user, state, env }) => {
    const lines = powerLogOf(state, user, env.now()).filter(
      (l) => input.type === undefined || l.type === input.type,
    );
    const wire = lines.map((l) => ({ id: l.id, type: l.type, amount: l.amount, create_time: l.time }));
    return pageAnswer(wire, input.page, input.page_size);
  }),

  implementAuthed(miningDestroyList, ({ input, user, state, env }) => {
    const wire = destroyEntriesOf(state, user, env.now()).map((e) => ({
      id: e.id,
      price: e.price,
      num: e.num,
      usdt_value: e.usdt,
      create_time: e.time,
      status: e.status,
    }));
    return pageAnswer(wire, input.page, input.page_size);
  }),

  implementAuthed(miningMyMiners, ({ user, state, env }) => ok(minersOf(state, user, env.now()))),

  implementAuthed(miningActivate, ({ input, user, state, env }) => {
    const now = env.now();
    const device = deviceOf(state, input.code);
    if (!device) return fail(MINING_CODES.activationCodeUnknown, 'activation code not found');
    if (device.ownerId !== null) return fail(MINING_CODES.activationCodeUsed, 'activation code already used');
    const pending = state
      .activationsOf(user.id)
      .map((a) => settled(state, a, now))
      .find((a) => a.code === device.code && a.outcome === null);
    const activation =
      pending ??
      state.addActivation({
        userId: user.id,
        code: device.code,
        settlesAt: new Date(now + ACTIVATION_SETTLE_MS).toISOString(),
        outcome: null,
      });
    return ok(activationWire(state, activation));
  }),

  implementAuthed(miningActivation, ({ input, user, state, env }) => {
    const activation = state.activation(user.id, input.id);
    if (!activation) return fail(MINING_CODES.activationNotFound, 'activation not found');
    return ok(activationWire(state, settled(state, activation, env.now())));
  }),
];
