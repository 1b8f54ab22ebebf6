import { describe, expect, it } from 'vitest';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';
import { ACTIVITY_SLICE, activitySettlements } from './activity.state';

const rankingPath = (board: string, page = 1, size = 20) =>
  `/api/v1/activity/ranking?id=2&board=${board}&page=${page}&page_size=${size}`;

describe('activity handlers', () => {
  it('lists one activity of each status and filters by status', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const all = await call(backend, 'GET', '/api/v1/activity/list?page=1&page_size=10&status=0', {
      token,
      headers: { lang: 'EN' },
    });
    expect(all.json.data.list.map((a: { title: string }) => a.title)).toEqual([
      'Trading Festival',
      'Mining Sprint',
      'Genesis Node Race',
    ]);
    for (const [status, id] of [
      [1, 3],
      [2, 2],
      [3, 1],
    ]) {
      const { json } = await call(
        backend,
        'GET',
        `/api/v1/activity/list?page=1&page_size=10&status=${status}`,
        {
          token,
        },
      );
      expect(json.data.list.map((a: { id: number }) => a.id)).toEqual([id]);
    }
  });

  it('resolves latest to the ongoing activity, with sanitisable rules and the user’s part', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const { json } = await call(backend, 'GET', '/api/v1/activity/detail?id=latest', {
      token,
      headers: { lang: 'KO' },
    });
    expect(json.data).toMatchObject({ id: 2, title: '채굴 스프린트', settled: 0, prize_pool: '3000' });
    expect(json.data.rules).toContain('<ul><li>');
    expect(json.data.mine.joined).toBe(1);
    expect(json.data.mine.rank).toBeGreaterThan(0);
    const missing = await call(backend, 'GET', '/api/v1/activity/detail?id=42', { token });
    expect(missing.json).toMatchObject({ code: 404, msg: 'activity not found' });
  });

  it('says so when there is no current activity', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    backend.state.part(ACTIVITY_SLICE).activityIds = [1, 3];
    const { json } = await call(backend, 'GET', '/api/v1/activity/detail?id=latest', { token });
    expect(json).toMatchObject({ code: 404, msg: 'no current activity' });
  });

  it('ranks by the tie rule, pages, pins the user with what is missing, and moves over time', async () => {
    const { backend, clock } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const first = (await call(backend, 'GET', rankingPath('total'), { token })).json.data;
    expect(first.podium).toHaveLength(3);
    expect(first.list.slice(0, 3)).toEqual(first.podium);
    const scores = first.list.map((e: { score: string }) => Number(e.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(first.list.map((e: { rank: number }) => e.rank)).toEqual(
      scores.map((_: number, i: number) => i + 1),
    );
    expect(first.list[0].address).toMatch(/^0x[0-9a-f]{4}…[0-9a-f]{4}$/);
    const { mine } = first;
    expect(mine.rank).toBeGreaterThan(3);
    expect(mine.next_tier).not.toBeNull();
    const target = first.list[mine.next_tier.to_rank - 1];
    expect(Number(mine.missing)).toBe(Number(target.score) - Number(mine.score) + 1);
    const second = (await call(backend, 'GET', rankingPath('total', 2), { token })).json.data;
    expect(second.list[0].rank).toBe(21);
    expect(second.podium).toEqual(first.podium);

    clock.advance(3 * 60 * 60 * 1000);
    const later = (await call(backend, 'GET', rankingPath('total'), { token })).json.data;
    expect(Date.parse(later.updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
    expect(later.list[0].score).not.toBe(first.list[0].score);
    expect(later.refresh_seconds).toBe(300);
  });

  it('answers a day board with its own, smaller prize pool', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const day = (await call(backend, 'GET', rankingPath('day'), { token })).json.data;
    expect(day.board).toBe('day');
    expect(day.prize_pool).toBe('135');
  });

  it('refuses bad paging and unknown activities', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    expect((await call(backend, 'GET', rankingPath('day', 0), { token })).status).toBe(400);
    const unknown = await call(backend, 'GET', '/api/v1/activity/ranking?id=9&board=day&page=1&page_size=5', {
      token,
    });
    expect(unknown.json.code).toBe(404);
  });

  it('settles an ended activity once, as an activity settlement record of the winners', async () => {
    const { backend, clock } = makeBackend();
    const records = activitySettlements(backend.state, 10001, clock.now());
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      activityId: 1,
      userId: 10001,
      unit: 'NADI',
      createdAt: '2025-05-15T00:00:00.000Z',
    });
    expect(Number(records[0]?.amount)).toBeGreaterThan(0);
    expect(activitySettlements(backend.state, 10001, clock.now())).toEqual(records);
    const token = await login(backend, seededWallet(10001));
    const { json } = await call(backend, 'GET', '/api/v1/activity/detail?id=1', { token });
    expect(json.data.settled).toBe(1);
    expect(json.data.mine.reward).not.toBeNull();
  });
});
