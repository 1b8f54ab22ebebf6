import { expect, test } from '@playwright/test';
import { E2E_MOCK_PORT } from '../../playwright.config';

const mock = `http://127.0.0.1:${E2E_MOCK_PORT}`;

test.beforeEach(async ({ request }) => {
  await request.post(`${mock}/__mock/reset`);
});

test('lands on /index and logs in with the demo wallet and an invite link code, then logs out', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));

  await page.goto('/#/?code=NADI2025');
  await expect(page).toHaveURL(/#\/index/);
  await expect(page.getByRole('heading', { name: 'NADI' })).toBeVisible();
  await expect(page.getByLabel('Invite code')).toHaveValue('NADI2025');

  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Demo wallet' }).click();

  const card = page.getByTestId('user-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Logged in as 0x[0-9a-fA-F]{40}/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();

  await card.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('walletAddress'))).toBeNull();
  expect(errors).toEqual([]);
});

test('an unknown invite code is refused and nothing is kept', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/#/index');
  await page.getByLabel('Invite code').fill('NOSUCH1');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Demo wallet' }).click();
  await expect(page.getByRole('alert')).toContainText('Server exception');
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  await expect(page.getByTestId('user-card')).toHaveCount(0);
});
