import { devices, expect, test } from '@playwright/test';
import { installMisbehavingWallet } from '../wallets/misbehaving-wallet';
import { mockControl } from './helpers';

/**
 * Issue 36, item 7: a wallet that puts its provider into the page by an inline `<script>` (TokenPocket on
 * Android; MetaMask Mobile before mid-2024). index.html's policy admits only its own hashed script, so there the
 * provider never appears; the sheet sees TokenPocket's browser by its user agent and opens the app's page for
 * such wallets (wallet.html, whose policy admits inline scripts), where the person logs in. One phone size.
 */

test.use({ userAgent: `${devices['Pixel 7'].userAgent} TokenPocket/3.1.0` });
test.beforeEach(({ page: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone size: this is about the wallet, not the layout');
});

test('a wallet injected by an inline script: refused on index.html, logs in on the page for wallets', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await mockControl(page.request, 'reset');
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await installMisbehavingWallet(page, { flags: { isTokenPocket: true }, viaInlineScript: true });
  await page.goto('/#/index?code=NADI2025');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
  const sheet = page.getByTestId('login-sheet');
  // The page's policy refused the wallet's script: no wallet here, and the sheet says where it will work.
  const walletPage = sheet.getByTestId('wallet-page');
  await expect(walletPage).toContainText('TokenPocket on Android');
  expect(await page.evaluate(() => window.__testWallet === undefined)).toBe(true);
  await walletPage.getByRole('link', { name: "Open NADI's page for wallets" }).click();

  await expect(page).toHaveURL(/\/wallet\.html#\/index\?code=NADI2025$/);
  await expect.poll(() => page.evaluate(() => window.__testWallet !== undefined)).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
  await sheet.getByRole('button', { name: /^TokenPocket Found in this browser/ }).click();
  // The invite code came along.
  await expect(sheet.getByLabel('Invite code')).toHaveValue('NADI2025');
  await sheet.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
  await expect(sheet.getByTestId('wallet-page')).toHaveCount(0);
  expect(errors).toEqual([]);
});
