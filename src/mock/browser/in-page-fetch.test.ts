import { describe, expect, it } from 'vitest';
import type { MockRequest, MockResponse } from '../core/mock-http';
import { loginBody, makeBackend, seededWallet } from '../testing/test-kit';
import { createInPageFetch } from './in-page-fetch';

describe('createInPageFetch', () => {
  it('answers a GET with a real Response', async () => {
    const fetch = createInPageFetch(makeBackend().backend);
    const response = await fetch('/api/v1/common/config');
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect((await response.json()).data.withdraw_min).toBe('1');
  });

  it('dates every answer by the backend’s clock, as a server does', async () => {
    const { backend, clock } = makeBackend();
    const fetch = createInPageFetch(backend);
    expect((await fetch('/api/v1/common/config')).headers.get('date')).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
    clock.advance(90_000);
    const refused = await fetch('/api/v1/nothing/here');
    expect(refused.status).toBe(404);
    expect(refused.headers.get('date')).toBe('Thu, 01 Jan 2026 00:01:30 GMT');
  });

  it('sends a POST body and headers, and takes a Request or a URL', async () => {
    const { backend } = makeBackend();
    const fetch = createInPageFetch(backend);
    const login = await fetch(new URL('https://api.example/api/v1/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lang: 'EN' },
      body: JSON.stringify(await loginBody(seededWallet(10001))),
    });
    const { token } = (await login.json()).data;
    const info = await fetch(
      new Request('https://api.example/api/v1/user/info?x=1', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect((await info.json()).data.id).toBe(10001);
  });

  it('passes the request as the backend sees it', async () => {
    const seen: MockRequest[] = [];
    const fake = {
      handle: async (request: MockRequest): Promise<MockResponse> => {
        seen.push(request);
        return { status: 201, headers: { 'x-a': 'b' }, body: 'done' };
      },
    };
    const fetch = createInPageFetch(fake);
    const response = await fetch('/p?q=1', { method: 'POST', headers: { 'X-Y': 'z' }, body: '' });
    expect(await response.text()).toBe('done');
    expect(response.status).toBe(201);
    await fetch('/g');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/p?q=1',
        headers: { 'x-y': 'z', 'content-type': 'text/plain;charset=UTF-8' },
        body: null,
      },
      { method: 'GET', path: '/g', headers: {}, body: null },
    ]);
  });

  it('rejects like a network failure when the connection is dropped', async () => {
    const { backend } = makeBackend();
    backend.setFault('common.config', 'drop', { times: 1 });
    const fetch = createInPageFetch(backend);
    await expect(fetch('/api/v1/common/config')).rejects.toThrow(new TypeError('Failed to fetch'));
    expect((await fetch('/api/v1/common/config')).ok).toBe(true);
  });

  it('rejects with the abort reason, before and during a call', async () => {
    let release = () => {};
    const { backend } = makeBackend({ sleep: () => new Promise<void>((resolve) => (release = resolve)) });
    backend.setFault('*', 'slow');
    const fetch = createInPageFetch(backend);
    const already = AbortSignal.abort();
    await expect(fetch('/api/v1/common/config', { signal: already })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const controller = new AbortController();
    const pending = fetch('/api/v1/common/config', { signal: controller.signal });
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    release();
  });
});
