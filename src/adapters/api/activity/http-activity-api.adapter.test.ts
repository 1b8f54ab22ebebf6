import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { HttpActivityApi } from './http-activity-api.adapter';

const activity = {
  id: 2,
  title: 'Mining Sprint',
  cover: 'data:image/svg+xml,x',
  summary: 's',
  start_time: '2026-01-01T00:00:00.000Z',
  end_time: '2026-01-15T00:00:00.000Z',
  prize_pool: '3000',
  unit: 'NADI',
  settled: 0,
};
const tier = { from_rank: 4, to_rank: 10, reward: '100' };
const entry = { rank: 1, name: 'Mo***', address: '0x1234…abcd', score: '900', reward: '1000' };

describe('HttpActivityApi', () => {
  it('sends the status filter and maps periods and money', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({ list: [activity], total: 1, page: 1, page_size: 10 });
    const page = await new HttpActivityApi(kit.client).list('ongoing', { page: 1, pageSize: 10 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/activity/list?page=1&page_size=10&status=2');
    expect(page.items[0]?.prizePool.toFixed()).toBe('3000');
    expect(page.items[0]?.period.endsAt.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(page.items[0]?.unit).toBe('NADI');
  });

  it('asks for latest and maps the detail with my part', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({
      ...activity,
      settled: 1,
      rules: '<p>r</p>',
      tiers: [tier],
      mine: { joined: 1, score: '40', rank: 12, reward: null },
    });
    const detail = await new HttpActivityApi(kit.client).detail('latest');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/activity/detail?id=latest');
    expect(detail).toMatchObject({
      settled: true,
      rulesHtml: '<p>r</p>',
      mine: { joined: true, rank: 12, reward: null },
    });
    expect(detail.tiers[0]?.reward.toFixed()).toBe('100');
  });

  it('maps a ranking page with the podium and what I miss to the next tier', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({
      activity_id: 2,
      board: 'day',
      prize_pool: '135',
      unit: 'NADI',
      tiers: [tier],
      updated_at: '2026-01-02T10:05:00.000Z',
      refresh_seconds: 300,
      podium: [entry],
      list: [entry],
      total: 40,
      page: 1,
      page_size: 20,
      mine: { rank: 12, score: '55', reward: null, next_tier: tier, missing: '16' },
    });
    const ranking = await new HttpActivityApi(kit.client).ranking(2, 'day', { page: 1, pageSize: 20 });
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/activity/ranking?page=1&page_size=20&id=2&board=day',
    );
    expect(ranking.page).toMatchObject({ total: 40, page: 1, pageSize: 20 });
    expect(ranking.podium[0]).toMatchObject({ rank: 1, maskedAddress: '0x1234…abcd' });
    expect(ranking.mine.next?.missing.toFixed()).toBe('16');
    expect(ranking.mine.next?.tier.toRank).toBe(10);
  });

  it('refuses a score sent as a number and an unknown board', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({ list: [{ ...activity, prize_pool: 3000 }], total: 1, page: 1, page_size: 10 });
    await expect(
      new HttpActivityApi(kit.client).list('all', { page: 1, pageSize: 10 }),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
