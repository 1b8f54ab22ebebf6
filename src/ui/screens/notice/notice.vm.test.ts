import { describe, expect, it } from 'vitest';
import { FakeNoticeApi } from '../../../../tests/fakes/fake-notice-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { settle } from '../../../../tests/support/settle';
import { SessionStore } from '../../../application/auth/session.store';
import { NoticeSummaryStore } from '../../../application/notice/notice-summary.store';
import { OpenNoticeUseCase } from '../../../application/notice/open-notice.use-case';
import { AuthSignals } from '../../../application/shared/auth-signals';
import { AppError } from '../../../domain/shared/app-error';
import { NoticeDetailVm } from './notice-detail.vm';
import { NoticeListVm } from './notice-list.vm';

function world(token: string | null = 'tok') {
  const storage = new InMemoryStorage();
  storage.token = token;
  const session = new SessionStore(storage, new AuthSignals());
  const api = new FakeNoticeApi();
  let now = 1_000_000;
  const clock = { now: () => now };
  const summary = new NoticeSummaryStore(api, session);
  const list = new NoticeListVm(api, summary, clock);
  const detail = new NoticeDetailVm(new OpenNoticeUseCase(api, summary));
  return { api, session, summary, list, detail, clock, advance: (ms: number) => (now += ms) };
}

describe('notices', () => {
  it('lists notices with their marks and the unread count on every visit', async () => {
    const t = world();
    t.list.attach({ active: true });
    t.list.attach({ active: true });
    await settle();
    expect(t.list.notices.items.map((n) => [n.id, n.read])).toEqual([
      [3, false],
      [2, false],
      [1, true],
    ]);
    expect(t.list.unread).toBe(2);
    expect(t.api.calls.filter((c) => c === 'list')).toHaveLength(1);
    t.list.attach({ active: false });
    t.list.attach({ active: true });
    await settle();
    expect(t.api.calls.filter((c) => c === 'list')).toHaveLength(2);
  });

  it('marks a notice read on opening and the count drops everywhere', async () => {
    const t = world();
    await t.summary.refresh(t.clock.now());
    expect(t.summary.unreadCount).toBe(2);
    expect(t.summary.latest?.read).toBe(false);
    t.detail.attach({ id: 3, active: true });
    await settle();
    expect(t.detail.current).toMatchObject({ id: 3, read: true });
    expect(t.summary.unreadCount).toBe(1);
    expect(t.summary.latest?.read).toBe(true);
    expect(t.api.calls).toEqual(['summary', 'detail', 'markRead']);
  });

  it('does not mark again a notice already read, and shows it when marking fails', async () => {
    const t = world();
    t.detail.attach({ id: 1, active: true });
    await settle();
    expect(t.api.calls).toEqual(['detail']);
    t.api.failWith.markRead = new AppError('network');
    t.detail.attach({ id: 2, active: true });
    await settle();
    expect(t.detail.current).toMatchObject({ id: 2, read: false });
  });

  it('says when the notice does not exist, and tells a failure that a retry can fix', async () => {
    const t = world();
    t.detail.attach({ id: 99, active: true });
    await settle();
    expect(t.detail.notFound).toBe(true);
    t.api.failWith.detail = new AppError('timeout');
    t.detail.attach({ id: 2, active: false });
    t.detail.attach({ id: 2, active: true });
    await settle();
    expect(t.detail.notFound).toBe(false);
    expect(t.detail.notice.error).toBeInstanceOf(AppError);
    t.api.failWith = {};
    t.detail.retry();
    await settle();
    expect(t.detail.current?.id).toBe(2);
  });

  it('treats a route id that is no number as missing', () => {
    const t = world();
    t.detail.attach({ id: null, active: true });
    expect(t.detail.missingId).toBe(true);
    expect(t.api.calls).toEqual([]);
  });

  it('keeps the summary to its session: nothing for a visitor or after logout, fresh for 30 s', async () => {
    const t = world(null);
    await t.summary.refresh(t.clock.now());
    expect(t.api.calls).toEqual([]);
    t.session.start('tok', '0xabc');
    await t.summary.refresh(t.clock.now());
    await t.summary.refresh(t.clock.now());
    expect(t.api.calls).toEqual(['summary']);
    t.advance(31_000);
    await t.summary.refresh(t.clock.now());
    expect(t.api.calls).toEqual(['summary', 'summary']);
    t.session.logout();
    expect(t.summary.unreadCount).toBe(0);
    expect(t.summary.latest).toBeNull();
  });
});
