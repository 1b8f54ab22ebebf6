import type { SimulatedDeposits } from '../../application/funds/simulated-deposits.port';
import { MockBackend, type MockBackendOptions } from '../core/mock-backend';
import { demoSettings } from '../core/mock-world';
import { InPageDeposits } from './in-page-deposits';
import { createInPageFetch } from './in-page-fetch';
import { MOCK_STATE_KEY } from './state-key';

export { MOCK_STATE_KEY };

/** The part of Web Storage the host needs (tests pass a fake). */
export interface StateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface InPageHost {
  readonly backend: MockBackend;
  /** Give this to the HTTP adapter in place of the browser's fetch. */
  readonly fetch: typeof fetch;
  /**
   * The person asked to reset the demo (settings): the backend goes back to the seed and its saved state is
   * removed. A session's end does not do this: the demo's backend stands for the server, which keeps accounts.
   */
  reset(): void;
  /** "Send from my wallet" as this backend's chain stand-in records it (the plain demo has no chain). */
  readonly deposits: SimulatedDeposits;
}

export interface InPageHostOptions {
  /** Usually `localStorage`; null keeps the state in memory only (lost on reload). */
  readonly storage: StateStorage | null;
  readonly backend?: MockBackendOptions;
}

const readSaved = (storage: StateStorage): unknown => {
  try {
    const raw = storage.getItem(MOCK_STATE_KEY);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/**
 * The demo profile's backend, inside the page. The state lives in memory and is written to `storage`
 * after each non-GET call (the only calls that change it), then read back on the next page load, so
 * users, tokens and addresses survive a reload. A missing or unreadable saved state starts from the
 * seed; storage failures (private mode, quota) are ignored. Faults and seen nonces are not kept.
 */
export const createInPageHost = (options: InPageHostOptions): InPageHost => {
  const { storage } = options;
  // Each feature's demo settings (the savings run on a 20-second day, so that releases arrive while someone looks).
  const backend = new MockBackend({ ...demoSettings(), ...options.backend });
  if (storage) {
    const saved = readSaved(storage);
    if (saved !== undefined) backend.restore(saved);
  }
  const save = () => {
    try {
      storage?.setItem(MOCK_STATE_KEY, JSON.stringify(backend.snapshot()));
    } catch {
      // Quota or private mode: the demo goes on in memory.
    }
  };
  const inner = createInPageFetch(backend);
  const hostedFetch: typeof fetch = async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    try {
      return await inner(input, init);
    } finally {
      if (method !== 'GET' && method !== 'HEAD') save();
    }
  };
  const reset = () => {
    backend.reset();
    try {
      storage?.removeItem(MOCK_STATE_KEY);
    } catch {
      // Storage refused: nothing was kept there either.
    }
  };
  return { backend, fetch: hostedFetch, reset, deposits: new InPageDeposits(hostedFetch) };
};
