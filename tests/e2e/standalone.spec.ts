import { expect, test } from '@playwright/test';
import { E2E_STANDALONE_PORT } from '../../playwright.config';
import { loginWithDemoWallet, logOutFromMenu } from './helpers';

test.use({ baseURL: `http://127.0.0.1:${E2E_STANDALONE_PORT}` });

test('the plain build runs with no server: the mock backend lives in the page and survives a reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) apiCalls.push(request.url());
  });
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));

  await page.goto('/');
  await loginWithDemoWallet(page);
  await page.goto('/#/user');
  const code = page.getByTestId('invite-code').first();
  await expect(code).not.toBeEmpty();
  const before = await code.textContent();

  await page.reload();
  await expect(page.getByTestId('invite-code').first()).toHaveText(before ?? '');
  expect(apiCalls).toEqual([]);

  // The demo's backend stands for the server: logging out keeps the account (the app's own copy goes).
  const saved = () => page.evaluate(() => window.localStorage.getItem('nadi.mock.state'));
  expect(await saved()).toContain(before ?? 'invite code');
  await logOutFromMenu(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  expect(await saved()).toContain(before ?? 'invite code');
  expect(errors).toEqual([]);
});
