import { nodeConfig, nodeDetail, nodeList } from '../../adapters/api/catalogue/node.schema';
import { NODE_TYPE_CODES } from '../../domain/node/node-type';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { nodeSaleEnd } from '../home/node-sale';
import { type MockOrder, orderBook } from '../orders/orders.state';
import { payStatusOf } from '../payment/payment-ledger';

/** Answer code for a node tier that does not exist. */
export const NODE_NOT_FOUND_CODE = 404;

/** A node tier as the mock sells it. `baseSold` is what was sold before; paid orders add to it. */
export interface MockNodeTier {
  readonly id: number;
  readonly type: number;
  readonly levelId: number;
  readonly amount: string;
  readonly days: number;
  readonly powerGift: string;
  /** Fractions: 0.05 is 5 %. */
  readonly withdrawRate: string;
  readonly machineRate: string;
  readonly totalQuota: number;
  readonly baseSold: number;
  readonly limit: number;
}

/**
 * The three tiers (made up). Elite fits a new user's demo balance of 1000 once (limit 1); core needs more
 * than a new user has; genesis is sold out.
 */
export const NODE_TIERS: readonly MockNodeTier[] = [
  {
    id: 1,
    type: NODE_TYPE_CODES.elite,
    levelId: 3,
    amount: '500',
    days: 180,
    powerGift: '500',
    withdrawRate: '0.05',
    machineRate: '0.003',
    totalQuota: 1000,
    baseSold: 612,
    limit: 1,
  },
  {
    id: 2,
    type: NODE_TYPE_CODES.core,
    levelId: 5,
    amount: '2000',
    days: 360,
    powerGift: '2500',
    withdrawRate: '0.08',
    machineRate: '0.004',
    totalQuota: 300,
    baseSold: 143,
    limit: 2,
  },
  {
    id: 3,
    type: NODE_TYPE_CODES.genesis,
    levelId: 7,
    amount: '10000',
    days: 720,
    powerGift: '15000',
    withdrawRate: '0.12',
    machineRate: '0.005',
    totalQuota: 50,
    baseSold: 50,
    limit: 1,
  },
];

export const nodeTierById = (id: number): MockNodeTier | undefined => NODE_TIERS.find((t) => t.id === id);

/** A paid order for a node tier (any tier when `tierId` is absent). */
export const isPaidNodeOrder = (order: MockOrder, tierId?: number): boolean =>
  order.orderType === ORDER_TYPE_CODES.buyNode &&
  (tierId === undefined || order.goodsId === tierId) &&
  payStatusOf(order) === 'paid';

/** Nodes of the tier sold: the seeded count plus every paid order. */
export const nodesSold = (state: MockState, tier: MockNodeTier): number =>
  tier.baseSold +
  orderBook(state)
    .allOrders()
    .filter((o) => isPaidNodeOrder(o, tier.id)).length;

/** Nodes of the tier the user holds (paid orders). */
export const nodesHeld = (state: MockState, userId: number, tier: MockNodeTier): number =>
  orderBook(state)
    .ordersOf(userId)
    .filter((o) => isPaidNodeOrder(o, tier.id)).length;

const tierWire = (state: MockState, userId: number, t: MockNodeTier) => {
  const held = nodesHeld(state, userId, t);
  return {
    id: t.id,
    type: t.type,
    level_id: t.levelId,
    amount: t.amount,
    days: t.days,
    power_gift: t.powerGift,
    withdraw_rate: t.withdrawRate,
    machine_rate: t.machineRate,
    total_quota: t.totalQuota,
    sold_num: nodesSold(state, t),
    limit_num: t.limit,
    buy_num: held,
    is_buy: held > 0 ? (1 as const) : (0 as const),
  };
};

/**
 * Node tiers (`node/config`, `node/list`, `node/detail`). Sold counts and holdings follow paid orders;
 * `node/getOrder` lives with the orders (orders.handlers.ts).
 */
export const NODE_HANDLERS: readonly Implementation[] = [
  implementAuthed(nodeConfig, ({ env, state }) =>
    ok({
      airdrop_multiple: '2',
      dividends: 1 as const,
      agent_rights: 1 as const,
      sale_end_time: nodeSaleEnd(state, env),
    }),
  ),

  implementAuthed(nodeList, ({ user, state }) => ok(NODE_TIERS.map((t) => tierWire(state, user.id, t)))),

  implementAuthed(nodeDetail, ({ input, user, state }) => {
    const tier = nodeTierById(input.id);
    return tier ? ok(tierWire(state, user.id, tier)) : fail(NODE_NOT_FOUND_CODE, 'node not found');
  }),
];
