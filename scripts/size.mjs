#!/usr/bin/env node
// `npm run size`: the first load of /index, measured in Chromium. Builds the app as it ships against a
// real backend (live profile, API base = the Node mock on 127.0.0.1), opens /#/index at a phone size
// with a zh-TW browser (the default language), waits for the network to settle, and adds up the gzip size
// of the page itself (index.html carries the page drawn at build time and the first stylesheet, inlined)
// and of every script and stylesheet it fetched, lazy chunks included; prints one line per file, largest
// first, and the total against the target (150 KB, aim 140). Fails above the budget, which
// holds what has been reached so that it never grows back unnoticed, or when ethers, the MetaMask SDK
// or klinecharts are among them.
// Installs Debian's Chromium first when it is missing (scripts/chromium.mjs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { buildLive, SIZE_DIST, SIZE_MOCK_PORT, serveDist, startMock } from './live-build.mjs';

/**
 * Fails above this: the first load as reached (159.4 KB once the Reflect metadata shim, the view-model
 * lists out of the route specs and the side menu and language sheet on first opening), plus the nine
 * languages' word tables of the drawn page (about 4 KB in index.html), with a little room; then the pinned
 * money addresses, the deployment recovery and the old-browser message (169.8 KB; the budget record).
 */
const BUDGET_KB = 171;
/** The target of issue 22 (at most 150 KB, aim 140): printed, not enforced until reached. */
const TARGET_KB = 150;
const GOAL_KB = 140;
const MOCK_PORT = SIZE_MOCK_PORT;
const DIST = SIZE_DIST;
const CHROMIUM = ensureChromium();

// `npm test`'s check "live build has no mock" has just made this very build (SIZE_REUSE_BUILD names the
// folder, same profile and API base): not twice.
if (process.env.SIZE_REUSE_BUILD !== DIST || !existsSync(join(DIST, 'index.html')))
  buildLive(DIST, MOCK_PORT);
const stopMock = await startMock(MOCK_PORT);
const site = await serveDist(DIST);
const { origin } = site;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});
const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-TW' });
const page = await context.newPage();
const assets = [];
page.on('response', async (response) => {
  const url = response.url();
  const document = response.request().resourceType() === 'document';
  if (!url.startsWith(origin) || !(document || /\.(js|css)(\?|$)/.test(url))) return;
  assets.push({ url: url.slice(origin.length), body: await response.body() });
});
await page.goto(`${origin}/#/index`);
// The app's scripts are fetched after the drawn page's first paint: the count waits for the app to have
// started (its banners, from the API) and for the network to settle after it.
await page.locator('[data-testid="banners"] img').first().waitFor({ timeout: 120_000 });
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
await browser.close();
await site.close();
stopMock();

const rows = assets
  .map(({ url, body }) => ({ url, gz: gzipSync(body, { level: 9 }).length }))
  .sort((a, b) => b.gz - a.gz);
for (const { url, gz } of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${url}`);
const total = rows.reduce((sum, row) => sum + row.gz, 0);
const pageBytes = rows
  .filter((row) => !/\.(js|css)(\?|$)/.test(row.url))
  .reduce((sum, row) => sum + row.gz, 0);
// Markers that only these libraries' code contains.
const heavy = {
  ethers: /invalid BytesLike value|UNCONFIGURED_NAME/,
  '@metamask/sdk': /MetaMaskSDK: No active provider|MetaMaskSDK socket disconnected/,
  klinecharts: /klinecharts|KLineChart/,
};
const found = Object.entries(heavy)
  .filter(([, marker]) => assets.some(({ body }) => marker.test(body.toString('utf8'))))
  .map(([name]) => name);
const kb = total / 1024;
console.log(`first load /index gzip KB: ${kb.toFixed(1)}`);
console.log(
  `  (the page ${(pageBytes / 1024).toFixed(1)}, scripts and stylesheets ${((total - pageBytes) / 1024).toFixed(1)}); ` +
    `target ${TARGET_KB} KB: ${kb <= TARGET_KB ? 'met' : 'NOT met'}, aim ${GOAL_KB} KB: ${kb <= GOAL_KB ? 'met' : 'not met'}`,
);
console.log(
  `files: ${assets.length}; heavy libraries in the first load: ${found.length ? found.join(', ') : 'none'}`,
);
if (kb > BUDGET_KB) console.error(`over the budget of ${BUDGET_KB} KB`);
process.exit(kb > BUDGET_KB || found.length ? 1 : 0);
