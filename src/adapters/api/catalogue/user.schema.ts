import * as z from 'zod/mini';
import { decimalString, endpoint, enumCode, isoDate, noParams, pageOf, pageParams } from './endpoint';

export const userWire = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  wallet_address: z.string(),
  invite_link: z.string(),
  level: z.number(),
  zhi_num: z.number(),
  team_num: z.number(),
  me_performance: decimalString,
  team_performance: decimalString,
  device_performance: decimalString,
  power: decimalString,
  balance: decimalString,
  destroy_pool_num: decimalString,
  flow_pool_num: decimalString,
});

export const directMemberWire = z.object({
  address: z.string(),
  name: z.string(),
  level: z.number(),
  performance: decimalString,
  created_at: isoDate,
});

export const userInfo = endpoint({
  id: 'user.info',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/user/info',
  auth: true,
  origin: 'spec',
  summary: 'The logged-in user (query passed through).',
  request: noParams,
  response: userWire,
});

export const userZhiList = endpoint({
  id: 'user.zhiList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/user/zhiList',
  auth: true,
  origin: 'spec',
  summary: 'A page of direct referrals.',
  request: pageParams,
  response: pageOf(directMemberWire),
});

/** The team figures that user.info lacks: direct performance and device performance by equipment type. */
export const teamPerformanceWire = z.object({
  /** The direct referrals' performance added up. */
  zhi_performance: decimalString,
  /** EQUIPMENT_TYPE_CODES of the domain (tablet 1, straight phone 2, foldable phone 3); they add up to user.info's device_performance. */
  devices: z.array(z.object({ type: enumCode, performance: decimalString })),
});

export const userPerformance = endpoint({
  id: 'user.performance',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/user/performance',
  auth: true,
  origin: 'proposed',
  summary: 'Team figures beyond user.info: direct performance and device performance per equipment type.',
  request: noParams,
  response: teamPerformanceWire,
});

/** The user calls. */
export const USER_ENDPOINTS = [userInfo, userZhiList, userPerformance] as const;
