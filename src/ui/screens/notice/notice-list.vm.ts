import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { NoticeApi } from '../../../application/notice/notice-api.port';
import { NoticeSummaryStore } from '../../../application/notice/notice-summary.store';
import { Clock } from '../../../application/shared/clock.port';
import type { Notice } from '../../../domain/notice/notice';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface NoticeListParams {
  readonly active: boolean;
}

/**
 * Notices (`/notice`): newest first, page by page, each with its category and an unread mark. Every visit
 * reloads the first page and the unread count, so a notice read on its own page shows as read here, and
 * the menu badge agrees.
 */
@injectable()
export class NoticeListVm implements ViewModel<NoticeListParams> {
  readonly notices: PagedList<Notice>;
  private readonly visit = new Visit();

  constructor(
    @inject(NoticeApi) private readonly api: NoticeApi,
    @inject(NoticeSummaryStore) private readonly summary: NoticeSummaryStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.notices = new PagedList((page, pageSize) => this.api.list({ page, pageSize }), DEFAULT_PAGE_SIZE);
    makeAutoObservable<this, 'api' | 'summary' | 'clock' | 'visit'>(
      this,
      { api: false, summary: false, clock: false, visit: false, notices: false },
      { autoBind: true },
    );
  }

  get unread(): number {
    return this.summary.unreadCount;
  }

  attach({ active }: NoticeListParams): void {
    if (this.visit.attach(active)) void this.refresh();
  }

  detach(): void {
    this.visit.leave();
  }

  /** Pull-to-refresh and every new visit: the first page and the unread count. */
  async refresh(): Promise<void> {
    await Promise.all([this.notices.refresh(), this.summary.refresh(this.clock.now(), true)]);
  }

  loadMore(): void {
    void this.notices.loadMore();
  }
}
