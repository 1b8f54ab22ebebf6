import { describe, expect, it } from 'vitest';
import { cachedAtOf } from '../../adapters/api/cached-answer';
import {
  API_ANSWER_MAX_AGE_SECONDS,
  assetsToKeep,
  isApiRead,
  isBuildAsset,
  isKeptApiRead,
  outdatedCaches,
  RUNTIME_CACHES,
  SESSION_PARAM,
  sessionCacheKey,
  stampForCache,
} from './sw-rules';

const ORIGIN = 'https://app.example';

describe('the service worker’s rules', () => {
  it('keeps API reads only: GETs of /api/v1 on any host', () => {
    expect(isApiRead({ method: 'GET', url: 'https://api.example/api/v1/user/info' })).toBe(true);
    expect(isApiRead({ method: 'GET', url: `${ORIGIN}/api/v1/common/config?x=1` })).toBe(true);
    expect(isApiRead({ method: 'POST', url: 'https://api.example/api/v1/wallet/withdraw' })).toBe(false);
    expect(isApiRead({ method: 'PUT', url: 'https://api.example/api/v1/address/edit' })).toBe(false);
    expect(isApiRead({ method: 'GET', url: `${ORIGIN}/static/js/index.abc.js` })).toBe(false);
    expect(isApiRead({ method: 'GET', url: 'not a url' })).toBe(false);
  });

  it('treats this origin’s /static/ files as build assets, nothing else', () => {
    expect(isBuildAsset(new URL(`${ORIGIN}/static/js/async/12.ab12cd34.js`), ORIGIN)).toBe(true);
    expect(isBuildAsset(new URL('https://cdn.example/static/x.js'), ORIGIN)).toBe(false);
    expect(isBuildAsset(new URL(`${ORIGIN}/index.html`), ORIGIN)).toBe(false);
  });

  it('keeps only this origin’s build assets a page asks for, at most 200', () => {
    const asked = [
      `${ORIGIN}/static/js/a.js`,
      `${ORIGIN}/static/js/a.js`,
      'https://evil.example/static/x.js',
      `${ORIGIN}/api/v1/user/info`,
      42,
      'nonsense',
    ];
    expect(assetsToKeep(asked, ORIGIN)).toEqual([`${ORIGIN}/static/js/a.js`]);
    expect(assetsToKeep('not a list', ORIGIN)).toEqual([]);
    const many = Array.from({ length: 300 }, (_, i) => `${ORIGIN}/static/js/${i}.js`);
    expect(assetsToKeep(many, ORIGIN)).toHaveLength(200);
  });

  it('keeps a readable 200 stamped with its time, exposed to a cross-origin page, and nothing else', async () => {
    const answer = new Response('{"code":200,"data":{}}', {
      status: 200,
      headers: { 'content-type': 'application/json', date: 'Thu, 26 Nov 2026 08:00:00 GMT', 'x-other': '1' },
    });
    const kept = await stampForCache(answer, 1_764_144_000_000);
    expect(kept?.status).toBe(200);
    expect(await kept?.text()).toBe('{"code":200,"data":{}}');
    expect(cachedAtOf(kept?.headers)).toBe(1_764_144_000_000);
    expect(kept?.headers.get('content-type')).toBe('application/json');
    expect(kept?.headers.get('x-other')).toBeNull();
    expect(kept?.headers.get('access-control-expose-headers')).toBe('date, x-nadi-cached-at');
    expect(await stampForCache(new Response('oops', { status: 500 }), 1)).toBeNull();
    expect(await stampForCache(new Response(null, { status: 404 }), 1)).toBeNull();
    // An opaque answer (no-cors): its status and body are unknown, so it never stands in for data.
    const opaque = { type: 'opaque', status: 0 } as Response;
    expect(await stampForCache(opaque, 1)).toBeNull();
  });

  it('keys kept answers by session: another token, or none, never finds them', async () => {
    const url = 'https://api.example/api/v1/user/info?page=1';
    const alice = await sessionCacheKey(url, 'Bearer alice');
    expect(alice).toBe(await sessionCacheKey(url, 'Bearer alice'));
    expect(alice).not.toBe(await sessionCacheKey(url, 'Bearer bob'));
    expect(new URL(alice).searchParams.get('page')).toBe('1');
    expect(new URL(alice).searchParams.get(SESSION_PARAM)).toMatch(/^[0-9a-f]{16}$/);
    expect(alice).not.toContain('alice');
    expect(new URL(await sessionCacheKey(url, null)).searchParams.get(SESSION_PARAM)).toBe('visitor');
  });

  it('removes the older versions of its own runtime caches, and no one else’s', () => {
    const names = ['nadi-api-v0', RUNTIME_CACHES.api, 'nadi-assets-v0', RUNTIME_CACHES.assets, 'other-cache'];
    expect(outdatedCaches(names)).toEqual(['nadi-api-v0', 'nadi-assets-v0']);
  });

  it('reads a stamp only when it is a number of milliseconds', () => {
    const headers = (value: string | null) => ({ get: () => value });
    expect(cachedAtOf(headers('1764144000000'))).toBe(1_764_144_000_000);
    expect(cachedAtOf(headers(null))).toBeNull();
    expect(cachedAtOf(headers('yesterday'))).toBeNull();
    expect(cachedAtOf(undefined)).toBeNull();
  });
});

describe('kept API answers (issue 23, item 5)', () => {
  it('never keeps the login message (a one-time nonce) or any auth answer', () => {
    const get = (url: string) => ({ method: 'GET', url });
    expect(isKeptApiRead(get('https://api.nadi.example/api/v1/auth/loginMessage?address=0x1'))).toBe(false);
    expect(isKeptApiRead(get('https://api.nadi.example/api/v1/auth/isRegister'))).toBe(false);
    expect(isKeptApiRead(get('https://api.nadi.example/api/v1/user/info'))).toBe(true);
    expect(isKeptApiRead({ method: 'POST', url: 'https://api.nadi.example/api/v1/user/info' })).toBe(false);
  });

  it('keeps an answer for a day at most, not 14 days', () => {
    expect(API_ANSWER_MAX_AGE_SECONDS).toBe(24 * 3600);
  });
});
