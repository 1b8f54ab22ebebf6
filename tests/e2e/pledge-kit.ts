import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { logInStored } from './api-session';
import { mockControl } from './helpers';

const SEED_KEY = SEED_PRIVATE_KEYS[10001] ?? '';

/**
 * What the savings journeys share: a fresh mock with seeded user 10001 (about 20000 NADI in the fund account)
 * whose demo-wallet key is in local storage, English unless a journey picks another language.
 */
export async function asSeededUser(request: APIRequestContext, page: Page): Promise<void> {
  await mockControl(request, 'reset');
  await page.addInitScript((key) => {
    if (!window.sessionStorage.getItem('e2e-lang')) window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem('demoWalletKey', key);
  }, SEED_KEY);
}

export const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** Opens home as the seeded user, logged in (through the API: these journeys are about savings). */
export const logIn = (page: Page) => logInStored(page, SEED_KEY);
