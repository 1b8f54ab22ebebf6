import type { Notice, NoticeDetail, NoticeSummary } from '../../domain/notice/notice';
import type { Page, PageQuery } from '../../domain/shared/paging';

/** Notice calls (`notice/*`, proposed); every method fails with an AppError of an API kind. */
export const NoticeApi = Symbol.for('NoticeApi');
export interface NoticeApi {
  /** A page of notices, newest first, with the user's read marks (`notice/list`). */
  list(query: PageQuery): Promise<Page<Notice>>;
  /** One notice with its HTML body; code 404 when there is none of that id (`notice/detail`). */
  detail(id: number): Promise<NoticeDetail>;
  /** Marks a notice read; answers the unread count after it (`notice/read`). */
  markRead(id: number): Promise<number>;
}

/**
 * The one notice call the shell and home need (`notice/unreadCount`): small, so it is bound with the
 * container while the rest of the notice feature loads with its screens.
 */
export const NoticeSummaryApi = Symbol.for('NoticeSummaryApi');
export interface NoticeSummaryApi {
  /** The unread count and the newest notice; fails with an AppError of an API kind. */
  summary(): Promise<NoticeSummary>;
}
