import type { AppConfig } from '../../application/shared/app-config';

/** Where the socket lives when only the API base is configured: the same host, path `/ws`. */
export const DEFAULT_SOCKET_PATH = '/ws';

/**
 * The URL to open: `config.socket.url`, else derived from `config.apiBase` (http → ws, https → wss, path
 * `/ws`), else from the page's own origin; with the token as the `token` query parameter (spec section 7)
 * when one is held. Read at every (re)connect, so a socket opened after login carries the new token.
 */
export function socketUrl(config: AppConfig, token: string | null, origin: string = pageOrigin()): string {
  const url = new URL(config.socket.url ?? derive(config.apiBase ?? origin));
  if (token !== null) url.searchParams.set('token', token);
  return url.toString();
}

function derive(base: string): string {
  const url = new URL(base);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${DEFAULT_SOCKET_PATH}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

const pageOrigin = (): string => globalThis.location?.origin ?? 'http://127.0.0.1';
