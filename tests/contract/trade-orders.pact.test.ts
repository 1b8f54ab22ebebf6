import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { tradeCancelOrder, tradeOrderList } from '../../src/adapters/api/catalogue/trade.schema';
import { HttpTradeApi } from '../../src/adapters/api/trade/http-trade-api.adapter';
import {
  appErrorOf,
  contractKit,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';
import { CANCELED_BUY, domainOrder, FILLED_BUY, OPEN_BUY, PAIR, wireOrder } from './support/trade-orders';

const { eachLike, integer } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpTradeApi(contractKit(url, PACT_TOKEN).client);

describe('trade contract: open orders and history', () => {
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
