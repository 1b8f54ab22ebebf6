import Decimal from 'decimal.js';
import type { ActivityApi, ActivityRef } from '../../src/application/activity/activity-api.port';
import type { Activity, ActivityDetail, ActivityFilter, PrizeTier } from '../../src/domain/activity/activity';
import type { RankBoard, RankEntry, Ranking } from '../../src/domain/activity/ranking';
import { AppError } from '../../src/domain/shared/app-error';
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import { T0 } from './sample-time';

const HOUR = 3_600_000;
const d = (v: string | number) => new Decimal(v);

export const TIERS: PrizeTier[] = [
  { fromRank: 1, toRank: 1, reward: d(1000) },
  { fromRank: 2, toRank: 3, reward: d(500) },
  { fromRank: 4, toRank: 10, reward: d(100) },
];

export const sampleActivity = (fields: Partial<ActivityDetail> = {}): ActivityDetail => ({
  id: 2,
  title: 'Mining Sprint',
  cover: 'data:image/svg+xml,<svg/>',
  summary: 'Two weeks of mining',
  period: { startsAt: new Date(T0 - 24 * HOUR), endsAt: new Date(T0 + 2 * HOUR + 1500) },
  prizePool: d(2200),
  unit: 'NADI',
  settled: false,
  rulesHtml: '<p>Rules</p>',
  tiers: TIERS,
  mine: { joined: true, score: d(40), rank: 12, reward: null },
  ...fields,
});

const entry = (rank: number): RankEntry => ({
  rank,
  name: rank % 2 === 0 ? '' : `Pl***`,
  maskedAddress: `0x${String(rank).padStart(4, '0')}…abcd`,
  score: d(200 - rank * 5),
  reward: rank <= 10 ? (TIERS.find((t) => rank >= t.fromRank && rank <= t.toRank)?.reward ?? null) : null,
});

export const notFoundActivity = (): AppError =>
  new AppError('server-exception', { status: 200, code: 404, serverMessage: 'activity not found' });

/** Activities and 25 ranked people per board in memory; records calls; `failWith` fails a method once set. */
export class FakeActivityApi implements ActivityApi {
  activities: ActivityDetail[] = [sampleActivity()];
  failWith: Partial<Record<'list' | 'detail' | 'ranking', unknown>> = {};
  readonly calls: string[] = [];
  updatedAt = new Date(T0);

  async list(filter: ActivityFilter, query: PageQuery): Promise<Page<Activity>> {
    this.calls.push(`list:${filter}:${query.page}`);
    if (this.failWith.list) throw this.failWith.list;
    return {
      items: this.activities,
      total: this.activities.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async detail(ref: ActivityRef): Promise<ActivityDetail> {
    this.calls.push(`detail:${ref}`);
    if (this.failWith.detail) throw this.failWith.detail;
    const found = ref === 'latest' ? this.activities[0] : this.activities.find((a) => a.id === ref);
    if (!found) throw notFoundActivity();
    return found;
  }

  async ranking(ref: ActivityRef, board: RankBoard, query: PageQuery): Promise<Ranking> {
    this.calls.push(`ranking:${ref}:${board}:${query.page}`);
    if (this.failWith.ranking) throw this.failWith.ranking;
    const all = Array.from({ length: 25 }, (_, i) => entry(i + 1));
    const { page, pageSize } = query;
    return {
      activityId: 2,
      board,
      prizePool: board === 'day' ? d(270) : d(2200),
      unit: 'NADI',
      tiers: TIERS,
      updatedAt: this.updatedAt,
      refreshSeconds: 300,
      podium: all.slice(0, 3),
      page: { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize },
      mine: { rank: 12, score: d(140), reward: null, next: { tier: TIERS[2] as PrizeTier, missing: d(16) } },
    };
  }
}
