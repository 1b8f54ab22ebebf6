import { beforeEach, describe, expect, it } from 'vitest';
import {
  PAY_CODES,
  payChainIntent,
  payMethods,
  payStatus,
} from '../../adapters/api/catalogue/payment.schema';
import { ORDER_STATUS_CODES, ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockBackend } from '../core/mock-backend';
import { orderBook } from '../orders/orders.state';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';

const P = '/api/v1/pay';
const HASH = `0x${'ab'.repeat(32)}`;
const OTHER_HASH = `0x${'cd'.repeat(32)}`;
/** Seeded balance of user 10001. */
const BALANCE = '15234.567891';

let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;

const get = (path: string) => call(backend, 'GET', `${P}/${path}`, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', `${P}/${path}`, { token, body });
const user = () => backend.state.userById(10001);
const addOrder = (totalPrice: string, orderType: number = ORDER_TYPE_CODES.buyNode) =>
  orderBook(backend.state).addOrder(10001, { orderType, num: 1, price: totalPrice, totalPrice }, FIXED_NOW)
    .id;

beforeEach(async () => {
  const made = makeBackend();
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

describe('pay/methods', () => {
  it('answers the amount, the balance, the quota and every chain and token with its price', async () => {
    const id = addOrder('165');
    const { json } = await get(`methods?order_id=${id}`);
    expect(json.code).toBe(200);
    expect(payMethods.response.safeParse(json.data).success).toBe(true);
    expect(json.data).toMatchObject({
      order_id: id,
      status: 'unpaid',
      amount: '165',
      unit: 'USDT',
      expire_time: new Date(FIXED_NOW + 15 * 60_000).toISOString(),
      balance: { enabled: true, available: BALANCE },
      destroy_quota: { enabled: true, available: '2500' },
      mixed: true,
    });
    expect(json.data.chains[0]).toEqual({
      chain: 'BSC',
      tokens: [
        { token: 'USDT', amount: '165' },
        { token: 'NADI', amount: '2000' },
        { token: 'BNB', amount: '0.275' },
      ],
    });
  });

  it('rounds a token price up at 18 decimals, so the payment covers the order', async () => {
    const id = addOrder('1');
    const nadi = (await get(`methods?order_id=${id}`)).json.data.chains[1].tokens[1];
    expect(nadi).toEqual({ token: 'NADI', amount: '12.121212121212121213' });
  });

  it('does not offer destroy quota for destroy mining', async () => {
    const id = addOrder('100', ORDER_TYPE_CODES.destroyMining);
    expect((await get(`methods?order_id=${id}`)).json.data.destroy_quota.enabled).toBe(false);
    expect((await post('destroyQuota', { order_id: id })).json.code).toBe(PAY_CODES.methodNotAllowed);
  });

  it('answers not found for an unknown order or someone else’s', async () => {
    const theirs = orderBook(backend.state).addOrder(
      10002,
      { orderType: 2, num: 1, price: '1', totalPrice: '1' },
      FIXED_NOW,
    );
    expect((await get('methods?order_id=999')).json).toMatchObject({ code: PAY_CODES.orderNotFound });
    expect((await get(`methods?order_id=${theirs.id}`)).json.code).toBe(PAY_CODES.orderNotFound);
    expect((await post('balance', { order_id: theirs.id })).json.code).toBe(PAY_CODES.orderNotFound);
  });

  it('needs the login token', async () => {
    const id = addOrder('1');
    expect((await call(backend, 'GET', `${P}/methods?order_id=${id}`)).status).toBe(401);
  });
});

describe('pay/balance and pay/destroyQuota', () => {
  it('deducts exactly the order total from the balance', async () => {
    const id = addOrder('234.567891');
    const { json } = await post('balance', { order_id: id });
    expect(json.data).toEqual({ order_id: id, status: 'paid', tx_hash: null, paid_by: 'balance' });
    expect(user()?.balance).toBe('15000');
    expect(orderBook(backend.state).order(10001, id)?.status).toBe(ORDER_STATUS_CODES.paid);
  });

  it('charges once however often it is called', async () => {
    const id = addOrder('100');
    await post('balance', { order_id: id });
    const again = await post('balance', { order_id: id });
    expect(again.json.data.status).toBe('paid');
    expect(user()?.balance).toBe('15134.567891');
  });

  it('refuses a short balance with its code and changes nothing', async () => {
    const id = addOrder('15234.567892');
    const { status, json } = await post('balance', { order_id: id });
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: PAY_CODES.insufficientBalance, msg: 'insufficient balance' });
    expect(user()?.balance).toBe(BALANCE);
    expect((await get(`status?order_id=${id}`)).json.data.status).toBe('unpaid');
  });

  it('pays exactly the whole balance', async () => {
    const id = addOrder(BALANCE);
    expect((await post('balance', { order_id: id })).json.data.status).toBe('paid');
    expect(user()?.balance).toBe('0');
  });

  it('pays from the destroy quota, and refuses a short one', async () => {
    const id = addOrder('2499.5');
    expect((await post('destroyQuota', { order_id: id })).json.data.paid_by).toBe('destroy_quota');
    expect(user()?.destroyPool).toBe('0.5');
    expect(user()?.balance).toBe(BALANCE);
    const second = addOrder('1');
    expect((await post('destroyQuota', { order_id: second })).json.code).toBe(PAY_CODES.insufficientQuota);
  });

  it('cancels an unpaid order past its expiry and refuses to pay it', async () => {
    const id = addOrder('10');
    clock.advance(15 * 60_000);
    expect((await post('balance', { order_id: id })).json).toMatchObject({ code: PAY_CODES.notPayable });
    expect((await get(`status?order_id=${id}`)).json.data.status).toBe('cancelled');
    expect(orderBook(backend.state).order(10001, id)?.status).toBe(ORDER_STATUS_CODES.cancelled);
    expect(user()?.balance).toBe(BALANCE);
  });

  it('refuses to charge the balance while a transaction is pending', async () => {
    const id = addOrder('10');
    await post('chainIntent', { order_id: id, chain: 'BSC', token: 'USDT' });
    const order = orderBook(backend.state).order(10001, id);
    if (!order) throw new Error('no order');
    orderBook(backend.state).saveOrder({
      ...order,
      payment: { ...order.payment, txHash: HASH, txStatus: 'pending' },
    });
    expect((await post('balance', { order_id: id })).json.code).toBe(PAY_CODES.inProgress);
  });
});

describe('pay/chainIntent', () => {
  it('records the intent once: the same call answers the same intent', async () => {
    const id = addOrder('100');
    const body = { order_id: id, chain: 'BSC', token: 'USDT', balance_part: '30.5' };
    const first = await post('chainIntent', body);
    expect(first.json.code).toBe(200);
    expect(payChainIntent.response.safeParse(first.json.data).success).toBe(true);
    expect(first.json.data).toMatchObject({
      order_id: id,
      chain: 'BSC',
      chain_id: 56,
      token: 'USDT',
      amount: '69.5',
      balance_part: '30.5',
      decimals: 18,
      confirmations: 1,
    });
    expect(user()?.balance).toBe('15204.067891');
    const second = await post('chainIntent', body);
    expect(second.json.data).toEqual(first.json.data);
    expect(user()?.balance).toBe('15204.067891');
  });

  it('replaces the intent for other choices, keeping the order reference and the balance exact', async () => {
    const id = addOrder('100');
    const first = (
      await post('chainIntent', { order_id: id, chain: 'BSC', token: 'USDT', balance_part: '30' })
    ).json.data;
    const second = (await post('chainIntent', { order_id: id, chain: 'NADI', token: 'BNB' })).json.data;
    expect(second).toMatchObject({
      order_ref: first.order_ref,
      chain: 'NADI',
      chain_id: 97,
      token: 'BNB',
      amount: '0.166666666666666667',
      balance_part: '0',
      token_contract: null,
    });
    expect(user()?.balance).toBe(BALANCE);
  });

  it('counts the withheld part as spendable for a new intent and for a balance payment', async () => {
    const id = addOrder(BALANCE);
    await post('chainIntent', { order_id: id, chain: 'BSC', token: 'USDT', balance_part: '15000' });
    expect((await get(`methods?order_id=${id}`)).json.data.balance.available).toBe(BALANCE);
    expect((await post('balance', { order_id: id })).json.data.status).toBe('paid');
    expect(user()?.balance).toBe('0');
  });

  it('refuses a balance part the balance does not cover', async () => {
    const id = addOrder('20000');
    const { json } = await post('chainIntent', {
      order_id: id,
      chain: 'BSC',
      token: 'USDT',
      balance_part: '15234.6',
    });
    expect(json.code).toBe(PAY_CODES.insufficientBalance);
    expect(user()?.balance).toBe(BALANCE);
  });

  it.each([['-1'], ['100'], ['100.5']])('refuses a balance part of %s for an order of 100', async (part) => {
    const id = addOrder('100');
    const { status } = await post('chainIntent', {
      order_id: id,
      chain: 'BSC',
      token: 'USDT',
      balance_part: part,
    });
    expect(status).toBe(400);
  });

  it('refuses an intent for a paid order', async () => {
    const id = addOrder('1');
    await post('balance', { order_id: id });
    expect((await post('chainIntent', { order_id: id, chain: 'BSC', token: 'USDT' })).json.code).toBe(
      PAY_CODES.notPayable,
    );
  });
});

describe('pay/chainSubmit and pay/status', () => {
  const intentFor = async (balancePart = '0') => {
    const id = addOrder('100');
    await post('chainIntent', { order_id: id, chain: 'BSC', token: 'USDT', balance_part: balancePart });
    return id;
  };

  it('records the hash and, without a chain to look at, takes it as confirmed', async () => {
    const id = await intentFor('40');
    const { json } = await post('chainSubmit', { order_id: id, tx_hash: HASH });
    expect(json.data).toEqual({ order_id: id, status: 'paid', tx_hash: HASH, paid_by: 'mixed' });
    const status = (await get(`status?order_id=${id}`)).json.data;
    expect(payStatus.response.safeParse(status).success).toBe(true);
    expect(status).toEqual(json.data);
    expect(user()?.balance).toBe('15194.567891');
    expect((await post('chainSubmit', { order_id: id, tx_hash: HASH })).json.data.status).toBe('paid');
    expect((await post('chainSubmit', { order_id: id, tx_hash: OTHER_HASH })).json.code).toBe(
      PAY_CODES.notPayable,
    );
    expect((await post('balance', { order_id: id })).json.data.paid_by).toBe('mixed');
    expect(user()?.balance).toBe('15194.567891');
  });

  it('refuses a hash without an intent, or one reported for another order', async () => {
    const bare = addOrder('1');
    expect((await post('chainSubmit', { order_id: bare, tx_hash: HASH })).status).toBe(400);
    const first = await intentFor();
    await post('chainSubmit', { order_id: first, tx_hash: HASH });
    const second = await intentFor();
    expect(
      (await post('chainSubmit', { order_id: second, tx_hash: HASH.toUpperCase().replace('0X', '0x') }))
        .status,
    ).toBe(400);
  });

  it('refuses a malformed hash', async () => {
    const id = await intentFor();
    expect((await post('chainSubmit', { order_id: id, tx_hash: '0x1234' })).status).toBe(400);
  });

  it('answers unpaid before any payment, and not found for an unknown order', async () => {
    const id = addOrder('1');
    expect((await get(`status?order_id=${id}`)).json.data).toEqual({
      order_id: id,
      status: 'unpaid',
      tx_hash: null,
      paid_by: null,
    });
    expect((await get('status?order_id=404')).json.code).toBe(PAY_CODES.orderNotFound);
  });

  it('refuses a hash for a cancelled order', async () => {
    const id = await intentFor('10');
    clock.advance(16 * 60_000);
    expect((await post('chainSubmit', { order_id: id, tx_hash: HASH })).json.code).toBe(PAY_CODES.notPayable);
    expect(user()?.balance).toBe(BALANCE);
  });
});
