import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { PageContext, type PageInfo } from './page-context';

/** How many visited screens stay alive; the least recently used is dropped beyond this. */
export const KEEP_ALIVE_LIMIT = 8;

interface Entry {
  readonly element: ReactNode;
  readonly pathname: string;
  readonly search: string;
  scrollY: number;
  /** What the page knows of itself, the same object until it is shown or hidden. */
  info?: PageInfo;
}

/**
 * The page's context value, new only when the page is shown or hidden: a new object for every kept page at
 * every navigation re-rendered what each of them reads from it (their lists included) while hidden.
 */
function infoOf(entry: Entry, active: boolean): PageInfo {
  if (entry.info?.active !== active) {
    entry.info = { active, pathname: entry.pathname, search: entry.search };
  }
  return entry.info;
}

/**
 * Keeps visited screens mounted (hidden) so that they keep their state, and gives each its own
 * scroll position: a screen the user comes back to is where it was; a new one starts at the top.
 * `resetKey` (the session token) drops every kept screen when the user logs in or out; a new `refreshKey`
 * (back online after kept answers were shown) drops them too and mounts the one on view afresh, so that it
 * loads its data again.
 */
export function KeepAliveOutlet({ resetKey, refreshKey = 0 }: { resetKey: string; refreshKey?: number }) {
  const outlet = useOutlet();
  const location = useLocation();
  const key = `${location.pathname}${location.search}`;
  const cache = useRef(new Map<string, Entry>());
  const lastReset = useRef(resetKey);
  const previous = useRef<string | null>(null);

  const lastRefresh = useRef(refreshKey);
  if (lastReset.current !== resetKey || lastRefresh.current !== refreshKey) {
    cache.current.clear();
    lastReset.current = resetKey;
    lastRefresh.current = refreshKey;
  }
  const known = cache.current.get(key);
  if (known) {
    // Most recently used last.
    cache.current.delete(key);
    cache.current.set(key, known);
  } else {
    cache.current.set(key, {
      element: outlet,
      pathname: location.pathname,
      search: location.search,
      scrollY: 0,
    });
    while (cache.current.size > KEEP_ALIVE_LIMIT) {
      const oldest = cache.current.keys().next().value;
      if (oldest === undefined) break;
      cache.current.delete(oldest);
    }
  }

  // The scroll position is recorded as it happens: by the time the route changes, hiding the old page
  // may already have clamped window.scrollY.
  useEffect(() => {
    const record = () => {
      const entry = previous.current ? cache.current.get(previous.current) : undefined;
      if (entry) entry.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo(0, cache.current.get(key)?.scrollY ?? 0);
  }, [key]);

  return (
    <>
      {[...cache.current.entries()].map(([entryKey, entry]) => (
        <PageContext.Provider key={`${refreshKey}:${entryKey}`} value={infoOf(entry, entryKey === key)}>
          <div className="page" hidden={entryKey !== key} data-page={entryKey}>
            {entry.element}
          </div>
        </PageContext.Provider>
      ))}
    </>
  );
}
