import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Wallet } from 'ethers';
import { E2E_MOCK_PORT } from '../../playwright.config';
import { apiLogin } from './api-session';
import { mockControl } from './helpers';

const mock = `http://127.0.0.1:${E2E_MOCK_PORT}`;

interface Answer<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

interface WireAddress {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly area_code: string;
  readonly area: string;
  readonly address: string;
  readonly is_default: 0 | 1;
}

/** A logged-in user of the mock backend, and calls to it with the user's token. */
interface Session {
  readonly token: string;
  addresses(): Promise<readonly WireAddress[]>;
  addAddress(fields: Omit<WireAddress, 'id'>): Promise<WireAddress>;
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
  const response = await request.fetch(`${mock}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { data: body }),
  });
  const answer = (await response.json()) as Answer<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/**
 * Logs a fresh wallet in through the API (the login UI is not what this journey tests) and hands the
 * token to the page the way the app keeps it (session storage `token`: {token, expiresAt}). A fresh
 * wallet registers a new user, who has no addresses.
 */
async function logIn(page: Page, request: APIRequestContext): Promise<Session> {
  const wallet = Wallet.createRandom();
  const token = await apiLogin(request, wallet);
  await page.addInitScript(
    ([token, address]) => {
      window.localStorage.setItem('lang', 'en');
      window.localStorage.setItem('walletAddress', address);
      window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
    },
    [token, wallet.address] as const,
  );
  return {
    token,
    addresses: () => call<WireAddress[]>(request, 'GET', '/api/v1/address/addressList', token),
    addAddress: (fields) => call<WireAddress>(request, 'POST', '/api/v1/address/addAddress', token, fields),
  };
}

const errors: string[] = [];
test.beforeEach(async ({ page, request }) => {
  await mockControl(request, 'reset');
  errors.length = 0;
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('a new address: a bad phone is refused and nothing is sent, a good one is saved and listed', async ({
  page,
  request,
}) => {
  const session = await logIn(page, request);
  await page.goto('/#/address');
  await expect(page.getByTestId('empty-state')).toContainText('You have no delivery addresses yet');

  await page.getByRole('link', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/#\/address\/add$/);
  await page.getByLabel('Recipient').fill('Somchai Jaidee');
  await page.getByTestId('region-button').click();
  const sheet = page.getByTestId('region-sheet');
  await sheet.getByRole('searchbox').fill('thai');
  await sheet.getByRole('button', { name: /Thailand/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('calling-code')).toHaveText('+66');
  await page.getByLabel('Mobile number').fill('02 123 4567'); // a Bangkok landline
  await page.getByLabel('Province / city').fill('Bangkok, Bang Rak');
  await page.getByLabel('Detailed address').fill('1 Silom Rd, 12F');

  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter a valid mobile phone number')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await expect(page).toHaveURL(/#\/address\/add$/);
  expect(await session.addresses()).toEqual([]);

  await page.getByLabel('Mobile number').fill('081 234 5678');
  await page.getByRole('switch', { name: 'Set as default address' }).check();
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL(/#\/address$/);
  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Somchai Jaidee');
  await expect(card).toContainText('+66 812**5678');
  await expect(card).toContainText('Thailand Bangkok, Bang Rak');
  await expect(card.getByTestId('default-badge')).toHaveText('Default');
  expect(await session.addresses()).toEqual([
    expect.objectContaining({
      phone: '+66812345678',
      area_code: 'TH',
      address: '1 Silom Rd, 12F',
      is_default: 1,
    }),
  ]);
});

test('set the default, edit an address, and delete one only after confirming', async ({ page, request }) => {
  const session = await logIn(page, request);
  const home = await session.addAddress({
    name: 'Aiden Chen',
    phone: '+886912345678',
    area_code: 'TW',
    area: 'Taipei City, Xinyi District',
    address: 'No. 7, Sec. 5, Xinyi Rd., 11F',
    is_default: 1,
  });
  const office = await session.addAddress({
    name: 'Chen Office',
    phone: '+6591234567',
    area_code: 'SG',
    area: 'Central Region',
    address: '1 Raffles Place, #20-01',
    is_default: 0,
  });
  await page.goto('/#/address');
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Aiden Chen');
  await expect(cards.first()).toContainText('+886 912**5678');
  await expect(page.getByText('2 addresses')).toBeVisible();

  // Set default: the office moves to the top with the badge.
  await page.getByRole('button', { name: 'Set as default: the address of Chen Office' }).click();
  await expect(cards.first()).toContainText('Chen Office');
  await expect(cards.first().getByTestId('default-badge')).toBeVisible();
  await expect(page.getByTestId('default-badge')).toHaveCount(1);
  expect((await session.addresses()).find((a) => a.is_default === 1)?.id).toBe(office.id);

  // Edit: the form loads the address; the list shows the change when it comes back.
  await page.getByRole('link', { name: 'Edit the address of Aiden Chen' }).click();
  await expect(page).toHaveURL(new RegExp(`#/address/edit\\?id=${home.id}$`));
  await expect(page.getByLabel('Recipient')).toHaveValue('Aiden Chen');
  await expect(page.getByTestId('calling-code')).toHaveText('+886');
  await expect(page.getByLabel('Mobile number')).toHaveValue('912345678');
  await page.getByLabel('Detailed address').fill('No. 7, Sec. 5, Xinyi Rd., 12F');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/#\/address$/);
  await expect(cards.filter({ hasText: 'Aiden Chen' })).toContainText('No. 7, Sec. 5, Xinyi Rd., 12F');
  await expect(cards.first()).toContainText('Chen Office');

  // Delete: the dialog names the address; cancelling keeps it, confirming deletes it.
  await page.getByRole('button', { name: 'Delete the address of Chen Office' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Delete this address?');
  await expect(dialog).toContainText('Chen Office');
  await expect(dialog).toContainText('1 Raffles Place');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  expect(await session.addresses()).toHaveLength(2);

  await page.getByRole('button', { name: 'Delete the address of Chen Office' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Aiden Chen');
  expect((await session.addresses()).map((a) => a.id)).toEqual([home.id]);
});

test('an edit page without an id says so and leads back to the list', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto('/#/address/edit');
  await expect(page.getByTestId('address-missing-id')).toContainText('No address was chosen to edit');
  await page.getByRole('link', { name: 'Back to addresses' }).click();
  await expect(page).toHaveURL(/#\/address$/);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});
