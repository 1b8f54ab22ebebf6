import { expect, test } from '@playwright/test';
import { ROUTES } from '../../src/ui/app/route-table';
import { fault, freshStart, loginWithDemoWallet, logOutFromMenu } from './helpers';

test('/ lands on /index, and a guarded route without login returns there', async ({ page }) => {
  const errors = await freshStart(page);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/index$/);
  await page.goto('/#/wallet');
  await expect(page).toHaveURL(/#\/index$/);
  await page.goto('/#/node/detail/3');
  await expect(page).toHaveURL(/#\/index$/);
  expect(errors).toEqual([]);
});

test("a link in the spec's path form opens the same screen, its query kept", async ({ page }) => {
  const errors = await freshStart(page);
  await page.goto('/open_screen');
  await expect(page).toHaveURL(/\/#\/open_screen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NADI' })).toBeVisible();
  await page.goto('/index?code=ABC123');
  await expect(page).toHaveURL(/\/#\/index\?code=ABC123$/);
  await expect(page.getByRole('timer')).toBeVisible();
  await loginWithDemoWallet(page);
  await page.goto('/node/detail/3/');
  await expect(page).toHaveURL(/\/#\/node\/detail\/3$/);
  expect(errors).toEqual([]);
});

test('a language choice survives a reload and is sent in the API header', async ({ page }) => {
  await freshStart(page);
  await page.goto('/#/index');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByTestId('language-sheet').getByRole('button', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  const headers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) headers.push(request.headers().lang ?? '');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('th');
  await expect.poll(() => headers.length).toBeGreaterThan(0);
  expect(new Set(headers)).toEqual(new Set(['TH']));
});

test('logout empties the token and the user from storage', async ({ page }) => {
  await freshStart(page);
  await page.goto('/#/index');
  await loginWithDemoWallet(page);
  expect(await page.evaluate(() => window.sessionStorage.getItem('userInfo'))).not.toBeNull();
  await logOutFromMenu(page);
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('userInfo'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('walletAddress'))).toBeNull();
});

test('a server 401 mid-session logs out and returns to / after 1.5 s', async ({ page }) => {
  await freshStart(page);
  await page.goto('/#/index');
  await loginWithDemoWallet(page);
  await fault(page, 'address.addressList', 'http401');
  await page.goto('/#/address');
  await expect(page.getByText(/login expired|invite code/i).first()).toBeVisible();
  const noted = Date.now();
  await expect(page).toHaveURL(/#\/index$/, { timeout: 5000 });
  expect(Date.now() - noted).toBeGreaterThan(1000);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
});

test('every route of the spec renders for a logged-in user with no page error', async ({
  page,
}, testInfo) => {
  // Fifty screens, each waited for and photographed: three times the usual minute on a loaded machine.
  test.slow();
  const errors = await freshStart(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/index');
  await loginWithDemoWallet(page);
  for (const route of ROUTES) {
    const path = route.path.replace(':id', '1');
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
    if (!route.bare) await expect(page.locator('.app-title')).not.toBeEmpty();
    const shown = page.locator(`[data-page="${path}"]`);
    await expect(shown).toBeVisible();
    // Loaded: no skeleton or busy part left on the screen (waiting for the network to rest half a second
    // after each of fifty screens cost half a minute a phone; the last screen's calls are awaited below).
    await expect(
      shown.locator('.skeleton-line, [data-testid="skeleton"], [aria-busy="true"]:not(button)'),
    ).toHaveCount(0);
    const name = path.replace(/\//g, '_').replace(/^_/, '') || 'root';
    // One CSS pixel a pixel (a ninth of the iPhone's 3x work), attached by path, not copied into the report;
    // JPEG at quality 80: 50 ms a picture against PNG's 92 here, a third of the bytes, the words still sharp.
    const file = testInfo.outputPath(`routes/${name}.jpg`);
    await page.screenshot({ path: file, scale: 'css', type: 'jpeg', quality: 80 });
    await testInfo.attach(`route-${name}`, { path: file, contentType: 'image/jpeg' });
  }
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
