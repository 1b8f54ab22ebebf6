import Decimal from 'decimal.js';
import { HttpAddressApi } from '../../src/adapters/api/address/http-address-api.adapter';
import { HttpAuthApi } from '../../src/adapters/api/auth/http-auth-api.adapter';
import type { Endpoint } from '../../src/adapters/api/catalogue/endpoint';
import { HttpFundsApi } from '../../src/adapters/api/funds/http-funds-api.adapter';
import { HttpHomeApi } from '../../src/adapters/api/home/http-home-api.adapter';
import type { HttpClient } from '../../src/adapters/api/http-client';
import { HttpMiningApi } from '../../src/adapters/api/mining/http-mining-api.adapter';
import { HttpNodeApi } from '../../src/adapters/api/node/http-node-api.adapter';
import { HttpOrdersApi } from '../../src/adapters/api/orders/http-orders-api.adapter';
import { HttpPaymentApi } from '../../src/adapters/api/payment/http-payment-api.adapter';
import { HttpPledgeApi } from '../../src/adapters/api/pledge/http-pledge-api.adapter';
import { HttpTradeApi } from '../../src/adapters/api/trade/http-trade-api.adapter';
import { HttpUserApi } from '../../src/adapters/api/user/http-user-api.adapter';

/**
 * Every method of every HTTP adapter of src/adapters/api, with well-formed arguments, so that the chaos run
 * drives each one with malformed answers. `undriven` names the adapter methods this table misses (a method
 * added later shows up there instead of silently escaping the run).
 */

export interface AdapterCall {
  /** `HttpTradeApi.pairs` (and a variant after a colon where one method is driven twice). */
  readonly name: string;
  readonly run: () => Promise<unknown>;
}

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
const HASH = `0x${'ab'.repeat(32)}`;
const DRAFT = {
  name: 'Somchai',
  phone: '+66812345678',
  country: 'TH',
  area: 'Bangkok, Pathum Wan',
  detail: '99 Rama I Rd',
  isDefault: false,
};
const PAGE = { page: 1, pageSize: 10 };

type Table<T> = Readonly<Record<string, (api: T) => Promise<unknown>>>;

const address: Table<HttpAddressApi> = {
  list: (api) => api.list(),
  getDefault: (api) => api.getDefault(),
  detail: (api) => api.detail(5),
  add: (api) => api.add(DRAFT),
  edit: (api) => api.edit(5, DRAFT),
  setDefault: (api) => api.setDefault(5),
  remove: (api) => api.remove(5),
};
const auth: Table<HttpAuthApi> = {
  loginMessage: (api) => api.loginMessage(),
  'loginMessage:signer': (api) => api.loginMessage({ address: ADDRESS, chainId: 56 }),
  login: (api) => api.login({ address: ADDRESS, message: 'Welcome', signature: '0xabcdef', inviteCode: '' }),
  isRegistered: (api) => api.isRegistered(ADDRESS),
};
const funds: Table<HttpFundsApi> = {
  assets: (api) => api.assets(),
  depositAddress: (api) => api.depositAddress('USDT', 'BSC'),
  deposits: (api) => api.deposits(PAGE),
  withdrawConfig: (api) => api.withdrawConfig('NADI'),
  withdraw: (api) => api.withdraw({ coin: 'NADI', amount: new Decimal('1.5'), requestId: 'chaos-0001' }),
  withdrawals: (api) => api.withdrawals(PAGE),
  transfer: (api) =>
    api.transfer({
      from: 'fund',
      to: 'trade',
      coin: 'USDT',
      amount: new Decimal(10),
      requestId: 'chaos-0002',
    }),
  transfers: (api) => api.transfers(PAGE),
  quote: (api) => api.quote({ from: 'NADI', to: 'USDT', amount: new Decimal(100) }),
  exchange: (api) => api.exchange('Q1', 'chaos-0003'),
  moneyLog: (api) => api.moneyLog(PAGE, ['withdraw', 'crossChainDeposit']),
  incomeLog: (api) => api.incomeLog(PAGE),
};
const home: Table<HttpHomeApi> = {
  banners: (api) => api.banners(),
  mainInfo: (api) => api.mainInfo(),
  settings: (api) => api.settings(),
  presignedUpload: (api) => api.presignedUpload('a.png', 'image/png'),
};
const mining: Table<HttpMiningApi> = {
  settings: (api) => api.settings(),
  power: (api) => api.power(),
  powerLog: (api) => api.powerLog({ ...PAGE, type: null }),
  'powerLog:withdraw': (api) => api.powerLog({ ...PAGE, type: 'withdraw' }),
  destroyEntries: (api) => api.destroyEntries(PAGE),
  myMiners: (api) => api.myMiners(),
  activate: (api) => api.activate('NADI-DEMO-0001'),
  activation: (api) => api.activation(3),
  goods: (api) => api.goods(),
  goodsDetail: (api) => api.goodsDetail(2),
};
const node: Table<HttpNodeApi> = {
  programme: (api) => api.programme(),
  list: (api) => api.list(),
  detail: (api) => api.detail(1),
  openOrder: (api) => api.openOrder(1),
};
const orders: Table<HttpOrdersApi> = {
  create: (api) => api.create({ type: 'buyNode', goodsId: 1, num: 1 }),
  'create:destroyMining': (api) => api.create({ type: 'destroyMining', amount: new Decimal('100.5') }),
  unpaid: (api) => api.unpaid(),
  list: (api) => api.list({ filter: 'all', ...PAGE }),
  cancel: (api) => api.cancel(7),
};
const payment: Table<HttpPaymentApi> = {
  methods: (api) => api.methods(7),
  payByBalance: (api) => api.payByBalance(7),
  payByDestroyQuota: (api) => api.payByDestroyQuota(7),
  chainIntent: (api) =>
    api.chainIntent({ orderId: 7, chain: 'BSC', token: 'USDT', balancePart: new Decimal(0) }),
  chainSubmit: (api) => api.chainSubmit(7, HASH),
  status: (api) => api.status(7),
};
const pledge: Table<HttpPledgeApi> = {
  products: (api) => api.products('joint'),
  offer: (api) => api.offer(101),
  save: (api) => api.save({ productId: 101, amount: new Decimal('1500.5'), requestId: 'chaos-0004' }),
  positions: (api) => api.positions(PAGE),
  releases: (api) => api.releases(7, PAGE),
  incomes: (api) => api.incomes(7, PAGE),
  redeem: (api) => api.redeem({ positionId: 7, early: true, requestId: 'chaos-0005' }),
};
const trade: Table<HttpTradeApi> = {
  pairs: (api) => api.pairs(),
  kline: (api) => api.kline({ instId: 'NADI-USDT', interval: '15m', limit: 50 }),
  account: (api) => api.account(),
  placeOrder: (api) =>
    api.placeOrder({
      instId: 'NADI-USDT',
      type: 'limit',
      side: 'buy',
      price: new Decimal('0.08251'),
      quantity: new Decimal('300'),
    }),
  cancelOrder: (api) => api.cancelOrder('100001'),
  orders: (api) => api.orders('history', PAGE, 'NADI-USDT'),
};
const user: Table<HttpUserApi> = {
  info: (api) => api.info(),
  directList: (api) => api.directList(PAGE),
};

/** The adapters, each with its table. */
const ADAPTERS = [
  [HttpAddressApi, address],
  [HttpAuthApi, auth],
  [HttpFundsApi, funds],
  [HttpHomeApi, home],
  [HttpMiningApi, mining],
  [HttpNodeApi, node],
  [HttpOrdersApi, orders],
  [HttpPaymentApi, payment],
  [HttpPledgeApi, pledge],
  [HttpTradeApi, trade],
  [HttpUserApi, user],
] as const;

/** Private helpers of the adapters, which no port exposes. */
const HELPERS = new Set(['constructor', 'paying']);

/** Every call of every adapter on `client`, and the adapter methods the tables do not drive. */
export function adapterCalls(client: HttpClient): { calls: AdapterCall[]; undriven: string[] } {
  const calls: AdapterCall[] = [];
  const undriven: string[] = [];
  for (const [Adapter, table] of ADAPTERS) {
    const api = new Adapter(client);
    const driven = new Set(Object.keys(table).map((key) => key.split(':')[0]));
    for (const method of Object.getOwnPropertyNames(Adapter.prototype)) {
      if (!HELPERS.has(method) && !driven.has(method)) undriven.push(`${Adapter.name}.${method}`);
    }
    for (const [key, run] of Object.entries(table)) {
      calls.push({
        name: `${Adapter.name}.${key}`,
        run: () => (run as (a: typeof api) => Promise<unknown>)(api),
      });
    }
  }
  return { calls, undriven };
}

/** Requests that fit the catalogue calls no adapter makes yet (lists, details, the car application). */
const REQUESTS: readonly Record<string, unknown>[] = [
  {},
  { id: 1 },
  { page: 1, page_size: 10 },
  { car_id: 1, name: 'Somchai', phone: '+66812345678' },
];

/**
 * The catalogue's calls that no adapter makes (features whose adapter comes later), sent through the HTTP
 * client itself with the first request that fits the call's request schema; `unfit` names those none fits.
 */
export function catalogueCalls(
  client: HttpClient,
  endpoints: readonly Endpoint[],
): { calls: AdapterCall[]; unfit: string[] } {
  const calls: AdapterCall[] = [];
  const unfit: string[] = [];
  for (const endpoint of endpoints) {
    const request = REQUESTS.find((candidate) => endpoint.request.safeParse(candidate).success);
    if (request === undefined) unfit.push(endpoint.id);
    else
      calls.push({
        name: `HttpClient.call(${endpoint.id})`,
        run: () => client.call(endpoint, request as never),
      });
  }
  return { calls, unfit };
}
