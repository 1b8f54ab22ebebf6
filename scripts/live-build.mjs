// What `npm run size` and `npm run lighthouse` share: the app built as it ships against a real backend
// (live profile, API base = the Node mock on 127.0.0.1), the Node mock backend beside it so that the page
// gets real answers, and a small static server for the build (with gzip when asked, as a real host).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { MOCK_SERVER_ARGS } from './e2e-slots.mjs';

/** Where `npm run size` builds the live-shaped app, and the port of the mock it talks to there. */
export const SIZE_DIST = 'dist-size';
export const SIZE_MOCK_PORT = Number(process.env.SIZE_MOCK_PORT ?? 18788);

/** The pins of every chain the mock can announce (src/mock/core/mock-chain-pins.ts). */
const { demoChainPinsText } = await tsImport('../src/mock/core/mock-chain-pins.ts', import.meta.url);
const MOCK_PINS = demoChainPinsText();

/**
 * The environment of a live-shaped build into `dist` against the mock on `mockPort` (the size budget's and
 * check-live-build's, the same so that one build serves both): the live profile, the mock as API base, the
 * money addresses pinned as the mock announces them (its demo pins: src/mock/core/mock-chain-pins.ts; a live
 * build without PUBLIC_CHAIN_CONTRACTS stops), and no test hooks (never in a live build).
 */
export function liveBuildEnv(dist, mockPort) {
  return {
    ...process.env,
    NADI_DIST: dist,
    PUBLIC_PROFILE: 'live',
    PUBLIC_API_BASE: `http://127.0.0.1:${mockPort}`,
    PUBLIC_CHAIN_CONTRACTS: MOCK_PINS,
    PUBLIC_DEMO_HOOKS: 'off',
  };
}

/** Builds the live-shaped app into `dist`, talking to the mock on `mockPort`; exits the process on failure. */
export function buildLive(dist, mockPort) {
  const build = spawnSync('npx', ['rsbuild', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: liveBuildEnv(dist, mockPort),
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Starts the Node mock backend (no local chain) on `port` and resolves once it listens, with a function
 * that stops it (started as scripts/e2e-slots.mjs says). It runs in its own process group, so that stopping it
 * stops all of it; it is stopped when this process exits too.
 */
export async function startMock(port) {
  const mock = spawn('node', MOCK_SERVER_ARGS, {
    env: { ...process.env, MOCK_PORT: String(port), MOCK_CHAIN: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-mock.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  await new Promise((resolve, reject) => {
    mock.stdout.on('data', (chunk) => /listening on/.test(String(chunk)) && resolve());
    mock.on('exit', (code) => reject(new Error(`mock backend exited with ${code}`)));
  });
  return stop;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);

/**
 * Serves `dist` on 127.0.0.1 (a free port unless `port` is given) and resolves with its origin and a
 * `close` function. Unknown paths get index.html, as a static host configured for path links. With
 * `gzip`, text files go gzip-compressed to a client that accepts it, and hashed assets are cached for a
 * year, as a production host serves them.
 */
export async function serveDist(dist, { gzip = false, port = 0 } = {}) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dist, path);
    if (path === '/' || !existsSync(file)) file = join(dist, 'index.html');
    const type = extname(file);
    const headers = { 'content-type': TYPES[type] ?? 'application/octet-stream' };
    let body = readFileSync(file);
    if (gzip) {
      headers['cache-control'] = file.includes('/static/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 9 }));
        body = cache.get(file);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
