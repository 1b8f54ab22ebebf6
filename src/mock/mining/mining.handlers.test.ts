import { beforeEach, describe, expect, it } from 'vitest';
import {
  MINING_CODES,
  miningConfig,
  miningDestroyList,
  miningMyMiners,
  miningPower,
  miningPowerLog,
} from '../../adapters/api/catalogue/mining.schema';
import type { MockBackend } from '../core/mock-backend';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';
import { orderDeviceCode } from './miners';
import { ACTIVATION_SETTLE_MS } from './mining.handlers';
import { DESTROY_TRIAL_MS } from './mining-power';

let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;

const get = (path: string) => call(backend, 'GET', `/api/v1/${path}`, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', `/api/v1/${path}`, { token, body });
const paidOrder = async (body: Record<string, unknown>) => {
  const order = (await post('preOrder/preOrder', body)).json.data;
  expect((await post('pay/balance', { order_id: order.id })).json.data.status).toBe('paid');
  return order;
};
const power = async () => miningPower.response.parse((await get('mining/power')).json.data);
const miners = async () => miningMyMiners.response.parse((await get('mining/myMiners')).json.data);

beforeEach(async () => {
  const made = makeBackend();
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

describe('mining numbers', () => {
  it('answers the minimums and the NADI price', async () => {
    expect(miningConfig.response.parse((await get('mining/config')).json.data)).toEqual({
      destroy_min: '100',
      union_min: '500',
      nadi_price: '0.0825',
    });
  });

  it('adds running miners to basic power and node gifts to gift power', async () => {
    // Seed: account 1850.75 + the activated tablet 100; gift 300; released 420.5.
    expect(await power()).toEqual({ basic: '1950.75', gift: '300', released: '420.5', remaining: '1830.25' });
    await paidOrder({ order_type: 2, goods_id: 1, num: 1 });
    await paidOrder({ order_type: 3, amount: '150' });
    await paidOrder({ order_type: 4, amount: '600' });
    expect(await power()).toEqual({ basic: '2700.75', gift: '800', released: '420.5', remaining: '3080.25' });
  });

  it('logs power by type, newest first, in pages', async () => {
    await paidOrder({ order_type: 2, goods_id: 1, num: 1 });
    const all = miningPowerLog.response.parse((await get('mining/powerLog?page=1&page_size=3')).json.data);
    expect(all.total).toBe(7);
    expect(all.list[0]).toMatchObject({
      type: 5,
      amount: '500',
      create_time: new Date(FIXED_NOW).toISOString(),
    });
    expect(all.list).toHaveLength(3);
    const withdrawals = (await get('mining/powerLog?page=1&page_size=10&type=3')).json.data;
    expect(withdrawals.list.map((l: { amount: string }) => l.amount)).toEqual(['-300', '-120.5']);
    expect((await get('mining/powerLog?page=1&page_size=10&type=9')).status).toBe(400);
  });

  it('lists destroy entries, seeded and paid, with the trial turning permanent after a week', async () => {
    const order = await paidOrder({ order_type: 3, amount: '165' });
    const page = miningDestroyList.response.parse(
      (await get('mining/destroyList?page=1&page_size=10')).json.data,
    );
    expect(page.total).toBe(5);
    expect(page.list[0]).toEqual({
      id: 100000 + order.id,
      price: '0.0825',
      num: '2000',
      usdt_value: '165',
      create_time: new Date(FIXED_NOW).toISOString(),
      status: 1,
    });
    expect(page.list.slice(1).map((e) => e.status)).toEqual([1, 4, 2, 3]);
    clock.advance(DESTROY_TRIAL_MS);
    expect((await get('mining/destroyList?page=1&page_size=1')).json.data.list[0].status).toBe(3);
  });
});

describe('activation', () => {
  it('is pending, then succeeds: the device becomes a running miner of the user', async () => {
    const started = (await post('mining/activate', { code: 'nadi-demo-0001' })).json.data;
    expect(started).toMatchObject({ state: 0, miner_id: null });
    // Asking again while pending answers the same activation.
    expect((await post('mining/activate', { code: 'NADI-DEMO-0001' })).json.data.id).toBe(started.id);
    expect((await get(`mining/activation?id=${started.id}`)).json.data.state).toBe(0);
    expect((await miners()).find((m) => m.name === 'NADI Tab S1' && m.activation === 0)).toBeTruthy();
    clock.advance(ACTIVATION_SETTLE_MS);
    const done = (await get(`mining/activation?id=${started.id}`)).json.data;
    expect(done).toMatchObject({ state: 1 });
    expect((await miners()).find((m) => m.id === done.miner_id)).toMatchObject({
      kind: 1,
      activation: 1,
      power: '100',
    });
    expect((await post('mining/activate', { code: 'NADI-DEMO-0001' })).json.code).toBe(
      MINING_CODES.activationCodeUsed,
    );
    expect((await power()).basic).toBe('2050.75');
  });

  it('fails for a faulty device, and refuses unknown codes', async () => {
    const started = (await post('mining/activate', { code: 'NADI-FAIL-0001' })).json.data;
    clock.advance(ACTIVATION_SETTLE_MS);
    expect((await get(`mining/activation?id=${started.id}`)).json.data).toMatchObject({
      state: 2,
      miner_id: null,
    });
    expect((await post('mining/activate', { code: 'NADI-NOPE-0000' })).json.code).toBe(
      MINING_CODES.activationCodeUnknown,
    );
    expect((await post('mining/activate', { code: 'bad' })).status).toBe(400);
    expect((await get('mining/activation?id=999')).json.code).toBe(MINING_CODES.activationNotFound);
  });

  it('ships a paid device with a code of its order, which activates it', async () => {
    const order = await paidOrder({ order_type: 1, goods_id: 1, num: 1, address_id: 1 });
    const shipped = (await miners()).filter((m) => m.kind === 1 && m.activation === null);
    expect(shipped.map((m) => m.name)).toEqual(['NADI Tab S1', 'NADI Phone X']);
    const started = (await post('mining/activate', { code: orderDeviceCode(order.id) })).json.data;
    clock.advance(ACTIVATION_SETTLE_MS);
    expect((await get(`mining/activation?id=${started.id}`)).json.data.state).toBe(1);
    expect((await post('mining/activate', { code: 'NADI-D999999' })).json.code).toBe(
      MINING_CODES.activationCodeUnknown,
    );
  });

  it('lists my miners newest first: devices, nodes, destroy and union mining', async () => {
    await paidOrder({ order_type: 2, goods_id: 1, num: 1 });
    await paidOrder({ order_type: 3, amount: '100' });
    await paidOrder({ order_type: 4, amount: '500' });
    const list = await miners();
    expect(list.map((m) => [m.kind, m.activation])).toEqual([
      [4, 1],
      [2, 1],
      [3, 1],
      [1, null],
      [1, 1],
    ]);
    expect(list[2]?.name).toBe('T3 node');
  });
});
