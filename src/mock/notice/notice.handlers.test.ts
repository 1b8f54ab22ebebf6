import { describe, expect, it } from 'vitest';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';

const LIST = '/api/v1/notice/list?page=1&page_size=10';

describe('notice handlers', () => {
  it('lists the notices newest first with the user’s read marks, in the request’s language', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const en = await call(backend, 'GET', LIST, { token, headers: { lang: 'EN' } });
    expect(en.json.data.total).toBe(3);
    expect(en.json.data.list.map((n: { id: number; is_read: number }) => [n.id, n.is_read])).toEqual([
      [3, 0],
      [2, 0],
      [1, 1],
    ]);
    expect(en.json.data.list[0].title).toBe('Mining Sprint is on');
    const ja = await call(backend, 'GET', LIST, { token, headers: { lang: 'JP' } });
    expect(ja.json.data.list[0].title).toBe('マイニング・スプリント開催中');
    const tw = await call(backend, 'GET', LIST, { token, headers: { lang: 'TW' } });
    expect(tw.json.data.list[0].title).toBe('挖礦衝刺賽已開跑');
    const none = await call(backend, 'GET', LIST, { token });
    expect(none.json.data.list[0].title).toBe('挖礦衝刺賽已開跑');
  });

  it('answers a body of rich HTML, and 404 for an unknown id', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10002));
    const found = await call(backend, 'GET', '/api/v1/notice/detail?id=2', {
      token,
      headers: { lang: 'EN' },
    });
    const body: string = found.json.data.content;
    for (const part of [
      '<h2>',
      '<ul>',
      '<li>',
      '<img src="data:image/svg+xml',
      'href="https://example.com/',
    ]) {
      expect(body).toContain(part);
    }
    const missing = await call(backend, 'GET', '/api/v1/notice/detail?id=99', { token });
    expect(missing.json).toMatchObject({ code: 404, msg: 'notice not found' });
  });

  it('marks read, answers the unread count after it, and the summary follows', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const before = await call(backend, 'GET', '/api/v1/notice/unreadCount', {
      token,
      headers: { lang: 'EN' },
    });
    expect(before.json.data).toMatchObject({ unread: 2, latest: { id: 3, is_read: 0 } });
    const read = await call(backend, 'POST', '/api/v1/notice/read', { token, body: { id: 3 } });
    expect(read.json.data).toEqual({ unread: 1 });
    const again = await call(backend, 'POST', '/api/v1/notice/read', { token, body: { id: 3 } });
    expect(again.json.data).toEqual({ unread: 1 });
    const after = await call(backend, 'GET', '/api/v1/notice/unreadCount', { token });
    expect(after.json.data).toMatchObject({ unread: 1, latest: { id: 3, is_read: 1 } });
    const missing = await call(backend, 'POST', '/api/v1/notice/read', { token, body: { id: 99 } });
    expect(missing.json.code).toBe(404);
  });

  it('gives every language its own words', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const titles = new Set<string>();
    for (const lang of ['EN', 'CN', 'TW', 'JP', 'KO', 'TH', 'PT', 'MS', 'ID', 'VN']) {
      const { json } = await call(backend, 'GET', '/api/v1/notice/detail?id=1', { token, headers: { lang } });
      titles.add(json.data.title);
    }
    expect(titles.size).toBe(10);
  });
});
