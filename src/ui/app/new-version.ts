/**
 * Why a lazy part failed to download, and the one reload into a new version that a deployment calls for
 * (docs/decisions/2026-11-28-deploys-never-strand.md). After a deployment the host no longer has the
 * chunks of the version on screen: it answers them with its fallback page, or a 404 (the service worker
 * turns a fallback page into one). That is not the network: the page asks the host for its `index.html`,
 * and when it names other start scripts than the page runs, a new version is out.
 */

/** What a failed download means: a new version is out, the network (or the host) is out of reach, or unknown. */
export type LoadFailureCause = 'new-version' | 'network' | 'unknown';

/** A build's start scripts, as its index.html names them: `/static/js/<name>.<hash>.js` (not the lazy ones). */
const START_SCRIPT = /\/static\/js\/[^/"'\s]+\.js/g;

/** The start scripts a page or a page's text names, sorted, each once. */
export function startScriptsIn(text: string): string[] {
  return [...new Set(text.match(START_SCRIPT) ?? [])].sort();
}

/**
 * The build the page runs: the start scripts its `<script>` elements load or name (the inline first-paint
 * script adds them after the paint). Empty where the page is not a build (the dev server, tests).
 */
export function runningBuild(doc: Pick<Document, 'scripts'>): string {
  const named = [...doc.scripts].map((script) =>
    script.src ? new URL(script.src, 'http://x').pathname : (script.textContent ?? ''),
  );
  return startScriptsIn(named.join('\n')).join(' ');
}

export interface CauseOptions {
  /** The page's build (runningBuild). */
  readonly build: string;
  readonly online: boolean;
  /** Fetches the host's current page, never from a cache. */
  readonly fetchPage: () => Promise<{ ok: boolean; text(): Promise<string> }>;
}

/**
 * Asks the host for its current page and compares it with the page's own build. Offline, or the host out
 * of reach: the network. Another build: a new version. The same build (or a page that is not the app):
 * unknown, the download itself failed. Never fails.
 */
export async function causeOfLoadFailure({
  build,
  online,
  fetchPage,
}: CauseOptions): Promise<LoadFailureCause> {
  // Offline, or no build to compare with (the dev server): the network may well be the cause.
  if (!online || !build) return 'network';
  let fresh: string[];
  try {
    const answer = await fetchPage();
    if (!answer.ok) return 'unknown';
    fresh = startScriptsIn(await answer.text());
  } catch {
    return 'network';
  }
  if (fresh.length === 0) return 'unknown';
  return build.split(' ').every((script) => fresh.includes(script)) ? 'unknown' : 'new-version';
}

/** The host's page now: `/` with a query no cache (the worker's precache, a CDN) has an answer for. */
export const fetchHostPage = () =>
  fetch(`/?nadi-version-check=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });

/** The session storage key that names the build the page last reloaded from. */
export const RELOADED_FROM_KEY = 'nadi.reloadedFrom';

/**
 * Whether the page may reload itself into the new version now: once per build and tab session. A page that
 * reloaded from this build before and still runs it (a host or CDN still serving the old page) does not
 * reload again; the person is told instead. Marks the reload when it answers true.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'> | null, build: string): boolean {
  if (!storage || !build) return false;
  try {
    if (storage.getItem(RELOADED_FROM_KEY) === build) return false;
    storage.setItem(RELOADED_FROM_KEY, build);
    return true;
  } catch {
    return false;
  }
}
