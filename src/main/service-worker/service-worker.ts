/**
 * The service worker, bundled after the site's build and given its precache list by workbox-build's
 * injectManifest (scripts/build/service-worker.ts), served as /sw.js and registered by src/main/pwa.ts in
 * production builds only.
 *
 * - The shell (index.html, the first load's chunks, the manifest and icons) is precached at install.
 * - A navigation always asks the network first, so a new index.html is seen at once; offline, the precached
 *   one opens the app.
 * - Lazy chunks and other build files are kept on first use (their names are hashed: cache first), and only
 *   when the answer is the file (isBuildFile): a host's fallback page answering a chunk a deployment removed
 *   is never kept, and reaches the page as a 404 (the app then finds the new version).
 * - GET /api/v1 answers are network first; the copy kept is stamped with its time (x-nadi-cached-at), so that
 *   the app can say "offline · as of HH:MM", kept per session (sessionCacheKey), and never written after the
 *   session ended (keptInItsSession). `auth/*` and `pay/*` are never touched; no write is ever queued.
 * - A new version waits until the page says it may take over (no payment under way), then claims the pages;
 *   old precaches and runtime caches go when it activates.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  AnswerGenerations,
  API_ANSWER_MAX_AGE_SECONDS,
  assetsToKeep,
  buildFileAnswer,
  isBuildAsset,
  isBuildFile,
  isKeptApiRead,
  keptInItsSession,
  outdatedCaches,
  RUNTIME_CACHES,
  SW_MESSAGES,
  sessionCacheKey,
  workerBuild,
} from './sw-rules';

/** The parts of the worker's global scope used here (the project's TypeScript lib is the DOM's). */
interface WaitableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEventLike extends WaitableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly location: Location;
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitableEvent) => void): void;
}
declare const self: WorkerScope;

const SHELL = '/index.html';

/** Workbox's expiration plugin (its optional members are typed without `| undefined`, hence the cast). */
const expiry = (options: ConstructorParameters<typeof ExpirationPlugin>[0]): WorkboxPlugin =>
  new ExpirationPlugin(options) as WorkboxPlugin;

// Navigations first: every page of the app is index.html (hash routes; path links fall back to it too).
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache(SHELL);
      if (shell) return shell;
      throw error;
    }
  }),
);

/** A build file is kept, and served from the cache, only when the answer is that file (isBuildFile). */
const onlyBuildFiles: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    isBuildFile(new URL(request.url), response) ? response : null,
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse && isBuildFile(new URL(request.url), cachedResponse) ? cachedResponse : null,
};

// The shell's files too: a worker whose precache would hold a fallback page fails to install (and is
// tried again later) rather than serve it.
addPlugins([onlyBuildFiles]);
/** The build's precache list (injectManifest writes it here, at its one injection point). */
const PRECACHE = self.__WB_MANIFEST;
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();

const notThisBuild = () => new Response(null, { status: 404, statusText: 'Not a file of this build' });

registerRoute(
  ({ url }) => isBuildAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.assets,
    plugins: [
      onlyBuildFiles,
      {
        fetchDidSucceed: async ({ request, response }) =>
          buildFileAnswer(new URL(request.url), response, notThisBuild),
      },
      // Hashed names pile up across versions: keep the most recent ones.
      expiry({ maxEntries: 150, purgeOnQuotaError: true }),
    ],
  }),
);

const generations = new AnswerGenerations();

registerRoute(
  ({ request }) => isKeptApiRead(request),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.api,
    plugins: [
      {
        cacheKeyWillBeUsed: ({ request }) =>
          sessionCacheKey(request.url, request.headers.get('authorization')),
      },
      keptInItsSession(generations, (name) => caches.open(name)) as WorkboxPlugin,
      expiry({ maxEntries: 300, maxAgeSeconds: API_ANSWER_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type === SW_MESSAGES.skipWaiting) {
    event.waitUntil(self.skipWaiting());
  } else if (message?.type === SW_MESSAGES.keepAssets) {
    event.waitUntil(keepAssets(assetsToKeep(message.urls, self.location.origin)));
  } else if (message?.type === SW_MESSAGES.whichBuild) {
    event.ports[0]?.postMessage(workerBuild(PRECACHE));
  } else if (message?.type === SW_MESSAGES.forgetAnswers) {
    // First the generation (answers under way are dropped from now on), then what was kept.
    generations.endSession();
    event.waitUntil(caches.delete(RUNTIME_CACHES.api));
  }
});

/** Files the page loaded before this worker controlled it (its first visit): kept as if fetched through it. */
async function keepAssets(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHES.assets);
  for (const url of urls) {
    if (getCacheKeyForURL(url) || (await cache.match(url))) continue;
    try {
      const answer = await fetch(url);
      if (isBuildFile(new URL(url), answer)) await cache.put(url, answer);
    } catch {
      // gone or offline: it is fetched, and kept, on its next use
    }
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(outdatedCaches(names).map((name) => caches.delete(name)))),
  );
});

// The first version controls the page that installed it at once (its files are that page's own), so the
// answers of the very first visit are kept too. A later version waits for skipWaiting (above).
clientsClaim();
