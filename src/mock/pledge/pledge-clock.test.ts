import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLEDGE_CODES } from '../../adapters/api/catalogue/pledge.schema';
import { FUND_RECORD_CODES } from '../../domain/funds/fund-record-type';
import { releaseCalendar, simulateEarlyRedemption } from '../../domain/pledge/pledge-schedule';
import type { MockBackend } from '../core/mock-backend';
import { PACT_TOKEN } from '../core/provider-states';
import { fundsData } from '../funds/funds.state';
import { advanceFunds } from '../funds/funds-advance';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';
import { pledgeProductSeed } from './pledge.seed';
import { domainTerms } from './pledge-products';

const P = '/api/v1/pledge';
const DAY = 1000;
const FUND_NADI = '20055.75';
const F = FUND_RECORD_CODES;
const at = (days: number) => new Date(FIXED_NOW + days * DAY).toISOString();

let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;

const get = async (path: string) => (await call(backend, 'GET', `${P}/${path}`, { token })).json;
const post = async (path: string, body: unknown) =>
  (await call(backend, 'POST', `${P}/${path}`, { token, body })).json;
const save = async (product_id: number, amount: string) => {
  const answer = await post('save', { product_id, amount, request_id: `save-${product_id}-${amount}` });
  expect(answer.code).toBe(200);
  return answer.data;
};
const redeem = (position_id: number, early: 0 | 1, request_id = `redeem-${position_id}-${early}`) =>
  post('redeem', { position_id, early, request_id });
const wallet = async (path: string) =>
  (await call(backend, 'GET', `/api/v1/wallet/${path}`, { token })).json.data;
const fundNadi = async () =>
  (await wallet('assets')).accounts[0].assets.find((a: { coin: string }) => a.coin === 'NADI').available;
/** The savings records of the money log, oldest first: [type, amount, time]. */
const savingsRecords = async () =>
  ((await wallet('moneyLog?page=1&page_size=100&types=10,11,12,18')).list as Record<string, unknown>[])
    .map((r) => [r.type, r.amount, r.create_time])
    .reverse();
/** A product's terms on the test's day, as the app reads them. */
const termsOf = (productId: number) => {
  const seed = pledgeProductSeed(productId);
  if (!seed) throw new Error(`no product ${productId}`);
  return domainTerms({ ...seed, dayMs: DAY });
};
/** The app's calendar of a product for an amount saved at FIXED_NOW. */
const calendar = (productId: number, amount: string) =>
  releaseCalendar(termsOf(productId), new Decimal(amount), new Date(FIXED_NOW));

beforeEach(async () => {
  const made = makeBackend({ pledge: { dayMs: DAY } });
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

describe('releases on the savings clock', () => {
  it('pays each release of a release product when due, as the calendar says, seen from the wallet alone', async () => {
    const position = await save(102, '1000');
    clock.advance(6 * DAY - 1);
    expect(await savingsRecords()).toEqual([[F.balanceSavings, '-1000', at(0)]]);
    clock.advance(1);
    // 1000 × 0.004 × 6 days = 24 income; 1000 × 0.2 = 200 principal.
    expect((await savingsRecords()).slice(1)).toEqual([
      [F.savingsIncome, '24', at(6)],
      [F.releasedSavingsIncome, '200', at(6)],
    ]);
    expect(await fundNadi()).toBe('19279.75');

    clock.advance(30 * DAY);
    const rows = calendar(102, '1000');
    expect(rows).toHaveLength(5);
    const expected = rows.flatMap((r) => [
      [F.savingsIncome, r.income.toFixed(), r.time.toISOString()],
      [F.releasedSavingsIncome, r.principal.toFixed(), r.time.toISOString()],
    ]);
    expect((await savingsRecords()).slice(1)).toEqual(expected);
    const paid = rows.reduce((sum, r) => sum.plus(r.amount), new Decimal(0));
    expect(await fundNadi()).toBe(new Decimal(FUND_NADI).minus(1000).plus(paid).toFixed());

    const log = await get(`releaseLog?page=1&page_size=10&position_id=${position.id}`);
    expect(log.data.position).toMatchObject({
      status: 4,
      returned: '1000',
      income: '120',
      next_release_time: null,
    });
    expect(log.data).toMatchObject({ total: 5, total_released: '1000', total_waiting: '0' });
    expect(log.data.list.map((r: { rate: string; status: number }) => [r.rate, r.status])).toEqual(
      Array(5).fill(['0.2', 2]),
    );
    const incomes = await get(`incomeLog?page=1&page_size=2&position_id=${position.id}`);
    expect(incomes.data).toMatchObject({ total: 5, total_income: '120' });
    expect(incomes.data.list.map((i: { time: string }) => i.time)).toEqual([at(30), at(24)]);
    expect((await redeem(position.id, 1)).code).toBe(PLEDGE_CODES.alreadyRedeemed);
  });

  it('settles on the Node server tick (advanceFunds) with no call at all', async () => {
    await save(102, '1000');
    clock.advance(12 * DAY);
    await backend.runTick(advanceFunds);
    const ledger = fundsData(backend.state).fundsLedgers.find((l) => l.userId === 10001);
    const savings = ledger?.records.filter(
      (r) => r.type === F.savingsIncome || r.type === F.releasedSavingsIncome,
    );
    expect(savings?.map((r) => [r.type, r.amount, r.time])).toEqual([
      [F.savingsIncome, '24', at(6)],
      [F.releasedSavingsIncome, '200', at(6)],
      [F.savingsIncome, '24', at(12)],
      [F.releasedSavingsIncome, '200', at(12)],
    ]);
  });
});

describe('redemption', () => {
  it('redeems a redeem product from its end date: the whole principal, once per request id', async () => {
    const position = await save(101, '2000');
    clock.advance(29 * DAY);
    expect((await redeem(position.id, 0)).code).toBe(PLEDGE_CODES.notMatured);
    clock.advance(DAY);
    const [mine] = (await get('positions?page=1&page_size=10')).data.list;
    expect(mine).toMatchObject({ status: 2, income: '300', returned: '0', next_release_amount: null });
    const waiting = await get(`releaseLog?page=1&page_size=10&position_id=${position.id}`);
    expect(waiting.data.list).toMatchObject([{ amount: '2000', rate: '1', status: 1, time: at(30) }]);
    expect(waiting.data.total_waiting).toBe('2000');

    clock.advance(DAY);
    const redeemed = await redeem(position.id, 0, 'redeem-at-maturity');
    expect(redeemed.data).toMatchObject({ status: 3, returned: '2000', income: '300' });
    expect(await redeem(position.id, 0, 'redeem-at-maturity')).toEqual(redeemed);
    expect((await redeem(position.id, 0, 'redeem-again-later')).code).toBe(PLEDGE_CODES.alreadyRedeemed);
    expect((await savingsRecords()).filter(([type]) => type === F.savingsRedemption)).toEqual([
      [F.savingsRedemption, '2000', at(31)],
    ]);
    expect(await fundNadi()).toBe('20355.75');
    const log = await get(`releaseLog?page=1&page_size=10&position_id=${position.id}`);
    expect(log.data).toMatchObject({ total_released: '2000', total_waiting: '0' });
    expect(log.data.list).toMatchObject([{ amount: '2000', status: 2, time: at(31) }]);
  });

  it('redeems early for the simulator’s penalty, forfeiting the income not yet released', async () => {
    const position = await save(101, '2000');
    clock.advance(15 * DAY);
    const simulated = simulateEarlyRedemption(
      termsOf(101),
      new Decimal('2000'),
      new Date(FIXED_NOW),
      new Date(FIXED_NOW + 15 * DAY),
    );
    // 10 % of 2000 kept; the income of days 11-30 (200) given up.
    expect([simulated?.returned.toFixed(), simulated?.forfeitedIncome.toFixed()]).toEqual(['1800', '200']);
    const redeemed = await redeem(position.id, 1);
    expect(redeemed.data).toMatchObject({ status: 3, returned: '1800', income: '100' });
    expect((await savingsRecords()).slice(1)).toEqual([
      [F.savingsIncome, '100', at(10)],
      [F.savingsRedemption, '1800', at(15)],
    ]);
    const log = await get(`releaseLog?page=1&page_size=10&position_id=${position.id}`);
    expect(log.data.list).toMatchObject([{ amount: '1800', rate: '0.9', status: 2, time: at(15) }]);
    expect(log.data).toMatchObject({ total_released: '1800', total_waiting: '0' });
    clock.advance(30 * DAY);
    expect((await get(`incomeLog?page=1&page_size=10&position_id=${position.id}`)).data.total_income).toBe(
      '100',
    );
  });

  it('charges a release product only on the principal still locked', async () => {
    const position = await save(201, '10000');
    clock.advance(25 * DAY);
    // Two releases of 1500 back; 7000 locked, 5 % of it (350) kept.
    expect((await redeem(position.id, 1)).data).toMatchObject({
      status: 3,
      returned: '9650',
      income: '1200',
    });
  });

  it('refuses early redemption without early 1, or when the product refuses it', async () => {
    const refusing = await save(102, '1000');
    const allowing = await save(101, '2000');
    clock.advance(DAY);
    expect((await redeem(refusing.id, 1)).code).toBe(PLEDGE_CODES.notMatured);
    expect((await redeem(allowing.id, 0)).code).toBe(PLEDGE_CODES.notMatured);
    expect(await fundNadi()).toBe('17055.75');
  });
});

describe("provider state 'the user has savings'", () => {
  it('holds an active, a matured and a redeemed position in 101 on the mock day', async () => {
    const ids = backend.applyProviderState('the user has savings');
    token = PACT_TOKEN;
    const list = (await get('positions?page=1&page_size=10')).data.list as Record<string, unknown>[];
    const byId = (id: unknown) => list.find((p) => p.id === id);
    expect(byId(ids.position_id)).toMatchObject({ product_id: 101, status: 1, income: '100', day_ms: DAY });
    expect(byId(ids.matured_position_id)).toMatchObject({ status: 2, income: '225', returned: '0' });
    expect(byId(ids.redeemed_position_id)).toMatchObject({ status: 3, income: '195', returned: '1300' });
    expect((await redeem(Number(ids.redeemed_position_id), 0)).code).toBe(PLEDGE_CODES.alreadyRedeemed);
    expect((await redeem(Number(ids.position_id), 1)).data).toMatchObject({ status: 3, returned: '1800' });
    expect((await redeem(Number(ids.matured_position_id), 0)).data).toMatchObject({ returned: '1500' });
  });
});
