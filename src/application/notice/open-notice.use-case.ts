import { inject, injectable } from 'inversify';
import type { NoticeDetail } from '../../domain/notice/notice';
import { NoticeApi } from './notice-api.port';
import { NoticeSummaryStore } from './notice-summary.store';

/**
 * Opens a notice: loads it, and when it was unread marks it read and hands the new unread count to the
 * app-wide summary, so the menu badge drops at once. Answers the notice as read. A failed mark leaves the
 * notice shown (it stays unread on the server and is marked the next time). Fails with the API's AppError
 * when the notice cannot be loaded.
 */
@injectable()
export class OpenNoticeUseCase {
  constructor(
    @inject(NoticeApi) private readonly notices: NoticeApi,
    @inject(NoticeSummaryStore) private readonly summary: NoticeSummaryStore,
  ) {}

  async execute(id: number): Promise<NoticeDetail> {
    const notice = await this.notices.detail(id);
    if (notice.read) return notice;
    try {
      const unread = await this.notices.markRead(id);
      this.summary.markedRead(id, unread);
      return { ...notice, read: true };
    } catch {
      return notice;
    }
  }
}
