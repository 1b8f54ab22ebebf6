import { expect, type Locator, type Page, test } from '@playwright/test';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { mockControl } from './helpers';

/**
 * Every funds screen (the eight routes of the spec, the exchange and the income record) in all ten
 * languages on a 360 px phone: it shows its content, nothing scrolls sideways, and no message id shows
 * where words should be (a catalogue missing a key shows the id). As seeded user 10001, who has a deposit,
 * income records and the registration VIC.
 */

const LANGUAGES = ['en', 'zh', 'zhTw', 'ja', 'ko', 'th', 'pt', 'ms', 'id', 'vn'] as const;
/** What a message id looks like when it shows instead of its words. */
const MESSAGE_ID = /\b(funds|enum|route|validation|error|common)\.[a-zA-Z][\w.-]*/;

const shown = (page: Page, testId: string): Locator => page.getByTestId(testId).filter({ visible: true });
const shownOrEmpty = (page: Page, testId: string): Locator =>
  shown(page, testId).or(shown(page, 'empty-state')).first();

const SCREENS: readonly [string, (page: Page) => Locator][] = [
  ['/#/wallet', (page) => shown(page, 'assets-total')],
  ['/#/wallet/moneyLog', (page) => shown(page, 'money-record').first()],
  ['/#/wallet/income', (page) => shown(page, 'income-totals')],
  ['/#/wallet/exchange', (page) => shown(page, 'exchange-form')],
  ['/#/recharge', (page) => page.getByRole('button', { name: 'USDT' }).first()],
  ['/#/recharge/list', (page) => shownOrEmpty(page, 'deposit-entry')],
  ['/#/withdraw', (page) => shown(page, 'withdraw-form')],
  ['/#/withdraw/list', (page) => shownOrEmpty(page, 'withdraw-entry')],
  ['/#/draw', (page) => shown(page, 'transfer-form')],
  ['/#/draw/list', (page) => shownOrEmpty(page, 'transfer-entry')],
];

test.beforeEach(async ({ request, page }) => {
  await mockControl(request, 'reset');
  await page.addInitScript((key) => {
    if (!window.sessionStorage.getItem('e2e-lang')) window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem('demoWalletKey', key);
  }, SEED_PRIVATE_KEYS[10001] ?? '');
});

test('every funds screen fits a 360 px phone in all ten languages, with no message id showing', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone is enough for the widths');
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/#/index');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Demo wallet' }).click();
  await expect(page.getByTestId('user-card')).toBeVisible();
  await page.addInitScript(() => {
    const lang = window.sessionStorage.getItem('e2e-lang');
    if (lang) window.localStorage.setItem('lang', lang);
  });

  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    await page.evaluate((value) => window.sessionStorage.setItem('e2e-lang', value), lang);
    for (const [path, content] of SCREENS) {
      await page.goto(path);
      await page.reload();
      await expect(content(page)).toBeVisible();
      if (lang !== 'en') await expect(page.locator('html')).not.toHaveAttribute('lang', /^en/);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) problems.push(`${lang} ${path}: ${width}px wide`);
      const id = MESSAGE_ID.exec(await page.locator('body').innerText());
      if (id) problems.push(`${lang} ${path}: shows "${id[0]}"`);
    }
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});
