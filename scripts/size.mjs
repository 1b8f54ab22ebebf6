#!/usr/bin/env node
// `npm run size`: builds the demo app and prints the gzip size of what the first load of /index fetches
// (the scripts and stylesheets index.html names), then checks that the heavy libraries stay out of it.
// Fails above the budget (180 KB gzip) or when ethers, the MetaMask SDK or klinecharts are in the first load.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const dist = 'dist';
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['rsbuild', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
const rows = [];
const contents = [];
for (const asset of assets) {
  const content = readFileSync(join(dist, asset));
  const gz = gzipSync(content, { level: 9 }).length;
  total += gz;
  contents.push(content.toString('utf8'));
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${asset}`);
}
console.log(rows.join('\n'));

// Markers that only these libraries' code contains.
const heavy = {
  ethers: /ethers\/6\.|"invalid BytesLike value"|UNCONFIGURED_NAME/,
  '@metamask/sdk': /MetaMaskSDK: No active provider|MetaMaskSDK socket disconnected/,
  klinecharts: /klinecharts|KLineChart/,
};
const found = Object.entries(heavy)
  .filter(([, marker]) => contents.some((text) => marker.test(text)))
  .map(([name]) => name);

const kb = total / 1024;
console.log(`first load /index gzip KB: ${kb.toFixed(1)}`);
console.log(`heavy libraries in the first load: ${found.length ? found.join(', ') : 'none'}`);
if (kb > BUDGET_KB) console.error(`over the budget of ${BUDGET_KB} KB`);
process.exit(kb > BUDGET_KB || found.length ? 1 : 0);
