import { beforeEach, describe, expect, it } from 'vitest';
import { payChainIntent } from '../../adapters/api/catalogue/payment.schema';
import type { LocalChainSettings, OrderOpening } from '../core/local-chain';
import type { MockBackend } from '../core/mock-backend';
import { MOCK_CONTRACTS } from '../home/home.handlers';
import { orderBook } from '../orders/orders.state';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';

const P = '/api/v1/pay';
const HASH = `0x${'ab'.repeat(32)}`;
const FAKE = (digit: string) => `0x${digit.repeat(40)}`;

let backend: MockBackend;
let token: string;

const get = (path: string) => call(backend, 'GET', path, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', path, { token, body });
const control = async (path: string, body: unknown) => call(backend, 'POST', `/__mock/${path}`, { body });
const addOrder = (totalPrice: string) =>
  orderBook(backend.state).addOrder(10001, { orderType: 3, num: 1, price: totalPrice, totalPrice }, FIXED_NOW)
    .id;
const bscTokens = async (id: number) =>
  (await get(`${P}/methods?order_id=${id}`)).json.data.chains[0].tokens as {
    token: string;
    amount: string;
  }[];
const intent = async (id: number, tokenSymbol = 'USDT', chain = 'BSC') =>
  (await post(`${P}/chainIntent`, { order_id: id, chain, token: tokenSymbol })).json;

beforeEach(async () => {
  backend = makeBackend().backend;
  token = await login(backend, seededWallet(10001));
});

describe('payment/config: other addresses announced for a chain', () => {
  it('common/config and new intents name them until the next reset', async () => {
    const answer = await control('payment/config', { chain: 'BSC', usdt: FAKE('1'), receiver: FAKE('2') });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      chain: 'BSC',
      chain_id: 56,
      tokens: { USDT: FAKE('1'), NADI: MOCK_CONTRACTS.bscNadi },
      receiver: FAKE('2'),
      payment_contract: MOCK_CONTRACTS.bscPayment,
    });
    await control('payment/config', { chain: 'BSC', payment_contract: FAKE('3') });
    const config = (await get('/api/v1/common/config')).json.data;
    expect(config.chains[0]).toMatchObject({
      key: 'BSC',
      tokens: { USDT: FAKE('1'), NADI: MOCK_CONTRACTS.bscNadi },
      receiver: FAKE('2'),
      payment_contract: FAKE('3'),
    });
    expect(config.chains[1].receiver).toBe(MOCK_CONTRACTS.nadiReceiver);
    expect((await intent(addOrder('150'))).data).toMatchObject({
      token_contract: FAKE('1'),
      receiver: FAKE('2'),
      payment_contract: FAKE('3'),
    });
    await control('reset', {});
    expect((await get('/api/v1/common/config')).json.data.chains[0].receiver).toBe(
      MOCK_CONTRACTS.bscReceiver,
    );
  });

  it('refuses an unknown chain or a value that is not an address', async () => {
    expect((await control('payment/config', { chain: 'ETH', usdt: FAKE('1') })).status).toBe(400);
    expect((await control('payment/config', { chain: 'NADI', usdt: '0x12' })).status).toBe(400);
  });
});

describe('payment/quote: a price that changes between calls', () => {
  it('after the given pay/methods answers, every coin and new intents cost the factor more', async () => {
    const id = addOrder('150');
    const answer = await control('payment/quote', { order_id: id, factor: '10', after_calls: 1 });
    expect(answer.json.data).toEqual({ order_id: id, factor: '10', after_calls: 1 });
    expect(await bscTokens(id)).toEqual([
      { token: 'USDT', amount: '150' },
      { token: 'NADI', amount: expect.any(String) },
      { token: 'BNB', amount: '0.25' },
    ]);
    expect(await bscTokens(id)).toEqual([
      { token: 'USDT', amount: '1500' },
      { token: 'NADI', amount: expect.any(String) },
      { token: 'BNB', amount: '2.5' },
    ]);
    expect((await intent(id)).data.amount).toBe('1500');
    // The order's own price is unchanged: only what each coin costs.
    expect((await get(`${P}/methods?order_id=${id}`)).json.data.amount).toBe('150');
  });

  it('with after_calls 0 the next intent already costs more; other orders are untouched', async () => {
    const id = addOrder('150');
    const other = addOrder('150');
    await control('payment/quote', { order_id: id, factor: '2', after_calls: 0 });
    expect((await intent(id, 'BNB')).data.amount).toBe('0.5');
    expect((await intent(other, 'BNB')).data.amount).toBe('0.25');
  });

  it('refuses an unknown order (404) and a bad factor (400)', async () => {
    expect((await control('payment/quote', { order_id: 999999, factor: '10' })).status).toBe(404);
    const id = addOrder('150');
    expect((await control('payment/quote', { order_id: id, factor: '0' })).status).toBe(400);
    expect((await control('payment/quote', { order_id: id, factor: 10 })).status).toBe(400);
  });
});

describe('payment/refuse: a server that refuses a mined payment', () => {
  it('pay/chainSubmit and pay/status answer failed though the chain confirms it', async () => {
    const id = addOrder('150');
    await intent(id);
    expect((await control('payment/refuse', { order_id: id })).json.data).toEqual({
      order_id: id,
      refused: true,
    });
    const submitted = await post(`${P}/chainSubmit`, { order_id: id, tx_hash: HASH });
    expect(submitted.json.data).toMatchObject({ order_id: id, status: 'failed' });
    expect((await get(`${P}/status?order_id=${id}`)).json.data.status).toBe('failed');
  });

  it('refuses an unknown order', async () => {
    expect((await control('payment/refuse', { order_id: 999999 })).status).toBe(404);
    expect((await control('payment/refuse', {})).status).toBe(400);
  });
});

describe('payment/order: what the server recorded', () => {
  it('answers the order reference and the intent; 404 for an unknown order', async () => {
    const id = addOrder('150');
    expect((await control('payment/order', { order_id: id })).json.data).toEqual({
      order_id: id,
      order_ref: null,
      intent: null,
      tx_hash: null,
      tx_status: null,
    });
    const made = (await intent(id)).data;
    const read = (await control('payment/order', { order_id: id })).json.data;
    expect(read).toMatchObject({
      order_ref: made.order_ref,
      intent: { chain: 'BSC', token: 'USDT', amount: '150' },
    });
    expect((await control('payment/order', { order_id: 999999 })).status).toBe(404);
  });
});

describe('payment/intent: payment contract and expiry overrides', () => {
  it('the next pay/chainIntent answers them', async () => {
    const id = addOrder('150');
    await intent(id);
    const expires = '2030-01-01T00:00:00.000Z';
    const answer = await control('payment/intent', {
      order_id: id,
      payment_contract: null,
      expires_at: expires,
    });
    expect(answer.status).toBe(200);
    const again = (await intent(id)).data;
    expect(payChainIntent.response.safeParse(again).success).toBe(true);
    expect(again).toMatchObject({ payment_contract: null, expires_at: expires });
    await control('payment/intent', { order_id: id, payment_contract: FAKE('4') });
    expect((await intent(id)).data.payment_contract).toBe(FAKE('4'));
  });

  it('refuses an expiry that is not an ISO date', async () => {
    const id = addOrder('150');
    await intent(id);
    expect((await control('payment/intent', { order_id: id, expires_at: 'tomorrow' })).status).toBe(400);
  });
});

describe('the order opened on chain', () => {
  const chain: LocalChainSettings = {
    chainId: 1337,
    rpcUrl: 'http://127.0.0.1:1',
    tokens: { USDT: FAKE('a'), NADI: FAKE('b') },
    paymentContract: FAKE('c'),
    receiver: FAKE('d'),
    nativeSymbol: 'BNB',
  };
  const opened: OrderOpening[] = [];
  const withHook = async (openOnChain: (c: LocalChainSettings, o: OrderOpening) => Promise<void>) => {
    backend = makeBackend({ nadiChain: { chainId: 1337, localChain: chain }, openOnChain }).backend;
    token = await login(backend, seededWallet(10001));
  };

  it('is opened with the user as payer, the token contract and the exact amount in base units', async () => {
    opened.length = 0;
    await withHook(async (_chain, order) => {
      opened.push(order);
    });
    const id = addOrder('150');
    const usdt = (await intent(id, 'USDT', 'NADI')).data;
    const bnb = (await intent(id, 'BNB', 'NADI')).data;
    const address = backend.state.userById(10001)?.address;
    expect(opened).toEqual([
      { orderRef: usdt.order_ref, payer: address, token: FAKE('a'), units: '150000000000000000000' },
      { orderRef: usdt.order_ref, payer: address, token: null, units: '250000000000000000' },
    ]);
    expect(bnb.order_ref).toBe(usdt.order_ref);
    // The same choice again answers the same intent: nothing opened again. BSC mainnet: nothing to open.
    await intent(id, 'BNB', 'NADI');
    await intent(addOrder('10'), 'USDT', 'BSC');
    expect(opened).toHaveLength(2);
  });

  it('an opening the chain refuses fails the intent and gives the balance part back', async () => {
    await withHook(async () => {
      throw new Error('node down');
    });
    const id = addOrder('150');
    const before = backend.state.userById(10001)?.balance;
    const answer = await post(`${P}/chainIntent`, {
      order_id: id,
      chain: 'NADI',
      token: 'USDT',
      balance_part: '50',
    });
    expect(answer.json).toMatchObject({ code: 500 });
    expect(answer.json.msg).toMatch(/node down/);
    expect(backend.state.userById(10001)?.balance).toBe(before);
    expect(orderBook(backend.state).order(10001, id)?.payment.intent).toBeNull();
  });
});
