import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeActivityApi, sampleActivity } from '../../../../tests/fakes/fake-activity-api';
import { T0 } from '../../../../tests/fakes/sample-time';
import { settleFakeTimers } from '../../../../tests/support/settle';
import { AppError } from '../../../domain/shared/app-error';
import { ActivityDetailVm } from './activity-detail.vm';
import { ActivityListVm } from './activity-list.vm';
import { RankingVm } from './ranking.vm';

const clock = { now: () => Date.now() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ActivityListVm', () => {
  it('filters by status and ticks the countdown only while on screen', async () => {
    const api = new FakeActivityApi();
    const vm = new ActivityListVm(api, clock);
    vm.attach({ active: true });
    await settleFakeTimers();
    expect(vm.rows[0]).toMatchObject({ status: 'ongoing', countdown: { to: 'end' } });
    expect(vm.rows[0]?.countdown?.left).toMatchObject({ hours: 2, minutes: 0, seconds: 2 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(vm.rows[0]?.countdown?.left).toMatchObject({ hours: 2, minutes: 0, seconds: 0 });
    vm.setFilter('ended');
    await settleFakeTimers();
    expect(api.calls).toEqual(['list:all:1', 'list:ended:1']);
    vm.attach({ active: false });
    expect(vm.ticker.ticking).toBe(false);
  });

  it('turns a card to ended when its time runs out, and stops ticking', async () => {
    const api = new FakeActivityApi();
    const vm = new ActivityListVm(api, clock);
    vm.attach({ active: true });
    await settleFakeTimers();
    await vi.advanceTimersByTimeAsync(2 * 3_600_000 + 2000);
    expect(vm.rows[0]).toMatchObject({ status: 'ended', countdown: null });
    expect(vm.ticker.ticking).toBe(false);
  });
});

describe('ActivityDetailVm', () => {
  it('opens the current activity for latest, with its countdown and my part', async () => {
    const api = new FakeActivityApi();
    const vm = new ActivityDetailVm(api, clock);
    vm.attach({ ref: 'latest', active: true });
    await settleFakeTimers();
    expect(vm.current?.id).toBe(2);
    expect(vm.status).toBe('ongoing');
    expect(vm.countdown?.to).toBe('end');
    expect(api.calls).toEqual(['detail:latest']);
  });

  it('says when there is no current activity or no such activity', async () => {
    const api = new FakeActivityApi();
    api.activities = [];
    const vm = new ActivityDetailVm(api, clock);
    vm.attach({ ref: 'latest', active: true });
    await settleFakeTimers();
    expect(vm.notFound).toBe(true);
    expect(vm.isLatest).toBe(true);
    api.activities = [sampleActivity()];
    vm.attach({ ref: 7, active: true });
    await settleFakeTimers();
    expect(vm.notFound).toBe(true);
    expect(vm.isLatest).toBe(false);
  });
});

describe('RankingVm', () => {
  it('loads the total board, then the day board on its tab, with my rank and the gap', async () => {
    const api = new FakeActivityApi();
    const vm = new RankingVm(api);
    vm.attach({ ref: 2, active: true });
    await settleFakeTimers();
    expect(vm.board.ranking?.board).toBe('total');
    expect(vm.board.entries).toHaveLength(20);
    expect(vm.board.ranking?.mine).toMatchObject({ rank: 12, next: { tier: { toRank: 10 } } });
    vm.loadMore();
    await settleFakeTimers();
    expect(vm.board.entries).toHaveLength(25);
    expect(vm.board.hasMore).toBe(false);
    vm.setTab('day');
    await settleFakeTimers();
    expect(vm.board.ranking?.prizePool.toFixed()).toBe('270');
    expect(api.calls).toEqual(['ranking:2:total:1', 'ranking:2:total:2', 'ranking:2:day:1']);
  });

  it('reloads at the server interval while on screen and keeps the last board when a reload fails', async () => {
    const api = new FakeActivityApi();
    const vm = new RankingVm(api);
    vm.attach({ ref: 'latest', active: true });
    await settleFakeTimers();
    const first = vm.board.ranking;
    api.failWith.ranking = new AppError('network');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(api.calls).toHaveLength(2);
    expect(vm.board.ranking).toBe(first);
    expect(vm.board.error).toBeInstanceOf(AppError);
    vm.attach({ ref: 'latest', active: false });
    await vi.advanceTimersByTimeAsync(900_000);
    expect(api.calls).toHaveLength(2);
  });

  it('says when the activity does not exist', async () => {
    const api = new FakeActivityApi();
    api.failWith.ranking = new AppError('server-exception', { code: 404 });
    const vm = new RankingVm(api);
    vm.attach({ ref: 9, active: true });
    await settleFakeTimers();
    expect(vm.notFound).toBe(true);
  });
});
