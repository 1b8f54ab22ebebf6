import { inject, injectable } from 'inversify';
import type { NoticeApi } from '../../../application/notice/notice-api.port';
import type { Notice, NoticeDetail } from '../../../domain/notice/notice';
import type { Page, PageQuery } from '../../../domain/shared/paging';
import { noticeDetail, noticeList, noticeRead } from '../catalogue/notice.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import { toNotice, toNoticeDetail } from './notice.mapper';

/** Notice calls over HTTP (loaded with the notice screens). */
@injectable()
export class HttpNoticeApi implements NoticeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(query: PageQuery): Promise<Page<Notice>> {
    const page = await callPage(this.http, noticeList, { page: query.page, page_size: query.pageSize });
    return toPage(page, toNotice);
  }

  async detail(id: number): Promise<NoticeDetail> {
    return toNoticeDetail(await this.http.call(noticeDetail, { id }));
  }

  async markRead(id: number): Promise<number> {
    return (await this.http.call(noticeRead, { id })).unread;
  }
}
