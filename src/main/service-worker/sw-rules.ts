import { CACHED_AT_HEADER } from '../../adapters/api/cached-answer';

/**
 * The service worker's rules, kept apart from the worker itself so that they can be tested in Node: which
 * requests it serves how, and the copy of an API answer it keeps.
 */

/** The runtime caches; a new name (a version bump) makes the activating worker delete the old one. */
export const RUNTIME_CACHES = {
  /** GET /api/v1 answers, network first: what an offline reopening shows. */
  api: 'nadi-api-v1',
  /**
   * Lazy chunks, styles, fonts and images of the build, cached on first use (hashed names: cache first).
   * v2: v1 could hold a host's fallback page (index.html, 200) under a chunk's name; it goes at activation.
   */
  assets: 'nadi-assets-v2',
} as const;

/** Messages the page sends the worker (src/main/pwa.ts). */
export const SW_MESSAGES = {
  /** Take over now: the page has checked that no payment is under way and reloads when it is done. */
  skipWaiting: 'nadi:skip-waiting',
  /** Keep these already-loaded assets (fetched before the worker controlled the page). */
  keepAssets: 'nadi:keep-assets',
  /**
   * The session ended (logout, expiry, a start without a token): forget the kept answers, and drop those of
   * requests still under way, which arrive after it (AnswerGenerations).
   */
  forgetAnswers: 'nadi:forget-answers',
  /**
   * Which build is this worker's? Answered on the message's port with its start scripts (workerBuild): a
   * page that already runs that build lets the worker take over without reloading.
   */
  whichBuild: 'nadi:which-build',
} as const;

/** A build's start scripts as its precache list names them: `/static/js/<name>.<hash>.js`, sorted, each once. */
export function workerBuild(manifest: readonly (string | { readonly url: string })[]): string[] {
  const scripts = manifest
    .map((entry) => (typeof entry === 'string' ? entry : entry.url))
    .map((url) => new URL(url, 'http://x').pathname)
    .filter((path) => /^\/static\/js\/[^/]+\.js$/.test(path));
  return [...new Set(scripts)].sort();
}

/** Whether a page's build (its start scripts, space-separated) is the worker's build: every one of them in it. */
export function pageRunsBuild(pageBuild: string, build: readonly string[]): boolean {
  const scripts = pageBuild.split(' ').filter(Boolean);
  return scripts.length > 0 && scripts.every((script) => build.includes(script));
}

interface RequestLike {
  readonly method: string;
  readonly url: string;
}

/** An API read: a GET of the API, on whichever host serves it (the API base may be another origin). */
export function isApiRead(request: RequestLike): boolean {
  if (request.method !== 'GET') return false;
  try {
    return new URL(request.url).pathname.includes('/api/v1/');
  } catch {
    return false;
  }
}

/**
 * API reads the worker never touches, so that no kept answer ever stands in for them, not even on a network
 * error: the login message carries a one-time nonce (a kept copy could be shown again, or read by the next
 * person on the phone); a payment's status and methods (every `pay/*` read) must be the server's word of
 * now: a kept "unpaid" could make a person pay twice.
 */
export const NEVER_KEPT_API_PATHS: readonly string[] = ['/api/v1/auth/', '/api/v1/pay/'];

/** An API read whose answer may be kept for offline use (network first). */
export function isKeptApiRead(request: RequestLike): boolean {
  if (!isApiRead(request)) return false;
  const path = new URL(request.url).pathname;
  return !NEVER_KEPT_API_PATHS.some((prefix) => path.includes(prefix));
}

/**
 * How long a kept API answer may be shown: a day (docs/decisions/2026-11-27-offline-answers-lifetime.md).
 * The app also forgets them all when it starts without a token and at logout.
 */
export const API_ANSWER_MAX_AGE_SECONDS = 24 * 3600;

/** A file of this build other than the shell: lazy chunks, styles, fonts and images under /static/. */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/static/');
}

/** What a page asked to keep, reduced to this origin's build assets (at most 200). */
export function assetsToKeep(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const kept = new Set<string>();
  for (const value of urls) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      if (isBuildAsset(url, origin)) kept.add(url.href);
    } catch {
      // not a URL: ignored
    }
    if (kept.size >= 200) break;
  }
  return [...kept];
}

/**
 * The copy of an API answer the worker keeps, stamped with the time it was fetched; null for an answer not
 * worth keeping. Only a readable 200 is kept: an opaque answer (a cross-origin request without CORS) has no
 * status or body to trust, and an error answer must not stand in for data later. The copy names the stamp
 * in Access-Control-Expose-Headers, since a page reads a cross-origin answer through the CORS filter.
 */
export async function stampForCache(response: Response, at: number): Promise<Response | null> {
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.status !== 200) {
    return null;
  }
  const headers = new Headers();
  for (const name of ['content-type', 'date']) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(CACHED_AT_HEADER, String(at));
  headers.set('access-control-expose-headers', `date, ${CACHED_AT_HEADER}`);
  return new Response(await response.blob(), { status: 200, statusText: 'OK', headers });
}

/** The query parameter of an API answer's cache key that names the session it belongs to. */
export const SESSION_PARAM = '__nadi_session';

/** The first 16 hex digits of the SHA-256 of `text` (WebCrypto: the worker's and Node's). */
export async function digestHex(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...bytes.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key an API answer is kept under: its URL and a digest of the request's Authorization header, so that
 * what one session kept is never shown to another (another person logging in on the same phone), and a
 * visitor's answers (no token) are a set of their own. Logging out forgets them all (src/main/pwa.ts).
 */
export async function sessionCacheKey(url: string, authorization: string | null): Promise<string> {
  const key = new URL(url);
  key.searchParams.set(SESSION_PARAM, authorization ? await digestHex(authorization) : 'visitor');
  return key.href;
}

/** Caches of this app that the current worker no longer uses (older runtime cache versions). */
export function outdatedCaches(names: readonly string[]): string[] {
  const current = new Set<string>(Object.values(RUNTIME_CACHES));
  return names.filter((name) => /^nadi-(api|assets)-v\d+$/.test(name) && !current.has(name));
}

/** The parts of an answer that say whether it is the build file asked for. */
interface AnswerLike {
  readonly status: number;
  readonly type?: string;
  readonly headers: { get(name: string): string | null };
}

/** The content type each kind of build file must come with (by its name's ending); others: anything but HTML. */
const BUILD_FILE_TYPES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\.m?js$/, /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/],
  [/\.css$/, /^text\/css$/],
  [/\.json$/, /^application\/(?:[\w.+-]+\+)?json$/],
  [/\.html?$/, /^text\/html$/],
  [/\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/, /^image\//],
  [/\.(?:woff2?|ttf|otf)$/, /^(?:font\/|application\/(?:x-)?font|application\/octet-stream$)/],
];

/**
 * Whether an answer is the build file `url` names, worth keeping and serving: a readable 200 whose content
 * type fits the file (a `.js` as JavaScript, a `.css` as CSS, …), and never an HTML page for anything but a
 * page. A host that answers a file it no longer has (a chunk of the version before a deployment) with its
 * fallback page (`index.html`, 200) must not have that page kept, and run, as the chunk.
 */
export function isBuildFile(url: URL, answer: AnswerLike): boolean {
  if (answer.type === 'opaque' || answer.type === 'opaqueredirect' || answer.status !== 200) return false;
  const type = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const path = url.pathname.toLowerCase();
  const rule = BUILD_FILE_TYPES.find(([name]) => name.test(path));
  if (rule) return rule[1].test(type);
  return type !== '' && type !== 'text/html';
}

/**
 * What the page gets when the host answers a build file with something else (its fallback page): a 404, so
 * that the chunk fails to load at once (the app then finds the new version: src/ui/app/new-version.ts)
 * instead of running HTML as a script. A 200 of the wrong type is the only answer replaced; a server's own
 * error passes as it came.
 */
export function buildFileAnswer<T extends AnswerLike>(url: URL, answer: T, notFound: () => T): T {
  return answer.status === 200 && !isBuildFile(url, answer) ? notFound() : answer;
}

/**
 * The generations of kept API answers: each end of a session (SW_MESSAGES.forgetAnswers) starts a new one. A
 * request remembers the generation it started in, and its answer is kept only if no session ended since:
 * an answer still under way at logout never lands in the cache after the cache was cleared. The count
 * lives in the worker's memory: a worker stopped and started again has no request of before under way.
 */
export class AnswerGenerations {
  private current = 0;

  /** The generation a request starting now belongs to. */
  get now(): number {
    return this.current;
  }

  /** A session ended: answers of requests started before are not kept. */
  endSession(): void {
    this.current += 1;
  }

  isCurrent(generation: unknown): boolean {
    return generation === this.current;
  }
}

/** The per-request state Workbox hands every callback of one plugin. */
type PluginState = Record<string, unknown> | undefined;

/** The open cache an answer was written to, for taking it out again. */
interface WritableCache {
  delete(request: Request | string): Promise<boolean>;
}

/**
 * The kept API answers' plugin (Workbox's lifecycle callbacks, as service-worker.ts registers them): stamps
 * and keeps an answer only in the generation its request started in. The check before the write leaves a
 * moment between the check and the write; the check after the write takes out an answer written while a
 * session ended.
 */
export function keptInItsSession(
  generations: AnswerGenerations,
  openCache: (name: string) => Promise<WritableCache>,
  now: () => number = Date.now,
) {
  return {
    handlerWillStart: async ({ state }: { state?: PluginState }): Promise<void> => {
      if (state) state.generation = generations.now;
    },
    cacheWillUpdate: async ({
      response,
      state,
    }: {
      response: Response;
      state?: PluginState;
    }): Promise<Response | null> => {
      if (!generations.isCurrent(state?.generation)) return null;
      const kept = await stampForCache(response, now());
      return generations.isCurrent(state?.generation) ? kept : null;
    },
    cacheDidUpdate: async ({
      cacheName,
      request,
      state,
    }: {
      cacheName: string;
      request: Request;
      state?: PluginState;
    }): Promise<void> => {
      if (!generations.isCurrent(state?.generation)) await (await openCache(cacheName)).delete(request);
    },
  };
}
