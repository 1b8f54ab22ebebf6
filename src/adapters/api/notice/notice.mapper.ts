import type * as z from 'zod/mini';
import { type Notice, type NoticeDetail, noticeCategories } from '../../../domain/notice/notice';
import type { noticeDetailWire, noticeWire } from '../catalogue/notice.schema';

export const toNotice = (wire: z.output<typeof noticeWire>): Notice => ({
  id: wire.id,
  title: wire.title,
  category: noticeCategories.parse(wire.category),
  summary: wire.summary,
  publishedAt: new Date(wire.created_at),
  read: wire.is_read === 1,
});

export const toNoticeDetail = (wire: z.output<typeof noticeDetailWire>): NoticeDetail => ({
  ...toNotice(wire),
  bodyHtml: wire.content,
});
