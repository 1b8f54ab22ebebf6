#!/usr/bin/env node
// A live build carries no mock backend: builds the app as it ships against a real backend (live profile,
// PUBLIC_API_BASE set) into a temporary folder and fails, naming the file and the marker, when any emitted
// file contains text that only the mock has. The markers are string literals of src/mock; each must still
// be found there and nowhere else in src, so that a renamed marker cannot make the check pass by itself.
// Ends with one line, `live build: N files, M with mock code`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { liveBuildEnv, SIZE_MOCK_PORT } from './live-build.mjs';

/** Text only the mock backend contains: seed data, its storage key, its control API, its own messages. */
const MARKERS = [
  'Aiden Chen', // the first seeded user (core/seed-users.ts)
  'nadi.mock.state', // where the in-page host saves its state (browser/in-page-host.ts)
  '/__mock/', // the control API (core/control.ts)
  'not implemented in the mock', // the backend's 501 (core/mock-backend.ts)
  'InPageSocket: not open', // the in-page socket (browser/in-page-socket.ts)
  'update_order needs a login token', // the market socket session (trade/market-session-b.ts)
];

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const holders = (paths, marker) => paths.filter((path) => readFileSync(path, 'utf8').includes(marker));

// The markers still mean "mock code": in src/mock's production files, and in no other file of src.
const sources = files('src').filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
const isMock = (path) => path.startsWith(join('src', 'mock'));
const stale = MARKERS.flatMap((marker) => {
  const found = holders(sources, marker);
  if (!found.some(isMock)) return [`marker "${marker}" is no longer in src/mock: choose another`];
  return found.filter((path) => !isMock(path)).map((path) => `marker "${marker}" is also in ${path}`);
});
if (stale.length > 0) {
  for (const problem of stale) console.error(problem);
  process.exit(1);
}

/** Builds live-shaped into `dist` and scans what it emitted; answers the exit code. */
const check = (dist) => {
  const build = spawnSync('npx', ['rsbuild', 'build'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    // The size budget's API base: with LIVE_BUILD_KEEP, the size budget serves this very build.
    env: liveBuildEnv(dist, SIZE_MOCK_PORT),
  });
  if (build.status !== 0) {
    console.error(build.stderr);
    console.error('live build: rsbuild build failed');
    return build.status ?? 1;
  }
  const emitted = files(dist);
  const found = emitted.flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const markers = MARKERS.filter((marker) => text.includes(marker));
    return markers.length > 0 ? [{ file: relative(dist, path), markers }] : [];
  });
  for (const { file, markers } of found) {
    console.error(`mock code in ${file}: ${markers.map((m) => `"${m}"`).join(', ')}`);
  }
  console.log(`live build: ${emitted.length} files, ${found.length} with mock code`);
  return found.length > 0 ? 1 : 0;
};

// LIVE_BUILD_KEEP names a folder to build into and keep (`npm test` keeps the size budget's, which then
// serves it instead of building it again); otherwise a temporary folder, removed at the end.
const keep = process.env.LIVE_BUILD_KEEP;
const dist = keep ?? mkdtempSync(join(tmpdir(), 'nadi-live-build-'));
if (keep) rmSync(keep, { recursive: true, force: true });
let code = 1;
try {
  code = check(dist);
} finally {
  if (!keep || code !== 0) rmSync(dist, { recursive: true, force: true });
}
process.exit(code);
