import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { failure, makeHttpKit } from '../../../../tests/fakes/fake-http';
import { pledgeRefusalOf } from '../../../application/pledge/pledge-refusal';
import { HttpPledgeApi } from './http-pledge-api.adapter';

const d = (value: string | number) => new Decimal(value);
const T0 = '2026-11-20T08:00:00.000Z';
const T1 = '2026-12-20T08:00:00.000Z';
const NEXT = '2026-11-30T08:00:00.000Z';

const terms = {
  kind: 1,
  days: 30,
  day_rate: '0.005',
  month_rate: '0.16',
  release_every_days: 10,
  release_rate: '1',
  returns: 1,
  early_penalty_rate: '0.1',
  day_ms: 86_400_000,
};

const productWire = {
  id: 101,
  ...terms,
  min_pledge: '100',
  pledge_pool: { filled: '250000.5', total: '1000000' },
  power_pool: { filled: '1200', total: '5000' },
  start_date: T0,
  end_date: T1,
  remaining_days: 30,
};

const positionWire = {
  id: 7,
  product_id: 101,
  ...terms,
  amount: '1500.123456',
  amount_u: '123.760185',
  buy_time: T0,
  end_time: T1,
  returned: '0',
  income: '75.006173',
  next_release_time: NEXT,
  next_release_amount: '75.006172',
  status: 1,
};

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpPledgeApi(kit.client) };
};

describe('HttpPledgeApi', () => {
  it('asks for the products of a kind and maps terms, pools and dates as decimals', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ list: [productWire], nadi_price: '0.0825' });
    const catalogue = await api.products('node');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/pledge/productList?kind=2');
    expect(catalogue.nadiPrice).toEqual(d('0.0825'));
    expect(catalogue.products).toEqual([
      {
        id: 101,
        kind: 'joint',
        days: 30,
        dayRate: d('0.005'),
        monthRate: d('0.16'),
        releaseEveryDays: 10,
        releaseRate: d(1),
        returns: 'redeem',
        earlyPenaltyRate: d('0.1'),
        dayMs: 86_400_000,
        minPledge: d(100),
        pledgePool: { filled: d('250000.5'), total: d(1000000) },
        powerPool: { filled: d(1200), total: d(5000) },
        startDate: new Date(T0),
        endDate: new Date(T1),
        remainingDays: 30,
      },
    ]);
  });

  it('reads an offer with the price and the balance; early redemption refused is null', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      product: { ...productWire, id: 102, returns: 2, release_rate: '0.2', early_penalty_rate: null },
      nadi_price: '0.0825',
      balance: '20020.75',
    });
    const offer = await api.offer(102);
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/pledge/productDetail?id=102');
    expect(offer.product).toMatchObject({ id: 102, returns: 'release', earlyPenaltyRate: null });
    expect(offer.product.releaseRate).toEqual(d('0.2'));
    expect(offer.balance).toEqual(d('20020.75'));
    expect(offer.nadiPrice).toEqual(d('0.0825'));
  });

  it('saves with the amount as plain text and its request id, and maps the position', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(positionWire);
    const position = await api.save({ productId: 101, amount: d('1500.123456'), requestId: 'req-00000001' });
    expect(kit.fetch.last.method).toBe('POST');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/pledge/save');
    expect(kit.fetch.last.body).toEqual({
      product_id: 101,
      amount: '1500.123456',
      request_id: 'req-00000001',
    });
    expect(position).toMatchObject({
      id: 7,
      productId: 101,
      kind: 'joint',
      returns: 'redeem',
      status: 'active',
      buyTime: new Date(T0),
      endTime: new Date(T1),
    });
    expect(position.amount.toFixed()).toBe('1500.123456');
    expect(position.amountU.toFixed()).toBe('123.760185');
    expect(position.income.toFixed()).toBe('75.006173');
    expect(position.nextRelease).toEqual({ time: new Date(NEXT), amount: d('75.006172') });
    // Decimal's toString writes 1e+21 and up in exponent form, which the catalogue refuses.
    kit.fetch.answer(positionWire);
    await api.save({ productId: 101, amount: d('1e21'), requestId: 'req-00000002' });
    expect(kit.fetch.last.body).toMatchObject({ amount: `1${'0'.repeat(21)}` });
  });

  it('refuses to send an amount the call cannot carry', async () => {
    const { kit, api } = setup();
    const error = await failure(
      api.save({ productId: 101, amount: d('1.0000001'), requestId: 'req-00000003' }),
    );
    expect(error.kind).toBe('system-error');
    expect(kit.fetch.requests).toHaveLength(0);
  });

  it('lists positions by page; no next release when its time is null; unknown codes read as unknown', async () => {
    const { kit, api } = setup();
    const done = { ...positionWire, id: 8, next_release_time: null, next_release_amount: null, status: 3 };
    const odd = { ...positionWire, id: 9, kind: 7, returns: 9, status: 42 };
    kit.fetch.answer({ list: [done, odd], total: 12, page: 2, page_size: 10 });
    const page = await api.positions({ page: 2, pageSize: 10 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/pledge/positions?page=2&page_size=10');
    expect(page).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(page.items[0]).toMatchObject({ id: 8, status: 'redeemed', nextRelease: null });
    expect(page.items[1]).toMatchObject({ id: 9, kind: 'unknown', returns: 'unknown', status: 'unknown' });
  });

  it('reads a time without an amount as no next release', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      list: [{ ...positionWire, next_release_amount: null }],
      total: 1,
      page: 1,
      page_size: 10,
    });
    expect((await api.positions({ page: 1, pageSize: 10 })).items[0]?.nextRelease).toBeNull();
  });

  it("reads a position's release log with the position and the totals", async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      list: [
        { id: 1, amount: '300', time: T0, rate: '0.2', status: 2 },
        { id: 2, amount: '300', time: NEXT, rate: '0.2', status: 1 },
        { id: 3, amount: '300', time: T1, rate: '0.2', status: 5 },
      ],
      total: 3,
      page: 1,
      page_size: 10,
      position: { ...positionWire, returns: 2, release_rate: '0.2' },
      total_released: '300',
      total_waiting: '600',
    });
    const log = await api.releases(7, { page: 1, pageSize: 10 });
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/pledge/releaseLog?page=1&page_size=10&position_id=7',
    );
    expect(log.items.map((r) => r.status)).toEqual(['redeemed', 'waiting', 'unknown']);
    expect(log.items[1]).toEqual({
      id: 2,
      amount: d(300),
      time: new Date(NEXT),
      rate: d('0.2'),
      status: 'waiting',
    });
    expect(log.position).toMatchObject({ id: 7, returns: 'release' });
    expect(log.totalReleased).toEqual(d(300));
    expect(log.totalWaiting).toEqual(d(600));
    expect(log).toMatchObject({ total: 3, page: 1, pageSize: 10 });
  });

  it("reads a position's income log with its total", async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      list: [{ id: 4, amount: '7.500617', time: NEXT }],
      total: 1,
      page: 1,
      page_size: 20,
      total_income: '7.500617',
    });
    const log = await api.incomes(7, { page: 1, pageSize: 20 });
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/pledge/incomeLog?page=1&page_size=20&position_id=7',
    );
    expect(log.items).toEqual([{ id: 4, amount: d('7.500617'), time: new Date(NEXT) }]);
    expect(log.totalIncome).toEqual(d('7.500617'));
  });

  it('redeems with early as a 0/1 flag and its request id', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...positionWire, status: 3 }).answer({ ...positionWire, status: 3 });
    const redeemed = await api.redeem({ positionId: 7, early: true, requestId: 'req-00000004' });
    expect(kit.fetch.last.body).toEqual({ position_id: 7, early: 1, request_id: 'req-00000004' });
    expect(redeemed.status).toBe('redeemed');
    await api.redeem({ positionId: 7, early: false, requestId: 'req-00000005' });
    expect(kit.fetch.last.body).toEqual({ position_id: 7, early: 0, request_id: 'req-00000005' });
  });

  it('stops malformed answers at the adapter with a typed error', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...positionWire, amount: 1500 });
    expect(
      (await failure(api.save({ productId: 101, amount: d(1500), requestId: 'req-00000006' }))).kind,
    ).toBe('malformed');
    kit.fetch.answer({ list: [{ ...productWire, end_date: '2026-02-30T00:00:00Z' }], nadi_price: '0.0825' });
    expect((await failure(api.products('joint'))).kind).toBe('malformed');
    kit.fetch.answer({ list: [], total: 0, page: 1, page_size: 10, total_released: '0', total_waiting: '0' });
    expect((await failure(api.releases(7, { page: 1, pageSize: 10 }))).kind).toBe('malformed');
  });

  it('keeps refusals readable with their figures', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({ current: '20020.75', required: '1000000' }, 4101, 'insufficient balance')
      .answer({ minimum: '100' }, 4201, 'below the minimum')
      .answer(null, 4604, 'already redeemed');
    const save = () => api.save({ productId: 101, amount: d(1000000), requestId: 'req-00000007' });
    expect(pledgeRefusalOf(await failure(save()))).toEqual({
      kind: 'insufficient-balance',
      current: d('20020.75'),
      required: d(1000000),
    });
    expect(pledgeRefusalOf(await failure(save()))).toEqual({ kind: 'below-minimum', minimum: d(100) });
    const redeem = api.redeem({ positionId: 7, early: false, requestId: 'req-00000008' });
    expect(pledgeRefusalOf(await failure(redeem))).toEqual({ kind: 'already-redeemed' });
  });
});
