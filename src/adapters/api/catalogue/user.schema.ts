import * as z from 'zod/mini';
import { decimalString, endpoint, isoDate, noParams, pageOf, pageParams } from './endpoint';

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
