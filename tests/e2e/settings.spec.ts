import { expect, test } from '@playwright/test';
import { freshStart, loginWithDemoWallet } from './helpers';

const root = (page: import('@playwright/test').Page, name: 'theme' | 'updown') =>
  page.evaluate((key) => document.documentElement.dataset[key], name);

test('settings: theme, price colours, language and hidden balances are applied and kept after a reload', async ({
  page,
}) => {
  const errors = await freshStart(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/#/index');
  await loginWithDemoWallet(page);
  expect(await root(page, 'theme')).toBe('dark');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // System follows the device until a theme is chosen.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => root(page, 'theme')).toBe('light');
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await root(page, 'theme')).toBe('dark');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = await background();
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await expect.poll(background).not.toBe(dark);

  await page.getByRole('button', { name: 'Red up, green down' }).click();
  expect(await root(page, 'updown')).toBe('red-up');
  await page.getByRole('switch', { name: 'Hide balances' }).check();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Light', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await root(page, 'theme')).toBe('light');
  expect(await root(page, 'updown')).toBe('red-up');
  await expect(page.getByRole('switch', { name: 'Hide balances' })).toBeChecked();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('heading', { name: '設定' })).toBeVisible();
  await page.getByRole('combobox', { name: '言語' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await page.goto('/#/wallet');
  await expect(page.getByTestId('assets-total')).toHaveText('**** USDT');
  expect(errors).toEqual([]);
});

test('wallet diagnostics: chain, account and wallets shown, copied in one tap without the token', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = await freshStart(page);
  await page.goto('/#/index');
  await loginWithDemoWallet(page);
  await page.goto('/#/settings');
  await page.getByRole('link', { name: 'Wallet diagnostics' }).click();

  const panel = page.getByTestId('diagnostics');
  const account = await page.evaluate(() => window.localStorage.getItem('walletAddress'));
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(panel).toContainText(account ?? 'no account');
  await expect(panel).toContainText('Demo wallet');
  await expect(panel).toContainText('No script errors');

  await panel.getByRole('button', { name: 'Copy all' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const chainId = await page.evaluate(() => window.__nadiDemoWallet?.chainId());
  expect(text).toContain(`chain id: ${chainId}`);
  expect(text).toContain(`account: ${account}`);
  expect(text).toContain('wallet: Demo wallet');
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(text).not.toContain(token ?? 'no token');
  expect(errors).toEqual([]);
});
