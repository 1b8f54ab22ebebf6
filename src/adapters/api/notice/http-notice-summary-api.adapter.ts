import { inject, injectable } from 'inversify';
import type { NoticeSummaryApi } from '../../../application/notice/notice-api.port';
import type { NoticeSummary } from '../../../domain/notice/notice';
import { noticeUnreadCount } from '../catalogue/notice.schema';
import { HttpClient } from '../http-client';
import { toNotice } from './notice.mapper';

/** The unread count and newest notice over HTTP: the small part of notices bound with the container. */
@injectable()
export class HttpNoticeSummaryApi implements NoticeSummaryApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async summary(): Promise<NoticeSummary> {
    const wire = await this.http.call(noticeUnreadCount, {});
    return { unread: wire.unread, latest: wire.latest === null ? null : toNotice(wire.latest) };
  }
}
