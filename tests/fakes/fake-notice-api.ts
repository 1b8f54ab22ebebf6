import type { NoticeApi, NoticeSummaryApi } from '../../src/application/notice/notice-api.port';
import type { Notice, NoticeDetail, NoticeSummary } from '../../src/domain/notice/notice';
import { AppError } from '../../src/domain/shared/app-error';
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import { T0 } from './sample-time';

export const sampleNotice = (fields: Partial<NoticeDetail> = {}): NoticeDetail => ({
  id: 1,
  title: 'Scheduled maintenance',
  category: 'maintenance',
  summary: 'Trading pauses for two hours.',
  publishedAt: new Date(T0),
  read: false,
  bodyHtml: '<p>Body</p><img src=x onerror="alert(1)">',
  ...fields,
});

/** A 404 answer, as the HTTP client reports it. */
export const notFound = (): AppError =>
  new AppError('server-exception', { status: 200, code: 404, serverMessage: 'notice not found' });

/**
 * Notices in memory with each one's read mark: the list pages through them newest first, `markRead`
 * answers the unread count like the server, `summary` the count and the newest. `failWith` fails a method.
 */
export class FakeNoticeApi implements NoticeApi, NoticeSummaryApi {
  notices: NoticeDetail[] = [
    sampleNotice({
      id: 3,
      title: 'Mining Sprint is on',
      category: 'activity',
      publishedAt: new Date(T0 + 2000),
    }),
    sampleNotice({ id: 2, publishedAt: new Date(T0 + 1000) }),
    sampleNotice({ id: 1, title: 'Keep your wallet safe', category: 'security', read: true }),
  ];
  failWith: Partial<Record<'list' | 'detail' | 'markRead' | 'summary', unknown>> = {};
  readonly calls: string[] = [];

  private fail(method: keyof FakeNoticeApi['failWith']): void {
    this.calls.push(method);
    const error = this.failWith[method];
    if (error !== undefined) throw error;
  }

  private get unread(): number {
    return this.notices.filter((n) => !n.read).length;
  }

  async list(query: PageQuery): Promise<Page<Notice>> {
    this.fail('list');
    const { page, pageSize } = query;
    const items = this.notices
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ bodyHtml: _, ...n }) => n);
    return { items, total: this.notices.length, page, pageSize };
  }

  async detail(id: number): Promise<NoticeDetail> {
    this.fail('detail');
    const notice = this.notices.find((n) => n.id === id);
    if (!notice) throw notFound();
    return { ...notice };
  }

  async markRead(id: number): Promise<number> {
    this.fail('markRead');
    const index = this.notices.findIndex((n) => n.id === id);
    const notice = this.notices[index];
    if (!notice) throw notFound();
    this.notices[index] = { ...notice, read: true };
    return this.unread;
  }

  async summary(): Promise<NoticeSummary> {
    this.fail('summary');
    const newest = this.notices[0];
    return { unread: this.unread, latest: newest ? { ...newest } : null };
  }
}
