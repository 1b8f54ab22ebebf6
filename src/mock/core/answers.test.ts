import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../adapters/api/catalogue/all-endpoints';
import { answerEnvelope } from '../../adapters/api/catalogue/endpoint';
import { orderBook } from '../orders/orders.state';
import { call, loginBody, makeBackend, seededWallet } from '../testing/test-kit';
import { marketFor } from '../trade/market-registry';
import type { MockBackend } from './mock-backend';
import { IMPLEMENTATIONS } from './mock-world';
import { PACT_TOKEN } from './provider-states';

/** An unpaid order of the logged-in user (10001), for the payment calls; with an intent when asked. */
const payableOrder = async (backend: MockBackend, withIntent = false): Promise<number> => {
  const { id } = orderBook(backend.state).addOrder(
    10001,
    { orderType: 2, num: 1, price: '10', totalPrice: '10' },
    Date.now(),
  );
  const body = { order_id: id, chain: 'BSC', token: 'USDT' };
  if (withIntent) await call(backend, 'POST', '/api/v1/pay/chainIntent', { token: PACT_TOKEN, body });
  return id;
};

/** The funds history of the provider state, then `query`. */
const fundsHistory = async (backend: MockBackend, query: string) => {
  backend.applyProviderState('the user has a funds history');
  return { query };
};
/** The savings of the provider state: an active, a matured and a redeemed position. */
const savings = (backend: MockBackend) => backend.applyProviderState('the user has savings');
/** A shipped mall order of the logged-in user, waiting to be received. */
const receivable = (backend: MockBackend): number =>
  Number(backend.applyProviderState('the user has a mall order waiting to be received').order_id);

/**
 * One valid request per implemented endpoint (given the backend, to set up what the call needs). A new
 * handler without an entry here fails the first test, so every answer the mock gives is checked against
 * its declaration.
 */
const SAMPLES: Record<string, (backend: MockBackend) => Promise<{ query?: string; body?: unknown }>> = {
  'auth.loginMessage': async () => ({}),
  'auth.login': async () => ({ body: await loginBody(seededWallet(10002)) }),
  'auth.isRegister': async () => ({ body: { address: seededWallet(10003).address } }),
  'user.info': async () => ({}),
  'user.zhiList': async () => ({ query: 'page=1&page_size=10' }),
  'common.bannerList': async () => ({}),
  'common.mainInfo': async () => ({}),
  'common.config': async () => ({}),
  'common.generateR2PresignedUrl': async () => ({ body: { file_name: 'a.png', content_type: 'image/png' } }),
  'address.addressList': async () => ({}),
  'address.getDefaultAddress': async () => ({}),
  'address.addressDetail': async () => ({ query: 'id=1' }),
  'address.addAddress': async () => ({
    body: {
      name: 'N',
      phone: '+66812345678',
      area_code: 'TH',
      area: 'Bangkok',
      address: '1 Road',
      is_default: 1,
    },
  }),
  'address.editAddress': async () => ({
    body: {
      id: 2,
      name: 'N',
      phone: '+66812345678',
      area_code: 'TH',
      area: 'Bangkok',
      address: '1 Road',
      is_default: 0,
    },
  }),
  'address.setDefaultAddress': async () => ({ body: { id: 2 } }),
  'address.deleteAddress': async () => ({ body: { id: 2 } }),
  'trade.pairs': async () => ({}),
  'trade.kline': async () => ({ query: 'inst_id=NADI-USDT&interval=1m&limit=5' }),
  'trade.account': async () => ({}),
  'trade.placeOrder': async () => ({
    body: { inst_id: 'NADI-USDT', side: 'buy', type: 'limit', price: '0.08', quantity: '100' },
  }),
  'trade.cancelOrder': async (backend) => {
    const order = {
      inst_id: 'NADI-USDT',
      side: 'buy',
      type: 'limit',
      price: '0.08',
      quantity: '100',
    } as const;
    const placed = marketFor(backend.state).engine.place(10001, order, 'NADI-USDT');
    return { body: { order_id: placed.ok ? placed.order.id : '' } };
  },
  'trade.orderList': async () => ({ query: 'list=current&page=1&page_size=10' }),
  'pay.methods': async (backend) => ({ query: `order_id=${await payableOrder(backend)}` }),
  'pay.balance': async (backend) => ({ body: { order_id: await payableOrder(backend) } }),
  'pay.destroyQuota': async (backend) => ({ body: { order_id: await payableOrder(backend) } }),
  'pay.chainIntent': async (backend) => ({
    body: { order_id: await payableOrder(backend), chain: 'NADI', token: 'NADI', balance_part: '2.5' },
  }),
  'pay.chainSubmit': async (backend) => ({
    body: { order_id: await payableOrder(backend, true), tx_hash: `0x${'ab'.repeat(32)}` },
  }),
  'pay.status': async (backend) => ({ query: `order_id=${await payableOrder(backend)}` }),
  'node.config': async () => ({}),
  'node.list': async () => ({}),
  'node.detail': async () => ({ query: 'id=1' }),
  'node.getOrder': async () => ({ body: { node_id: 1 } }),
  'gold.categoryList': async () => ({}),
  'gold.goodsList': async () => ({ query: 'page=1&page_size=10&category_id=1' }),
  'gold.goodsDetail': async () => ({ query: 'id=1' }),
  'gold.price': async () => ({}),
  'gold.lockPrice': async () => ({ body: { goods_id: 1, num: 2 } }),
  'gold.createOrder': async (backend) => {
    const { vault_lock_id } = backend.applyProviderState('the user has a gold price lock');
    return { body: { lock_id: vault_lock_id, remark: 'gift' } };
  },
  'gold.orderList': async (backend) => {
    backend.applyProviderState('the user has a shipped gold order');
    return { query: 'page=1&page_size=10' };
  },
  'gold.receipt': async (backend) => ({
    body: { id: backend.applyProviderState('the user has a shipped gold order').order_id },
  }),
  'gold.cancelOrder': async (backend) => ({
    body: { id: backend.applyProviderState('the user has a gold order to ship').order_id },
  }),
  'gold.releaseOrderList': async (backend) => {
    backend.applyProviderState('the user has a gold order releasing');
    return { query: 'page=1&page_size=10' };
  },
  'car.goodsList': async () => ({}),
  'car.goodsDetail': async () => ({ query: 'id=1' }),
  'car.apply': async (backend) => {
    const { document_url } = backend.applyProviderState('the user has uploaded a car document');
    return { body: { car_id: 2, name: 'A', phone: '+66812345678', documents: [document_url] } };
  },
  'car.applyList': async (backend) => {
    backend.applyProviderState('the user has a rejected car application');
    return {};
  },
  'car.releaseOrderList': async (backend) => {
    backend.applyProviderState('the user has an approved car application');
    return { query: 'page=1&page_size=10' };
  },
  'machine.goodsList': async () => ({}),
  'machine.goodsDetail': async () => ({ query: 'id=2' }),
  'machine.orderList': async (backend) => ({ query: `page=1&page_size=10&_=${receivable(backend)}` }),
  'machine.orderDetail': async (backend) => ({ query: `id=${receivable(backend)}` }),
  'machine.receipt': async (backend) => ({ body: { id: receivable(backend) } }),
  'machine.expressTrace': async (backend) => ({ query: `id=${receivable(backend)}` }),
  'mining.config': async () => ({}),
  'mining.power': async () => ({}),
  'mining.powerLog': async () => ({ query: 'page=1&page_size=10&type=4' }),
  'mining.destroyList': async () => ({ query: 'page=1&page_size=10' }),
  'mining.myMiners': async () => ({}),
  'mining.activate': async () => ({ body: { code: 'NADI-DEMO-0001' } }),
  'mining.activation': async (backend) => {
    const body = { code: 'NADI-DEMO-0002' };
    const started = await call(backend, 'POST', '/api/v1/mining/activate', { token: PACT_TOKEN, body });
    return { query: `id=${started.json.data.id}` };
  },
  'preOrder.preOrder': async () => ({ body: { order_type: 2, goods_id: 1, num: 1 } }),
  'preOrder.tips': async (backend) => ({ query: `_=${await payableOrder(backend)}` }),
  'preOrder.list': async (backend) => ({
    query: `page=1&page_size=10&status=1&_=${await payableOrder(backend)}`,
  }),
  'preOrder.cancel': async (backend) => ({ body: { id: await payableOrder(backend) } }),
  'wallet.assets': async () => ({}),
  'wallet.depositAddress': async () => ({ query: 'coin=USDT&chain=BSC' }),
  'wallet.depositList': async (backend) => fundsHistory(backend, 'page=1&page_size=10'),
  'wallet.withdrawConfig': async () => ({ query: 'coin=NADI' }),
  'wallet.withdraw': async () => ({ body: { coin: 'NADI', amount: '1.5', request_id: 'answers-0001' } }),
  'wallet.withdrawList': async (backend) => fundsHistory(backend, 'page=1&page_size=10'),
  'wallet.transfer': async () => ({
    body: { from_account: 1, to_account: 2, coin: 'USDT', amount: '1', request_id: 'answers-0002' },
  }),
  'wallet.transferList': async (backend) => fundsHistory(backend, 'page=1&page_size=10'),
  'wallet.exchangeQuote': async () => ({ query: 'from_coin=NADI&to_coin=USDT&amount=100' }),
  'wallet.exchange': async (backend) => ({
    body: {
      quote_id: backend.applyProviderState('the user has an exchange quote').quote_id,
      request_id: 'answers-0003',
    },
  }),
  'wallet.moneyLog': async (backend) => fundsHistory(backend, 'page=1&page_size=10&types=19,29'),
  'wallet.incomeLog': async (backend) => fundsHistory(backend, 'page=1&page_size=10'),
  'user.performance': async () => ({}),
  'notice.list': async () => ({ query: 'page=1&page_size=10' }),
  'notice.detail': async () => ({ query: 'id=2' }),
  'notice.read': async () => ({ body: { id: 2 } }),
  'notice.unreadCount': async () => ({}),
  'activity.list': async () => ({ query: 'page=1&page_size=10&status=0' }),
  'activity.detail': async () => ({ query: 'id=latest' }),
  'activity.ranking': async () => ({ query: 'id=2&board=day&page=1&page_size=20' }),
  'pledge.productList': async () => ({ query: 'kind=1' }),
  'pledge.productDetail': async () => ({ query: 'id=101' }),
  'pledge.save': async () => ({
    body: { product_id: 201, amount: '5000', request_id: 'answers-pledge-0001' },
  }),
  'pledge.positions': async (backend) => ({ query: `page=1&page_size=10&_=${savings(backend).position_id}` }),
  'pledge.releaseLog': async (backend) => ({
    query: `page=1&page_size=10&position_id=${savings(backend).position_id}`,
  }),
  'pledge.incomeLog': async (backend) => ({
    query: `page=1&page_size=10&position_id=${savings(backend).matured_position_id}`,
  }),
  'pledge.redeem': async (backend) => ({
    body: { position_id: savings(backend).position_id, early: 1, request_id: 'answers-pledge-0002' },
  }),
};

describe('every implemented answer matches its declaration', () => {
  it('has a sample for each implementation that takes input, and each implementation is declared', () => {
    // A GET without parameters needs none (a new feature's first call, npm run new-feature).
    const takesInput = (e: (typeof ALL_ENDPOINTS)[number]): boolean =>
      e.method === 'POST' ||
      Object.keys((e.request as { def?: { shape?: object } }).def?.shape ?? { input: true }).length > 0;
    const ids = IMPLEMENTATIONS.map((i) => i.endpoint.id);
    expect(Object.keys(SAMPLES).filter((id) => !ids.includes(id))).toEqual([]);
    expect(
      IMPLEMENTATIONS.filter((i) => takesInput(i.endpoint) && !(i.endpoint.id in SAMPLES)).map(
        (i) => i.endpoint.id,
      ),
    ).toEqual([]);
    for (const { endpoint } of IMPLEMENTATIONS) expect(ALL_ENDPOINTS).toContain(endpoint);
  });

  for (const { endpoint } of IMPLEMENTATIONS) {
    it(`${endpoint.id} (${endpoint.method} ${endpoint.path})`, async () => {
      const { backend } = makeBackend();
      backend.applyProviderState('a user is logged in');
      const sample = await SAMPLES[endpoint.id]?.(backend);
      const path = sample?.query ? `${endpoint.path}?${sample.query}` : endpoint.path;
      const result = await call(backend, endpoint.method, path, { token: PACT_TOKEN, body: sample?.body });
      expect(result.status).toBe(200);
      const answer = answerEnvelope.parse(result.json);
      expect(answer.code, result.text).toBe(200);
      const data = endpoint.response.safeParse(answer.data);
      expect(data.success, `${result.text} ${JSON.stringify(data.error?.issues)}`).toBe(true);
    });
  }

  it('has a handler for every declared endpoint (none answers 501)', () => {
    const implemented = new Set(IMPLEMENTATIONS.map((i) => i.endpoint.id));
    expect(ALL_ENDPOINTS.filter((e) => !implemented.has(e.id)).map((e) => e.id)).toEqual([]);
  });
});
