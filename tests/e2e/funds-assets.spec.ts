import { expect, type Locator, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { typesOfCategory } from '../../src/domain/funds/fund-record-category';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { logInFresh } from './api-session';
import { GROUPED_AMOUNT, grouped, mockControl } from './helpers';

/**
 * The assets page, the exchange, the money log and the income record, as seeded user 10001 (NADI2025) sees
 * them against the Node mock: a past NADI deposit and income in the fund account, the registration VIC, the
 * trade account's demo grant. Figures are read from the screen and checked exactly with decimal.js.
 */
test.beforeEach(async ({ request, page }) => {
  await mockControl(request, 'reset');
  const key = SEED_PRIVATE_KEYS[10001] ?? '';
  await page.addInitScript((k) => {
    window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem('demoWalletKey', k);
  }, key);
});

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/**
 * Opens home logged in as the seeded user: the login goes through the API, signed with the user's key,
 * which the demo wallet holds too (local storage); these journeys are about the money screens.
 */
async function logIn(page: Page) {
  await logInFresh(page, page.request, SEED_PRIVATE_KEYS[10001]);
  await page.goto('/#/index');
  await expect(page.getByTestId('user-card')).toBeVisible();
}

/** The figure of an amount element ("12.5 USDT" → 12.5). */
async function figure(locator: Locator): Promise<Decimal> {
  const text = (await locator.textContent()) ?? '';
  const number = text.replace(/[^\d.+-]/g, '');
  return new Decimal(number);
}

const fundNadi = (page: Page) => page.getByTestId('asset-fund-NADI').getByTestId('available');

test('the assets page shows the three accounts per coin, and hiding amounts survives a reload', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await logIn(page);
  // Home and the menu lead to the assets page and to spot trading.
  const quick = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quick.getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '#/trade');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Spot trading' })).toBeVisible();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/#\/wallet$/);

  await expect(page.getByTestId('account-fund')).toBeVisible();
  await expect(page.getByTestId('account-trade')).toBeVisible();
  await expect(page.getByTestId('account-destroyQuota')).toBeVisible();
  expect((await figure(fundNadi(page))).gt(0)).toBe(true);
  await expect(page.getByTestId('asset-fund-VIC')).toBeVisible();
  await expect(page.getByTestId('asset-trade-USDT').getByTestId('available')).not.toHaveText('0');
  await expect(page.getByTestId('assets-total')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d{1,6})? USDT$/);
  await expect(page.getByRole('link', { name: 'Go to spot trading' })).toHaveAttribute('href', '#/trade');

  const hide = page.getByRole('button', { name: 'Hide amounts' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('assets-total')).toHaveText('**** USDT');
  await page.reload();
  await expect(page.getByTestId('account-fund')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('assets-total')).toHaveText('**** USDT');
  await expect(fundNadi(page)).toHaveText('****');
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.getByTestId('assets-total')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d{1,6})? USDT$/);
  expect(errors).toEqual([]);
});

test('an exchange is exact to the last decimal, sent once, and shows in the money log as an exchange', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await logIn(page);
  await page.goto('/#/wallet');
  const nadiBefore = await figure(fundNadi(page));
  const usdtBefore = await figure(page.getByTestId('asset-fund-USDT').getByTestId('available'));
  await page.getByRole('navigation', { name: 'Move money' }).getByRole('link', { name: 'Exchange' }).click();
  await expect(page).toHaveURL(/#\/wallet\/exchange$/);

  const amount = page.getByLabel('Amount (NADI)');
  // Refused before anything is asked: too many decimals, more than the fund account holds.
  await amount.fill('12.3456789');
  await expect(page.getByText('At most 6 decimal places')).toBeVisible();
  await amount.fill(nadiBefore.plus(1).toFixed());
  await expect(page.getByText(/^Must not exceed the available/)).toBeVisible();

  await amount.fill('12.345678');
  const receive = page.getByTestId('exchange-receive');
  await expect(receive).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Price valid for \d+ seconds?$/);
  const priceText = (await page.getByTestId('exchange-price').textContent()) ?? '';
  const price = new Decimal(priceText.replace(/^1 NADI = /, '').replace(/ USDT$/, ''));
  const fee = await figure(page.getByTestId('exchange-fee'));
  // What is received: amount × price less the fee, cut at 6 decimals (never rounded up).
  const expected = new Decimal('12.345678').times(price).minus(fee).toDecimalPlaces(6, Decimal.ROUND_DOWN);
  await expect(receive).toHaveText(`${grouped(expected)} USDT`);

  await page.getByRole('button', { name: 'Continue' }).click();
  const sheet = page.getByTestId('exchange-confirm');
  await expect(sheet.getByTestId('exchange-pay')).toHaveText('You pay 12.345678 NADI');
  await sheet.getByRole('button', { name: 'Confirm exchange' }).dblclick();
  const result = page.getByTestId('exchange-result');
  await expect(result.getByTestId('result-received')).toHaveText(`${grouped(expected)} USDT`);
  await expect(result.getByTestId('result-paid')).toHaveText('12.345678 NADI');

  await result.getByRole('link', { name: 'See the money log' }).click();
  await expect(page).toHaveURL(/#\/wallet\/moneyLog$/);
  const exchanges = page.locator('[data-testid="money-record"][data-type="exchange"]');
  // Two records (NADI out, USDT in): one exchange, however many taps.
  await expect(exchanges).toHaveCount(2);
  const amounts = await exchanges.getByTestId('money-amount').allTextContents();
  expect(amounts.sort()).toEqual([`+${grouped(expected)} USDT`, '-12.345678 NADI'].sort());
  await expect(exchanges.first()).toContainText('Exchange');

  await page.goto('/#/wallet');
  await expect(fundNadi(page)).toHaveText(grouped(nadiBefore.minus('12.345678')));
  await expect(page.getByTestId('asset-fund-USDT').getByTestId('available')).toHaveText(
    grouped(usdtBefore.plus(expected)),
  );
  expect(errors).toEqual([]);
});

test('the money log filters by category with counts, and the income record lists income only', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await logIn(page);
  await page.goto('/#/wallet');
  await page.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: 'Money log' }).click();
  const records = page.getByTestId('money-record');
  await expect(records.first()).toBeVisible();
  const all = Number(await page.getByTestId('filter-all').getByTestId('filter-count').textContent());
  await expect(records).toHaveCount(Math.min(all, 10));

  await page.getByTestId('filter-income').click();
  await expect(page.getByTestId('filter-income')).toHaveAttribute('aria-pressed', 'true');
  const income = Number(await page.getByTestId('filter-income').getByTestId('filter-count').textContent());
  expect(income).toBeGreaterThan(0);
  await expect(records).toHaveCount(Math.min(income, 10));
  for (const type of await records.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')))) {
    expect(typesOfCategory('income')).toContain(type);
  }

  await page.getByTestId('filter-depositWithdraw').click();
  await expect(records.first()).toHaveAttribute('data-type', 'crossChainDeposit');
  await expect(records.first().getByTestId('money-amount')).toHaveText(
    new RegExp(`^\\+${GROUPED_AMOUNT} NADI$`),
  );

  await page.getByTestId('filter-savings').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  await page.goto('/#/wallet/income');
  await expect(page.getByTestId('income-totals')).toBeVisible();
  await expect(page.getByTestId('income-total-NADI')).toBeVisible();
  await expect(page.getByTestId('money-record')).toHaveCount(Math.min(income, 10));
  expect(errors).toEqual([]);
});
