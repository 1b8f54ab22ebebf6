import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { tradePlaceOrder } from '../../src/adapters/api/catalogue/trade.schema';
import { HttpTradeApi } from '../../src/adapters/api/trade/http-trade-api.adapter';
import { appErrorOf, contractKit, failure, PACT_TOKEN, pactInteractions, success } from './support/pact-kit';
import {
  domainOrder,
  LIMIT_BUY,
  limitBuyBody,
  OPEN_BUY,
  OrderExample,
  PAIR,
  wireOrder,
} from './support/trade-orders';

const interaction = pactInteractions();
const api = (url: string) => new HttpTradeApi(contractKit(url, PACT_TOKEN).client);

describe('trade contract: placing orders', () => {
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
});
