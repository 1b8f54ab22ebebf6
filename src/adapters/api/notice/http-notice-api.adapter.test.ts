import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { HttpNoticeApi } from './http-notice-api.adapter';
import { HttpNoticeSummaryApi } from './http-notice-summary-api.adapter';

const wire = {
  id: 3,
  title: 'Mining Sprint is on',
  category: 2,
  summary: 'Earn points',
  created_at: '2025-06-20T10:00:00.000Z',
  is_read: 0,
};

describe('HttpNoticeApi', () => {
  it('pages the notices and maps categories and read marks', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({
      list: [wire, { ...wire, id: 4, category: 77, is_read: 1 }],
      total: 2,
      page: 1,
      page_size: 10,
    });
    const page = await new HttpNoticeApi(kit.client).list({ page: 1, pageSize: 10 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/notice/list?page=1&page_size=10');
    expect(page.items.map((n) => [n.category, n.read])).toEqual([
      ['activity', false],
      ['unknown', true],
    ]);
    expect(page.items[0]?.publishedAt.toISOString()).toBe('2025-06-20T10:00:00.000Z');
  });

  it('answers the body as it came (the screen sanitises it) and the unread count after marking', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({ ...wire, content: '<p>x</p>' }).answer({ unread: 1 });
    const api = new HttpNoticeApi(kit.client);
    expect((await api.detail(3)).bodyHtml).toBe('<p>x</p>');
    expect(await api.markRead(3)).toBe(1);
    expect(kit.fetch.last.body).toEqual({ id: 3 });
  });

  it('stops malformed answers at the adapter', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch
      .answer({ ...wire, is_read: true })
      .answer({ ...wire, created_at: '2025-02-30T00:00:00Z', content: '' });
    const api = new HttpNoticeApi(kit.client);
    await expect(api.list({ page: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'malformed' });
    await expect(api.detail(3)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reads the summary: the count and the newest notice, or none', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch
      .answer({ unread: 2, latest: wire })
      .answer({ unread: 0, latest: null })
      .answer({ unread: -1, latest: null });
    const api = new HttpNoticeSummaryApi(kit.client);
    expect(await api.summary()).toMatchObject({ unread: 2, latest: { id: 3, read: false } });
    expect(await api.summary()).toEqual({ unread: 0, latest: null });
    await expect(api.summary()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
