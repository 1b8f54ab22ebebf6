import { describe, expect, it } from 'vitest';
import { addressBook } from '../address/address.state';
import { PACT_DEVICE_CODE } from '../mining/mining.feature';
import { PACT_NODE_TIER_ID } from '../node/node.feature';
import { PACT_LARGE_ORDER_TOTAL, PACT_ORDER_TOTAL, PACT_PENDING_TX_HASH } from '../payment/payment.feature';
import { call, makeBackend, must } from '../testing/test-kit';
import { MockBackend } from './mock-backend';
import { PROVIDER_STATES } from './mock-world';
import { PACT_TOKEN } from './provider-states';

const state = (backend: MockBackend, name: string, extra: object = {}) =>
  call(backend, 'POST', '/__mock/state', { body: { state: name, ...extra } });
const addresses = async (backend: MockBackend) =>
  (await call(backend, 'GET', '/api/v1/address/addressList', { token: PACT_TOKEN })).json;

describe('control API', () => {
  it('reports health', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'GET', '/__mock/health');
    expect(result.json).toEqual({
      code: 200,
      msg: 'ok',
      data: { status: 'ok', envelope: false, users: 5, faults: 0 },
    });
  });

  it('arms faults and clears them', async () => {
    const { backend } = makeBackend();
    const armed = await call(backend, 'POST', '/__mock/fault', {
      body: { endpoint: 'common.config', fault: 'http500', times: 2 },
    });
    expect(armed.json.code).toBe(200);
    expect((await call(backend, 'GET', '/api/v1/common/config')).status).toBe(500);
    await call(backend, 'POST', '/__mock/fault', { body: { endpoint: '*', fault: 'slow', delayMs: 10 } });
    expect(backend.health()).toMatchObject({ faults: 2 });
    expect((await call(backend, 'POST', '/__mock/faults/clear')).json.code).toBe(200);
    expect((await call(backend, 'GET', '/api/v1/common/config')).status).toBe(200);
  });

  it('refuses a bad fault request', async () => {
    const { backend } = makeBackend();
    for (const body of [
      { endpoint: 'x', fault: 'boom' },
      { fault: 'drop' },
      { endpoint: 'x', fault: 'drop', times: 0 },
    ]) {
      const result = await call(backend, 'POST', '/__mock/fault', { body });
      expect(result, JSON.stringify(body)).toMatchObject({ status: 400, json: { code: 400 } });
    }
    const notJson = await call(backend, 'POST', '/__mock/fault', { rawBody: 'nope' });
    expect(notJson.json.msg).toBe('request body is not JSON');
  });

  it('resets to the seed', async () => {
    const { backend } = makeBackend();
    await state(backend, 'the user has no addresses');
    backend.setFault('*', 'drop');
    expect((await call(backend, 'POST', '/__mock/reset')).json.code).toBe(200);
    expect(backend.health()).toMatchObject({ faults: 0 });
    expect(addressBook(backend.state).addresses(10001)).toHaveLength(2);
    expect(backend.state.userByToken(PACT_TOKEN)).toBeUndefined();
  });

  it('logs the pact user in with the fixed token', async () => {
    const { backend } = makeBackend();
    const result = await state(backend, 'a user is logged in');
    expect(result.json.data).toEqual({
      token: PACT_TOKEN,
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      code: 'NADI2025',
    });
    expect((await call(backend, 'GET', '/api/v1/user/info', { token: PACT_TOKEN })).json.data.id).toBe(10001);
  });

  it('gives the user addresses, or none', async () => {
    const { backend } = makeBackend();
    await state(backend, 'the user has no addresses');
    expect((await addresses(backend)).data).toEqual([]);
    const result = await state(backend, 'the user has addresses');
    expect(result.json.data).toMatchObject({ token: PACT_TOKEN, address_ids: [1, 2] });
    expect((await addresses(backend)).data.map((a: { id: number }) => a.id)).toEqual([1, 2]);
    // New addresses keep getting fresh ids.
    const added = addressBook(backend.state).addAddress(10001, {
      ...must(addressBook(backend.state).addresses(10001)[0]),
      isDefault: false,
    });
    expect(added.id).toBe(3);
  });

  it('logs out and restores direct referrals', async () => {
    const { backend } = makeBackend();
    await state(backend, 'a user is logged in');
    await state(backend, 'no user is logged in');
    expect((await addresses(backend)).code).toBe(401);
    const result = await state(backend, 'the user has direct referrals');
    expect(result.json.data).toMatchObject({ token: PACT_TOKEN, direct_count: 2 });
  });

  it('rebuilds the pact user and the team in an empty world', async () => {
    const backend = new MockBackend({
      initialState: { version: 1, nextUserId: 1, nextAddressId: 1, users: [], tokens: {}, addresses: [] },
    });
    const result = await state(backend, 'the user has direct referrals');
    expect(result.json.data.direct_count).toBe(2);
    expect(backend.state.userCount).toBe(5);
  });

  it('does nothing on teardown, and refuses unknown states', async () => {
    const { backend } = makeBackend();
    const teardown = await state(backend, 'the user has no addresses', {
      action: 'teardown',
      params: { a: 1 },
    });
    expect(teardown.json.data).toEqual({});
    expect(addressBook(backend.state).addresses(10001)).toHaveLength(2);
    const unknown = await state(backend, 'the moon is full');
    expect(unknown).toMatchObject({ status: 400, json: { code: 400 } });
    expect(unknown.json.msg).toContain(PROVIDER_STATES[0]);
    expect((await call(backend, 'POST', '/__mock/state', { body: {} })).status).toBe(400);
  });

  it('answers 404 for unknown control calls, and is off when disabled', async () => {
    const { backend } = makeBackend();
    expect((await call(backend, 'GET', '/__mock/reset')).status).toBe(404);
    expect((await call(backend, 'POST', '/__mock/nothing')).status).toBe(404);
    const closed = makeBackend({ controlApi: false }).backend;
    expect(await call(closed, 'GET', '/__mock/health')).toMatchObject({ status: 404, json: { code: 404 } });
  });
});

describe('payment and trade provider states', () => {
  const get = async (backend: MockBackend, path: string) =>
    (await call(backend, 'GET', path, { token: PACT_TOKEN })).json;
  const post = async (backend: MockBackend, path: string, body: object) =>
    (await call(backend, 'POST', path, { token: PACT_TOKEN, body })).json;

  it('gives the user an unpaid order it can pay from the balance or the destroy quota', async () => {
    const { backend } = makeBackend();
    const { data } = (await state(backend, 'the user has an unpaid order')).json;
    expect(data).toMatchObject({ token: PACT_TOKEN, order_id: expect.any(Number) });
    const methods = (await get(backend, `/api/v1/pay/methods?order_id=${data.order_id}`)).data;
    expect(methods).toMatchObject({ status: 'unpaid', amount: PACT_ORDER_TOTAL });
    const paid = await post(backend, '/api/v1/pay/balance', { order_id: data.order_id });
    expect(paid.data).toMatchObject({ status: 'paid', paid_by: 'balance' });
  });

  it('gives the user an order neither the balance nor the destroy quota covers', async () => {
    const { backend } = makeBackend();
    const { data } = (
      await state(backend, 'the user has an unpaid order above the balance and the destroy quota')
    ).json;
    const methods = (await get(backend, `/api/v1/pay/methods?order_id=${data.order_id}`)).data;
    expect(methods.amount).toBe(PACT_LARGE_ORDER_TOTAL);
    expect((await post(backend, '/api/v1/pay/balance', { order_id: data.order_id })).code).toBe(4101);
    expect((await post(backend, '/api/v1/pay/destroyQuota', { order_id: data.order_id })).code).toBe(4102);
  });

  it('gives the user an order with a chain intent, whose transaction is then accepted', async () => {
    const { backend } = makeBackend();
    const { data } = (await state(backend, 'the user has an order awaiting its on-chain payment')).json;
    const intent = await post(backend, '/api/v1/pay/chainIntent', {
      order_id: data.order_id,
      chain: 'BSC',
      token: 'USDT',
    });
    expect(intent.data).toMatchObject({
      chain: 'BSC',
      token: 'USDT',
      amount: PACT_ORDER_TOTAL,
      balance_part: '0',
    });
    const txHash = `0x${'cd'.repeat(32)}`;
    const submitted = await post(backend, '/api/v1/pay/chainSubmit', {
      order_id: data.order_id,
      tx_hash: txHash,
    });
    expect(submitted.data).toMatchObject({ status: 'paid', tx_hash: txHash, paid_by: 'chain' });
  });

  it('gives the user an order with a pending transaction: no new intent, no other hash', async () => {
    const { backend } = makeBackend();
    const { data } = (await state(backend, 'the user has an order with a pending on-chain payment')).json;
    expect(data.tx_hash).toBe(PACT_PENDING_TX_HASH);
    const intent = { order_id: data.order_id, chain: 'BSC', token: 'USDT' };
    expect((await post(backend, '/api/v1/pay/chainIntent', intent)).code).toBe(4104);
    const other = { order_id: data.order_id, tx_hash: `0x${'cd'.repeat(32)}` };
    expect((await post(backend, '/api/v1/pay/chainSubmit', other)).code).toBe(4104);
    const status = (await get(backend, `/api/v1/pay/status?order_id=${data.order_id}`)).data;
    expect(status).toMatchObject({ status: 'paid', tx_hash: PACT_PENDING_TX_HASH, paid_by: 'chain' });
  });

  it('gives the user an open trade order that can be canceled', async () => {
    const { backend } = makeBackend();
    const { data } = (await state(backend, 'the user has an open trade order')).json;
    expect(data.trade_order_id).toEqual(expect.any(String));
    const current = (await get(backend, '/api/v1/trade/orderList?list=current&page=1&page_size=10')).data;
    expect(current.list.map((o: { order_id: string }) => o.order_id)).toEqual([data.trade_order_id]);
    expect(current.list[0]).toMatchObject({ status: 'new', price: '0.05000', quantity: '100.00' });
    const canceled = await post(backend, '/api/v1/trade/cancelOrder', { order_id: data.trade_order_id });
    expect(canceled.data.status).toBe('canceled');
  });

  it('gives the user a canceled and a newer filled trade order', async () => {
    const { backend } = makeBackend();
    const { data } = (await state(backend, 'the user has trade order history')).json;
    const history = (await get(backend, '/api/v1/trade/orderList?list=history&page=1&page_size=10')).data;
    expect(history.list.map((o: { order_id: string; status: string }) => [o.order_id, o.status])).toEqual([
      [data.filled_trade_order_id, 'filled'],
      [data.canceled_trade_order_id, 'canceled'],
    ]);
    const success = (await get(backend, '/api/v1/trade/orderList?list=success&page=1&page_size=10')).data;
    expect(success.total).toBe(1);
    const current = (await get(backend, '/api/v1/trade/orderList?list=current&page=1&page_size=10')).data;
    expect(current.total).toBe(0);
    expect(
      (await post(backend, '/api/v1/trade/cancelOrder', { order_id: data.filled_trade_order_id })).code,
    ).toBe(4102);
  });
});

describe('node and mining provider states', () => {
  const get = async (backend: MockBackend, path: string) =>
    (await call(backend, 'GET', path, { token: PACT_TOKEN })).json;
  const post = async (backend: MockBackend, path: string, body: object) =>
    (await call(backend, 'POST', path, { token: PACT_TOKEN, body })).json;

  it('gives the user an unpaid order for a node tier, which node/getOrder answers', async () => {
    const { backend } = makeBackend();
    const { data } = (await state(backend, 'the user has an unpaid node order')).json;
    expect(data).toMatchObject({
      token: PACT_TOKEN,
      order_id: expect.any(Number),
      node_id: PACT_NODE_TIER_ID,
    });
    const open = await post(backend, '/api/v1/node/getOrder', { node_id: data.node_id });
    expect(open.data).toMatchObject({
      id: data.order_id,
      order_type: 2,
      status: 1,
      goods_id: PACT_NODE_TIER_ID,
      total_price: PACT_ORDER_TOTAL,
    });
    const tips = (await get(backend, '/api/v1/preOrder/tips')).data;
    expect(tips.map((o: { id: number }) => o.id)).toEqual([data.order_id]);
  });

  it('gives the user a device activation that answers success with the miner', async () => {
    const { backend } = makeBackend();
    const { data } = (await state(backend, 'the user has a successful device activation')).json;
    expect(data).toMatchObject({ token: PACT_TOKEN, activation_id: expect.any(Number) });
    const activation = (await get(backend, `/api/v1/mining/activation?id=${data.activation_id}`)).data;
    expect(activation).toEqual({ id: data.activation_id, state: 1, miner_id: expect.any(Number) });
    const again = await post(backend, '/api/v1/mining/activate', { code: PACT_DEVICE_CODE });
    expect(again.code).toBe(4202);
  });
});
