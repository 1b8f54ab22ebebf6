import * as z from 'zod/mini';
import { decimalString, endpoint, enumCode, flag, noParams } from './endpoint';
import { orderWire } from './pre-order.schema';

/**
 * One super-miner node tier (spec section 3, "Node"). Rates are percentages as decimal strings
 * ("12.5" is 12.5 %): withdraw_rate is the fee share, machine_rate the daily mining income.
 */
export const nodeWire = z.object({
  id: z.number(),
  /** NODE_TYPE_CODES of the domain: elite 1, core 2, genesis 3. */
  type: enumCode,
  /** Account tier the node grants, shown as T{level_id}. */
  level_id: z.number(),
  /** USDT staked. */
  amount: decimalString,
  /** Days until the stake returns. */
  days: z.number(),
  /** Power gifted on purchase. */
  power_gift: decimalString,
  withdraw_rate: decimalString,
  machine_rate: decimalString,
  /** Nodes of this tier in the whole sale. */
  total_quota: z.number(),
  sold_num: z.number(),
  /** Most nodes of this tier one user may hold. */
  limit_num: z.number(),
  /** 1 when the user already holds one. */
  is_buy: flag,
});

export const nodeConfig = endpoint({
  id: 'node.config',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/node/config',
  auth: true,
  origin: 'spec',
  summary: 'Node tiers on sale with quotas, rates and whether the user holds one (answer proposed).',
  request: noParams,
  response: z.array(nodeWire),
});

export const nodeGetOrder = endpoint({
  id: 'node.getOrder',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/node/getOrder',
  auth: true,
  origin: 'spec',
  summary:
    'Creates the order to buy one node tier, or answers the unpaid one already open for it; the payment ' +
    'flow pays it (payload and answer proposed).',
  request: z.object({ node_id: z.number() }),
  response: orderWire,
});
