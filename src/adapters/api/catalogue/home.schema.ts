import * as z from 'zod/mini';
import { decimalString, endpoint, evmAddress, isoDate, noParams } from './endpoint';

export const bannerWire = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
});

export const mainInfoWire = z.object({
  node_end_time: isoDate,
  node_total: z.number(),
  node_sold: z.number(),
  nadi_price: decimalString,
  partners: z.array(
    z.object({
      name: z.string(),
      logo: z.string(),
      url: z.string(),
      /** One line on what the partner brings, in the `lang` language. */
      description: z.optional(z.string()),
    }),
  ),
  /** The ecosystem's core advantages, in the `lang` language; `icon` names one of the app's drawings. */
  advantages: z.optional(z.array(z.object({ icon: z.string(), title: z.string(), body: z.string() }))),
});

export const chainWire = z.object({
  key: z.enum(['BSC', 'NADI']),
  chain_id: z.number(),
  name: z.string(),
  rpc_url: z.string(),
  explorer_url: z.string(),
  native_symbol: z.string(),
  tokens: z.record(z.string(), evmAddress),
  receiver: evmAddress,
  /** The payment contract that pulls approved ERC-20 payments (the spender of the approval). */
  payment_contract: evmAddress,
});

export const configWire = z.object({
  chains: z.array(chainWire),
  withdraw_min: decimalString,
  withdraw_confirmations: z.number(),
  customer_service_url: z.string(),
});

export const commonBannerList = endpoint({
  id: 'common.bannerList',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/common/bannerList',
  auth: false,
  origin: 'spec',
  summary: 'Home banners.',
  request: noParams,
  response: z.array(bannerWire),
});

export const commonMainInfo = endpoint({
  id: 'common.mainInfo',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/common/mainInfo',
  auth: false,
  origin: 'spec',
  summary:
    'Home info: node sale countdown, node counts, NADI price, partners and core advantages in the `lang` ' +
    'language (fields proposed).',
  request: noParams,
  response: mainInfoWire,
});

export const commonConfig = endpoint({
  id: 'common.config',
  proposed: ['response'],
  method: 'GET',
  path: '/api/v1/common/config',
  auth: false,
  origin: 'spec',
  summary: 'App settings: chains with token contracts and receivers, withdraw rules (fields proposed).',
  request: noParams,
  response: configWire,
});

export const commonPresignedUrl = endpoint({
  id: 'common.generateR2PresignedUrl',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/common/generateR2PresignedUrl',
  auth: true,
  origin: 'spec',
  summary: 'A presigned upload address for one file (payload and answer proposed).',
  request: z.object({
    file_name: z.string().check(z.minLength(1)),
    content_type: z.string().check(z.minLength(1)),
  }),
  response: z.object({ upload_url: z.string(), public_url: z.string() }),
});

/** The home calls. */
export const HOME_ENDPOINTS = [commonBannerList, commonMainInfo, commonConfig, commonPresignedUrl] as const;
