import { beforeEach, describe, expect, it } from 'vitest';
import { FUNDS_ENDPOINTS } from '../../adapters/api/catalogue/funds.schema';
import type { MockBackend } from '../core/mock-backend';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';
import { DEFAULT_FUNDS_SETTINGS } from './funds-settings';

const W = '/api/v1/wallet';
let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;

const get = (path: string) => call(backend, 'GET', `${W}/${path}`, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', `${W}/${path}`, { token, body });
const control = (path: string, body: unknown) => call(backend, 'POST', `/__mock/${path}`, { body });
/** The declaration of a call, to check each answer against its schema. */
const schemaOf = (action: string) => {
  const endpoint = FUNDS_ENDPOINTS.find((e) => e.id === `wallet.${action}`);
  if (!endpoint) throw new Error(action);
  return endpoint.response;
};
const data = async (method: 'GET' | 'POST', action: string, body?: unknown) => {
  const { json } = method === 'GET' ? await get(action) : await post(action, body);
  expect(json.code, JSON.stringify(json)).toBe(200);
  expect(schemaOf(action.split('?')[0] ?? '').safeParse(json.data).success).toBe(true);
  return json.data;
};
const fund = async (coin: string) => {
  const assets = await data('GET', 'assets');
  const account = assets.accounts.find((a: { account: number }) => a.account === 1);
  return account.assets.find((a: { coin: string }) => a.coin === coin)?.available;
};
const trade = async (coin: string) => {
  const assets = await data('GET', 'assets');
  return assets.accounts[1].assets.find((a: { coin: string }) => a.coin === coin)?.available;
};
const types = async () =>
  (await data('GET', 'moneyLog?page=1&page_size=100')).list.map((r: { type: number }) => r.type);
let nextRequest = 1;
const rid = () => `req-test-${String(nextRequest++).padStart(4, '0')}`;

beforeEach(async () => {
  const made = makeBackend();
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

describe('wallet/assets', () => {
  it('opens the ledger: fund (USDT = the balance), trade grant, destroy quota, VIC gift, totals in USDT', async () => {
    const assets = await data('GET', 'assets');
    expect(assets.accounts).toEqual([
      {
        account: 1,
        assets: [
          { coin: 'NADI', available: '20055.75', frozen: '0', usdt_value: '1654.599375' },
          { coin: 'USDT', available: '15234.567891', frozen: '0', usdt_value: '15234.567891' },
          { coin: 'VIC', available: '100', frozen: '0', usdt_value: '0' },
        ],
      },
      {
        account: 2,
        assets: [
          { coin: 'NADI', available: '100000', frozen: '0', usdt_value: '8250' },
          { coin: 'USDT', available: '10000', frozen: '0', usdt_value: '10000' },
        ],
      },
      { account: 3, assets: [{ coin: 'USDT', available: '2500', frozen: '0', usdt_value: '2500' }] },
    ]);
    expect(assets.total_usdt).toBe('37639.167266');
    expect(await types()).toEqual([15, 1, 22, 19, 23]);
  });
});

describe('wallet/withdraw', () => {
  it('takes the amount at once, reviews, sends and confirms on the clock', async () => {
    const w = await data('POST', 'withdraw', { coin: 'NADI', amount: '1', request_id: rid() });
    expect(w).toMatchObject({ status: 0, amount: '1', fee: '0.1', received: '0.9', tx_hash: null });
    expect(await fund('NADI')).toBe('20054.75');
    clock.advance(DEFAULT_FUNDS_SETTINGS.reviewMs);
    const [sent] = (await data('GET', 'withdrawList?page=1&page_size=10')).list;
    expect(sent).toMatchObject({ status: 1, confirmations: 0 });
    expect(sent.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    clock.advance(DEFAULT_FUNDS_SETTINGS.blockMs * 2);
    expect((await data('GET', 'withdrawList?page=1&page_size=10')).list[0]).toMatchObject({
      status: 1,
      confirmations: 2,
    });
    clock.advance(DEFAULT_FUNDS_SETTINGS.blockMs);
    expect((await data('GET', 'withdrawList?page=1&page_size=10')).list[0]).toMatchObject({
      status: 2,
      confirmations: 3,
    });
    expect(await types()).toContain(29);
  });

  it('rejects over the review limit and refunds with a withdraw-return record', async () => {
    await data('POST', 'withdraw', { coin: 'NADI', amount: '10000.000001', request_id: rid() });
    clock.advance(DEFAULT_FUNDS_SETTINGS.reviewMs);
    const [rejected] = (await data('GET', 'withdrawList?page=1&page_size=10')).list;
    expect(rejected).toMatchObject({ status: 3, refunded: '10000.000001' });
    // Worded in the language of the request that reads it: the default zh-TW, or the `lang` header's.
    expect(rejected.reason).toBe('超過審核上限 10000 NADI，金額已退回。');
    const english = await call(backend, 'GET', `${W}/withdrawList?page=1&page_size=10`, {
      token,
      headers: { lang: 'EN' },
    });
    expect(english.json.data.list[0].reason).toBe(
      'Over the review limit of 10000 NADI: the amount was returned.',
    );
    expect(await fund('NADI')).toBe('20055.75');
    expect((await types()).slice(0, 2)).toEqual([3, 29]);
  });

  it('answers the same request id once, and refuses by the rules with their figures', async () => {
    const id = rid();
    const first = await data('POST', 'withdraw', { coin: 'NADI', amount: '2', request_id: id });
    expect(await data('POST', 'withdraw', { coin: 'NADI', amount: '3', request_id: id })).toEqual(first);
    expect(await fund('NADI')).toBe('20053.75');
    const english = {
      token,
      headers: { lang: 'EN' },
      body: { coin: 'NADI', amount: '0.5', request_id: rid() },
    };
    expect((await call(backend, 'POST', `${W}/withdraw`, english)).json).toEqual({
      code: 4201,
      msg: 'Below the minimum of 1 NADI.',
      data: { minimum: '1' },
    });
    expect(
      (await post('withdraw', { coin: 'NADI', amount: '20053.750001', request_id: rid() })).json,
    ).toMatchObject({
      code: 4101,
      data: { current: '20053.75', required: '20053.750001' },
    });
    expect((await post('withdraw', { coin: 'USDT', amount: '1', request_id: rid() })).json.code).toBe(4202);
    expect((await post('withdraw', { coin: 'NADI', amount: '1.0000001', request_id: rid() })).status).toBe(
      400,
    );
  });

  it('approves or rejects at once through the control call', async () => {
    const a = await data('POST', 'withdraw', { coin: 'NADI', amount: '5', request_id: rid() });
    const b = await data('POST', 'withdraw', { coin: 'NADI', amount: '6', request_id: rid() });
    expect((await control('funds/withdrawal', { id: a.id, action: 'approve' })).json.code).toBe(200);
    const rejected = (await control('funds/withdrawal', { id: b.id, action: 'reject', reason: 'test' })).json
      .data;
    expect(rejected).toMatchObject({ status: 3, reason: 'test', refunded: '6' });
    const list = (await data('GET', 'withdrawList?page=1&page_size=10')).list;
    expect(list.map((w: { status: number }) => w.status)).toEqual([3, 1]);
    expect((await control('funds/withdrawal', { id: b.id, action: 'approve' })).status).toBe(400);
    expect((await control('funds/withdrawal', { id: 999, action: 'approve' })).status).toBe(404);
  });
});

describe('wallet/transfer', () => {
  it('moves between fund and trade both ways, shows on the trade account, and refuses other pairs', async () => {
    const t = await data('POST', 'transfer', {
      from_account: 1,
      to_account: 2,
      coin: 'USDT',
      amount: '34.567891',
      request_id: rid(),
    });
    expect(t).toMatchObject({ from_account: 1, to_account: 2, amount: '34.567891' });
    expect(await fund('USDT')).toBe('15200');
    expect(backend.state.userById(10001)?.balance).toBe('15200');
    expect((await call(backend, 'GET', '/api/v1/trade/account', { token })).json.data[0]).toMatchObject({
      coin: 'USDT',
      available: '10034.567891',
    });
    await data('POST', 'transfer', {
      from_account: 2,
      to_account: 1,
      coin: 'NADI',
      amount: '100000',
      request_id: rid(),
    });
    expect(await trade('NADI')).toBe('0');
    expect(await fund('NADI')).toBe('120055.75');
    expect((await data('GET', 'transferList?page=1&page_size=10')).list).toHaveLength(2);
    expect((await types()).slice(0, 4)).toEqual([31, 30, 31, 30]);
    const refuse = async (body: object) =>
      (await post('transfer', { coin: 'USDT', amount: '1', request_id: rid(), ...body })).json.code;
    expect(await refuse({ from_account: 1, to_account: 1 })).toBe(4204);
    expect(await refuse({ from_account: 3, to_account: 1 })).toBe(4204);
    expect(await refuse({ from_account: 1, to_account: 2, coin: 'VIC' })).toBe(4202);
    expect(await refuse({ from_account: 2, to_account: 1, amount: '10034.567892' })).toBe(4101);
  });

  it('lets a trade spend what was transferred in and shows the fill in the assets', async () => {
    await control('funds/balance', { user_id: 10001, account: 2, coin: 'USDT', available: '0' });
    expect(
      (
        await call(backend, 'POST', '/api/v1/trade/placeOrder', {
          token,
          body: { inst_id: 'NADI-USDT', side: 'buy', type: 'market', amount: '10' },
        })
      ).json.code,
    ).toBe(4101);
    await data('POST', 'transfer', {
      from_account: 1,
      to_account: 2,
      coin: 'USDT',
      amount: '10',
      request_id: rid(),
    });
    const placed = await call(backend, 'POST', '/api/v1/trade/placeOrder', {
      token,
      body: { inst_id: 'NADI-USDT', side: 'buy', type: 'market', amount: '10' },
    });
    expect(placed.json.data.status).toBe('filled');
    expect(Number(await trade('NADI'))).toBeGreaterThan(100_000);
  });
});

describe('wallet/exchange', () => {
  it('quotes exactly, exchanges once, and refuses an expired, used or unknown quote', async () => {
    const q = await data('GET', 'exchangeQuote?from_coin=NADI&to_coin=USDT&amount=100');
    expect(q).toMatchObject({ price: '0.0825', fee: '0.0165', receive: '8.2335' });
    const back = await data('GET', 'exchangeQuote?from_coin=USDT&to_coin=NADI&amount=1');
    expect(back).toMatchObject({ price: '12.12121212', fee: '0.024243', receive: '12.096969' });
    const id = rid();
    const done = await data('POST', 'exchange', { quote_id: q.quote_id, request_id: id });
    expect(done).toMatchObject({ amount: '100', receive: '8.2335' });
    expect(await data('POST', 'exchange', { quote_id: q.quote_id, request_id: id })).toEqual(done);
    expect(await fund('USDT')).toBe('15242.801391');
    expect((await post('exchange', { quote_id: q.quote_id, request_id: rid() })).json.code).toBe(4203);
    clock.advance(DEFAULT_FUNDS_SETTINGS.quoteMs);
    expect((await post('exchange', { quote_id: back.quote_id, request_id: rid() })).json.code).toBe(4203);
    expect((await post('exchange', { quote_id: 'Qnone', request_id: rid() })).json.code).toBe(404);
    expect((await get('exchangeQuote?from_coin=NADI&to_coin=USDT&amount=9.99')).json).toMatchObject({
      code: 4201,
      data: { minimum: '10' },
    });
    expect((await get('exchangeQuote?from_coin=NADI&to_coin=VIC&amount=100')).json.code).toBe(4202);
    expect((await get('exchangeQuote?from_coin=USDT&to_coin=NADI&amount=99999')).json.code).toBe(4101);
  });
});

describe('deposits', () => {
  it('gives a stable address per chain, refuses VIC, and credits a simulated deposit after 3 confirmations', async () => {
    const address = await data('GET', 'depositAddress?coin=USDT&chain=BSC');
    expect(address).toMatchObject({ coin: 'USDT', chain: 'BSC', min_amount: '1', confirmations: 3 });
    expect((await data('GET', 'depositAddress?coin=NADI&chain=BSC')).address).toBe(address.address);
    expect((await data('GET', 'depositAddress?coin=NADI&chain=NADI')).address).not.toBe(address.address);
    expect((await get('depositAddress?coin=VIC&chain=BSC')).json.code).toBe(4202);
    await control('funds/deposit', { user_id: 10001, coin: 'USDT', chain: 'BSC', amount: '12.5' });
    await control('funds/deposit', {
      user_id: 10001,
      coin: 'USDT',
      chain: 'BSC',
      amount: '0.5',
      confirmations: 3,
    });
    clock.advance(DEFAULT_FUNDS_SETTINGS.blockMs);
    const [small, big] = (await data('GET', 'depositList?page=1&page_size=10')).list;
    expect(small).toMatchObject({ status: 2, amount: '0.5' });
    expect(big).toMatchObject({ status: 0, confirmations: 1, credit_time: null });
    clock.advance(DEFAULT_FUNDS_SETTINGS.blockMs * 2);
    expect((await data('GET', 'depositList?page=1&page_size=10')).list[1]).toMatchObject({
      status: 1,
      confirmations: 3,
    });
    expect(await fund('USDT')).toBe('15247.067891');
    expect((await data('GET', 'moneyLog?page=1&page_size=1&types=19')).list[0]).toMatchObject({
      type: 19,
      amount: '12.5',
    });
  });
});

describe('logs', () => {
  it('filters the money log with counts over all, and totals income today and overall', async () => {
    // The ledger opens two hours into the day: its seeded node income (an hour back) is today's.
    clock.advance(2 * 3_600_000);
    const log = await data('GET', 'moneyLog?page=1&page_size=2&types=1,15');
    expect(log).toMatchObject({ total: 2, counts: { '1': 1, '15': 1, '19': 1, '23': 1 } });
    const income = await data('GET', 'incomeLog?page=1&page_size=10');
    expect(income.list.map((r: { type: number }) => r.type)).toEqual([15, 1, 22]);
    expect(income.totals).toEqual([{ coin: 'NADI', today: '8.25', total: '55.75' }]);
    expect((await get('moneyLog?page=1&page_size=500')).status).toBe(400);
  });
});
