import { expect, test } from '@playwright/test';
import { E2E_STANDALONE_PORT } from '../../playwright.config';

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
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Demo wallet' }).click();
  const card = page.getByTestId('user-card');
  await expect(card).toBeVisible();
  const address = await card.locator('.mono').textContent();

  await page.reload();
  await expect(page.getByTestId('user-card')).toBeVisible();
  expect(await page.getByTestId('user-card').locator('.mono').textContent()).toBe(address);
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});
