import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { logInFresh } from './api-session';
import { logOutFromMenu } from './helpers';

/**
 * Nothing of a person stays on the phone after their session (issue "Trust nothing…", item 5), in a browser
 * profile that is closed and opened again like a phone's: the service worker's kept API answers, the
 * MetaMask SDK's stored account and channel. The session token lives in sessionStorage, so closing the
 * browser ends the session; the next start without a token forgets the rest. Logging out forgets it at once.
 */
test.use({ serviceWorkers: 'allow' });

const SDK_KEYS = [
  '.sdk-comm',
  '.MMSDK_cached_address',
  '.MMSDK_cached_chainId',
  'providerType',
  'mm-sdk-anon-id',
];

/** What the MetaMask SDK would have written after connecting the person's wallet. */
const storeSdkTraces = (page: Page, address: string) =>
  page.evaluate(
    ([keys, account]) => {
      for (const key of keys) window.localStorage.setItem(key, JSON.stringify({ account }));
    },
    [SDK_KEYS, address] as const,
  );

const sdkTraces = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => window.localStorage.getItem(key) !== null), SDK_KEYS);

/**
 * How many API answers of a session the service worker keeps (its keys name the session; a visitor's public
 * answers, such as the settings and banners of the logged-out home, are named "visitor" and may stay).
 */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('nadi-api-v1'))) return 0;
    const keys = await (await caches.open('nadi-api-v1')).keys();
    return keys.filter((request) => {
      const session = new URL(request.url).searchParams.get('__nadi_session');
      return session !== null && session !== 'visitor';
    }).length;
  });

async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

test('a closed browser ends the session, and the next start keeps none of its answers or wallet traces; logout forgets them at once', async ({
  request,
  baseURL,
}, testInfo) => {
  const device = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'nadi-profile-'));
  const open = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      baseURL: baseURL ?? '',
      viewport: device.viewport ?? null,
      userAgent: device.userAgent ?? '',
      deviceScaleFactor: device.deviceScaleFactor ?? 1,
      isMobile: device.isMobile ?? false,
      hasTouch: device.hasTouch ?? false,
      serviceWorkers: 'allow',
    });
  const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());
  try {
    // A session: the worker controls the page and keeps the answers of the screens seen.
    let context = await open();
    let page = await firstPage(context);
    const session = await logInFresh(page, request);
    await page.goto('/#/index');
    await controlled(page);
    await page.reload();
    await controlled(page);
    await page.goto('/#/wallet');
    await expect(page.getByTestId('asset-fund-USDT').getByTestId('available')).toBeVisible();
    await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);
    await storeSdkTraces(page, '0xperson');
    expect(await sdkTraces(page)).toEqual(SDK_KEYS);
    expect(session.token).not.toBe('');
    await context.close();

    // The same phone later: the session ended with the browser, and its traces went at the start.
    context = await open();
    page = await firstPage(context);
    await page.goto('/#/index');
    await expect(page.getByRole('button', { name: /Connect wallet|連接錢包/ })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
    await expect.poll(() => sdkTraces(page)).toEqual([]);
    await expect.poll(() => keptAnswers(page), { timeout: 15_000 }).toBe(0);

    // A new session, ended by logging out: the same, without waiting for a new start.
    await logInFresh(page, request);
    await page.reload();
    await controlled(page);
    await page.goto('/#/wallet');
    await expect(page.getByTestId('asset-fund-USDT').getByTestId('available')).toBeVisible();
    await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);
    await storeSdkTraces(page, 'again');
    await logOutFromMenu(page);
    await expect.poll(() => sdkTraces(page)).toEqual([]);
    await expect.poll(() => keptAnswers(page)).toBe(0);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
