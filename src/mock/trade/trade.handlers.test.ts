import { describe, expect, it } from 'vitest';
import { call, FIXED_NOW, makeBackend } from '../testing/test-kit';
import { marketFor } from './market-registry';

const TOKEN = 'pact-token';

const setup = () => {
  const kit = makeBackend();
  kit.backend.applyProviderState('a user is logged in');
  const market = marketFor(kit.backend.state, { now: () => kit.clock.now() });
  const get = (path: string, token: string | undefined = TOKEN) =>
    call(kit.backend, 'GET', path, token ? { token } : {});
  const post = (path: string, body: unknown, token: string | undefined = TOKEN) =>
    call(kit.backend, 'POST', path, token ? { body, token } : { body });
  return { ...kit, market, get, post };
};

describe('trade handlers', () => {
  it('describes the pair with its steps, minimum, fees and last price', async () => {
    const { get } = setup();
    const { json } = await get('/api/v1/trade/pairs');
    expect(json.data).toEqual([
      {
        inst_id: 'NADI-USDT',
        base: 'NADI',
        quote: 'USDT',
        tick_size: '0.00001',
        lot_size: '0.01',
        min_notional: '1',
        maker_fee_rate: '0.001',
        taker_fee_rate: '0.001',
        last_price: '0.08250',
        change_percent: expect.stringMatching(/^-?\d+\.\d\d$/),
      },
    ]);
  });

  it('answers candles oldest first with the live one last', async () => {
    const { get } = setup();
    const { json } = await get('/api/v1/trade/kline?inst_id=NADI-USDT&interval=1h&limit=3');
    expect(json.data).toHaveLength(3);
    expect(json.data[2]).toMatchObject({ closed: 0, open_time: FIXED_NOW, open: '0.08250' });
    expect(json.data[1].closed).toBe(1);
    expect((await get('/api/v1/trade/kline?inst_id=NADI-USDT&interval=1d')).json.data).toHaveLength(300);
    const paged = await get(
      `/api/v1/trade/kline?inst_id=NADI-USDT&interval=1m&limit=2&end_time=${FIXED_NOW}`,
    );
    expect(paged.json.data.map((c: { open_time: number }) => c.open_time)).toEqual([
      FIXED_NOW - 120_000,
      FIXED_NOW - 60_000,
    ]);
    expect((await get('/api/v1/trade/kline?inst_id=BTC-USDT&interval=1m')).json.code).toBe(4104);
    expect((await get('/api/v1/trade/kline?inst_id=NADI-USDT&interval=2m')).status).toBe(400);
    expect((await get('/api/v1/trade/kline?inst_id=NADI-USDT&interval=1m&limit=1001')).status).toBe(400);
  });

  it('places, lists and cancels orders, with the account following exactly', async () => {
    const { get, post, market } = setup();
    expect((await get('/api/v1/trade/account')).json.data).toEqual([
      { coin: 'USDT', available: '10000', frozen: '0' },
      { coin: 'NADI', available: '100000', frozen: '0' },
    ]);
    const placed = await post('/api/v1/trade/placeOrder', {
      inst_id: 'NADI-USDT',
      side: 'buy',
      type: 'limit',
      price: '0.08',
      quantity: '1000',
    });
    expect(placed.json.data).toMatchObject({
      status: 'new',
      amount: '80.0000000',
      filled: '0',
      avg_price: null,
    });
    expect((await get('/api/v1/trade/account')).json.data[0]).toEqual({
      coin: 'USDT',
      available: '9920',
      frozen: '80',
    });
    const current = await get('/api/v1/trade/orderList?list=current&page=1&page_size=10');
    expect(current.json.data).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(current.json.data.list[0].order_id).toBe(placed.json.data.order_id);

    const canceled = await post('/api/v1/trade/cancelOrder', { order_id: placed.json.data.order_id });
    expect(canceled.json.data.status).toBe('canceled');
    expect((await post('/api/v1/trade/cancelOrder', { order_id: placed.json.data.order_id })).json.code).toBe(
      4102,
    );
    expect((await get('/api/v1/trade/account')).json.data[0]).toEqual({
      coin: 'USDT',
      available: '10000',
      frozen: '0',
    });

    const market_buy = await post('/api/v1/trade/placeOrder', {
      inst_id: 'NADI-USDT',
      side: 'buy',
      type: 'market',
      amount: '100',
    });
    expect(market_buy.json.data).toMatchObject({ status: 'filled', fee_coin: 'NADI' });
    expect((await get('/api/v1/trade/orderList?list=success&page=1&page_size=10')).json.data.total).toBe(1);
    expect((await get('/api/v1/trade/orderList?list=history&page=1&page_size=10')).json.data.total).toBe(2);
    expect(market.engine.list(10001, 'history')).toHaveLength(2);
  });

  it('refuses bad orders with the documented codes', async () => {
    const { post, get } = setup();
    const limit = { inst_id: 'NADI-USDT', side: 'buy', type: 'limit', price: '0.08', quantity: '1000' };
    expect((await post('/api/v1/trade/placeOrder', { ...limit, quantity: '1000000' })).json.code).toBe(4101);
    expect((await post('/api/v1/trade/placeOrder', { ...limit, quantity: '1' })).json.code).toBe(4103);
    const offGrid = await post('/api/v1/trade/placeOrder', { ...limit, price: '0.080001' });
    expect(offGrid.status).toBe(400);
    expect(offGrid.json.msg).toMatch(/0\.00001/);
    expect((await post('/api/v1/trade/placeOrder', { ...limit, amount: '5' })).status).toBe(400);
    expect((await post('/api/v1/trade/placeOrder', { ...limit, price: '-1' })).status).toBe(400);
    expect((await post('/api/v1/trade/cancelOrder', { order_id: '42' })).json.code).toBe(404);
    expect((await post('/api/v1/trade/placeOrder', limit, 'nobody')).status).toBe(401);
    expect((await get('/api/v1/trade/orderList?list=current&page=0&page_size=10')).status).toBe(400);
    expect((await get('/api/v1/trade/orderList?list=current&page=1&page_size=101')).status).toBe(400);
    expect((await get('/api/v1/trade/orderList?list=all&page=1&page_size=10')).status).toBe(400);
  });

  it('steps the market for the time passed when no timer drives it', async () => {
    const { get, clock, market } = setup();
    await get('/api/v1/trade/pairs');
    const before = market.snapshot().lastUpdateId;
    clock.advance(1000);
    await get('/api/v1/trade/pairs');
    expect(market.snapshot().lastUpdateId).toBeGreaterThan(before);
  });
});
