import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { tradeAccount, tradeKline, tradePairs } from '../../src/adapters/api/catalogue/trade.schema';
import { HttpTradeApi } from '../../src/adapters/api/trade/http-trade-api.adapter';
import {
  appErrorOf,
  contractKit,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';
import { PAIR } from './support/trade-orders';

const { eachLike, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpTradeApi(contractKit(url, PACT_TOKEN).client);

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
});
