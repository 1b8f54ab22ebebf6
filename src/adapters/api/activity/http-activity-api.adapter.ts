import { inject, injectable } from 'inversify';
import type { ActivityApi, ActivityRef } from '../../../application/activity/activity-api.port';
import {
  ACTIVITY_FILTER_CODES,
  type Activity,
  type ActivityDetail,
  type ActivityFilter,
} from '../../../domain/activity/activity';
import type { RankBoard, Ranking } from '../../../domain/activity/ranking';
import type { Page, PageQuery } from '../../../domain/shared/paging';
import { activityDetail, activityList, activityRanking } from '../catalogue/activity.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import { toActivity, toActivityDetail, toRanking } from './activity.mapper';

/** Activity and ranking calls over HTTP. */
@injectable()
export class HttpActivityApi implements ActivityApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(filter: ActivityFilter, query: PageQuery): Promise<Page<Activity>> {
    const page = await callPage(this.http, activityList, {
      page: query.page,
      page_size: query.pageSize,
      status: ACTIVITY_FILTER_CODES[filter],
    });
    return toPage(page, toActivity);
  }

  async detail(ref: ActivityRef): Promise<ActivityDetail> {
    return toActivityDetail(await this.http.call(activityDetail, { id: ref }));
  }

  async ranking(ref: ActivityRef, board: RankBoard, query: PageQuery): Promise<Ranking> {
    const wire = await callPage(this.http, activityRanking, {
      id: ref,
      board,
      page: query.page,
      page_size: query.pageSize,
    });
    return toRanking(wire);
  }
}
