import type { ConnectivityStore } from '../../application/shared/connectivity.store';
import { cachedAtOf } from './cached-answer';
import type { FetchFn } from './fetch';

/**
 * The fetch the API client calls, telling the connectivity store what happened: every answer came either
 * from the network or from the service worker's cache (its x-nadi-cached-at stamp), and every write
 * (a non-GET call) is counted while it is under way. A failed fetch tells nothing: the caller gets its
 * network error as before.
 */
export function connectivityFetch(fetchFn: FetchFn, store: ConnectivityStore, now: () => number): FetchFn {
  return async (input, init) => {
    const write = (init?.method ?? 'GET').toUpperCase() !== 'GET';
    if (write) store.writeStarted();
    try {
      const response = await fetchFn(input, init);
      store.answered(cachedAtOf(response.headers), now());
      return response;
    } finally {
      if (write) store.writeEnded();
    }
  };
}
