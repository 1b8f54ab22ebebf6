import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpActivityApi } from '../../src/adapters/api/activity/http-activity-api.adapter';
import {
  activityDetail,
  activityList,
  activityRanking,
} from '../../src/adapters/api/catalogue/activity.schema';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpActivityApi(contractKit(url, PACT_TOKEN).client);

const STARTS = '2026-01-01T00:00:00.000Z';
const ENDS = '2026-01-15T00:00:00.000Z';
const UPDATED = '2026-01-07T10:05:00.000Z';
/** The ongoing Mining Sprint of the mock (activity-defs.ts). */
const ACTIVITY_ID = 2;
const UNKNOWN_ID = 999;

const activityWire = () => ({
  id: integer(ACTIVITY_ID),
  title: string('Mining Sprint'),
  cover: string('data:image/svg+xml;charset=utf-8,%3Csvg%3E'),
  summary: string('Two weeks of mining, a daily and a total prize pool.'),
  start_time: dateTime(STARTS),
  end_time: dateTime(ENDS),
  prize_pool: decimal('3000'),
  unit: string('NADI'),
  settled: integer(0),
});

const tierWire = () => ({ from_rank: integer(4), to_rank: integer(10), reward: decimal('100') });

/** A row: masked name (may be empty) and masked address, points, the reward of the rank. */
const entryWire = () => ({
  rank: integer(1),
  name: string('Mo***'),
  address: regex('^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$', '0x3c44…93bc'),
  score: decimal('1200'),
  reward: decimal('1000'),
});

describe('activity contract', () => {
  it('activity.list answers a page of activities', async () => {
    await interaction(
      {
        given: 'an activity is under way',
        endpoint: activityList,
        description: 'the first page of all activities',
        query: { page: '1', page_size: '10', status: '0' },
        answer: success({ list: eachLike(activityWire()), total: integer(3), page: 1, page_size: 10 }),
      },
      async (server) => {
        const page = await api(server.url).list('all', { page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ id: ACTIVITY_ID, unit: 'NADI', settled: false });
        expect(page.items[0]?.prizePool.toFixed()).toBe('3000');
      },
    );
  });

  it('activity.list with no activities answers an empty page', async () => {
    await interaction(
      {
        given: 'there are no activities',
        endpoint: activityList,
        description: 'the ongoing activities when there are none',
        query: { page: '1', page_size: '10', status: '2' },
        answer: success({ list: [], total: 0, page: 1, page_size: 10 }),
      },
      async (server) => {
        expect((await api(server.url).list('ongoing', { page: 1, pageSize: 10 })).items).toEqual([]);
      },
    );
  });

  it('activity.list refuses page 0 with HTTP 400', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: activityList,
        description: 'page 0',
        query: { page: '0', page_size: '10', status: '0' },
        status: 400,
        answer: failure(400, 'page must be 1 or more'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).list('all', { page: 0, pageSize: 10 }));
        expect(error.kind).toBe('bad-request');
      },
    );
  });

  it('activity.detail of latest answers the current activity with the user’s part', async () => {
    await interaction(
      {
        given: 'the user leads the current activity',
        endpoint: activityDetail,
        description: 'the current activity',
        query: { id: 'latest' },
        answer: success({
          ...activityWire(),
          rules: string('<h3>How to earn points</h3><ul><li>…</li></ul>'),
          tiers: eachLike(tierWire()),
          mine: { joined: 1, score: decimal('100500'), rank: 1, reward: decimal('1000') },
        }),
      },
      async (server) => {
        const detail = await api(server.url).detail('latest');
        expect(detail).toMatchObject({ id: ACTIVITY_ID, mine: { joined: true, rank: 1 } });
        expect(detail.mine.reward?.toFixed()).toBe('1000');
        expect(detail.tiers[0]?.toRank).toBe(10);
      },
    );
  });

  it('activity.detail of latest with no activity on answers code 404', async () => {
    await interaction(
      {
        given: 'there are no activities',
        endpoint: activityDetail,
        description: 'the current activity when there is none',
        query: { id: 'latest' },
        answer: failure(404, 'no current activity'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).detail('latest'));
        expect(error.detail).toMatchObject({ code: 404, serverMessage: 'no current activity' });
      },
    );
  });

  it('activity.detail of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: activityDetail,
        description: 'an id no activity has',
        query: { id: String(UNKNOWN_ID) },
        answer: failure(404, 'activity not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).detail(UNKNOWN_ID));
        expect(error.detail).toMatchObject({ code: 404 });
      },
    );
  });

  it('activity.ranking answers a page of the total board, the podium and the user’s place', async () => {
    await interaction(
      {
        given: 'the user leads the current activity',
        endpoint: activityRanking,
        description: 'the first 10 of the total board',
        query: { page: '1', page_size: '10', id: String(ACTIVITY_ID), board: 'total' },
        answer: success({
          activity_id: integer(ACTIVITY_ID),
          board: 'total',
          prize_pool: decimal('3000'),
          unit: string('NADI'),
          tiers: eachLike(tierWire()),
          updated_at: dateTime(UPDATED),
          refresh_seconds: integer(300),
          podium: eachLike(entryWire()),
          list: eachLike(entryWire()),
          total: integer(50),
          page: 1,
          page_size: 10,
          mine: {
            rank: 1,
            score: decimal('100500'),
            reward: decimal('1000'),
            next_tier: null,
            missing: null,
          },
        }),
      },
      async (server) => {
        const ranking = await api(server.url).ranking(ACTIVITY_ID, 'total', { page: 1, pageSize: 10 });
        expect(ranking.board).toBe('total');
        expect(ranking.updatedAt.toISOString()).toBe(UPDATED);
        expect(ranking.podium[0]?.maskedAddress).toBe('0x3c44…93bc');
        expect(ranking.mine).toMatchObject({ rank: 1, next: null });
      },
    );
  });

  it('activity.ranking of an unknown activity answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: activityRanking,
        description: 'the day board of an id no activity has',
        query: { page: '1', page_size: '10', id: String(UNKNOWN_ID), board: 'day' },
        answer: failure(404, 'activity not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).ranking(UNKNOWN_ID, 'day', { page: 1, pageSize: 10 }));
        expect(error.detail).toMatchObject({ code: 404 });
      },
    );
  });

  it('activity.ranking refuses a page size over 100 with HTTP 400', async () => {
    await interaction(
      {
        given: 'an activity is under way',
        endpoint: activityRanking,
        description: 'a page of 500 rows',
        query: { page: '1', page_size: '500', id: String(ACTIVITY_ID), board: 'day' },
        status: 400,
        answer: failure(400, 'page_size must be between 1 and 100'),
      },
      async (server) => {
        const error = await appErrorOf(
          api(server.url).ranking(ACTIVITY_ID, 'day', { page: 1, pageSize: 500 }),
        );
        expect(error.kind).toBe('bad-request');
      },
    );
  });
});
