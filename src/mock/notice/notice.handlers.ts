import {
  noticeDetail,
  noticeList,
  noticeRead,
  noticeUnreadCount,
} from '../../adapters/api/catalogue/notice.schema';
import type { Locale } from '../../domain/language/language';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import { escapeHtml } from '../core/html-text';
import { bannerImage } from '../core/mock-art';
import { pageAnswer } from '../core/paging';
import { type Localized, requestLocale } from '../core/request-language';
import { type MockNotice, NoticeBook, type NoticeKey } from './notice.state';
import { MAINTENANCE_NOTICE, type NoticeText, SPRINT_NOTICE } from './notice-content';
import { SECURITY_NOTICE } from './notice-content-security';

/** Each notice's words, its picture's colours and where its link goes (in-app routes stay in the app). */
const CONTENT: Readonly<
  Record<NoticeKey, { text: Localized<NoticeText>; colors: [string, string]; href: string }>
> = {
  sprint: { text: SPRINT_NOTICE, colors: ['#059669', '#0ea5e9'], href: '#/activity/rank/latest' },
  maintenance: {
    text: MAINTENANCE_NOTICE,
    colors: ['#475569', '#0ea5e9'],
    href: 'https://example.com/nadi-status',
  },
  security: {
    text: SECURITY_NOTICE,
    colors: ['#b91c1c', '#f59e0b'],
    href: 'https://example.com/nadi-security',
  },
};

const NOT_FOUND = 'notice not found';

const noticeWire = (notice: MockNotice, locale: Locale, read: boolean) => {
  const text = CONTENT[notice.key].text[locale];
  return {
    id: notice.id,
    title: text.title,
    category: notice.category,
    summary: text.summary,
    created_at: notice.createdAt,
    is_read: read ? (1 as const) : (0 as const),
  };
};

/** The body: a heading, the introduction, a picture, the three points and the link. */
const bodyHtml = (notice: MockNotice, locale: Locale): string => {
  const { text, colors, href } = CONTENT[notice.key];
  const t = text[locale];
  const picture = bannerImage(escapeHtml(t.title), '', colors[0], colors[1]);
  return (
    `<h2>${escapeHtml(t.title)}</h2><p>${escapeHtml(t.intro)}</p>` +
    `<p><img src="${picture}" alt="${escapeHtml(t.title)}"></p>` +
    `<ul>${t.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>` +
    `<p><a href="${href}">${escapeHtml(t.link)}</a></p>`
  );
};

export const NOTICE_HANDLERS: readonly Implementation[] = [
  implementAuthed(noticeList, ({ input, state, user, headers }) => {
    const book = new NoticeBook(state);
    const locale = requestLocale(headers);
    const notices = book.all().map((n) => noticeWire(n, locale, book.isRead(user.id, n.id)));
    return pageAnswer(notices, input.page, input.page_size);
  }),

  /** Reading does not mark read: the app marks it (notice.read) once the notice is on screen. */
  implementAuthed(noticeDetail, ({ input, state, user, headers }) => {
    const book = new NoticeBook(state);
    const notice = book.find(input.id);
    if (!notice) return fail(404, NOT_FOUND);
    const locale = requestLocale(headers);
    return ok({
      ...noticeWire(notice, locale, book.isRead(user.id, notice.id)),
      content: bodyHtml(notice, locale),
    });
  }),

  implementAuthed(noticeRead, ({ input, state, user }) => {
    const book = new NoticeBook(state);
    if (!book.find(input.id)) return fail(404, NOT_FOUND);
    book.markRead(user.id, input.id);
    return ok({ unread: book.unread(user.id) });
  }),

  implementAuthed(noticeUnreadCount, ({ state, user, headers }) => {
    const book = new NoticeBook(state);
    const [newest] = book.all();
    const locale = requestLocale(headers);
    return ok({
      unread: book.unread(user.id),
      latest: newest ? noticeWire(newest, locale, book.isRead(user.id, newest.id)) : null,
    });
  }),
];
