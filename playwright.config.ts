import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './scripts/chromium.mjs';
import { e2eWorkers, MOCK_SERVER_ARGS, PREVIEW_ARGS, slotDist, slotPorts } from './scripts/e2e-slots.mjs';

/**
 * The e2e journeys run in parallel workers; each worker slot (0, 1, …) has servers of its own: the e2e build,
 * the Node mock backend and its two local chains, on ports 10 apart per slot
 * (scripts/e2e-slots.mjs). A worker
 * reads its slot from TEST_PARALLEL_INDEX (Playwright sets it before the worker loads this file); the runner,
 * which has none, starts the servers of every slot. Files are the unit of parallelism: the journeys of one
 * file run in order in one worker, against that worker's mock, as they did in one worker before.
 */
export const E2E_WORKERS = e2eWorkers();
const slotIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ports = slotPorts(slotIndex);
/** Where this worker's e2e build and Node mock backend listen (the build has the API base baked in). */
export const E2E_APP_PORT = ports.app;
export const E2E_MOCK_PORT = ports.mock;
/** Where the plain build (mock backend inside the page, no server) is served: one for all slots. */
export const E2E_STANDALONE_PORT = Number(process.env.E2E_STANDALONE_PORT ?? 14174);
/** The local EVM chain this worker's mock server starts (the browser reaches it too). */
export const E2E_CHAIN_PORT = ports.chain;
/** The second local chain, standing for BSC: on standby, announced as BSC by the journeys that pay on it. */
export const E2E_BSC_CHAIN_PORT = ports.bsc;
/**
 * The secret the mock server's control API (`/__mock/*`) wants in its `x-mock-secret` header: one per run,
 * made here in the runner's process; the workers inherit the variable, so they read the same one.
 */
process.env.E2E_MOCK_SECRET ||= randomBytes(16).toString('hex');
export const E2E_MOCK_SECRET: string = process.env.E2E_MOCK_SECRET;

/** A server the journeys need: scripts/e2e-servers.mjs starts them all at once. */
interface Server {
  readonly name: string;
  readonly command: string;
  readonly env: Record<string, string>;
  /** Up once this answers with a status below 404. */
  readonly url: string;
}

/**
 * The servers, by node itself (scripts/e2e-slots.mjs): through npx, each server also starts npm (measured 1.7
 * CPU s against 0.7 for a preview), and tsx's own command a second node (the mock: 6.6 s to listening against
 * 5.3 with `node --import tsx`).
 */
const PREVIEW = ['node', ...PREVIEW_ARGS].join(' ');
const MOCK = ['node', ...MOCK_SERVER_ARGS].join(' ');

/** One slot's servers: its mock backend (with its chains) and its e2e build. */
function slotServers(slot: number): Server[] {
  const p = slotPorts(slot);
  const dist = slotDist(slot);
  const preview = (folder: string, port: number): Server => ({
    name: `e2e build of slot ${slot}`,
    command: PREVIEW,
    env: { NADI_DIST: folder, PORT: String(port), PREVIEW_COMPRESS: 'off' },
    url: `http://127.0.0.1:${port}`,
  });
  return [
    {
      name: `mock backend of slot ${slot}`,
      command: MOCK,
      env: {
        MOCK_PORT: String(p.mock),
        MOCK_CHAIN: 'on',
        CHAIN_PORT: String(p.chain),
        MOCK_BSC_CHAIN: 'standby',
        BSC_CHAIN_PORT: String(p.bsc),
        MOCK_SECRET: E2E_MOCK_SECRET,
        // Mall orders ship and confirm themselves on a short clock; the journeys move them at once too.
        MOCK_SHIP_MS: '30000',
        MOCK_AUTO_CONFIRM_MS: '300000',
        // A savings day of 3 s: a release every 6 or 10 days arrives within half a minute.
        MOCK_DAY_MS: '3000',
      },
      // Any answer below 404 counts as up; the API's, since the control API wants the secret.
      url: `http://127.0.0.1:${p.mock}/api/v1/common/config`,
    },
    preview(dist.app, p.app),
  ];
}

/** Every server of the run: each slot's, and the plain build (the mock backend inside the page) for all. */
const E2E_SERVERS: Server[] = [
  ...Array.from({ length: E2E_WORKERS }, (_, slot) => slotServers(slot)).flat(),
  {
    name: 'plain build',
    command: PREVIEW,
    env: {
      NADI_DIST: process.env.E2E_STANDALONE_DIST ?? 'dist',
      PORT: String(E2E_STANDALONE_PORT),
      PREVIEW_COMPRESS: 'off',
    },
    url: `http://127.0.0.1:${E2E_STANDALONE_PORT}`,
  },
];
/** Where scripts/e2e-servers.mjs says that all of them answer (E2E_READY_PORT). */
const E2E_READY_URL = `http://127.0.0.1:${Number(process.env.E2E_READY_PORT ?? 14170)}`;

/** The journeys the iPhone 13 size runs too: the screen's own (layout, navigation, first paint). */
const IPHONE_JOURNEYS = /\/(shell|home|first-paint|reach|languages-seen|standalone)\.spec\.ts$/;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry under CI: a journey that fails twice fails the run; one that passes on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list as it runs; a JSON report that `npm test` reads to name the failed journeys and those that
  // passed only on retry (a flaky journey is a defect to fix, not a pass).
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    // Tracing records DOM snapshots and a screencast of every action: costly on 2 cores, so only a retry
    // (under CI) records one. No screenshots: for 'only-on-failure' Playwright shoots every page at every
    // journey's end and then drops the picture of a pass (about 0.6 s a journey here); a failure still
    // leaves its page's accessibility snapshot (error-context.md), and its retry the trace with pictures.
    trace: 'on-first-retry',
    screenshot: 'off',
    // The app's service worker stays out of the journeys (their page.route fakes would not see what it
    // fetches); tests/e2e/pwa*.spec.ts let it run.
    serviceWorkers: 'block',
    // A phone set to reduce motion: the app then draws no animation (states.css), so the renderer does not
    // paint shimmers, spinners and sliding sheets frame by frame while a journey waits. Measured on the Pixel 7
    // journeys (136): 462 s without, 440 s with. What the journeys check does not move. (The journeys' double
    // taps on a sheet's confirm button once reached the link under the instantly closed sheet; the sheet now
    // drops the rest of a double tap, src/ui/shared/components/sheet.tsx.)
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'pixel7', use: { ...devices['Pixel 7'], ...chromium } },
    // The second size repeats what depends on the screen: layout, navigation by taps, first paint. A journey
    // whose logic does not depend on the screen (money, lists, forms, wallets) runs on the Pixel 7 only
    // (docs/decisions/2026-11-28-second-phone-for-layout.md).
    { name: 'iphone13', use: { ...devices['iPhone 13'], ...chromium }, testMatch: IPHONE_JOURNEYS },
  ],
  // One web server for Playwright, which starts its entries one after another (about 20 s for these five):
  // scripts/e2e-servers.mjs starts them all at once and answers on E2E_READY_URL once each one answers.
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    env: { E2E_SERVERS: JSON.stringify(E2E_SERVERS), E2E_READY_URL },
    url: E2E_READY_URL,
    reuseExistingServer: false,
    timeout: 90_000,
  },
});
