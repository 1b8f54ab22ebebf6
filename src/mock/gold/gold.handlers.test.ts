import { beforeEach, describe, expect, it } from 'vitest';
import { GOLD_CODES } from '../../adapters/api/catalogue/gold.schema';
import type { MockBackend } from '../core/mock-backend';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';
import { SHIP_AFTER_MS } from './gold.state';
import { goldCarReleaseRecords, RELEASE_DAY_MS } from './releases';

const G = '/api/v1/gold';
/** Seeded balance of user 10001. */
const BALANCE = '15234.567891';

let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;

const get = async (path: string) =>
  (await call(backend, 'GET', `${G}/${path}`, { token, headers: { lang: 'EN' } })).json;
const post = async (path: string, body: unknown) => (await call(backend, 'POST', path, { token, body })).json;
const control = async (path: string, body: unknown) =>
  (await call(backend, 'POST', `/__mock/${path}`, { body })).json;
const balance = () => backend.state.userById(10001)?.balance;

beforeEach(async () => {
  const made = makeBackend();
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
  await control('gold/price', { price: '75.31' });
});

/** Locks, orders and pays by balance: answers the order id. */
async function buy(goodsId: number, num = 1, addressId?: number): Promise<number> {
  const lock = await post(`${G}/lockPrice`, { goods_id: goodsId, num });
  const order = await post(`${G}/createOrder`, {
    lock_id: lock.data.lock_id,
    ...(addressId === undefined ? {} : { address_id: addressId }),
  });
  expect(order.code).toBe(200);
  expect((await post('/api/v1/pay/balance', { order_id: order.data.id })).code).toBe(200);
  return order.data.id;
}

describe('gold goods and price', () => {
  it('prices goods at the gold price: grams × price + fee; a category filters', async () => {
    const page = await get('goodsList?page=1&page_size=10&category_id=1');
    expect(page.data.list.map((g: { name: string; price: string }) => [g.name, g.price])).toEqual([
      ['NADI bar 10 g', '765.6'],
      ['NADI bar 50 g', '3805.5'],
    ]);
    expect((await get('goodsList?page=1&page_size=10&category_id=99')).data).toEqual({
      list: [],
      total: 0,
      page: 1,
      page_size: 10,
    });
    expect((await get('price')).data).toEqual({
      price: '75.31',
      update_time: new Date(FIXED_NOW).toISOString(),
    });
    expect((await get('goodsDetail?id=42')).code).toBe(GOLD_CODES.goodsNotFound);
  });

  it('walks the price every 30 s unless fixed', async () => {
    await control('gold/price', { price: '75.31', fixed: false });
    clock.advance(95_000);
    const { data } = await get('price');
    expect(data.update_time).toBe(new Date(FIXED_NOW + 90_000).toISOString());
    expect(Number(data.price)).toBeGreaterThanOrEqual(60);
  });
});

describe('gold checkout', () => {
  it('orders at the locked price even when the price moves, until the lock runs out', async () => {
    const lock = await post(`${G}/lockPrice`, { goods_id: 5, num: 2 });
    expect(lock.data).toMatchObject({ gold_price: '75.31', price: '75.81', total_price: '151.62' });
    await control('gold/price', { price: '80' });
    const order = await post(`${G}/createOrder`, { lock_id: lock.data.lock_id, remark: ' gift ' });
    expect(order.data).toMatchObject({ order_type: 5, status: 1, total_price: '151.62', num: 2 });
    // Used up: the same lock again is refused.
    expect((await post(`${G}/createOrder`, { lock_id: lock.data.lock_id })).code).toBe(
      GOLD_CODES.lockExpired,
    );
    const late = await post(`${G}/lockPrice`, { goods_id: 5, num: 1 });
    clock.advance(61_000);
    expect((await post(`${G}/createOrder`, { lock_id: late.data.lock_id })).code).toBe(
      GOLD_CODES.lockExpired,
    );
    const expired = await post(`${G}/lockPrice`, { goods_id: 5, num: 1 });
    await control('gold/price', { price: '81', expire_locks: true });
    expect((await post(`${G}/createOrder`, { lock_id: expired.data.lock_id })).code).toBe(
      GOLD_CODES.lockExpired,
    );
  });

  it('wants an address for delivered goods, and refuses more than the stock', async () => {
    const lock = await post(`${G}/lockPrice`, { goods_id: 1, num: 1 });
    expect((await post(`${G}/createOrder`, { lock_id: lock.data.lock_id })).code).toBe(
      GOLD_CODES.addressRequired,
    );
    expect((await post(`${G}/createOrder`, { lock_id: lock.data.lock_id, address_id: 999 })).code).toBe(
      GOLD_CODES.addressRequired,
    );
    expect((await post(`${G}/lockPrice`, { goods_id: 4, num: 1 })).code).toBe(GOLD_CODES.soldOut);
  });
});

describe('gold orders on the clock', () => {
  it('lists a paid delivered order to ship, ships it on the clock, confirms receipt, releases it', async () => {
    expect((await get('orderList?page=1&page_size=10')).data.total).toBe(0);
    const id = await buy(1, 1, 1);
    const toShip = await get('orderList?page=1&page_size=10&status=1');
    expect(toShip.data.list).toMatchObject([{ id, status: 1, total_price: '765.6', gold_price: '75.31' }]);
    expect(toShip.data.list[0].delivery).toMatchObject({ name: expect.any(String) });
    expect((await post(`${G}/receipt`, { id })).code).toBe(GOLD_CODES.notReceivable);
    clock.advance(SHIP_AFTER_MS);
    const [shipped] = (await get('orderList?page=1&page_size=10&status=2')).data.list;
    expect(shipped).toMatchObject({ id, status: 2, express_company: 'SF Express' });
    expect(shipped.auto_confirm_time).not.toBeNull();
    expect((await post(`${G}/cancelOrder`, { id })).code).toBe(GOLD_CODES.notCancellable);
    expect((await post(`${G}/receipt`, { id })).code).toBe(200);
    expect((await get('orderList?page=1&page_size=10&status=3')).data.list[0]).toMatchObject({
      id,
      status: 3,
    });

    const before = balance();
    clock.advance(2 * RELEASE_DAY_MS);
    const [release] = (await get('releaseOrderList?page=1&page_size=10')).data.list;
    expect(release).toMatchObject({ amount: '765.6', released: '15.312', status: 1 });
    expect(Number(balance())).toBeCloseTo(Number(before) + 15.312, 6);
    await control('gold/release', { days: 200 });
    expect((await get('releaseOrderList?page=1&page_size=10&status=2')).data.list[0]).toMatchObject({
      released: '765.6',
      status: 2,
    });
    const records = goldCarReleaseRecords(backend.state, 10001, FIXED_NOW + 3 * RELEASE_DAY_MS);
    expect(records).toHaveLength(100);
    expect(records[0]).toMatchObject({ type: 26, kind: 'gold' });
  });

  it('completes goods that are not delivered when paid, and auto-confirms shipped ones', async () => {
    const vault = await buy(5);
    expect((await get('orderList?page=1&page_size=10')).data.list[0]).toMatchObject({ id: vault, status: 3 });
    const bar = await buy(1, 1, 1);
    await control('gold/orders', { to: 'shipped' });
    clock.advance(7 * RELEASE_DAY_MS);
    const list = (await get('orderList?page=1&page_size=10')).data.list;
    expect(list.find((o: { id: number }) => o.id === bar)).toMatchObject({ status: 3 });
  });

  it('cancels an order to ship and gives its total back to the balance', async () => {
    const id = await buy(1, 1, 1);
    const paid = balance();
    expect(paid).toBe('14468.967891');
    const cancelled = await post(`${G}/cancelOrder`, { id });
    expect(cancelled.data).toMatchObject({ id, status: 4 });
    expect(balance()).toBe(BALANCE);
    expect((await post(`${G}/cancelOrder`, { id: 999 })).code).toBe(GOLD_CODES.orderNotFound);
    expect((await get('goodsList?page=1&page_size=10&category_id=1')).data.list[0].stock).toBe(120);
  });

  it('lists an unpaid order to pay (status 0) under all and to pay, never a paid one under to pay', async () => {
    const lock = await post(`${G}/lockPrice`, { goods_id: 5, num: 1 });
    const unpaid = (await post(`${G}/createOrder`, { lock_id: lock.data.lock_id })).data.id;
    const ids = async (query: string) =>
      (await get(`orderList?page=1&page_size=10${query}`)).data.list.map((o: { id: number }) => o.id);
    expect((await get('orderList?page=1&page_size=10')).data.list).toMatchObject([
      { id: unpaid, status: 0, total_price: '75.81' },
    ]);
    const paid = await buy(1, 1, 1);
    expect(await ids('')).toEqual([paid, unpaid]);
    expect(await ids('&status=0')).toEqual([unpaid]);
    expect(await ids('&status=1')).toEqual([paid]);
    expect((await post(`${G}/cancelOrder`, { id: unpaid })).code).toBe(GOLD_CODES.orderNotFound);
    expect((await post('/api/v1/pay/balance', { order_id: unpaid })).code).toBe(200);
    expect(await ids('&status=0')).toEqual([]);
  });

  it('moves orders at once by the control call', async () => {
    const lock = await post(`${G}/lockPrice`, { goods_id: 5, num: 1 });
    await post(`${G}/createOrder`, { lock_id: lock.data.lock_id });
    const id = await buy(1, 1, 1);
    expect((await control('gold/orders', { to: 'shipped', order_id: id })).data.moved).toEqual([id]);
    expect((await control('gold/orders', { to: 'completed' })).data.moved).toEqual([id]);
    expect((await control('gold/orders', { to: 'sideways' })).code).toBe(400);
  });
});
