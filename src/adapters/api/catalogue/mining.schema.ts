import * as z from 'zod/mini';
import { POWER_LOG_CODES } from '../../../domain/mining/mining-status';
import {
  decimalString,
  endpoint,
  enumCode,
  idParams,
  isoDate,
  noParams,
  pageOf,
  pageParams,
  queryEnum,
} from './endpoint';

/**
 * Mining calls (all proposed: the spec names power, the power log, destroy entries, my miners and device
 * activation, but no paths). Destroy and union mining are bought as orders (preOrder/preOrder with
 * order_type 3 or 4 and a USDT amount) and paid like any order; their minimums come from mining/config.
 */

/** Answer codes of the mining calls (HTTP 200 with a non-200 code), shared by the adapter and the mock. */
export const MINING_CODES = {
  /** No device carries this activation code. */
  activationCodeUnknown: 4201,
  /** The code activated a device already. */
  activationCodeUsed: 4202,
  /** No such activation for this user. */
  activationNotFound: 404,
} as const;

export const miningConfig = endpoint({
  id: 'mining.config',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/mining/config',
  auth: true,
  origin: 'proposed',
  summary:
    'The minimums of a destroy-mining entry and of union mining, in USDT, and the NADI price in USDT at ' +
    'which a destroy entry burns NADI.',
  request: noParams,
  response: z.object({ destroy_min: decimalString, union_min: decimalString, nadi_price: decimalString }),
});

export const miningPower = endpoint({
  id: 'mining.power',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/mining/power',
  auth: true,
  origin: 'proposed',
  summary: "The user's power: basic, gift, released and remaining (basic + gift − released).",
  request: noParams,
  response: z.object({
    basic: decimalString,
    gift: decimalString,
    released: decimalString,
    remaining: decimalString,
  }),
});

export const powerLogWire = z.object({
  id: z.number(),
  /** POWER_LOG_CODES of the domain: freeze 1, unlock 2, withdraw 3, buy machine 4, buy node 5. */
  type: enumCode,
  /** Power gained (positive) or spent (negative). */
  amount: decimalString,
  create_time: isoDate,
});

export const miningPowerLog = endpoint({
  id: 'mining.powerLog',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/mining/powerLog',
  auth: true,
  origin: 'proposed',
  summary: 'A page of the power log, newest first; type filters by POWER_LOG_CODES, absent for all.',
  request: z.extend(pageParams, { type: z.optional(queryEnum(Object.values(POWER_LOG_CODES))) }),
  response: pageOf(powerLogWire),
});

export const destroyEntryWire = z.object({
  id: z.number(),
  /** NADI price in USDT at the burn. */
  price: decimalString,
  /** NADI burned. */
  num: decimalString,
  usdt_value: decimalString,
  create_time: isoDate,
  /** DESTROY_STATUS_CODES: trial 1, paused 2, permanent 3, unknown 4. */
  status: enumCode,
});

export const miningDestroyList = endpoint({
  id: 'mining.destroyList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/mining/destroyList',
  auth: true,
  origin: 'proposed',
  summary: "A page of the user's destroy-mining entries, newest first.",
  request: pageParams,
  response: pageOf(destroyEntryWire),
});

export const minerWire = z.object({
  id: z.number(),
  /** MACHINE_KIND_CODES: device 1, destroy 2, node 3, union 4. */
  kind: enumCode,
  name: z.string(),
  power: decimalString,
  /** ACTIVATION_STATE_CODES (pending 0, success 1, failed 2); null for a shipped device not yet activated. */
  activation: z.nullable(enumCode),
  create_time: isoDate,
});

export const miningMyMiners = endpoint({
  id: 'mining.myMiners',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/mining/myMiners',
  auth: true,
  origin: 'proposed',
  summary:
    "The user's miners, newest first: devices (with their activation), nodes, destroy and union mining.",
  request: noParams,
  response: z.array(minerWire),
});

export const activationWire = z.object({
  id: z.number(),
  /** ACTIVATION_STATE_CODES: pending 0, success 1, failed 2. */
  state: enumCode,
  miner_id: z.nullable(z.number()),
});

export const miningActivate = endpoint({
  id: 'mining.activate',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/mining/activate',
  auth: true,
  origin: 'proposed',
  summary:
    'Starts activating a shipped device by the code printed on it; answers the activation, pending at ' +
    'first (poll mining/activation). Codes ' +
    `${MINING_CODES.activationCodeUnknown} unknown code, ${MINING_CODES.activationCodeUsed} code already used.`,
  request: z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9-]{6,32}$/)) }),
  response: activationWire,
});

export const miningActivation = endpoint({
  id: 'mining.activation',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/mining/activation',
  auth: true,
  origin: 'proposed',
  summary: 'Where an activation stands: pending, success (with the miner) or failed.',
  request: idParams,
  response: activationWire,
});

/** The mining calls, in the order the mining screen uses them. */
export const MINING_ENDPOINTS = [
  miningConfig,
  miningPower,
  miningPowerLog,
  miningDestroyList,
  miningMyMiners,
  miningActivate,
  miningActivation,
] as const;
