import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  walletExchange,
  walletExchangeQuote,
  walletTransfer,
} from '../../src/adapters/api/catalogue/funds.schema';
import { HttpFundsApi } from '../../src/adapters/api/funds/http-funds-api.adapter';
import { fundsRefusalOf } from '../../src/application/funds/funds-refusal';
import type { NewTransfer } from '../../src/domain/funds/funds';
import {
  AT,
  belowMinimum,
  FUND_USDT,
  insufficient,
  NADI_QUOTE,
  transferWire,
} from './support/funds-examples';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { integer, string } = MatchersV3;
const d = (value: string | number) => new Decimal(value);

const interaction = pactInteractions();
const api = (url: string) => new HttpFundsApi(contractKit(url, PACT_TOKEN).client);

const TRANSFER_ID = 'pact-transfer-new1';
const EXCHANGE_ID = 'pact-exchange-new1';
const QUOTE_ID = 'Q42pact';

const transfer = (url: string, change: Partial<NewTransfer> = {}) =>
  api(url).transfer({
    from: 'fund',
    to: 'trade',
    coin: 'USDT',
    amount: d(10),
    requestId: TRANSFER_ID,
    ...change,
  });
const transferBody = (from: number, to: number, coin: string, amount: string) => ({
  from_account: from,
  to_account: to,
  coin,
  amount,
  request_id: TRANSFER_ID,
});

/** An exchange of the quote "100 NADI → USDT" (request body and answer). */
const quoteAnswer = {
  quote_id: string(QUOTE_ID),
  from_coin: 'NADI',
  to_coin: 'USDT',
  amount: decimal(NADI_QUOTE.amount),
  price: decimal(NADI_QUOTE.price),
  fee: decimal(NADI_QUOTE.fee),
  receive: decimal(NADI_QUOTE.receive),
  expire_time: dateTime(AT),
};
const exchangeBody = () => ({ quote_id: fromState('quote_id', QUOTE_ID), request_id: EXCHANGE_ID });

describe('funds contract: transfers', () => {
  it('wallet.transfer from the fund to the trade account answers the transfer', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletTransfer,
        description: '10 USDT into the trade account',
        body: transferBody(1, 2, 'USDT', '10'),
        answer: success(transferWire(TRANSFER_ID, 1, 2, '10')),
      },
      async (server) => {
        expect(await transfer(server.url)).toMatchObject({
          requestId: TRANSFER_ID,
          from: 'fund',
          to: 'trade',
          coin: 'USDT',
          amount: d(10),
        });
      },
    );
  });

  it('wallet.transfer above the trade account answers code 4101 with the figures', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletTransfer,
        description: 'more USDT than the trade account holds, back to the fund account',
        body: transferBody(2, 1, 'USDT', '1000000'),
        answer: insufficient('10000', '1000000'),
      },
      async (server) => {
        const error = await appErrorOf(
          transfer(server.url, { from: 'trade', to: 'fund', amount: d(1000000) }),
        );
        expect(fundsRefusalOf(error)).toEqual({
          kind: 'insufficient-balance',
          current: d(10000),
          required: d(1000000),
        });
      },
    );
  });

  it('wallet.transfer within one account answers code 4204, refused as wrong-account', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletTransfer,
        description: 'from the fund account to itself',
        body: transferBody(1, 1, 'USDT', '10'),
        answer: failure(4204, 'a transfer goes between the fund and the trade account'),
      },
      async (server) => {
        expect(fundsRefusalOf(await appErrorOf(transfer(server.url, { to: 'fund' })))).toEqual({
          kind: 'wrong-account',
        });
      },
    );
  });

  it('wallet.transfer of VIC answers code 4202, refused as wrong-coin', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletTransfer,
        description: 'a coin the trade account does not hold',
        body: transferBody(1, 2, 'VIC', '10'),
        answer: failure(4202, 'VIC cannot be transferred'),
      },
      async (server) => {
        expect(fundsRefusalOf(await appErrorOf(transfer(server.url, { coin: 'VIC' })))).toEqual({
          kind: 'wrong-coin',
        });
      },
    );
  });
});

describe('funds contract: exchange', () => {
  it('wallet.exchangeQuote of 100 NADI into USDT answers the price, the fee and exactly what is received', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletExchangeQuote,
        description: '100 NADI into USDT',
        query: { from_coin: 'NADI', to_coin: 'USDT', amount: '100' },
        answer: success(quoteAnswer),
      },
      async (server) => {
        expect(await api(server.url).quote({ from: 'NADI', to: 'USDT', amount: d(100) })).toEqual({
          quoteId: QUOTE_ID,
          from: 'NADI',
          to: 'USDT',
          amount: d(100),
          price: d(NADI_QUOTE.price),
          fee: d(NADI_QUOTE.fee),
          receive: d(NADI_QUOTE.receive),
          expiresAt: new Date(AT),
        });
      },
    );
  });

  it.each([
    [
      'below the minimum of 10 NADI',
      'NADI',
      'USDT',
      '5',
      belowMinimum('10'),
      { kind: 'below-minimum', minimum: d(10) },
    ],
    [
      'more USDT than the fund account holds',
      'USDT',
      'NADI',
      '1000000',
      insufficient(FUND_USDT, '1000000'),
      { kind: 'insufficient-balance', current: d(FUND_USDT), required: d(1000000) },
    ],
    [
      'NADI into NADI',
      'NADI',
      'NADI',
      '100',
      failure(4202, 'no exchange from NADI to NADI'),
      { kind: 'wrong-coin' },
    ],
  ] as const)(
    'wallet.exchangeQuote of %s is refused',
    async (description, from, to, amount, answer, refusal) => {
      await interaction(
        {
          given: 'a user is logged in',
          endpoint: walletExchangeQuote,
          description,
          query: { from_coin: from, to_coin: to, amount },
          answer,
        },
        async (server) => {
          const error = await appErrorOf(api(server.url).quote({ from, to, amount: d(amount) }));
          expect(fundsRefusalOf(error)).toEqual(refusal);
        },
      );
    },
  );

  it('wallet.exchange at a valid quote answers the exchange, exact to the last decimal', async () => {
    await interaction(
      {
        given: 'the user has an exchange quote',
        endpoint: walletExchange,
        description: 'the quote of 100 NADI into USDT',
        body: exchangeBody(),
        answer: success({
          id: integer(11),
          request_id: EXCHANGE_ID,
          from_coin: 'NADI',
          to_coin: 'USDT',
          amount: decimal(NADI_QUOTE.amount),
          price: decimal(NADI_QUOTE.price),
          fee: decimal(NADI_QUOTE.fee),
          receive: decimal(NADI_QUOTE.receive),
          create_time: dateTime(AT),
        }),
      },
      async (server) => {
        const done = await api(server.url).exchange(QUOTE_ID, EXCHANGE_ID);
        expect(done).toMatchObject({ requestId: EXCHANGE_ID, from: 'NADI', to: 'USDT', amount: d(100) });
        expect(done.receive.toFixed()).toBe(NADI_QUOTE.receive);
      },
    );
  });

  it.each([
    [
      'the user has an expired exchange quote',
      'an expired quote',
      failure(4203, 'quote expired or used: ask a new one'),
      { kind: 'quote-expired' },
    ],
    [
      'the user has an exchange quote the fund account no longer covers',
      'a quote of more NADI than the fund account now holds',
      insufficient('50', '100'),
      { kind: 'insufficient-balance', current: d(50), required: d(100) },
    ],
  ] as const)('wallet.exchange: %s is refused', async (given, description, answer, refusal) => {
    await interaction(
      { given, endpoint: walletExchange, description, body: exchangeBody(), answer },
      async (server) => {
        expect(fundsRefusalOf(await appErrorOf(api(server.url).exchange(QUOTE_ID, EXCHANGE_ID)))).toEqual(
          refusal,
        );
      },
    );
  });

  it('wallet.exchange of an unknown quote answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletExchange,
        description: 'a quote id the user was never given',
        body: { quote_id: 'Q-none-0001', request_id: EXCHANGE_ID },
        answer: failure(404, 'quote not found'),
      },
      async (server) => {
        expect(
          fundsRefusalOf(await appErrorOf(api(server.url).exchange('Q-none-0001', EXCHANGE_ID))),
        ).toEqual({ kind: 'not-found' });
      },
    );
  });
});
