import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/** Where the e2e build and the Node mock backend listen (fixed: the build has the API base baked in). */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173);
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 18787);
/** Where the plain build (mock backend inside the page, no server) is served. */
export const E2E_STANDALONE_PORT = Number(process.env.E2E_STANDALONE_PORT ?? 14174);
/**
 * The e2e build again, speaking version B of the market socket (PUBLIC_SOCKET_PROTOCOL=b): the trade journeys
 * run on both protocols against the same mock server. Next to the app's port unless told.
 */
export const E2E_B_APP_PORT = Number(process.env.E2E_B_APP_PORT ?? E2E_APP_PORT + 2);
/** The local EVM chain the mock server starts (the NADI chain of the e2e runs; the browser reaches it too). */
export const E2E_CHAIN_PORT = Number(process.env.E2E_CHAIN_PORT ?? 18545);
/** The second local chain, standing for BSC: on standby, announced as BSC by the journeys that pay on it. */
export const E2E_BSC_CHAIN_PORT = Number(process.env.E2E_BSC_CHAIN_PORT ?? E2E_CHAIN_PORT + 1);
/**
 * The secret the mock server's control API (`/__mock/*`) wants in its `x-mock-secret` header: one per run,
 * made here in the runner's process; the workers inherit the variable, so they read the same one.
 */
process.env.E2E_MOCK_SECRET ||= randomBytes(16).toString('hex');
export const E2E_MOCK_SECRET: string = process.env.E2E_MOCK_SECRET;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry under CI: a journey that fails twice fails the run; one that passes on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker stays out of the journeys (their page.route fakes would not see what it
    // fetches); tests/e2e/pwa*.spec.ts let it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'pixel7', use: { ...devices['Pixel 7'], ...chromium } },
    { name: 'iphone13', use: { ...devices['iPhone 13'], ...chromium } },
  ],
  webServer: [
    {
      command: `npx tsx scripts/mock-server.ts`,
      env: {
        MOCK_PORT: String(E2E_MOCK_PORT),
        MOCK_CHAIN: 'on',
        CHAIN_PORT: String(E2E_CHAIN_PORT),
        MOCK_BSC_CHAIN: 'standby',
        BSC_CHAIN_PORT: String(E2E_BSC_CHAIN_PORT),
        MOCK_SECRET: E2E_MOCK_SECRET,
        // Mall orders ship and confirm themselves on a short clock; the journeys move them at once too.
        MOCK_SHIP_MS: '30000',
        MOCK_AUTO_CONFIRM_MS: '300000',
        // A savings day of 3 s: a release every 6 or 10 days arrives within half a minute.
        MOCK_DAY_MS: '3000',
      },
      // Any answer below 404 counts as up; the API's, since the control API wants the secret.
      url: `http://127.0.0.1:${E2E_MOCK_PORT}/api/v1/common/config`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx rsbuild preview`,
      env: { NADI_DIST: process.env.E2E_DIST ?? 'dist-e2e', PORT: String(E2E_APP_PORT) },
      url: `http://127.0.0.1:${E2E_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx rsbuild preview`,
      env: { NADI_DIST: process.env.E2E_STANDALONE_DIST ?? 'dist', PORT: String(E2E_STANDALONE_PORT) },
      url: `http://127.0.0.1:${E2E_STANDALONE_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx rsbuild preview`,
      env: {
        NADI_DIST: process.env.E2E_B_DIST ?? `${process.env.E2E_DIST ?? 'dist-e2e'}-b`,
        PORT: String(E2E_B_APP_PORT),
      },
      url: `http://127.0.0.1:${E2E_B_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
