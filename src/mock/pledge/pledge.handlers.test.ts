import { beforeEach, describe, expect, it } from 'vitest';
import { PLEDGE_CODES } from '../../adapters/api/catalogue/pledge.schema';
import type { MockBackend } from '../core/mock-backend';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';

const P = '/api/v1/pledge';
const DAY = 1000;
/** User 10001's seeded fund NADI: a 20000 deposit, 12.5 device income, 8.25 node mining income, a 35 activity settlement. */
const FUND_NADI = '20055.75';

let backend: MockBackend;
let token: string;

const get = async (path: string, as = token) =>
  (await call(backend, 'GET', `${P}/${path}`, { token: as })).json;
const post = async (path: string, body: unknown, as = token) =>
  (await call(backend, 'POST', `${P}/${path}`, { token: as, body })).json;
const save = (
  product_id: number,
  amount: string,
  request_id = `req-${product_id}-${amount.replace('.', '-')}`,
) => post('save', { product_id, amount, request_id });
const fundNadi = async () => {
  const assets = await call(backend, 'GET', '/api/v1/wallet/assets', { token });
  const fund = assets.json.data.accounts.find((a: { account: number }) => a.account === 1);
  return fund.assets.find((a: { coin: string }) => a.coin === 'NADI').available;
};
const moneyLog = async (types: string) =>
  (await call(backend, 'GET', `/api/v1/wallet/moneyLog?page=1&page_size=50&types=${types}`, { token })).json
    .data.list;

beforeEach(async () => {
  backend = makeBackend({ pledge: { dayMs: DAY } }).backend;
  token = await login(backend, seededWallet(10001));
});

describe('savings products', () => {
  it('lists each kind in sale order at the NADI price, with the mock day length', async () => {
    const joint = await get('productList?kind=1');
    expect(joint.data.nadi_price).toBe('0.0825');
    expect(joint.data.list.map((p: { id: number }) => p.id)).toEqual([101, 102, 103, 104, 105]);
    const node = (await get('productList?kind=2')).data.list;
    expect(node.map((p: { id: number; kind: number }) => [p.id, p.kind])).toEqual([
      [201, 2],
      [202, 2],
    ]);
    const [p101] = joint.data.list;
    expect(p101).toMatchObject({
      days: 30,
      release_every_days: 10,
      returns: 1,
      early_penalty_rate: '0.1',
      min_pledge: '100',
      day_ms: DAY,
      start_date: new Date(FIXED_NOW - 60 * 86_400_000).toISOString(),
      remaining_days: 90,
    });
    expect((await get('productList?kind=3')).data.list).toEqual([]);
  });

  it('answers one product with the fund NADI; 404 for an unknown one', async () => {
    const detail = await get('productDetail?id=102');
    expect(detail.data).toMatchObject({ nadi_price: '0.0825', balance: FUND_NADI });
    expect(detail.data.product).toMatchObject({
      id: 102,
      returns: 2,
      release_rate: '0.2',
      early_penalty_rate: null,
    });
    expect((await get('productDetail?id=999999')).code).toBe(PLEDGE_CODES.notFound);
  });
});

describe('saving', () => {
  it('takes the NADI from the fund account with a "balance savings" record and fills the pool', async () => {
    const before = (await get('productDetail?id=101')).data.product.pledge_pool.filled;
    const saved = await save(101, '2000');
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      product_id: 101,
      amount: '2000',
      amount_u: '165',
      buy_time: new Date(FIXED_NOW).toISOString(),
      end_time: new Date(FIXED_NOW + 30 * DAY).toISOString(),
      returned: '0',
      income: '0',
      status: 1,
      next_release_time: new Date(FIXED_NOW + 10 * DAY).toISOString(),
      next_release_amount: '100',
      day_ms: DAY,
    });
    expect(await fundNadi()).toBe('18055.75');
    expect((await moneyLog('11')).map((r: { amount: string }) => r.amount)).toEqual(['-2000']);
    expect((await get('productDetail?id=101')).data.product.pledge_pool.filled).toBe(
      String(Number(before) + 165),
    );
    const mine = await get('positions?page=1&page_size=10');
    expect(mine.data.list.map((p: { id: number }) => p.id)).toEqual([saved.data.id]);
  });

  it('saves once per request id: the same id answers the same position', async () => {
    const first = await save(102, '1000', 'same-request-1');
    const again = await save(101, '5000', 'same-request-1');
    expect(again).toEqual(first);
    expect(await fundNadi()).toBe('19055.75');
    expect((await get('positions?page=1&page_size=10')).data.total).toBe(1);
  });

  it.each<[string, number, string, number, Record<string, string> | undefined]>([
    ['an unknown product', 999999, '2000', PLEDGE_CODES.notFound, undefined],
    ['a product not started', 105, '5000', PLEDGE_CODES.productNotStarted, undefined],
    ['an ended product', 104, '5000', PLEDGE_CODES.productEnded, undefined],
    // 100 U at 0.0825 is 1212.121212… NADI.
    ['less than the minimum', 101, '1212.121212', PLEDGE_CODES.belowMinimum, { minimum: '100' }],
    [
      'more than the fund account',
      101,
      '20055.750001',
      PLEDGE_CODES.insufficientBalance,
      { current: FUND_NADI, required: '20055.750001' },
    ],
    ['a full pool', 103, '2000', PLEDGE_CODES.productFull, { remaining: '0' }],
    // The order: the sale window before the minimum, the minimum before the balance, the balance before the pool.
    ['an ended product, below the minimum', 104, '1', PLEDGE_CODES.productEnded, undefined],
    ['below the minimum and above the balance', 202, '1', PLEDGE_CODES.belowMinimum, { minimum: '500' }],
    [
      'a full pool, above the balance',
      103,
      '30000',
      PLEDGE_CODES.insufficientBalance,
      { current: FUND_NADI, required: '30000' },
    ],
  ])('refuses %s', async (_, product, amount, code, data) => {
    const answer = await save(product, amount);
    expect(answer.code).toBe(code);
    expect(answer.data).toEqual(data);
    expect(await fundNadi()).toBe(FUND_NADI);
    expect((await get('positions?page=1&page_size=10')).data.total).toBe(0);
  });

  it('refuses what the pool cannot take, naming what is left in U', async () => {
    await call(backend, 'POST', '/__mock/funds/balance', {
      body: { user_id: 10001, account: 1, coin: 'NADI', available: '9000000' },
    });
    // 201: 1000000 − 412000 = 588000 U left; 7127272.727285 NADI at 0.0825 is 588000.000001 U (cut at 6
    // decimals), 7127272.727272 NADI is 587999.999999 U.
    const answer = await save(201, '7127272.727285');
    expect(answer).toMatchObject({ code: PLEDGE_CODES.productFull, data: { remaining: '588000' } });
    expect((await save(201, '7127272.727272')).code).toBe(200);
  });
});

describe("another user's position", () => {
  it('answers 404 for it on every position call, and for one that never exists', async () => {
    const theirs = (await save(101, '2000')).data.id;
    const other = await login(backend, seededWallet(10002));
    for (const id of [theirs, 999999]) {
      expect((await get(`releaseLog?page=1&page_size=10&position_id=${id}`, other)).code).toBe(404);
      expect((await get(`incomeLog?page=1&page_size=10&position_id=${id}`, other)).code).toBe(404);
      const redeem = await post('redeem', { position_id: id, early: 1, request_id: 'other-redeem' }, other);
      expect(redeem.code).toBe(404);
    }
    expect((await get('positions?page=1&page_size=10', other)).data.list).toEqual([]);
    expect((await get(`releaseLog?page=1&page_size=10&position_id=${theirs}`)).code).toBe(200);
  });
});
