/**
 * How the service worker (src/main/service-worker) tells the page that an API answer came from its cache
 * rather than the network: it stamps the copy it keeps with the time it was fetched. An answer without the
 * header came from the network.
 */
export const CACHED_AT_HEADER = 'x-nadi-cached-at';

/** The epoch ms an answer was cached at, or null for a network answer (or an unreadable stamp). */
export function cachedAtOf(headers: { get(name: string): string | null } | undefined): number | null {
  const value = headers?.get(CACHED_AT_HEADER);
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
