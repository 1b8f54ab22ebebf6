#!/usr/bin/env node
// `npm run test:e2e`: installs Debian's Chromium when it is missing, builds the plain demo app (dist/), the
// app against the Node mock backend (dist-e2e/, test hooks on) and the same with version B of the market
// socket (dist-e2e-b/), and runs the Playwright journeys.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureChromium();

// The plain build: demo profile with the mock backend inside the page.
// Folders and ports are configurable so that two runs on one machine do not trample each other.
const appDist = process.env.E2E_DIST ?? 'dist-e2e';
const standaloneDist = process.env.E2E_STANDALONE_DIST ?? 'dist';
run('npx', ['rsbuild', 'build'], { NADI_DIST: standaloneDist });
// The e2e build: talks to the Node mock backend over HTTP, test hooks on.
const mockPort = process.env.E2E_MOCK_PORT ?? '18787';
run('npx', ['rsbuild', 'build'], {
  NADI_DIST: appDist,
  PUBLIC_PROFILE: 'demo',
  PUBLIC_API_BASE: `http://127.0.0.1:${mockPort}`,
  PUBLIC_DEMO_HOOKS: 'on',
});
// The same, with version B of the market socket, for the trade journeys of both protocols.
run('npx', ['rsbuild', 'build'], {
  NADI_DIST: process.env.E2E_B_DIST ?? `${appDist}-b`,
  PUBLIC_PROFILE: 'demo',
  PUBLIC_API_BASE: `http://127.0.0.1:${mockPort}`,
  PUBLIC_DEMO_HOOKS: 'on',
  PUBLIC_SOCKET_PROTOCOL: 'b',
});
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
