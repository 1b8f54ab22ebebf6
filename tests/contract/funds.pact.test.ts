import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  walletAssets,
  walletDepositAddress,
  walletDepositList,
  walletWithdrawConfig,
} from '../../src/adapters/api/catalogue/funds.schema';
import { HttpFundsApi } from '../../src/adapters/api/funds/http-funds-api.adapter';
import { fundsRefusalOf } from '../../src/application/funds/funds-refusal';
import { AT, chain, coin, FUND_NADI, PAGE, txHash, WALLET } from './support/funds-examples';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
  walletAddress,
} from './support/pact-kit';

const { eachLike, integer, like } = MatchersV3;
const d = (value: string | number) => new Decimal(value);

const interaction = pactInteractions();
const api = (url: string) => new HttpFundsApi(contractKit(url, PACT_TOKEN).client);

const DEPOSIT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('funds contract: assets and deposits', () => {
  it('wallet.assets answers the fund account, the trade account and the destroy quota with their values', async () => {
    const asset = {
      coin: coin('NADI'),
      available: decimal(FUND_NADI),
      frozen: decimal('0'),
      usdt_value: decimal('1651.711875'),
    };
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletAssets,
        description: 'the accounts of the user',
        answer: success({
          total_usdt: decimal('37636.279766'),
          accounts: eachLike({ account: integer(1), assets: eachLike(asset) }),
          prices: like({ NADI: decimal('0.0825'), USDT: decimal('1') }),
        }),
      },
      async (server) => {
        const assets = await api(server.url).assets();
        expect(assets.totalUsdt).toEqual(d('37636.279766'));
        expect(assets.accounts).toEqual([
          {
            kind: 'fund',
            assets: [{ coin: 'NADI', available: d(FUND_NADI), frozen: d(0), usdtValue: d('1651.711875') }],
          },
        ]);
        expect(assets.prices).toEqual({ NADI: d('0.0825'), USDT: d(1) });
      },
    );
  });

  it('wallet.depositAddress answers the address of a coin on a chain, its minimum and confirmations', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletDepositAddress,
        description: 'USDT on BSC',
        query: { coin: 'USDT', chain: 'BSC' },
        answer: success({
          coin: 'USDT',
          chain: 'BSC',
          address: walletAddress(DEPOSIT_ADDRESS),
          min_amount: decimal('1'),
          confirmations: integer(3),
        }),
      },
      async (server) => {
        expect(await api(server.url).depositAddress('USDT', 'BSC')).toEqual({
          coin: 'USDT',
          chain: 'BSC',
          address: DEPOSIT_ADDRESS,
          minAmount: d(1),
          confirmations: 3,
        });
      },
    );
  });

  it('wallet.depositAddress of VIC answers code 4202, refused as wrong-coin', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletDepositAddress,
        description: 'VIC, which cannot be deposited',
        query: { coin: 'VIC', chain: 'BSC' },
        answer: failure(4202, 'VIC cannot be deposited on BSC'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).depositAddress('VIC', 'BSC'));
        expect(fundsRefusalOf(error)).toEqual({ kind: 'wrong-coin' });
      },
    );
  });

  it('wallet.depositList answers a page of deposits, newest first', async () => {
    await interaction(
      {
        given: 'the user has a funds history',
        endpoint: walletDepositList,
        description: 'the first page',
        query: PAGE(1, 10),
        answer: success({
          list: eachLike({
            id: integer(5),
            coin: coin('USDT'),
            chain: chain('NADI'),
            amount: decimal('250'),
            tx_hash: txHash(),
            from_address: walletAddress(WALLET),
            confirmations: integer(3),
            required_confirmations: integer(3),
            status: 1,
            create_time: dateTime(AT),
            credit_time: dateTime(AT),
          }),
          total: integer(1),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await api(server.url).deposits({ page: 1, pageSize: 10 });
        expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({
          coin: 'USDT',
          chain: 'NADI',
          amount: d(250),
          status: 'credited',
          confirmations: 3,
          creditedAt: new Date(AT),
        });
      },
    );
  });

  it('wallet.depositList with a page size above 100 answers HTTP 400 with the server message', async () => {
    const message = 'page_size must be between 1 and 100';
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletDepositList,
        description: 'a page of 500',
        query: PAGE(1, 500),
        status: 400,
        answer: failure(400, message),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).deposits({ page: 1, pageSize: 500 }));
        expect(error.kind).toBe('bad-request');
        expect(error.detail).toMatchObject({ status: 400, serverMessage: message });
      },
    );
  });

  it('wallet.withdrawConfig of NADI answers the rules, the address and what is available', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletWithdrawConfig,
        description: 'NADI',
        query: { coin: 'NADI' },
        answer: success({
          coin: 'NADI',
          chain: 'NADI',
          min_amount: decimal('1'),
          fee_rate: decimal('0.01'),
          min_fee: decimal('0.1'),
          review_limit: decimal('10000'),
          confirmations: integer(3),
          address: walletAddress(WALLET),
          available: decimal(FUND_NADI),
        }),
      },
      async (server) => {
        expect(await api(server.url).withdrawConfig('NADI')).toEqual({
          coin: 'NADI',
          chain: 'NADI',
          minAmount: d(1),
          feeRate: d('0.01'),
          minFee: d('0.1'),
          reviewLimit: d('10000'),
          confirmations: 3,
          address: WALLET,
          available: d(FUND_NADI),
        });
      },
    );
  });

  it('wallet.withdrawConfig of USDT answers code 4202, refused as wrong-coin', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletWithdrawConfig,
        description: 'USDT, which cannot be withdrawn',
        query: { coin: 'USDT' },
        answer: failure(4202, 'only NADI can be withdrawn'),
      },
      async (server) => {
        expect(fundsRefusalOf(await appErrorOf(api(server.url).withdrawConfig('USDT')))).toEqual({
          kind: 'wrong-coin',
        });
      },
    );
  });
});
