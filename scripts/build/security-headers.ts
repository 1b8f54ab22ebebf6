/**
 * The Content-Security-Policy and security headers of a production build, computed from the same PUBLIC_*
 * variables the app reads (src/main/config.ts): `connect-src` names exactly the API, second API host,
 * socket and chain RPC hosts the build talks to. rsbuild.config.ts puts the policy into index.html (meta)
 * and writes `_headers` for static hosts; `npm run preview` serves the same headers.
 */
type Env = Readonly<Record<string, string | undefined>>;

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
};

const isLoopback = (url: string): boolean => {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
};

/** The socket origin: PUBLIC_SOCKET_URL, else the API base with http → ws (as src/adapters/socket/socket-url.ts). */
const socketOrigin = (env: Env): string | null => {
  if (env.PUBLIC_SOCKET_URL) return originOf(env.PUBLIC_SOCKET_URL);
  const base = env.PUBLIC_API_BASE ? originOf(env.PUBLIC_API_BASE) : null;
  return base ? base.replace(/^http/, 'ws') : null;
};

/** Where the MetaMask SDK relays a phone-browser session to the wallet app (live builds only). */
const METAMASK_SDK_HOSTS = ['https://*.metamask.io', 'wss://*.metamask.io'];

/** The sources the app may fetch from or open sockets to. */
export function connectSources(env: Env): string[] {
  const sources = new Set<string>(["'self'"]);
  const add = (value: string | null | undefined) => value && sources.add(value);
  const apiBase = env.PUBLIC_API_BASE?.trim();
  if (apiBase) add(originOf(apiBase));
  if (env.PUBLIC_API_HOST_2) add(originOf(env.PUBLIC_API_HOST_2));
  add(socketOrigin(env));
  for (const rpc of (env.PUBLIC_CHAIN_RPC_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    add(originOf(rpc));
  }
  // A build against a backend on this machine (npm start, e2e) reaches the local chain beside it.
  if (apiBase && isLoopback(apiBase)) {
    add('http://127.0.0.1:*');
    add('ws://127.0.0.1:*');
  }
  const live = env.PUBLIC_PROFILE ? env.PUBLIC_PROFILE === 'live' : Boolean(apiBase);
  if (live) for (const host of METAMASK_SDK_HOSTS) add(host);
  return [...sources];
}

/**
 * The SHA-256 sources of the page's inline style and script (scripts/build/first-paint.ts): exactly these
 * run, never anything injected ('unsafe-inline' is never used).
 */
export interface InlineHashes {
  readonly styles: readonly string[];
  readonly scripts: readonly string[];
}

const NO_INLINE: InlineHashes = { styles: [], scripts: [] };

/** The policy for index.html's meta tag (frame-ancestors has no effect there; it goes in the headers). */
export function contentSecurityPolicy(env: Env, inline: InlineHashes = NO_INLINE): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    // Server content (banners, goods, partners) is images from its CDN or inline SVG data.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connectSources(env).join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers for static hosts and the preview server. */
export function securityHeaders(env: Env, inline: InlineHashes = NO_INLINE): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(env, inline)}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** The `_headers` file (Netlify / Cloudflare Pages format): every path gets the headers. */
export function headersFile(env: Env, inline: InlineHashes = NO_INLINE): string {
  const lines = Object.entries(securityHeaders(env, inline)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** Reads the headers back from a `_headers` file written by `headersFile` (for `npm run preview`). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match?.[1] && match[2]) headers[match[1]] = match[2].trim();
  }
  return headers;
}
