import { expect, type Locator, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { releaseCalendar } from '../../src/domain/pledge/pledge-schedule';
import { MOCK_URL } from './api-session';
import { grouped, mockControl } from './helpers';
import { asSeededUser, logIn, pageErrors } from './pledge-kit';

/**
 * Savings against the Node mock on its e2e clock (a savings day of 3 s), as seeded user 10001 (about 20000
 * NADI in the fund account; the NADI price is 0.0825 USDT). Figures are read from the screen and checked
 * exactly with decimal.js and the domain's release calendar, as the screen writes them: grouped by thousands
 * (docs/decisions/2026-11-28-one-number-format.md).
 */
test.beforeEach(({ request, page }) => asSeededUser(request, page));

/** Counts the save calls the page sends. */
const saveCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/pledge/save')) calls.push(request.postData() ?? '');
  });
  return calls;
};

/** The figure of an amount element ("1,212.5 NADI" → 1212.5). */
async function figure(locator: Locator): Promise<Decimal> {
  return new Decimal(((await locator.textContent()) ?? '').replace(/[^\d.-]/g, ''));
}

const fundNadiOf = (page: Page) => page.getByTestId('asset-fund-NADI').getByTestId('available');

/** The fund account's NADI on the assets page (on a first visit, so nothing older is shown). */
const fundNadi = async (page: Page): Promise<Decimal> => {
  await page.goto('/#/wallet');
  return figure(fundNadiOf(page));
};

/** The assets page reloads on each visit: waits for it to show `expected`. */
const expectFundNadi = async (page: Page, expected: Decimal) => {
  await page.goto('/#/wallet');
  await expect(fundNadiOf(page)).toHaveText(grouped(expected));
};

/** A product's terms as the API answers them, for the domain's calendar. */
async function productTerms(page: Page, id: number) {
  const token = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('token') ?? '{}').token);
  const response = await page.request.get(`${MOCK_URL}/api/v1/pledge/productDetail?id=${id}`, {
    headers: { Authorization: `Bearer ${token}`, lang: 'EN' },
  });
  const { product: p } = (await response.json()).data;
  return {
    days: p.days as number,
    dayRate: new Decimal(p.day_rate),
    releaseEveryDays: p.release_every_days as number,
    releaseRate: new Decimal(p.release_rate),
    returns: p.returns === 2 ? ('release' as const) : ('redeem' as const),
    dayMs: p.day_ms as number,
  };
}

/** Opens a product's detail from the joint tab. */
async function openProduct(page: Page, id: number) {
  await page.goto('/#/pledge');
  const card = page.locator(`[data-testid="pledge-product"][data-id="${id}"]`);
  await expect(card.getByTestId('pledge-status')).toHaveText('Open');
  await card.getByTestId('pledge-save-link').click();
  await expect(page).toHaveURL(new RegExp(`#/pledge/detail/${id}$`));
}

/** Types an amount, reviews it and confirms with a double tap; answers the saved note. */
async function save(page: Page, amount: string): Promise<Locator> {
  await page.getByTestId('pledge-amount').fill(amount);
  await page.getByTestId('pledge-submit').click();
  const sheet = page.getByTestId('pledge-confirm');
  await expect(sheet).toContainText(`${grouped(amount)} NADI leaves your fund account`);
  await sheet.getByTestId('pledge-confirm-save').dblclick();
  const saved = page.getByTestId('pledge-saved');
  await expect(saved).toContainText(`Saved ${grouped(amount)} NADI`);
  // The sheet has closed before the next tap: a tap during its closing landed once while the page under it
  // was still moving (a click on "see mine" that navigated but never returned).
  await expect(sheet).toBeHidden();
  return saved;
}

test('the minimum in joint product 101 is saved once; the balance, the money log and my savings show it', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const calls = saveCalls(page);
  await logIn(page);
  const before = await fundNadi(page);
  await openProduct(page, 101);
  // 100 USDT at 0.0825 USDT per NADI is 1212.1212…: shown with the conversion's 2 decimals, rounded up.
  await expect(page.getByTestId('pledge-form')).toContainText(
    'Minimum 100 USDT ≈ 1,212.13 NADI at 0.0825 USDT per NADI',
  );
  await expect(page.getByTestId('pledge-available')).toHaveText(`${grouped(before)} NADI`);

  const minimum = '1212.121213';
  await page.getByTestId('pledge-amount').fill(minimum);
  const terms = await productTerms(page, 101);
  const rows = releaseCalendar(terms, new Decimal(minimum), new Date());
  await expect(page.getByTestId('pledge-calendar-row')).toHaveCount(rows.length);
  const last = rows.at(-1);
  await expect(page.getByTestId('pledge-calendar-row').last()).toContainText(
    last ? grouped(last.runningTotal) : '',
  );
  const income = rows.reduce((sum, row) => sum.plus(row.income), new Decimal(0));
  await expect(page.getByTestId('pledge-at-maturity')).toHaveText(`${grouped(income)} NADI`);

  await save(page, minimum);
  expect(calls).toHaveLength(1);
  await page.getByTestId('pledge-see-mine').click();
  await expect(page).toHaveURL(/#\/pledge\?tab=mine$/);
  const position = page.getByTestId('pledge-position');
  await expect(position).toHaveCount(1);
  await expect(position.getByTestId('pledge-position-amount')).toHaveText(`${grouped(minimum)} NADI`);
  await expect(position.getByTestId('pledge-position-status')).toHaveText('Earning');
  await expect(position.getByTestId('pledge-next-release')).toContainText(/in (\d+ days? )?\d\d:\d\d:\d\d/);

  await expectFundNadi(page, before.minus(minimum));
  await page.goto('/#/wallet/moneyLog');
  const record = page.locator('[data-testid="money-record"][data-type="balanceSavings"]');
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('money-amount')).toHaveText(`-${grouped(minimum)} NADI`);
  expect(errors).toEqual([]);
});

test('below the minimum and above the balance are refused before anything is sent', async ({ page }) => {
  const errors = pageErrors(page);
  const calls = saveCalls(page);
  await logIn(page);
  await openProduct(page, 101);
  const available = await figure(page.getByTestId('pledge-available'));

  await page.getByTestId('pledge-amount').fill('1212.121212');
  await expect(page.getByTestId('pledge-form').getByRole('alert')).toHaveText(
    'The minimum is 100 USDT per product (≈ 1,212.13 NADI at the current price).',
  );
  await page.getByTestId('pledge-submit').click();
  await expect(page.getByTestId('pledge-confirm')).toBeHidden();

  const tooMuch = available.plus('0.000001').toFixed();
  await page.getByTestId('pledge-amount').fill(tooMuch);
  await expect(page.getByTestId('pledge-insufficient')).toContainText(
    `Insufficient balance: current ${grouped(available)} NADI, required ${grouped(tooMuch)} NADI.`,
  );
  await page.getByTestId('pledge-submit').click();
  await expect(page.getByTestId('pledge-confirm')).toBeHidden();
  expect(calls).toEqual([]);
  // The way out: a deposit.
  await page.getByTestId('pledge-deposit').click();
  await expect(page).toHaveURL(/#\/recharge$/);
  expect(errors).toEqual([]);
});

test('a release of product 102 arrives on the fast clock and shows in the release log as the calendar said', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'the clock runs the same on every phone');
  test.setTimeout(90_000);
  const errors = pageErrors(page);
  await logIn(page);
  await openProduct(page, 102);
  // 50 USDT at 0.0825 USDT per NADI.
  const amount = '606.060607';
  const saved = await save(page, amount);
  const terms = await productTerms(page, 102);
  const first = releaseCalendar(terms, new Decimal(amount), new Date())[0];
  if (!first) throw new Error('no release in the calendar');
  await saved.getByRole('link', { name: 'Release log' }).click();
  await expect(page).toHaveURL(/#\/pledge\/releaseLog\/\d+$/);
  const releases = page.getByTestId('pledge-release');
  await expect(releases).toHaveCount(5);
  await expect(releases.first()).toHaveAttribute('data-status', 'waiting');
  await expect(releases.first().getByTestId('pledge-release-amount')).toHaveText(
    `${grouped(first.principal)} NADI`,
  );
  await expect(page.getByTestId('pledge-total-released')).toHaveText('0 NADI');

  // Six savings days of 3 s; the page reloads by itself once the next release is due.
  await expect(releases.first()).toHaveAttribute('data-status', 'redeemed', { timeout: 30_000 });
  await expect(releases.first()).toContainText('Redeemed');
  await expect(page.getByTestId('pledge-total-released')).toHaveText(`${grouped(first.principal)} NADI`);
  await expect(page.getByTestId('pledge-total-income')).toHaveText(`${grouped(first.income)} NADI`);
  await page.getByTestId('pledge-log-tab-income').click();
  await expect(page.getByTestId('pledge-income')).toHaveCount(1);
  await expect(page.getByTestId('pledge-income')).toContainText(`${grouped(first.income)} NADI`);
  const position = page.getByTestId('pledge-position');
  await expect(position.getByTestId('pledge-position-returned')).toHaveText(
    `${grouped(first.principal)} NADI`,
  );

  await page.goto('/#/wallet/moneyLog');
  await expect(
    page
      .locator('[data-testid="money-record"][data-type="releasedSavingsIncome"]')
      .getByTestId('money-amount'),
  ).toHaveText(`+${grouped(first.principal)} NADI`);
  await expect(
    page.locator('[data-testid="money-record"][data-type="savingsIncome"]').getByTestId('money-amount'),
  ).toHaveText(`+${grouped(first.income)} NADI`);
  expect(errors).toEqual([]);
});

test('a matured position is redeemed; an early one shows the simulator first', async ({ page, request }) => {
  const errors = pageErrors(page);
  const state = await mockControl<{ position_id: number; matured_position_id: number }>(request, 'state', {
    state: 'the user has savings',
  });
  await logIn(page);
  const before = await fundNadi(page);

  await page.goto(`/#/pledge/releaseLog/${state.matured_position_id}`);
  const position = page.getByTestId('pledge-position');
  await expect(position.getByTestId('pledge-position-status')).toHaveText('Matured');
  await page.getByTestId('pledge-redeem').click();
  const sheet = page.getByTestId('pledge-redeem-confirm');
  await expect(sheet).toContainText('1,500 NADI of principal returns to your fund account.');
  await sheet.getByTestId('pledge-redeem-confirm-button').dblclick();
  await expect(position.getByTestId('pledge-position-status')).toHaveText('Redeemed');
  await expect(page.getByTestId('pledge-redeem')).toHaveCount(0);
  await expectFundNadi(page, before.plus(1500));
  await page.goto('/#/wallet/moneyLog');
  // The state's other position was redeemed for 1300 before; this one adds 1500.
  const redemptions = page.locator('[data-testid="money-record"][data-type="savingsRedemption"]');
  await expect(redemptions.getByTestId('money-amount')).toHaveText(['+1,500 NADI', '+1,300 NADI']);

  // 2000 NADI in 101, 11 days into 30: all of it locked, 10 % penalty, the income of two releases forfeited.
  await page.goto(`/#/pledge/releaseLog/${state.position_id}`);
  await page.getByTestId('pledge-redeem').click();
  // The matured position's page stays alive (hidden) with its own closed sheet: this one is the open one.
  const early = page.locator('[data-testid="pledge-redeem-confirm"][open]');
  await expect(early.getByTestId('pledge-sim-locked')).toHaveText('2,000 NADI');
  await expect(early.getByTestId('pledge-sim-penalty')).toHaveText('200 NADI');
  await expect(early.getByTestId('pledge-sim-returned')).toHaveText('1,800 NADI');
  const forfeited = await figure(early.getByTestId('pledge-sim-forfeited'));
  expect(forfeited.gt(0)).toBe(true);
  await early.getByRole('button', { name: 'Cancel' }).click();
  await expect(early).toBeHidden();
  await page.getByTestId('pledge-redeem').click();
  await early.getByTestId('pledge-redeem-confirm-button').click();
  const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true });
  await expect(shown('pledge-position').getByTestId('pledge-position-status')).toHaveText('Redeemed');
  await expect(shown('pledge-total-released')).toHaveText('1,800 NADI');
  expect(errors).toEqual([]);
});
