import { describe, expect, it } from 'vitest';
import { cachedAtOf } from '../../adapters/api/cached-answer';
import {
  AnswerGenerations,
  API_ANSWER_MAX_AGE_SECONDS,
  assetsToKeep,
  buildFileAnswer,
  isApiRead,
  isBuildAsset,
  isBuildFile,
  isKeptApiRead,
  keptInItsSession,
  outdatedCaches,
  pageRunsBuild,
  RUNTIME_CACHES,
  SESSION_PARAM,
  sessionCacheKey,
  stampForCache,
  workerBuild,
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

describe('payment reads are never the worker’s (issue 35, item 6)', () => {
  const get = (path: string) => ({ method: 'GET', url: `https://api.nadi.example/api/v1/${path}` });

  it('never keeps, nor answers from what it kept, pay/status, pay/methods or any pay/* read', () => {
    for (const path of ['pay/status?order_id=7', 'pay/methods', 'pay/balance', 'pay/destroyQuota', 'pay/x']) {
      expect(isKeptApiRead(get(path)), path).toBe(false);
    }
    // The routes are registered only for kept reads: a pay/* read never reaches the cache, even when the
    // network fails (no route answers it, so the browser's own network error reaches the app).
    expect(isKeptApiRead(get('payment/history'))).toBe(true);
    expect(isKeptApiRead(get('user/pay'))).toBe(true);
  });
});

describe('answers under way at logout (issue 35, item 6)', () => {
  const answer = () =>
    new Response('{"code":200}', { status: 200, headers: { 'content-type': 'application/json' } });
  const request = new Request('https://api.example/api/v1/user/info?__nadi_session=abc');

  function harness() {
    const generations = new AnswerGenerations();
    const deleted: string[] = [];
    const plugin = keptInItsSession(
      generations,
      async () => ({
        delete: async (key: Request | string) => {
          deleted.push(typeof key === 'string' ? key : key.url);
          return true;
        },
      }),
      () => 1_764_144_000_000,
    );
    return { generations, deleted, plugin };
  }

  it('keeps, stamped, an answer whose session is still on', async () => {
    const { plugin, deleted } = harness();
    const state = {};
    await plugin.handlerWillStart({ state });
    const kept = await plugin.cacheWillUpdate({ response: answer(), state });
    expect(cachedAtOf(kept?.headers)).toBe(1_764_144_000_000);
    await plugin.cacheDidUpdate({ cacheName: RUNTIME_CACHES.api, request, state });
    expect(deleted).toEqual([]);
  });

  it('does not keep an answer that arrives after the session ended', async () => {
    const { plugin, generations } = harness();
    const state = {};
    await plugin.handlerWillStart({ state });
    generations.endSession();
    expect(await plugin.cacheWillUpdate({ response: answer(), state })).toBeNull();
  });

  it('takes out an answer written while the session ended (between the check and the write)', async () => {
    const { plugin, generations, deleted } = harness();
    const state = {};
    await plugin.handlerWillStart({ state });
    expect(await plugin.cacheWillUpdate({ response: answer(), state })).not.toBeNull();
    generations.endSession();
    await plugin.cacheDidUpdate({ cacheName: RUNTIME_CACHES.api, request, state });
    expect(deleted).toEqual([request.url]);
  });

  it('keeps the answers of the next session, and nothing without a known start', async () => {
    const { plugin, generations } = harness();
    generations.endSession();
    const next = {};
    await plugin.handlerWillStart({ state: next });
    expect(await plugin.cacheWillUpdate({ response: answer(), state: next })).not.toBeNull();
    expect(await plugin.cacheWillUpdate({ response: answer(), state: undefined })).toBeNull();
  });
});

describe('build files after a deployment (issue 37, item 1)', () => {
  const file = (path: string) => new URL(`${ORIGIN}${path}`);
  const answer = (type: string | null, status = 200) =>
    new Response('x', { status, headers: type ? { 'content-type': type } : {} });
  const fallbackPage = () => answer('text/html; charset=utf-8');

  it('keeps a chunk only as JavaScript and a stylesheet only as CSS, never the host’s fallback page', () => {
    expect(isBuildFile(file('/static/js/async/home.d2fd4963.js'), answer('text/javascript'))).toBe(true);
    expect(isBuildFile(file('/static/js/index.1.js'), answer('application/javascript; charset=utf-8'))).toBe(
      true,
    );
    expect(isBuildFile(file('/static/css/async/0.9d8b3d57.css'), answer('text/css'))).toBe(true);
    expect(isBuildFile(file('/static/js/async/home.d2fd4963.js'), fallbackPage())).toBe(false);
    expect(isBuildFile(file('/static/css/async/0.9d8b3d57.css'), fallbackPage())).toBe(false);
    expect(isBuildFile(file('/static/js/async/home.d2fd4963.js'), answer('text/css'))).toBe(false);
    expect(isBuildFile(file('/static/js/async/home.d2fd4963.js'), answer(null))).toBe(false);
    expect(
      isBuildFile(file('/static/messages/locales/en/car.0e8c38a8.json'), answer('application/json')),
    ).toBe(true);
    expect(isBuildFile(file('/static/messages/locales/en/car.0e8c38a8.json'), fallbackPage())).toBe(false);
    expect(isBuildFile(file('/static/font/x.woff2'), answer('font/woff2'))).toBe(true);
    expect(isBuildFile(file('/static/image/logo.png'), fallbackPage())).toBe(false);
    expect(isBuildFile(file('/static/other.bin'), answer('application/octet-stream'))).toBe(true);
    expect(isBuildFile(file('/static/other.bin'), fallbackPage())).toBe(false);
  });

  it('keeps the shell’s page as HTML, and nothing but a readable 200', () => {
    expect(isBuildFile(file('/index.html'), answer('text/html'))).toBe(true);
    expect(isBuildFile(file('/static/js/a.js'), answer('text/javascript', 404))).toBe(false);
    expect(isBuildFile(file('/static/js/a.js'), answer('text/javascript', 500))).toBe(false);
    expect(isBuildFile(file('/static/js/a.js'), { type: 'opaque', status: 0, headers: new Headers() })).toBe(
      false,
    );
  });

  it('answers a chunk the host no longer has with a 404, not with the fallback page', () => {
    const notFound = () => new Response(null, { status: 404 });
    const chunk = file('/static/js/async/home.d2fd4963.js');
    expect(buildFileAnswer(chunk, fallbackPage(), notFound).status).toBe(404);
    const js = answer('text/javascript');
    expect(buildFileAnswer(chunk, js, notFound)).toBe(js);
    const failed = answer('text/html', 503);
    expect(buildFileAnswer(chunk, failed, notFound)).toBe(failed);
  });

  it('drops the asset cache that could hold a fallback page when the new worker activates', () => {
    expect(outdatedCaches(['nadi-assets-v1', RUNTIME_CACHES.assets])).toEqual(['nadi-assets-v1']);
  });
});

describe('which build a worker is, and whether the page runs it', () => {
  const manifest = [
    { url: '/index.html', revision: 'a1' },
    { url: '/static/js/index.3fa46492.js', revision: null },
    '/static/js/lib-react.c5f493e9.js',
    { url: '/static/js/async/funds.e3e55805.js', revision: null },
    { url: '/static/css/index.0a1b2c3d.css', revision: null },
    { url: '/static/js/index.3fa46492.js', revision: null },
  ];

  it('names the start scripts of its precache list: no lazy chunk, no style, each once, sorted', () => {
    expect(workerBuild(manifest)).toEqual([
      '/static/js/index.3fa46492.js',
      '/static/js/lib-react.c5f493e9.js',
    ]);
  });

  it('a page whose every start script is in the worker’s build runs it; another build or none does not', () => {
    const build = workerBuild(manifest);
    expect(pageRunsBuild('/static/js/index.3fa46492.js /static/js/lib-react.c5f493e9.js', build)).toBe(true);
    expect(pageRunsBuild('/static/js/index.00000000.js /static/js/lib-react.c5f493e9.js', build)).toBe(false);
    // The dev server and tests run no build: never taken for the worker's (the page reloads as before).
    expect(pageRunsBuild('', build)).toBe(false);
    expect(pageRunsBuild('/static/js/index.3fa46492.js', [])).toBe(false);
  });
});
