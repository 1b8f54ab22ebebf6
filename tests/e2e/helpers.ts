import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_MOCK_PORT, E2E_MOCK_SECRET } from '../../playwright.config';

export const MOCK = `http://127.0.0.1:${E2E_MOCK_PORT}`;

/**
 * A call to the mock server's control API (`/__mock/<path>`, src/mock/core/control.ts) with this run's
 * secret (a POST). Fails the test unless it succeeds; answers its `data`.
 */
export async function mockControl<T = unknown>(
  request: APIRequestContext,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.post(`${MOCK}/__mock/${path}`, {
    headers: { 'x-mock-secret': E2E_MOCK_SECRET },
    data: data ?? {},
  });
  expect(response.status(), `/__mock/${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Starts the page in English with a fresh mock backend and collects page errors. */
export async function freshStart(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await mockControl(page.request, 'reset');
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en');
  });
  return errors;
}

/**
 * Logs in through the UI with the demo wallet: side menu, connect sheet, demo wallet, then the
 * invite-code dialog of a new wallet (with `inviteCode`, or without a code).
 */
export async function loginWithDemoWallet(page: Page, inviteCode = ''): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
  const sheet = page.getByTestId('login-sheet');
  await sheet.getByRole('button', { name: /Demo wallet/ }).click();
  const invite = sheet.getByRole('heading', { name: 'Invite code' });
  const loggedIn = page.getByText('Logged in', { exact: true });
  await expect(invite.or(loggedIn).first()).toBeVisible();
  if (await invite.isVisible()) {
    if (inviteCode) {
      await sheet.getByLabel('Invite code').fill(inviteCode);
      await sheet.getByRole('button', { name: 'Continue', exact: true }).click();
    } else {
      await sheet.getByRole('button', { name: 'Continue without a code' }).click();
    }
  }
  await expect(sheet).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
}

/** Arms a fault on the mock backend for an endpoint id (see src/mock/core/faults.ts). */
export async function fault(page: Page, endpoint: string, kind: string, times = 1): Promise<void> {
  await mockControl(page.request, 'fault', { endpoint, fault: kind, times });
}

/** Logs out from the side menu (English): Log out, then the confirmation; waits for the token to go. */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
}

/**
 * An amount as the screen writes it (docs/decisions/2026-11-28-one-number-format.md): the plain decimal text
 * with its whole part grouped by thousands with ',' and '.' before the decimals ("20043.404322" →
 * "20,043.404322", "-1000" → "-1,000"). Takes plain text or a Decimal (written with its toFixed()); no
 * rounding: give it the figure the screen should show.
 */
export function grouped(value: string | { toFixed(): string }): string {
  const plain = typeof value === 'string' ? value : value.toFixed();
  const sign = /^[-+]/.test(plain) ? plain.slice(0, 1) : '';
  const [whole = '', fraction] = plain.slice(sign.length).split('.');
  const groups = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${groups}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A grouped amount as a pattern's source: 0, 12, 1,234, 12,345,678.5 (no '.' without decimals after it). */
export const GROUPED_AMOUNT = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d+)?`;
