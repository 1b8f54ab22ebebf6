/**
 * The spec writes routes as paths (`/node/detail/3`, `/index?code=ABC`); the app routes by hash
 * (`/#/node/detail/3`), so that a wallet's in-app browser opens a deep link without the server knowing the
 * routes. A static host that falls back to `index.html` for unknown paths (README, "Hosting") hands such a
 * link to the app, and this turns it into the hash form before the router reads it, the query (invite code)
 * kept. Null when there is nothing to turn: the root, `index.html`, or a URL that already has a hash route.
 */
export function hashFormOfPathLink(location: {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}): string | null {
  if (location.hash.startsWith('#/')) return null;
  const path = location.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (path === '' || path === '/index.html') return null;
  return `/#${path}${location.search}`;
}

/**
 * The bare address (`/`, `/index.html`, `/#/`) opens home: its hash route `/index` is set before React starts,
 * so that the app adopts the page drawn at build time for /index. Left at `/`, the router's first render is
 * the redirect, which draws nothing; React then has nothing to adopt, keeps the drawn page (it never removes
 * what it finds at the root) and draws the live app below it, a dead copy of home on top. Null otherwise.
 */
export function indexFormOfRoot(location: {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}): string | null {
  const [route = '', query] = location.hash.replace(/^#/, '').split(/\?(.*)/s);
  if (route !== '' && route !== '/') return null;
  return `${location.pathname}${location.search}#/index${query ? `?${query}` : ''}`;
}
