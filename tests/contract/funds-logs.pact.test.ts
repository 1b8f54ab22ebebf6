import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  walletIncomeLog,
  walletMoneyLog,
  walletTransferList,
} from '../../src/adapters/api/catalogue/funds.schema';
import { HttpFundsApi } from '../../src/adapters/api/funds/http-funds-api.adapter';
import { coin, PAGE, recordWire, transferWire } from './support/funds-examples';
import {
  appErrorOf,
  contractKit,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, regex, string } = MatchersV3;
const d = (value: string | number) => new Decimal(value);

const interaction = pactInteractions();
const api = (url: string) => new HttpFundsApi(contractKit(url, PACT_TOKEN).client);

describe('funds contract: transfers, money log and income', () => {
  it('wallet.transferList answers the transfers, newest first', async () => {
    await interaction(
      {
        given: 'the user has a funds history',
        endpoint: walletTransferList,
        description: 'the first page',
        query: PAGE(1, 10),
        answer: success({
          list: eachLike(transferWire(string('pact-transfer-5'), integer(2), integer(1), '10')),
          total: integer(2),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await api(server.url).transfers({ page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ from: 'trade', to: 'fund', amount: d(10) });
      },
    );
  });

  it('wallet.moneyLog filtered by type answers those records and the counts of every type', async () => {
    await interaction(
      {
        given: 'the user has a funds history',
        endpoint: walletMoneyLog,
        description: 'withdrawals and withdraw returns',
        query: { ...PAGE(1, 10), types: '29,3' },
        answer: success({
          list: eachLike(recordWire(29, '-100', regex('^withdraw#\\d+$', 'withdraw#7'))),
          total: integer(3),
          page: 1,
          page_size: 10,
          counts: { '19': integer(2), '29': integer(2), '3': integer(1) },
        }),
      },
      async (server) => {
        const page = await api(server.url).moneyLog({ page: 1, pageSize: 10 }, [
          'withdraw',
          'withdrawReturn',
        ]);
        expect(page.items[0]).toMatchObject({
          type: 'withdraw',
          account: 'fund',
          amount: d(-100),
          ref: 'withdraw#7',
        });
        expect(page.counts).toEqual({ crossChainDeposit: 2, withdraw: 2, withdrawReturn: 1 });
      },
    );
  });

  it('wallet.moneyLog with a page size above 100 answers HTTP 400', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletMoneyLog,
        description: 'a page of 500',
        query: PAGE(1, 500),
        status: 400,
        answer: failure(400, 'page_size must be between 1 and 100'),
      },
      async (server) => {
        expect((await appErrorOf(api(server.url).moneyLog({ page: 1, pageSize: 500 }))).kind).toBe(
          'bad-request',
        );
      },
    );
  });

  it('wallet.incomeLog answers the income records with totals per coin for today and all time', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletIncomeLog,
        description: 'the first page',
        query: PAGE(1, 10),
        answer: success({
          list: eachLike(recordWire(15, '8.25', null)),
          total: integer(2),
          page: 1,
          page_size: 10,
          totals: eachLike({ coin: coin('NADI'), today: decimal('8.25'), total: decimal('20.75') }),
        }),
      },
      async (server) => {
        const page = await api(server.url).incomeLog({ page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ type: 'nodeMiningIncome', amount: d('8.25'), ref: null });
        expect(page.totals).toEqual([{ coin: 'NADI', today: d('8.25'), total: d('20.75') }]);
      },
    );
  });
});
