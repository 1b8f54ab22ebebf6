import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { failure, makeHttpKit } from '../../../../tests/fakes/fake-http';
import { placeOrderRequest, tradeOrderWire } from '../catalogue/trade.schema';
import { HttpTradeApi } from './http-trade-api.adapter';

const orderWire = {
  order_id: '100001',
  inst_id: 'NADI-USDT',
  side: 'buy',
  type: 'limit',
  status: 'partial_filled',
  price: '0.08251',
  quantity: '300.00',
  amount: '24.7530000',
  filled: '100.00',
  filled_amount: '8.2510000',
  avg_price: '0.08251',
  fee: '0.1',
  fee_coin: 'NADI',
  create_time: 1000,
  update_time: 2000,
};

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpTradeApi(kit.client) };
};

describe('HttpTradeApi', () => {
  it('maps pairs to decimals', async () => {
    const { kit, api } = setup();
    kit.fetch.answer([
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
        change_percent: '-1.25',
      },
    ]);
    const [pair] = await api.pairs();
    expect(pair?.tickSize).toEqual(new Decimal('0.00001'));
    expect(pair?.changePercent.toString()).toBe('-1.25');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/trade/pairs');
  });

  it('asks for candles with the query and maps them', async () => {
    const { kit, api } = setup();
    kit.fetch.answer([
      {
        open_time: 60_000,
        open: '1',
        high: '2',
        low: '0.5',
        close: '1.5',
        volume: '3',
        quote_volume: '4',
        closed: 1,
      },
    ]);
    const candles = await api.kline({ instId: 'NADI-USDT', interval: '15m', limit: 50, endTime: 9 });
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/trade/kline?inst_id=NADI-USDT&interval=15m&limit=50&end_time=9',
    );
    expect(candles[0]).toMatchObject({
      instId: 'NADI-USDT',
      interval: '15m',
      openTime: 60_000,
      closed: true,
    });
    kit.fetch.answer([]);
    await api.kline({ instId: 'NADI-USDT', interval: '1d' });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/trade/kline?inst_id=NADI-USDT&interval=1d');
  });

  it('reads the trade account', async () => {
    const { kit, api } = setup();
    kit.fetch.answer([{ coin: 'USDT', available: '9975.247', frozen: '16.502' }]);
    expect(await api.account()).toEqual([
      { coin: 'USDT', available: new Decimal('9975.247'), frozen: new Decimal('16.502') },
    ]);
  });

  it('sends only the fields each kind of order needs', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(orderWire).answer(orderWire).answer(orderWire);
    const order = await api.placeOrder({
      instId: 'NADI-USDT',
      type: 'limit',
      side: 'buy',
      price: new Decimal('0.08251'),
      quantity: new Decimal('300'),
    });
    expect(kit.fetch.last.body).toEqual({
      inst_id: 'NADI-USDT',
      side: 'buy',
      type: 'limit',
      price: '0.08251',
      quantity: '300',
    });
    expect(order).toMatchObject({
      id: '100001',
      status: 'partiallyFilled',
      side: 'buy',
      type: 'limit',
      feeCoin: 'NADI',
      createdAt: 1000,
      updatedAt: 2000,
    });
    expect(order.amount).toEqual(new Decimal('24.753'));
    await api.placeOrder({ instId: 'NADI-USDT', type: 'market', side: 'buy', amount: new Decimal('1e-7') });
    expect(kit.fetch.last.body).toEqual({
      inst_id: 'NADI-USDT',
      side: 'buy',
      type: 'market',
      amount: '0.0000001',
    });
    await api.placeOrder({
      instId: 'NADI-USDT',
      type: 'market',
      side: 'sell',
      quantity: new Decimal('12.5'),
    });
    expect(kit.fetch.last.body).toEqual({
      inst_id: 'NADI-USDT',
      side: 'sell',
      type: 'market',
      quantity: '12.5',
    });
  });

  it('cancels and lists orders', async () => {
    const { kit, api } = setup();
    const market = {
      ...orderWire,
      type: 'market',
      price: null,
      quantity: null,
      avg_price: null,
      status: 'new',
    };
    kit.fetch
      .answer({ ...orderWire, status: 'canceled' })
      .answer({ list: [market], total: 11, page: 2, page_size: 10 });
    expect((await api.cancelOrder('100001')).status).toBe('cancelled');
    expect(kit.fetch.last.body).toEqual({ order_id: '100001' });
    const page = await api.orders('history', { page: 2, pageSize: 10 }, 'NADI-USDT');
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/trade/orderList?page=2&page_size=10&list=history&inst_id=NADI-USDT',
    );
    expect(page).toMatchObject({ total: 11, page: 2, pageSize: 10 });
    expect(page.items[0]).toMatchObject({
      price: null,
      quantity: null,
      averagePrice: null,
      status: 'pending',
    });
    kit.fetch.answer({ list: [], total: 0, page: 1, page_size: 10 });
    await api.orders('current', { page: 1, pageSize: 10 });
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/trade/orderList?page=1&page_size=10&list=current',
    );
  });

  it('stops a malformed order at the adapter and surfaces refusals with their code', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...orderWire, filled: 100 });
    expect((await failure(api.cancelOrder('1'))).kind).toBe('malformed');
    kit.fetch.answer(null, 4101, 'insufficient balance');
    const refused = await failure(
      api.placeOrder({ instId: 'NADI-USDT', type: 'market', side: 'sell', quantity: new Decimal(5) }),
    );
    expect(refused).toMatchObject({ kind: 'server-exception', detail: { code: 4101 } });
  });
});

describe('trade schemas', () => {
  it.each([
    [{ type: 'limit', side: 'buy', price: '1', quantity: '1' }, true],
    [{ type: 'limit', side: 'sell', price: '1' }, false],
    [{ type: 'limit', side: 'sell', price: '1', quantity: '1', amount: '1' }, false],
    [{ type: 'market', side: 'buy', amount: '1' }, true],
    [{ type: 'market', side: 'buy', quantity: '1' }, false],
    [{ type: 'market', side: 'sell', quantity: '1' }, true],
    [{ type: 'market', side: 'sell', quantity: '1', price: '1' }, false],
    [{ type: 'market', side: 'sell', quantity: '0' }, false],
    [{ type: 'market', side: 'sell', quantity: '0.000' }, false],
    [{ type: 'market', side: 'sell', quantity: '-1' }, false],
  ])('placeOrder %j → %s', (order, valid) => {
    expect(placeOrderRequest.safeParse({ inst_id: 'NADI-USDT', ...order }).success).toBe(valid);
  });

  it('keeps order times integer milliseconds and money decimal strings', () => {
    expect(tradeOrderWire.safeParse(orderWire).success).toBe(true);
    expect(tradeOrderWire.safeParse({ ...orderWire, create_time: 1.5 }).success).toBe(false);
    expect(tradeOrderWire.safeParse({ ...orderWire, fee: 0.1 }).success).toBe(false);
  });
});
