import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { readCatalogue } from '../support/catalogue';
import { logInStored } from './api-session';
import { grouped, mockControl } from './helpers';

const SEED_KEY = SEED_PRIVATE_KEYS[10001] ?? '';

/**
 * The money log's CSV export and the income record's 30-day chart, as seeded user 10001 sees them against
 * the Node mock, in English and in Traditional Chinese (the default language): the file the browser
 * downloads (read back from disk), and the chart's bars, tapped day and table.
 */
/** A catalogue: its messages, and `t(id)` (a missing id reads as itself, so that a test naming it fails). */
const catalogue = (code: string) => {
  const messages = readCatalogue(code);
  return { code, messages, t: (id: string): string => messages[id] ?? id };
};
const LANGUAGES = [catalogue('en'), catalogue('zhTw')];

test.beforeEach(async ({ request, page }) => {
  await mockControl(request, 'reset');
  await page.addInitScript((k) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem('demoWalletKey', k);
  }, SEED_KEY);
});

/** Opens home as the seeded user, logged in (in English), then switches the app to `code` for the rest of the test. */
async function logInIn(page: Page, code: string) {
  await logInStored(page, SEED_KEY);
  await page.evaluate((lang) => window.localStorage.setItem('lang', lang), code);
}

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

for (const language of LANGUAGES) {
  test(`money log export (${language.code}): every record of the category as CSV, words in the language, exact amounts`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logInIn(page, language.code);
    await page.goto('/#/wallet/moneyLog');
    await expect(page).toHaveURL(/#\/wallet\/moneyLog$/);
    await page.reload();
    const { t } = language;
    const rows = page.getByTestId('money-record');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    // The whole category, not the page on screen: as many rows as its badge counts.
    const badge = async (filter: string) =>
      Number(await page.getByTestId(`filter-${filter}`).getByTestId('filter-count').textContent());
    const total = await badge('all');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('money-log-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^nadi-money-log-all-\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      [
        t('funds.moneyLog.csv.date'),
        t('funds.moneyLog.csv.type'),
        t('funds.moneyLog.csv.account'),
        t('funds.income.coin'),
        t('funds.moneyLog.csv.amount'),
      ].join(','),
    );
    expect(lines).toHaveLength(total + 1);
    const typeNames = new Set(
      Object.entries(language.messages).flatMap(([id, text]) =>
        id.startsWith('enum.fundRecord.') ? [text] : [],
      ),
    );
    const screenAmounts = await page.getByTestId('money-amount').allTextContents();
    for (const [i, line] of lines.slice(1).entries()) {
      const [time = '', type = '', , coin = '', amount = ''] = line.split(',');
      expect(time).toMatch(ISO_TIME);
      expect(typeNames.has(type), `${type} is a record type in ${language.code}`).toBe(true);
      expect(amount).toMatch(PLAIN_DECIMAL);
      // The screen shows the same amount, signed, grouped, with up to 6 decimals (for the records loaded there).
      if (i >= shown) continue;
      const onScreen = (screenAmounts[i] ?? '').replace(/\s/g, '');
      const exact = new Decimal(amount);
      const six = exact.abs().toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed();
      expect(onScreen).toBe(`${exact.isNegative() ? '-' : '+'}${grouped(six)}${coin}`);
    }

    // One category: its records only.
    await page.getByTestId('filter-income').click();
    await expect(page.getByTestId('filter-income')).toHaveAttribute('aria-pressed', 'true');
    // The category's first page has arrived (the list empties while it loads) and differs from all records.
    await expect(page.locator('.page:not([hidden]) [data-testid=skeleton]')).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    await expect(rows).not.toHaveCount(shown);
    const incomeShown = await rows.count();
    expect(incomeShown).toBeGreaterThan(0);
    const nextDownload = page.waitForEvent('download');
    await page.getByTestId('money-log-export').click();
    const income = await nextDownload;
    expect(income.suggestedFilename()).toMatch(/^nadi-money-log-income-/);
    const incomeLines = (await readFile((await income.path()) as string)).toString('utf8').split('\r\n');
    expect(incomeLines).toHaveLength((await badge('income')) + 2);
    expect(errors).toEqual([]);
  });

  test(`income chart (${language.code}): 30 days of bars, a tapped day's figures, a table of every day`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logInIn(page, language.code);
    await page.goto('/#/wallet/income');
    await page.reload();
    const { t } = language;
    const chart = page.getByTestId('income-chart');
    await expect(chart.getByRole('heading', { name: t('funds.income.chart.title') })).toBeVisible();
    const bars = chart.locator('rect.income-bar');
    await expect(bars).toHaveCount(30);
    // The table behind the drawing (for screen readers): every day, and the income the totals count.
    const table = page.getByRole('table', { name: t('funds.income.chart.title') });
    await expect(table.getByRole('row')).toHaveCount(31);
    const cells = await table.locator('tbody td').allTextContents();
    const charted = cells.reduce((sum, cell) => sum.plus(cell.replace(/[^\d.]/g, '') || '0'), new Decimal(0));
    const allTime = (await page.getByTestId('income-total-NADI').locator('td').nth(1).textContent()) ?? '';
    // The last 30 days are part of all time: some income, and never more than the all-time total.
    expect(charted.greaterThan(0)).toBe(true);
    expect(charted.lessThanOrEqualTo(new Decimal(allTime.replace(/[^\d.]/g, '')))).toBe(true);
    // The newest day with income: tapped, its bar marked, its figure shown.
    const heights = await bars.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
    const last = heights.findLastIndex((h) => h > 0);
    expect(last).toBeGreaterThanOrEqual(0);
    const figure = page.getByTestId('income-day-figure');
    await expect(figure).toHaveText(t('funds.income.chart.hint'));
    const day = await chart.locator('.income-chart-taps [data-day]').nth(last).getAttribute('data-testid');
    await page.getByTestId(day ?? '').click();
    await expect(bars.nth(last)).toHaveClass('income-bar selected');
    await expect(figure).toContainText(`${cells[last]} NADI`);
    expect(errors).toEqual([]);
  });
}
