import { expect, type Locator, type Page, test } from '@playwright/test';
import { mockControl } from './helpers';
import { asSeededUser, logIn, pageErrors } from './pledge-kit';

/**
 * The savings screens (products of both kinds, my savings, a product with its preview and with the
 * insufficient-balance message, a release log) in all ten languages on a 360 px phone: each shows its
 * content, nothing scrolls sideways, and no message id shows where words should be.
 */
test.beforeEach(({ request, page }) => asSeededUser(request, page));

const LANGUAGES = ['en', 'zh', 'zhTw', 'ja', 'ko', 'th', 'pt', 'ms', 'id', 'vn'] as const;
/** What a message id looks like when it shows instead of its words. */
const MESSAGE_ID = /\b(pledge|enum|route|validation|error|common)\.[a-zA-Z][\w.-]*/;

test('the savings screens fit a 360 px phone in all ten languages, with no message id showing', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone is enough for the widths');
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const errors = pageErrors(page);
  const state = await mockControl<{ position_id: number }>(request, 'state', {
    state: 'the user has savings',
  });
  await logIn(page);
  await page.addInitScript(() => {
    const lang = window.sessionStorage.getItem('e2e-lang');
    if (lang) window.localStorage.setItem('lang', lang);
  });
  const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true }).first();
  const screens: readonly [string, Locator, ((page: Page) => Promise<void>)?][] = [
    ['/#/pledge', shown('pledge-product')],
    ['/#/pledge?tab=node', shown('pledge-product')],
    ['/#/pledge?tab=mine', shown('pledge-position')],
    ['/#/pledge/detail/102', shown('pledge-preview'), (p) => p.getByTestId('pledge-amount').fill('700')],
    [
      '/#/pledge/detail/201',
      shown('pledge-insufficient'),
      (p) => p.getByTestId('pledge-amount').fill('999999'),
    ],
    [`/#/pledge/releaseLog/${state.position_id}`, shown('pledge-release')],
  ];

  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    await page.evaluate((value) => window.sessionStorage.setItem('e2e-lang', value), lang);
    for (const [path, content, act] of screens) {
      await page.goto(path);
      await page.reload();
      await act?.(page);
      await expect(content).toBeVisible();
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
