import type { MockBackend } from '../core/mock-backend';
import { isDrop } from '../core/mock-http';

/** Base for relative URLs when there is no page (tests in Node). */
const FALLBACK_BASE = 'http://mock.invalid/';

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * A `fetch` that never leaves the page: the request goes to the mock backend and its answer comes back
 * as a real `Response`. A dropped connection rejects with `TypeError('Failed to fetch')` and an abort
 * rejects with the signal's reason, as the browser's fetch does. Only the path and query of the URL
 * matter, so any base (relative, the page's origin, a made-up host) reaches the same backend. Every
 * answer carries a `Date` header from the backend's clock, as a server's does: the HTTP client learns the
 * server's time from it (a device clock far off would otherwise have every sealed body refused as stale).
 */
export const createInPageFetch =
  (backend: Pick<MockBackend, 'handle'> & Partial<Pick<MockBackend, 'now'>>): typeof fetch =>
  async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const base = globalThis.location?.href ?? FALLBACK_BASE;
    // Request normalises what fetch accepts: method, header names, body kinds, signal.
    const request =
      input instanceof Request ? new Request(input, init) : new Request(new URL(url, base), init);
    const { signal } = request;
    if (signal.aborted) throw abortReason(signal);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    const target = new URL(request.url);
    const answer = backend.handle({
      method: request.method,
      path: `${target.pathname}${target.search}`,
      headers,
      body: body === '' ? null : body,
    });
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
    });
    const response = await Promise.race([answer, aborted]);
    if (isDrop(response)) throw new TypeError('Failed to fetch');
    const date = new Date(backend.now?.() ?? Date.now()).toUTCString();
    return new Response(response.body, { status: response.status, headers: { ...response.headers, date } });
  };
