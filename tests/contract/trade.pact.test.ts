import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  tradeAccount,
  tradeCancelOrder,
  tradeKline,
  tradeOrderList,
  tradePairs,
  tradePlaceOrder,
} from '../../src/adapters/api/catalogue/trade.schema';
import { HttpTradeApi } from '../../src/adapters/api/trade/http-trade-api.adapter';
import type { TradeOrder } from '../../src/application/trade/market-messages';
import type { NewTradeOrder } from '../../src/application/trade/trade-api.port';
import {
  appErrorOf,
  contractKit,
  decimal,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpTradeApi(contractKit(url, PACT_TOKEN).client);

const PAIR = 'NADI-USDT';
/** Order ids are decimal digits in a string. */
const orderIdText = (example: string) => regex('^\\d+$', example);
const CREATED_AT = 1763826000000;
const UPDATED_AT = 1763826000250;

/**
 * An order as the examples write it: wire strings, status as on the wire. Trade order ids come from the
 * provider states ("the user has an open trade order": `trade_order_id`; "the user has trade order
 * history": `canceled_trade_order_id`, `filled_trade_order_id`); the ids here are examples, unlike the
 * mock's, so the verification fails unless the state's id is the one sent.
 */
interface OrderExample {
  readonly id: string;
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  readonly status: 'new' | 'partial_filled' | 'filled' | 'canceled';
  readonly price: string | null;
  readonly quantity: string | null;
  readonly amount: string | null;
  readonly filled: string;
  readonly filledAmount: string;
  readonly avgPrice: string | null;
  readonly fee: string;
  readonly feeCoin: 'NADI' | 'USDT';
}

const orNull = (text: string | null) => (text === null ? null : decimal(text));
const decOrNull = (text: string | null) => (text === null ? null : new Decimal(text));

/** The answer's order: shapes pinned, side, type, status and fee coin exactly. */
const wireOrder = (o: OrderExample) => ({
  order_id: orderIdText(o.id),
  inst_id: PAIR,
  side: o.side,
  type: o.type,
  status: o.status,
  price: orNull(o.price),
  quantity: orNull(o.quantity),
  amount: orNull(o.amount),
  filled: decimal(o.filled),
  filled_amount: decimal(o.filledAmount),
  avg_price: orNull(o.avgPrice),
  fee: decimal(o.fee),
  fee_coin: o.feeCoin,
  create_time: integer(CREATED_AT),
  update_time: integer(UPDATED_AT),
});

const STATUS_OF = {
  new: 'pending',
  partial_filled: 'partiallyFilled',
  filled: 'filled',
  canceled: 'cancelled',
};

/** What the adapter makes of `wireOrder(o)`'s example. */
const domainOrder = (o: OrderExample): TradeOrder => ({
  id: o.id,
  instId: PAIR,
  side: o.side,
  type: o.type,
  status: STATUS_OF[o.status] as TradeOrder['status'],
  price: decOrNull(o.price),
  quantity: decOrNull(o.quantity),
  amount: decOrNull(o.amount),
  filled: new Decimal(o.filled),
  filledAmount: new Decimal(o.filledAmount),
  averagePrice: decOrNull(o.avgPrice),
  fee: new Decimal(o.fee),
  feeCoin: o.feeCoin,
  createdAt: CREATED_AT,
  updatedAt: UPDATED_AT,
});

/** A limit buy far below the market: it rests, nothing filled. */
const OPEN_BUY: OrderExample = {
  id: '200001',
  side: 'buy',
  type: 'limit',
  status: 'new',
  price: '0.05000',
  quantity: '100.00',
  amount: '5.0000000',
  filled: '0',
  filledAmount: '0.0000000',
  avgPrice: null,
  fee: '0',
  feeCoin: 'NADI',
};
const CANCELED_BUY: OrderExample = { ...OPEN_BUY, status: 'canceled' };
/** A limit buy above every ask: filled at once, at the asks' prices. */
const FILLED_BUY: OrderExample = {
  id: '200002',
  side: 'buy',
  type: 'limit',
  status: 'filled',
  price: '0.10000',
  quantity: '20.00',
  amount: '2.0000000',
  filled: '20.00',
  filledAmount: '1.6502000',
  avgPrice: '0.08251',
  fee: '0.02',
  feeCoin: 'NADI',
};

const LIMIT_BUY: NewTradeOrder = {
  instId: PAIR,
  type: 'limit',
  side: 'buy',
  price: new Decimal('0.05'),
  quantity: new Decimal('100'),
};
const limitBuyBody = (price: string, quantity: string) => ({
  inst_id: PAIR,
  side: 'buy',
  type: 'limit',
  price,
  quantity,
});

const CANDLE = (closed: 0 | 1, openTime: number) => ({
  open_time: integer(openTime),
  open: decimal('0.08240'),
  high: decimal('0.08262'),
  low: decimal('0.08231'),
  close: decimal('0.08250'),
  volume: decimal('152340.25'),
  quote_volume: decimal('12567.0706250'),
  closed,
});
const HOUR = 3_600_000;
const LIVE_OPEN_TIME = 1763823600000;

describe('trade contract', () => {
  it('trade.pairs answers the pairs with their rules', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradePairs,
        description: 'a request for the trading pairs',
        answer: success(
          eachLike({
            inst_id: regex('^[A-Z0-9]+-[A-Z0-9]+$', PAIR),
            base: string('NADI'),
            quote: string('USDT'),
            tick_size: decimal('0.00001'),
            lot_size: decimal('0.01'),
            min_notional: decimal('1'),
            maker_fee_rate: decimal('0.001'),
            taker_fee_rate: decimal('0.001'),
            last_price: decimal('0.08250'),
            change_percent: decimal('-1.25'),
          }),
        ),
      },
      async (server) => {
        expect(await api(server.url).pairs()).toEqual([
          {
            instId: PAIR,
            base: 'NADI',
            quote: 'USDT',
            tickSize: new Decimal('0.00001'),
            lotSize: new Decimal('0.01'),
            minNotional: new Decimal('1'),
            makerFeeRate: new Decimal('0.001'),
            takerFeeRate: new Decimal('0.001'),
            lastPrice: new Decimal('0.08250'),
            changePercent: new Decimal('-1.25'),
          },
        ]);
      },
    );
  });

  it('trade.kline answers candles oldest first, the live one last', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradeKline,
        description: 'the last two hourly candles of NADI-USDT',
        query: { inst_id: PAIR, interval: '1h', limit: '2' },
        answer: success([CANDLE(1, LIVE_OPEN_TIME - HOUR), CANDLE(0, LIVE_OPEN_TIME)]),
      },
      async (server) => {
        const candles = await api(server.url).kline({ instId: PAIR, interval: '1h', limit: 2 });
        const candle = (closed: boolean, openTime: number) => ({
          instId: PAIR,
          interval: '1h',
          openTime,
          open: new Decimal('0.08240'),
          high: new Decimal('0.08262'),
          low: new Decimal('0.08231'),
          close: new Decimal('0.08250'),
          volume: new Decimal('152340.25'),
          quoteVolume: new Decimal('12567.0706250'),
          closed,
        });
        expect(candles).toEqual([candle(true, LIVE_OPEN_TIME - HOUR), candle(false, LIVE_OPEN_TIME)]);
      },
    );
  });

  it('trade.kline of an unknown pair answers code 4104', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradeKline,
        description: 'a pair the market does not list',
        query: { inst_id: 'BTC-USDT', interval: '1m' },
        answer: failure(4104, 'unknown pair: BTC-USDT'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).kline({ instId: 'BTC-USDT', interval: '1m' }));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 4104, operation: 'trade.kline' });
      },
    );
  });

  it('trade.account answers available and frozen per coin', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradeAccount,
        description: 'a request for the trade account',
        answer: success(
          eachLike({
            coin: regex('^[A-Z0-9]+$', 'USDT'),
            available: decimal('10000'),
            frozen: decimal('0'),
          }),
        ),
      },
      async (server) => {
        expect(await api(server.url).account()).toEqual([
          { coin: 'USDT', available: new Decimal('10000'), frozen: new Decimal('0') },
        ]);
      },
    );
  });

  it('trade.account with an expired token answers HTTP 401 and signals the logout', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: tradeAccount,
        description: 'a token that is no longer valid',
        status: 401,
        answer: failure(401, 'login expired'),
      },
      async (server) => {
        const kit = contractKit(server.url, PACT_TOKEN);
        const error = await appErrorOf(new HttpTradeApi(kit.client).account());
        expect(error.kind).toBe('unauthorized');
        expect(kit.unauthorized).toEqual(['login expired']);
      },
    );
  });

  it('trade.placeOrder of a limit buy below the market answers the resting order', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradePlaceOrder,
        description: 'a limit buy below the market',
        body: limitBuyBody('0.05', '100'),
        answer: success(wireOrder(OPEN_BUY)),
      },
      async (server) => {
        expect(await api(server.url).placeOrder(LIMIT_BUY)).toEqual(domainOrder(OPEN_BUY));
      },
    );
  });

  it('trade.placeOrder of a market buy answers it filled, sized in USDT', async () => {
    const marketBuy: OrderExample = {
      id: '100001',
      side: 'buy',
      type: 'market',
      status: 'filled',
      price: null,
      quantity: null,
      amount: '10.0000000',
      filled: '121.21',
      filledAmount: '9.9998250',
      avgPrice: '0.0825',
      fee: '0.12121',
      feeCoin: 'NADI',
    };
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradePlaceOrder,
        description: 'a market buy of 10 USDT',
        body: { inst_id: PAIR, side: 'buy', type: 'market', amount: '10' },
        answer: success(wireOrder(marketBuy)),
      },
      async (server) => {
        const order = await api(server.url).placeOrder({
          instId: PAIR,
          type: 'market',
          side: 'buy',
          amount: new Decimal('10'),
        });
        expect(order).toEqual(domainOrder(marketBuy));
      },
    );
  });

  it('trade.placeOrder of a market sell answers it filled, sized in NADI', async () => {
    const marketSell: OrderExample = {
      id: '100001',
      side: 'sell',
      type: 'market',
      status: 'filled',
      price: null,
      quantity: '100.00',
      amount: null,
      filled: '100.00',
      filledAmount: '8.2400000',
      avgPrice: '0.0824',
      fee: '0.00824',
      feeCoin: 'USDT',
    };
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradePlaceOrder,
        description: 'a market sell of 100 NADI',
        body: { inst_id: PAIR, side: 'sell', type: 'market', quantity: '100' },
        answer: success(wireOrder(marketSell)),
      },
      async (server) => {
        const order = await api(server.url).placeOrder({
          instId: PAIR,
          type: 'market',
          side: 'sell',
          quantity: new Decimal('100'),
        });
        expect(order).toEqual(domainOrder(marketSell));
      },
    );
  });

  it('trade.placeOrder below 1 USDT answers code 4103', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradePlaceOrder,
        description: 'a limit buy worth 0.5 USDT',
        body: limitBuyBody('0.05', '10'),
        answer: failure(4103, 'order value below the minimum of 1 USDT'),
      },
      async (server) => {
        const error = await appErrorOf(
          api(server.url).placeOrder({ ...LIMIT_BUY, quantity: new Decimal('10') }),
        );
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 4103, operation: 'trade.placeOrder' });
      },
    );
  });

  it('trade.placeOrder beyond the available USDT answers code 4101', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradePlaceOrder,
        description: 'a limit buy worth more than the available USDT',
        body: limitBuyBody('0.05', '300000'),
        answer: failure(4101, 'insufficient balance'),
      },
      async (server) => {
        const error = await appErrorOf(
          api(server.url).placeOrder({ ...LIMIT_BUY, quantity: new Decimal('300000') }),
        );
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({
          status: 200,
          code: 4101,
          serverMessage: 'insufficient balance',
        });
      },
    );
  });

  it('trade.placeOrder with a price off the tick answers HTTP 400 with the server message', async () => {
    const message = 'price must be a positive multiple of 0.00001';
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradePlaceOrder,
        description: 'a limit price finer than the tick size',
        body: limitBuyBody('0.050001', '100'),
        status: 400,
        answer: failure(400, message),
      },
      async (server) => {
        const error = await appErrorOf(
          api(server.url).placeOrder({ ...LIMIT_BUY, price: new Decimal('0.050001') }),
        );
        expect(error.kind).toBe('bad-request');
        expect(error.detail).toMatchObject({ status: 400, serverMessage: message });
      },
    );
  });

  it('trade.cancelOrder answers the open order canceled', async () => {
    await interaction(
      {
        given: 'the user has an open trade order',
        endpoint: tradeCancelOrder,
        description: 'the id of an open order',
        body: { order_id: fromState('trade_order_id', OPEN_BUY.id) },
        answer: success(wireOrder(CANCELED_BUY)),
      },
      async (server) => {
        expect(await api(server.url).cancelOrder(OPEN_BUY.id)).toEqual(domainOrder(CANCELED_BUY));
      },
    );
  });

  it('trade.cancelOrder of an unknown order answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: tradeCancelOrder,
        description: 'an id the user has no order with',
        body: { order_id: '999999' },
        answer: failure(404, 'order not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).cancelOrder('999999'));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, serverMessage: 'order not found' });
      },
    );
  });

  it('trade.cancelOrder of a filled order answers code 4102', async () => {
    await interaction(
      {
        given: 'the user has trade order history',
        endpoint: tradeCancelOrder,
        description: 'the id of a filled order',
        body: { order_id: fromState('filled_trade_order_id', FILLED_BUY.id) },
        answer: failure(4102, 'order is not open'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).cancelOrder(FILLED_BUY.id));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 4102, operation: 'trade.cancelOrder' });
      },
    );
  });

  it('trade.orderList current answers the open orders of a pair', async () => {
    await interaction(
      {
        given: 'the user has an open trade order',
        endpoint: tradeOrderList,
        description: 'the first page of current NADI-USDT orders',
        query: { list: 'current', page: '1', page_size: '10', inst_id: PAIR },
        answer: success({ list: eachLike(wireOrder(OPEN_BUY)), total: integer(1), page: 1, page_size: 10 }),
      },
      async (server) => {
        expect(await api(server.url).orders('current', { page: 1, pageSize: 10 }, PAIR)).toEqual({
          items: [domainOrder(OPEN_BUY)],
          total: 1,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });

  it('trade.orderList history answers finished orders, newest first', async () => {
    await interaction(
      {
        given: 'the user has trade order history',
        endpoint: tradeOrderList,
        description: 'the first page of order history',
        query: { list: 'history', page: '1', page_size: '10' },
        answer: success({
          list: [wireOrder(FILLED_BUY), wireOrder(CANCELED_BUY)],
          total: integer(2),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        expect(await api(server.url).orders('history', { page: 1, pageSize: 10 })).toEqual({
          items: [domainOrder(FILLED_BUY), domainOrder(CANCELED_BUY)],
          total: 2,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });

  it('trade.orderList success answers the filled orders only', async () => {
    await interaction(
      {
        given: 'the user has trade order history',
        endpoint: tradeOrderList,
        description: 'the first page of filled orders',
        query: { list: 'success', page: '1', page_size: '10' },
        answer: success({ list: eachLike(wireOrder(FILLED_BUY)), total: integer(1), page: 1, page_size: 10 }),
      },
      async (server) => {
        expect(await api(server.url).orders('success', { page: 1, pageSize: 10 })).toEqual({
          items: [domainOrder(FILLED_BUY)],
          total: 1,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });
});
