import * as z from 'zod/mini';
import { decimalString, endpoint, enumCode, flag, idParams, isoDate, noParams } from './endpoint';
import { orderWire } from './pre-order.schema';

/**
 * One super-miner node tier (spec section 3, "Node"). Rates are fractions as decimal strings ("0.05" is
 * 5 %, as every wire rate of the app): withdraw_rate is the fee share, machine_rate the daily mining
 * income on the stake.
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
  /** Most nodes of this tier one user may hold; 0 for no limit. */
  limit_num: z.number(),
  /** Nodes of this tier the user holds. */
  buy_num: z.number(),
  /** 1 when the user holds one. */
  is_buy: flag,
});

export const nodeConfig = endpoint({
  id: 'node.config',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/node/config',
  auth: true,
  origin: 'spec',
  summary:
    'What every node brings besides its tier: the MEME airdrop multiple (2: doubled), node dividends and ' +
    'advanced agent rights as 0/1 flags, and when the sale ends (answer proposed).',
  request: noParams,
  response: z.object({
    airdrop_multiple: decimalString,
    dividends: flag,
    agent_rights: flag,
    sale_end_time: isoDate,
  }),
});

export const nodeList = endpoint({
  id: 'node.list',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/node/list',
  auth: true,
  origin: 'proposed',
  summary: 'The node tiers on sale (elite, core, genesis) with quotas, rates and what the user holds.',
  request: noParams,
  response: z.array(nodeWire),
});

export const nodeDetail = endpoint({
  id: 'node.detail',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/node/detail',
  auth: true,
  origin: 'proposed',
  summary: 'One node tier, as in the list; code 404 when there is no such tier.',
  request: idParams,
  response: nodeWire,
});

export const nodeGetOrder = endpoint({
  id: 'node.getOrder',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/node/getOrder',
  auth: true,
  origin: 'spec',
  summary:
    "The user's unpaid order (pre-order) for one node tier, or null when there is none; buying makes one " +
    'through preOrder/preOrder (payload and answer proposed).',
  request: z.object({ node_id: z.number() }),
  response: z.nullable(orderWire),
});

/** The proposed node calls (after the spec's two in ALL_ENDPOINTS). */
export const NODE_PROPOSED_ENDPOINTS = [nodeList, nodeDetail] as const;

/** The node calls: the spec's, then the proposed ones. */
export const NODE_ENDPOINTS = [nodeConfig, nodeGetOrder, ...NODE_PROPOSED_ENDPOINTS] as const;
