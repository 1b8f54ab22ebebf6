import type { Unknown } from '../shared/wire-enum';
import { wireEnum } from '../shared/wire-enum';

/** What a notice is about (codes proposed by this project; the list shows it as a tag). */
export const NOTICE_CATEGORY_CODES = { announcement: 1, activity: 2, maintenance: 3, security: 4 } as const;
export type NoticeCategory = keyof typeof NOTICE_CATEGORY_CODES;
export const noticeCategories = wireEnum('noticeCategory', NOTICE_CATEGORY_CODES);

/** A notice as the list shows it. */
export interface Notice {
  readonly id: number;
  readonly title: string;
  readonly category: NoticeCategory | Unknown;
  /** One plain-text line under the title. */
  readonly summary: string;
  readonly publishedAt: Date;
  /** Whether this user has opened it. */
  readonly read: boolean;
}

/** A notice with its body: HTML from the server, shown only after sanitising (decisions.md). */
export interface NoticeDetail extends Notice {
  readonly bodyHtml: string;
}

/** What the menu badge and the home notice line need: the unread count and the newest notice. */
export interface NoticeSummary {
  readonly unread: number;
  readonly latest: Notice | null;
}
