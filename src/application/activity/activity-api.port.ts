import type { Activity, ActivityDetail, ActivityFilter } from '../../domain/activity/activity';
import type { RankBoard, Ranking } from '../../domain/activity/ranking';
import type { Page, PageQuery } from '../../domain/shared/paging';

/** An activity's id, or `latest` for the current one. */
export type ActivityRef = number | 'latest';

/** Activity calls (`activity/*`, proposed); every method fails with an AppError of an API kind. */
export const ActivityApi = Symbol.for('ActivityApi');
export interface ActivityApi {
  /** A page of activities with the given status (`activity/list`). */
  list(filter: ActivityFilter, query: PageQuery): Promise<Page<Activity>>;
  /** One activity, or the current one; code 404 when there is none (`activity/detail`). */
  detail(ref: ActivityRef): Promise<ActivityDetail>;
  /** A page of the day or total board with the user's rank; code 404 for no such activity (`activity/ranking`). */
  ranking(ref: ActivityRef, board: RankBoard, query: PageQuery): Promise<Ranking>;
}
