import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type HDNodeWallet, Wallet } from 'ethers';
import { E2E_MOCK_PORT } from '../../playwright.config';

export const MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;

interface Answer<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

export interface WireOrder {
  readonly id: number;
  readonly order_no: string;
  readonly order_type: number;
  readonly status: number;
  readonly total_price: string;
  readonly expire_time: string;
}

/** A logged-in user of the mock backend, with calls to it under the user's token. */
export interface ApiSession {
  readonly token: string;
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  balance(): Promise<string>;
  orders(): Promise<readonly WireOrder[]>;
  preOrder(body: Record<string, unknown>): Promise<WireOrder>;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { Accept: 'application/json', lang: 'EN' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.fetch(`${MOCK_URL}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { data: body }),
  });
  const answer = (await response.json()) as Answer<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** Logs `wallet` in through the API, signing the server's one-time message, with no invite code: its token. */
export async function apiLogin(request: APIRequestContext, wallet: Wallet | HDNodeWallet): Promise<string> {
  const message = await call<string>(request, 'GET', '/api/v1/auth/loginMessage');
  const { token } = await call<{ token: string }>(request, 'POST', '/api/v1/auth/login', undefined, {
    address: wallet.address,
    message,
    sign_message: await wallet.signMessage(message),
    code: '',
  });
  return token;
}

/**
 * Logs a fresh wallet in through the API (these journeys are not about the login UI) and hands the token
 * to the page as the app keeps it. A fresh wallet is a new user: balance 1000 USDT, nothing bought. With
 * `key`, that wallet instead (a seeded user's, from src/mock/testing/seed-keys.ts).
 */
export async function logInFresh(page: Page, request: APIRequestContext, key?: string): Promise<ApiSession> {
  const wallet = key ? new Wallet(key) : Wallet.createRandom();
  const token = await apiLogin(request, wallet);
  await page.addInitScript(
    ([token, address]) => {
      window.localStorage.setItem('lang', 'en');
      window.localStorage.setItem('walletAddress', address);
      window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
    },
    [token, wallet.address] as const,
  );
  const session: ApiSession = {
    token,
    call: (method, path, body) => call(request, method, path, token, body),
    balance: async () => (await session.call<{ balance: string }>('GET', '/api/v1/user/info')).balance,
    orders: async () =>
      (await session.call<{ list: WireOrder[] }>('GET', '/api/v1/preOrder/list?page=1&page_size=100')).list,
    preOrder: (body) => session.call<WireOrder>('POST', '/api/v1/preOrder/preOrder', body),
  };
  return session;
}

/**
 * Opens home as a seeded user whose demo wallet holds `key`, as a login leaves the app: the journeys that
 * use it are about what the user does next, so the login goes through the API (signed with the key) and
 * the page starts with what the login stores (the token and the wallet's address; the key is already in
 * local storage). They are put in once, on the first load of the tab, so that a logout or a language
 * change in the journey stays. The login through the connect sheet is wallet-login.spec.ts's.
 */
export async function logInStored(page: Page, key: string): Promise<void> {
  const wallet = new Wallet(key);
  const token = await apiLogin(page.request, wallet);
  await page.addInitScript(
    ([token, address]) => {
      if (window.sessionStorage.getItem('e2e-logged-in')) return;
      window.sessionStorage.setItem('e2e-logged-in', 'yes');
      window.localStorage.setItem('walletAddress', address);
      window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
    },
    [token, wallet.address] as const,
  );
  await page.goto('/#/index');
  await expect(page.getByTestId('user-card')).toBeVisible();
  // The demo wallet loads in its own chunk, so its hooks may come a moment after the user card.
  await expect.poll(() => page.evaluate(() => window.__nadiDemoWallet?.address())).toBe(wallet.address);
}

/** Collects page errors; the journey fails on any. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
