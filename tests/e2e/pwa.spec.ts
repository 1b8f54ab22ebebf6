import { expect, type Page, type Response, test } from '@playwright/test';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { logInFresh } from './api-session';
import { mockControl } from './helpers';

/**
 * Installable and offline, against the production build (`rsbuild preview`) and the Node mock on another
 * origin: the manifest and its icons, the service worker controlling the page after a reload, and the app
 * reopened with no network showing the last answers with "offline · as of HH:MM", money refused with the
 * reason, and fresh data once back online. The other journeys block service workers (playwright.config.ts):
 * these let the app's own worker run.
 */
test.use({ serviceWorkers: 'allow' });

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
};

/** Waits until the app's service worker is active and controls the page. */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the app is installable: a valid manifest with icons, and a service worker that controls it after a reload', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);
  await page.goto('/#/index');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'NADI',
    short_name: 'NADI',
    start_url: '/#/open_screen?from=app',
    display: 'standalone',
    // theme.css --bg: the dark theme, the default.
    background_color: '#0b0e14',
    theme_color: '#0b0e14',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
  expect(icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'any')).toBe(true);
  expect(icons.some((icon) => icon.sizes === '192x192')).toBe(true);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toContain('image/png');
    expect(pngSize(await answer.body()).join('x')).toBe(icon.sizes);
  }

  // Registered after the first load; the first version takes the page over at once.
  await controlled(page);
  await page.reload();
  await controlled(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes('precache'));
    if (!precache) return [];
    const keys = await (await caches.open(precache)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
  expect(precached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));
  expect(precached.some((path) => /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  // Of the lazy chunks only the two the page fetches with the app for its drawn screen (home's and the
  // default language's first messages) are precached; the others are kept when first used.
  const lazy = precached.filter((path) => path.includes('/async/'));
  expect(lazy.map((path) => path.replace(/^\/static\/js\/async\/(.+)\.[0-9a-f]+\.js$/, '$1')).sort()).toEqual(
    ['home', 'messages-zhTw-first'],
  );
  expect(errors).toEqual([]);
});

/** The figure an element shows, as text. */
const shown = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

/** An API answer of the mock that the page received, and whether the worker's cache gave it. */
const apiAnswer = (response: Response) => response.url().includes('/api/v1/');

test('reopened offline, the screens seen show their last answers with the note, money is refused, and back online they refresh', async ({
  page,
  context,
  request,
}) => {
  const errors = pageErrors(page);
  await mockControl(request, 'reset');
  await page.addInitScript((key) => {
    window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem('demoWalletKey', key);
  }, SEED_PRIVATE_KEYS[10001] ?? '');
  await page.goto('/#/index');
  await controlled(page);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Demo wallet' }).click();
  await expect(page.getByTestId('user-card')).toBeVisible();
  const balance = await shown(page, 'user-balance');

  // The screens seen online: assets, orders, notices, withdraw.
  await page.goto('/#/wallet');
  await expect(page.getByTestId('asset-fund-NADI').getByTestId('available')).toBeVisible();
  const fundNadi = await page.getByTestId('asset-fund-NADI').getByTestId('available').textContent();
  await page.goto('/#/orders');
  const orderList = page.getByTestId('order-card').or(page.getByText('No orders here')).first();
  await expect(orderList).toBeVisible();
  const orders = await page.getByTestId('order-card').count();
  await page.goto('/#/notice');
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
  const firstNotice = await page.locator('.notice-title').first().textContent();
  await page.goto('/#/withdraw');
  await expect(page.getByTestId('withdraw-available')).toBeVisible();
  const available = await shown(page, 'withdraw-available');
  await expect(page.getByTestId('offline-note')).toBeHidden();

  // No network at all, and the app opened again.
  await context.setOffline(true);
  const cached: string[] = [];
  page.on('response', (response) => {
    if (apiAnswer(response) && response.headers()['x-nadi-cached-at']) cached.push(response.url());
  });
  await page.reload();
  await expect(page.getByTestId('withdraw-available')).toHaveText(available);
  const note = page.getByTestId('offline-note');
  await expect(note).toHaveText(/^Offline · as of \d{2}:\d{2}$/);
  expect(cached.length).toBeGreaterThan(0);
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
  await expect(withdraw).toBeDisabled();
  await expect(page.getByTestId('money-block')).toHaveText(/You are offline\. Money can only move once/);
  await expect(withdraw).toHaveAttribute('aria-describedby', 'withdraw-block');

  await page.goto('/#/wallet');
  await expect(page.getByTestId('asset-fund-NADI').getByTestId('available')).toHaveText(fundNadi ?? '');
  await expect(note).toBeVisible();
  await page.goto('/#/orders');
  await expect(orderList).toBeVisible();
  expect(await page.getByTestId('order-card').count()).toBe(orders);
  await page.goto('/#/notice');
  await expect(page.locator('.notice-title').first()).toHaveText(firstNotice ?? '');
  await expect(note).toBeVisible();
  await page.goto('/#/index');
  await expect(page.getByTestId('user-balance')).toHaveText(balance);
  await expect(note).toBeVisible();

  // Back online: the note goes, the screen on view loads again from the network (the balance changed on the
  // server meanwhile), and money may move.
  await page.goto('/#/wallet');
  const fundUsdt = page.getByTestId('asset-fund-USDT').getByTestId('available');
  await expect(fundUsdt).toBeVisible();
  await expect(note).toBeVisible();
  const before = await fundUsdt.textContent();
  await mockControl(request, 'user/money', { user_id: 10001, balance: '12345.5' });
  await context.setOffline(false);
  // The browser's "online" may come before the network carries again: the app waits for an answer from it.
  await expect(note).toBeHidden({ timeout: 20_000 });
  await expect(fundUsdt).toHaveText(/12,?345\.5/);
  expect(before).not.toMatch(/12,?345\.5/);
  await page.goto('/#/withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText(available);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled();
  await expect(page.getByTestId('money-block')).toBeHidden();
  expect(errors).toEqual([]);
});

test('settings offer installing where the browser allows it, and nothing inside a wallet’s in-app browser', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await logInFresh(page, request);
  await page.goto('/#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const steps = page.getByTestId('install-ios-steps');
  if (testInfo.project.name === 'iphone13') {
    // iOS has no install prompt: the two steps instead.
    await expect(steps).toHaveText('To install: tap Share, then “Add to Home Screen”.');
  } else {
    await expect(steps).toBeHidden();
  }
  // The same phone inside MetaMask's browser: nothing to install there.
  const userAgent = `${await page.evaluate(() => navigator.userAgent)} MetaMaskMobile/7.30.0`;
  const inWallet = await browser.newContext({
    userAgent,
    viewport: page.viewportSize(),
    isMobile: true,
    hasTouch: true,
    baseURL: new URL(page.url()).origin,
  });
  const walletPage = await inWallet.newPage();
  await logInFresh(walletPage, request);
  await walletPage.goto('/#/settings');
  await expect(walletPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(walletPage.getByRole('button', { name: 'Light' })).toBeVisible();
  await expect(walletPage.getByTestId('install-app')).toBeHidden();
  await inWallet.close();
});
