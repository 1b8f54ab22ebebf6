import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  miningConfig,
  miningDestroyList,
  miningPower,
  miningPowerLog,
} from '../../src/adapters/api/catalogue/mining.schema';
import { HttpMiningApi } from '../../src/adapters/api/mining/http-mining-api.adapter';
import { contractKit, dateTime, decimal, PACT_TOKEN, pactInteractions, success } from './support/pact-kit';

const { eachLike, integer } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpMiningApi(contractKit(url, PACT_TOKEN).client);
/** A page of a list call: page and page size echo the query; the total counts every item. */
const page = (list: unknown, total: number) => ({ list, total: integer(total), page: 1, page_size: 10 });

describe('mining contract', () => {
  it('mining.config answers the destroy and union minimums and the NADI price', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningConfig,
        description: 'a request for the mining settings',
        answer: success({
          destroy_min: decimal('100'),
          union_min: decimal('500'),
          nadi_price: decimal('0.0825'),
        }),
      },
      async (server) => {
        expect(await api(server.url).settings()).toEqual({
          destroyMinimum: new Decimal('100'),
          unionMinimum: new Decimal('500'),
          nadiPrice: new Decimal('0.0825'),
        });
      },
    );
  });

  it('mining.power answers basic, gift, released and remaining power', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningPower,
        description: 'a request for the user’s power',
        answer: success({
          basic: decimal('1950.75'),
          gift: decimal('300'),
          released: decimal('420.5'),
          remaining: decimal('1830.25'),
        }),
      },
      async (server) => {
        expect(await api(server.url).power()).toEqual({
          basic: new Decimal('1950.75'),
          gift: new Decimal('300'),
          released: new Decimal('420.5'),
          remaining: new Decimal('1830.25'),
        });
      },
    );
  });

  it('mining.powerLog answers a page of the power log, newest first', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningPowerLog,
        description: 'the first page of every type',
        query: { page: '1', page_size: '10' },
        answer: success(
          page(
            eachLike({
              id: integer(6),
              type: integer(3),
              amount: decimal('-300'),
              create_time: dateTime('2025-06-11T16:45:00.000Z'),
            }),
            6,
          ),
        ),
      },
      async (server) => {
        expect(await api(server.url).powerLog({ page: 1, pageSize: 10, type: null })).toEqual({
          items: [
            {
              id: 6,
              type: 'withdraw',
              amount: new Decimal('-300'),
              createdAt: new Date('2025-06-11T16:45:00.000Z'),
            },
          ],
          total: 6,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });

  it('mining.powerLog filtered by type answers that type only', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningPowerLog,
        description: 'the first page of withdrawals',
        query: { page: '1', page_size: '10', type: '3' },
        answer: success(
          page(
            eachLike({
              id: integer(6),
              type: 3,
              amount: decimal('-300'),
              create_time: dateTime('2025-06-11T16:45:00.000Z'),
            }),
            2,
          ),
        ),
      },
      async (server) => {
        const log = await api(server.url).powerLog({ page: 1, pageSize: 10, type: 'withdraw' });
        expect(log.items.map((entry) => entry.type)).toEqual(['withdraw']);
        expect(log.total).toBe(2);
      },
    );
  });

  it('mining.destroyList answers a page of destroy entries, newest first', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningDestroyList,
        description: 'the first page of destroy entries',
        query: { page: '1', page_size: '10' },
        answer: success(
          page(
            eachLike({
              id: integer(4),
              price: decimal('0.08'),
              num: decimal('1250'),
              usdt_value: decimal('100'),
              create_time: dateTime('2025-06-30T08:00:00.000Z'),
              status: integer(1),
            }),
            4,
          ),
        ),
      },
      async (server) => {
        expect(await api(server.url).destroyEntries({ page: 1, pageSize: 10 })).toEqual({
          items: [
            {
              id: 4,
              price: new Decimal('0.08'),
              quantity: new Decimal('1250'),
              usdtValue: new Decimal('100'),
              createdAt: new Date('2025-06-30T08:00:00.000Z'),
              status: 'trial',
            },
          ],
          total: 4,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });
});
