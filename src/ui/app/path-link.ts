/** The route drawn at build time (src/main/prerender.tsx): the home screen. */
export const PRERENDERED_PATH = '/index';

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
  // index.html and the page for wallets that inject by inline script (wallet.html) are the app itself.
  if (path === '' || path === '/index.html' || path === '/wallet.html') return null;
  return `/#${path}${location.search}`;
}

/**
 * The bare entry (`/`, `/index.html`, `/#`, `/#/`, with or without a query) opens home: its hash form
 * `#/index`, set before the app renders. The router would get there too, but only after a first render of
 * nothing, which the page drawn at build time (home) does not match: React leaves an unmatched drawn page in
 * the root and the app then drew a second home under it. Null when the address already names a screen.
 */
export function homeFormOfBareEntry(location: {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}): string | null {
  const route = location.hash.replace(/^#/, '');
  const [path = '', query] = route.split('?');
  if (path !== '' && path !== '/') return null;
  return `${location.pathname}${location.search}#/index${query === undefined ? '' : `?${query}`}`;
}
