#!/usr/bin/env node
// `npm run test:e2e`: installs Debian's Chromium headless shell when it is missing, builds the plain demo app (dist/), the
// app against each worker's Node mock backend (dist-e2e[-N]/, test hooks on: the trade journeys of version B
// of the market socket pick it in storage), and runs the Playwright journeys.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { e2eWorkers, slotDist, slotPorts } from './e2e-slots.mjs';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureChromium('headless-shell');

// The plain build: demo profile with the mock backend inside the page.
// Folders and ports are configurable so that two runs on one machine do not trample each other.
const standaloneDist = process.env.E2E_STANDALONE_DIST ?? 'dist';
// `npm test` has just built it in its build step (E2E_REUSE_BUILD names that folder): not twice.
if (process.env.E2E_REUSE_BUILD !== standaloneDist || !existsSync(`${standaloneDist}/index.html`)) {
  run('npx', ['rsbuild', 'build'], { NADI_DIST: standaloneDist });
}
// Per worker slot (E2E_WORKERS, default 2; ports as in playwright.config.ts): the e2e build, which talks to
// that slot's Node mock backend over HTTP with test hooks on. The API base is baked in, hence one build per
// slot; the market socket's version is not: the trade journeys of version B set it in storage.
for (let slot = 0; slot < e2eWorkers(); slot++) {
  const dist = slotDist(slot);
  const api = {
    PUBLIC_PROFILE: 'demo',
    PUBLIC_API_BASE: `http://127.0.0.1:${slotPorts(slot).mock}`,
    PUBLIC_DEMO_HOOKS: 'on',
  };
  run('npx', ['rsbuild', 'build'], { ...api, NADI_DIST: dist.app });
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
