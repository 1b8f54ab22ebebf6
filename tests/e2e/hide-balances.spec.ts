import { type APIRequestContext, expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { formatAmount } from '../../src/domain/shared/money-format';
import { MOCK_URL } from './api-session';
import { builtScreenUrls, openLoggedIn, type ScreenData, seedScreens, showScreen } from './built-screens';

/**
 * "Hide balances" is one app-wide switch: turned on once (the wallet's eye), every built screen is walked
 * and none shows a figure of the person's own money: the user's balance, performances and pools, every
 * coin of every account, and the money log's amounts, as the mock holds them for user 10001.
 */

test.use({ viewport: { width: 360, height: 740 } });

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`${MOCK_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}`, lang: 'EN' },
  });
  return ((await answer.json()) as { data: T }).data;
}

/**
 * The person's own amounts as the screens would write them; round ones below 10 000 are left out, since a
 * price or a percentage (a 100, a node at 2500) could match them by chance.
 */
async function ownAmounts(request: APIRequestContext, token: string): Promise<string[]> {
  const user = await get<Record<string, string>>(request, token, '/api/v1/user/info');
  const assets = await get<{ accounts: { assets: { available: string; frozen: string }[] }[] }>(
    request,
    token,
    '/api/v1/wallet/assets',
  );
  const log = await get<{ list: { amount: string }[] }>(
    request,
    token,
    '/api/v1/wallet/moneyLog?page=1&page_size=10',
  );
  const values = [
    user.balance,
    user.me_performance,
    user.team_performance,
    user.destroy_pool_num,
    user.flow_pool_num,
    ...assets.accounts.flatMap((account) =>
      account.assets.flatMap((asset) => [asset.available, asset.frozen]),
    ),
    ...log.list.map((record) => new Decimal(record.amount).abs().toFixed()),
  ];
  return [
    ...new Set(
      values
        .filter((value): value is string => typeof value === 'string')
        .filter(
          (value) => !new Decimal(value).isInteger() || new Decimal(value).abs().greaterThanOrEqualTo(10_000),
        )
        .map((value) => formatAmount(value)),
    ),
  ];
}

let data: ScreenData;
test.beforeEach(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'the switch does not depend on the phone');
  data = await seedScreens(request);
});

test('with balances hidden, no built screen shows the person’s own amounts', async ({ page, request }) => {
  test.setTimeout(300_000);
  const amounts = await ownAmounts(request, data.token);
  expect(amounts.length).toBeGreaterThan(3);
  await openLoggedIn(page, data, 'en');
  // The home card shows the balance and the two pools until the switch is on: the figures looked for are the
  // shown ones.
  await expect(page.getByTestId('user-balance')).toContainText(formatAmount(amounts[0] ?? ''));
  const user = await get<Record<string, string>>(request, data.token, '/api/v1/user/info');
  const home = page.locator('.page:not([hidden])');
  await expect(home.getByTestId('user-destroy-pool')).toHaveText(
    `${formatAmount(user.destroy_pool_num)} USDT`,
  );
  await expect(home.getByTestId('user-flow-pool')).toHaveText(`${formatAmount(user.flow_pool_num)} USDT`);
  await showScreen(page, '/wallet');
  await page.locator('.page:not([hidden])').getByRole('button', { name: 'Hide amounts' }).click();

  const found: string[] = [];
  for (const url of builtScreenUrls(data)) {
    await showScreen(page, url);
    const text = await page.locator('.page:not([hidden])').innerText();
    for (const amount of amounts) {
      // A figure on its own: not part of a longer number.
      if (new RegExp(`(^|[^\\d.,])${amount.replace('.', '\\.')}($|[^\\d])`).test(text)) {
        found.push(`${url}: ${amount}`);
      }
    }
  }
  expect(found).toEqual([]);
  // Home again (its lower part loads only when scrolled to, so no wait for the whole screen): still masked.
  await page.evaluate(() => {
    window.location.hash = '/index';
  });
  await expect(page.getByTestId('user-balance')).toContainText('****');
  await expect(home.getByTestId('user-destroy-pool')).toHaveText('**** USDT');
});
