import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { mockControl } from './helpers';

/**
 * What the savings journeys share: a fresh mock with seeded user 10001 (about 20000 NADI in the fund account)
 * whose demo-wallet key is in local storage, English unless a journey picks another language.
 */
export async function asSeededUser(request: APIRequestContext, page: Page): Promise<void> {
  await mockControl(request, 'reset');
  await page.addInitScript((key) => {
    if (!window.sessionStorage.getItem('e2e-lang')) window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem('demoWalletKey', key);
  }, SEED_PRIVATE_KEYS[10001] ?? '');
}

export const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** Logs the seeded user in with the demo wallet from the home screen. */
export async function logIn(page: Page) {
  await page.goto('/#/index');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Demo wallet' }).click();
  await expect(page.getByTestId('user-card')).toBeVisible();
}
