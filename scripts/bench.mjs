#!/usr/bin/env node
// `npm run bench`: runs every tests/bench/*.bench.ts with tsx and prints their figures. The trade-screen
// bench drives Chromium, so Debian's is installed first when it is missing.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

ensureChromium();

let failed = 0;
for (const file of readdirSync('tests/bench').filter(
  (f) => f.endsWith('.bench.ts') || f.endsWith('.bench.mjs'),
)) {
  console.log(`--- ${file}`);
  const run = spawnSync('npx', ['tsx', `tests/bench/${file}`], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
