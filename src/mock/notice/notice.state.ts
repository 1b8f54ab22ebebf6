import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

/** Which demo text a notice shows (notice-content*.ts), in the request's language. */
export const NOTICE_KEYS = ['security', 'maintenance', 'sprint'] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

export const mockNoticeSchema = z.object({
  id: z.number(),
  key: z.enum(NOTICE_KEYS),
  /** NOTICE_CATEGORY_CODES of the domain. */
  category: z.number(),
  /** ISO date it was published. */
  createdAt: z.string(),
});
export type MockNotice = z.infer<typeof mockNoticeSchema>;

export const SEED_NOTICES: readonly MockNotice[] = [
  { id: 1, key: 'security', category: 4, createdAt: '2025-05-30T08:00:00.000Z' },
  { id: 2, key: 'maintenance', category: 3, createdAt: '2025-06-12T09:00:00.000Z' },
  { id: 3, key: 'sprint', category: 2, createdAt: '2025-06-20T10:00:00.000Z' },
];

/**
 * Notice's keys of the mock state: the notices, and per user id the ids of the notices they have opened
 * (user 10001 has read the security reminder). Optional, so that older snapshots still restore.
 */
export const NOTICE_SLICE = {
  schema: z.object({
    notices: z.optional(z.array(mockNoticeSchema)),
    noticeReads: z.optional(z.record(z.string(), z.array(z.number()))),
  }),
  seed: () => ({ notices: SEED_NOTICES.map((n) => ({ ...n })), noticeReads: { '10001': [1] } }),
} satisfies StateSlice;

/** The notices and read marks of the mock state. */
export class NoticeBook {
  constructor(private readonly state: MockState) {}

  private get data() {
    return this.state.part(NOTICE_SLICE);
  }

  /** The read marks per user id, created when a snapshot had none. */
  private reads(): Record<string, number[]> {
    const data = this.data;
    if (!data.noticeReads) data.noticeReads = {};
    return data.noticeReads;
  }

  /** Newest first. */
  all(): MockNotice[] {
    return [...(this.data.notices ?? [])].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    );
  }

  find(id: number): MockNotice | undefined {
    return this.data.notices?.find((n) => n.id === id);
  }

  isRead(userId: number, id: number): boolean {
    return (this.data.noticeReads?.[String(userId)] ?? []).includes(id);
  }

  markRead(userId: number, id: number): void {
    const reads = this.reads();
    const mine = reads[String(userId)] ?? [];
    if (!mine.includes(id)) reads[String(userId)] = [...mine, id];
  }

  unread(userId: number): number {
    return this.all().filter((n) => !this.isRead(userId, n.id)).length;
  }

  /** Removes every notice (the "no notices" provider state). */
  clear(): void {
    this.data.notices = [];
  }

  /** Forgets the user's read marks. */
  unreadAll(userId: number): void {
    this.reads()[String(userId)] = [];
  }
}
