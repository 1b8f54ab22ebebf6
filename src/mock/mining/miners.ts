import { ACTIVATION_STATE_CODES, MACHINE_KIND_CODES } from '../../domain/mining/mining-status';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockState, MockUser } from '../core/mock-state';
import { machineById } from '../mall/mall.handlers';
import { isPaidNodeOrder, nodeTierById } from '../node/node.handlers';
import { currentOrdersOf } from '../orders/orders.handlers';
import { type MockOrder, orderBook } from '../orders/orders.state';
import { payStatusOf } from '../payment/payment-ledger';
import { SHIPPED_AT } from './mining.seed';
import { deviceBook, type MockActivation, type MockDevice } from './mining.state';

/**
 * The user's miners, worked out from the orders and the devices: paid node, destroy and union orders are
 * miners; a paid device order ships a device whose code is `NADI-D` + the order id in six digits; a device
 * mines for whoever activated it. Activations settle here when their time has come.
 */

/** Codes of the devices of paid orders: `NADI-D` and the order id in six digits. */
export const orderDeviceCode = (orderId: number): string => `NADI-D${String(orderId).padStart(6, '0')}`;

export const isPaidOf = (order: MockOrder, type: number) =>
  order.orderType === type && payStatusOf(order) === 'paid';

/** The device a code names: a stored one, or the device of a paid order (`NADI-D000123`), stored on first use. */
export function deviceOf(state: MockState, code: string): MockDevice | undefined {
  const stored = deviceBook(state).device(code);
  if (stored) return stored;
  const match = /^NADI-D(\d{6})$/i.exec(code);
  if (!match) return undefined;
  const order = orderBook(state)
    .allOrders()
    .find((o) => o.id === Number(match[1]));
  if (!order || !isPaidOf(order, ORDER_TYPE_CODES.buyDevice) || order.goodsId == null) return undefined;
  const device: MockDevice = {
    code: orderDeviceCode(order.id),
    goodsId: order.goodsId,
    buyerId: order.userId,
    ownerId: null,
    activatedAt: null,
    fails: false,
  };
  deviceBook(state).putDevice(device);
  return device;
}

/** Settles an activation whose time has come: the device is the user's, or it failed. */
export function settled(state: MockState, activation: MockActivation, now: number): MockActivation {
  if (activation.outcome !== null || Date.parse(activation.settlesAt) > now) return activation;
  const device = deviceBook(state).device(activation.code);
  const works = device !== undefined && !device.fails && device.ownerId === null;
  if (works)
    deviceBook(state).putDevice({ ...device, ownerId: activation.userId, activatedAt: activation.settlesAt });
  const done = { ...activation, outcome: works ? ('success' as const) : ('failed' as const) };
  deviceBook(state).saveActivation(done);
  return done;
}

/** A device's miner id: its place among all devices, from 1000 on. */
const deviceMinerId = (state: MockState, code: string) =>
  1000 +
  deviceBook(state)
    .devices()
    .findIndex((d) => d.code === code);

export const activationWire = (state: MockState, activation: MockActivation) => ({
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
export function minersOf(state: MockState, user: MockUser, now: number): Miner[] {
  const activations = deviceBook(state)
    .activationsOf(user.id)
    .map((a) => settled(state, a, now));
  const orders = currentOrdersOf(state, user.id, now);
  for (const o of orders) if (isPaidOf(o, ORDER_TYPE_CODES.buyDevice)) deviceOf(state, orderDeviceCode(o.id));
  const devices: Miner[] = deviceBook(state)
    .devices()
    .flatMap((d, index) => {
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
