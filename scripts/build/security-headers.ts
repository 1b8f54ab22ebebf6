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
  for (const rpc of listOf(env.PUBLIC_CHAIN_RPC_URLS)) add(originOf(rpc));
  // A build against a backend on this machine (npm start, e2e) reaches the local chain beside it.
  if (apiBase && isLoopback(apiBase)) {
    add('http://127.0.0.1:*');
    add('ws://127.0.0.1:*');
  }
  const live = env.PUBLIC_PROFILE ? env.PUBLIC_PROFILE === 'live' : Boolean(apiBase);
  if (live) for (const host of METAMASK_SDK_HOSTS) add(host);
  return [...sources];
}

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The hosts the app shows images from: itself, inline data and blobs (drawn art, the QR codes, a chosen
 * document's preview), the API's hosts (banners, goods, partners and uploaded documents it serves), and
 * the image hosts the build names (`PUBLIC_IMAGE_HOSTS`, the backend's CDN). No other `https:` site.
 */
export function imageSources(env: Env): string[] {
  const sources = new Set<string>(["'self'", 'data:', 'blob:']);
  const add = (value: string | null | undefined) => value && sources.add(value);
  const apiBase = env.PUBLIC_API_BASE?.trim();
  if (apiBase) add(originOf(apiBase));
  if (env.PUBLIC_API_HOST_2) add(originOf(env.PUBLIC_API_HOST_2));
  for (const host of listOf(env.PUBLIC_IMAGE_HOSTS)) add(originOf(host));
  // A backend on this machine serves its presigned uploads from any local port, like its chain.
  if (apiBase && isLoopback(apiBase)) add('http://127.0.0.1:*');
  return [...sources];
}

/**
 * Powerful features the page may use: the camera for the car application's document upload (a file input
 * that may open the camera; one page serves every screen, so the grant is the page's), nothing else.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'publickey-credentials-get=()',
  'interest-cohort=()',
].join(', ');

/** Two years, subdomains too: a phone that once reached the app never falls back to plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Files a host must revalidate on every visit, so that a new version (and its worker) arrives at once. */
export const NO_CACHE_PATHS = ['/', '/index.html', '/sw.js'] as const;

/**
 * The SHA-256 sources of the page's inline style and script (scripts/build/first-paint.ts): exactly these
 * run, never anything injected ('unsafe-inline' is never used).
 */
export interface InlineHashes {
  readonly styles: readonly string[];
  readonly scripts: readonly string[];
}

const NO_INLINE: InlineHashes = { styles: [], scripts: [] };

/**
 * The script sources of the header, and of the wallet page's meta tag (`wallet.html`, WALLET_PAGE): the site's
 * own, and inline scripts. Some wallets' in-app browsers put their provider into the page by an inline
 * `<script>` (TokenPocket on Android; MetaMask Mobile before mid-2024; AlphaWallet), which a hash-only policy
 * refuses. index.html's own meta policy stays hash-only: a script must pass both policies, so only the page's
 * hashed inline script and its own files run there (docs/decisions/2026-11-28-inline-wallet-injection.md).
 */
export const HEADER_SCRIPT_SOURCES = "script-src 'self' 'unsafe-inline'";

/** The app's page for wallets that inject by inline script: index.html with the header's script sources. */
export const WALLET_PAGE = 'wallet.html';

/**
 * The policy for a page's meta tag (frame-ancestors has no effect there; it goes in the headers): index.html's
 * admits its own files and the hashed inline script and style; `scripts` replaces the script sources.
 */
export function contentSecurityPolicy(
  env: Env,
  inline: InlineHashes = NO_INLINE,
  scripts: string = ["script-src 'self'", ...inline.scripts].join(' '),
): string {
  return [
    "default-src 'self'",
    scripts,
    ["style-src 'self'", ...inline.styles].join(' '),
    // Server content (banners, goods, partners) is images from the API's hosts, its CDN or inline SVG data.
    `img-src ${imageSources(env).join(' ')}`,
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
    'Content-Security-Policy': `${contentSecurityPolicy(env, inline, HEADER_SCRIPT_SOURCES)}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages format): every path gets the security headers, and the
 * page and the service worker `Cache-Control: no-cache` (the hashed files under /static may be kept).
 */
export function headersFile(env: Env, inline: InlineHashes = NO_INLINE): string {
  const lines = Object.entries(securityHeaders(env, inline)).map(([name, value]) => `  ${name}: ${value}`);
  const noCache = NO_CACHE_PATHS.map((path) => `${path}\n  Cache-Control: no-cache\n`);
  return [`/*\n${lines.join('\n')}\n`, ...noCache].join('\n');
}

/** The headers of every path and of each named path, read back from a `_headers` file. */
export function parseHeadersRules(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) {
      current = {};
      rules[line.trim()] = current;
      continue;
    }
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (current && match?.[1] && match[2]) current[match[1]] = match[2].trim();
  }
  return rules;
}

/** Reads the headers of every path (`/*`) back from a `_headers` file written by `headersFile`. */
export function parseHeadersFile(text: string): Record<string, string> {
  return parseHeadersRules(text)['/*'] ?? {};
}

/** wallet.html: the built index.html whose meta policy takes the header's script sources (see WALLET_PAGE). */
export function walletPage(index: string, env: Env, inline: InlineHashes): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
  if (!meta.test(index)) throw new Error('wallet page: index.html has no Content-Security-Policy meta tag');
  const policy = contentSecurityPolicy(env, inline, HEADER_SCRIPT_SOURCES);
  return index.replace(meta, () => `<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}
