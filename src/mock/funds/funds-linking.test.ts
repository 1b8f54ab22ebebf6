import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockBackend } from '../core/mock-backend';
import { startRelease } from '../gold/releases';
import { orderBook } from '../orders/orders.state';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';

let backend: MockBackend;
let token: string;

const get = (path: string) => call(backend, 'GET', path, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', path, { token, body });
const order = (orderType: number, total: string) =>
  orderBook(backend.state).addOrder(10001, { orderType, num: 1, price: total, totalPrice: total }, Date.now())
    .id;
const fundUsdt = async () => (await get('/api/v1/wallet/assets')).json.data.accounts[0].assets[1].available;
const log = async () =>
  (await get('/api/v1/wallet/moneyLog?page=1&page_size=5')).json.data.list.map(
    (r: { type: number; amount: string; account: number }) => [r.type, r.amount, r.account],
  );

beforeEach(async () => {
  backend = makeBackend().backend;
  token = await login(backend, seededWallet(10001));
});

describe('the payment engine spends the fund account', () => {
  it('pays a node from the balance (fund USDT) with a node-purchase record', async () => {
    const id = order(ORDER_TYPE_CODES.buyNode, '500');
    expect((await post('/api/v1/pay/balance', { order_id: id })).json.code).toBe(200);
    expect(await fundUsdt()).toBe('14734.567891');
    expect((await log())[0]).toEqual([17, '-500', 1]);
  });

  it('withholds a mixed payment’s balance part and refunds it on cancel, each with its record', async () => {
    const id = order(ORDER_TYPE_CODES.buyDevice, '299');
    const intent = await post('/api/v1/pay/chainIntent', {
      order_id: id,
      chain: 'BSC',
      token: 'USDT',
      balance_part: '99',
    });
    expect(intent.json.code).toBe(200);
    expect(await fundUsdt()).toBe('15135.567891');
    expect((await post('/api/v1/preOrder/cancel', { id })).json.code).toBe(200);
    expect(await fundUsdt()).toBe('15234.567891');
    expect((await log()).slice(0, 2)).toEqual([
      [25, '99', 1],
      [24, '-99', 1],
    ]);
  });

  it('pays union mining from the destroy quota with a record on that account', async () => {
    const id = order(ORDER_TYPE_CODES.jointMining, '600');
    expect((await post('/api/v1/pay/destroyQuota', { order_id: id })).json.code).toBe(200);
    const assets = (await get('/api/v1/wallet/assets')).json.data;
    expect(assets.accounts[2].assets[0].available).toBe('1900');
    expect((await log())[0]).toEqual([20, '-600', 3]);
  });

  it('shows a balance the control API set as the fund account’s USDT', async () => {
    await call(backend, 'POST', '/__mock/user/money', { body: { user_id: 10001, balance: '42.5' } });
    expect(await fundUsdt()).toBe('42.5');
  });
});

describe('activity settlements reach the fund account', () => {
  it('credits each settlement of an ended activity once, as an activity-settlement record', async () => {
    const settled = async () =>
      (await get('/api/v1/wallet/moneyLog?page=1&page_size=50&types=22')).json.data.list.map(
        (r: { type: number; coin: string; account: number }) => [r.type, r.coin, r.account],
      );
    const first = await settled();
    expect(first.length).toBeGreaterThan(0);
    expect(first).toContainEqual([22, 'NADI', 1]);
    expect(await settled()).toEqual(first);
  });
});

describe('gold and car releases show in the money log', () => {
  it('lists each day released as a gold-and-car-release record, once', async () => {
    const twoDaysAgo = FIXED_NOW - 2 * 86_400_000 - 60_000;
    startRelease(
      backend.state,
      { userId: 10001, kind: 'gold', orderNo: 'G1', goodsName: 'Bar', amount: '100' },
      twoDaysAgo,
    );
    const released = async () =>
      (await get('/api/v1/wallet/moneyLog?page=1&page_size=50&types=26')).json.data.list.map(
        (r: { type: number; coin: string; amount: string }) => [r.type, r.coin, r.amount],
      );
    expect(await released()).toEqual([
      [26, 'USDT', '1'],
      [26, 'USDT', '1'],
    ]);
    expect(await released()).toHaveLength(2);
  });
});
