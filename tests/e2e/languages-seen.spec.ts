import { expect, type Page, test } from '@playwright/test';
import {
  builtScreenUrls,
  LANGUAGES,
  openLoggedIn,
  type ScreenData,
  screenFileName,
  seedScreens,
  showScreen,
} from './built-screens';
import { brokenWords, layoutProblems } from './layout-checks';

/**
 * Every built screen in each of the ten languages on a 360 x 740 phone, logged in as the seeded demo user
 * with data on every screen: a screenshot of each (test-results/screens/<lang>/<screen>.jpg, with the CJK
 * and Thai fonts scripts/chromium.mjs installs), and no screen wider than the phone, no element past its
 * edges (outside sideways scrollers), no button text cut or spilling, no message id or error state shown.
 * One browser context per language; screens are reached by their hash, without a reload.
 *
 * The features' own ten-language checks live here too (they were separate journeys that reloaded every
 * screen in every language): the content each shop, mall and savings screen must show, the savings
 * screen with an amount typed, its preview and its insufficient-balance message, and the demo content of
 * the activities and home's banners in the visitor's language (community), as well as the fund moves'
 * screens at 360 px (funds-moves): the widths are checked on every screen below.
 */

test.use({ viewport: { width: 360, height: 740 } });

let data: ScreenData;
test.beforeEach(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone is enough for the widths');
  data = await seedScreens(request);
});

/** What a screen shows once loaded, by URL (a test id, visible on the screen on view). */
const contentOf = (data: ScreenData): Readonly<Record<string, string>> => ({
  '/mall': 'mall-goods',
  '/mall/detail/1': 'goods-detail',
  '/mall/orderConfirm?goods=1&num=1': 'confirm-total',
  '/mall/orderList': 'mall-order',
  [`/mall/orderDetail?id=${data.mallOrderId}`]: 'trace-event',
  '/pledge': 'pledge-product',
  '/pledge?tab=node': 'pledge-product',
  '/pledge?tab=mine': 'pledge-position',
  [`/pledge/releaseLog/${data.savingsPositionId}`]: 'pledge-release',
});
/** The gold and car screens: each shows its cards (goods, orders, releases, cars, the application). */
const WITH_CARDS = new Set([
  '/shop',
  '/shop/detail/1',
  '/shop/orderConfirm?goods=1&num=1',
  '/shop/orderList',
  '/shop/orderRelease',
  '/cars',
  '/apply?car=2',
  '/car/carRelease',
]);
/** A savings product with an amount typed: the preview, and the message when the balance is short. */
const TYPED = [
  ['/pledge/detail/102', '700', 'pledge-preview'],
  ['/pledge/detail/201', '999999', 'pledge-insufficient'],
] as const;

const onView = (page: Page) => page.locator('.page:not([hidden])');

/** Demo content the mock writes in the visitor's language: a screen, what on it, and its words. */
const DEMO_WORDS: Partial<Record<(typeof LANGUAGES)[number], readonly DemoWords[]>> = {
  th: [
    {
      url: '/activity',
      check: (view) => expect.soft(view.getByTestId('activity-card').first()).toContainText('เทศกาลเทรด'),
    },
    {
      url: '/index',
      check: (view) =>
        expect
          .soft(view.getByTestId('banners').getByRole('img').first())
          .toHaveAttribute('alt', 'โหนดซูเปอร์ไมเนอร์'),
    },
  ],
};
interface DemoWords {
  readonly url: string;
  readonly check: (view: ReturnType<typeof onView>) => Promise<void>;
}

for (const lang of LANGUAGES) {
  test(`every built screen fits 360 px in ${lang}, with screenshots`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openLoggedIn(page, data, lang);
    const problems: string[] = [];
    for (const [url, amount, shown] of TYPED) {
      await showScreen(page, url);
      await onView(page).getByTestId('pledge-amount').fill(amount);
      await expect.soft(onView(page).getByTestId(shown), `${lang} ${url} ${amount}`).toBeVisible();
      const failures = [...(await layoutProblems(page)), ...(await brokenWords(page))];
      problems.push(...failures.map((failure) => `${lang} ${url} with ${amount}: ${failure}`));
    }
    const content = contentOf(data);
    let wordsChecked = 0;
    for (const url of builtScreenUrls(data)) {
      const failures = [
        ...(await showScreen(page, url)),
        ...(await layoutProblems(page)),
        ...(await brokenWords(page)),
      ];
      problems.push(...failures.map((failure) => `${lang} ${url}: ${failure}`));
      const expected = content[url];
      if (expected) {
        await expect.soft(onView(page).getByTestId(expected).first(), `${lang} ${url}`).toBeVisible();
      }
      if (WITH_CARDS.has(url)) {
        await expect.soft(onView(page).locator('.card').first(), `${lang} ${url}`).toBeVisible();
      }
      for (const words of DEMO_WORDS[lang] ?? []) {
        if (words.url !== url) continue;
        await words.check(onView(page));
        wordsChecked++;
      }
      await page.screenshot({
        path: `test-results/screens/${lang}/${screenFileName(url)}.jpg`,
        // One CSS pixel a pixel: a third of the work of the phone's 2.6 device pixels, still legible; JPEG at
        // quality 80 takes half PNG's time here (50 ms against 92) and a third of its bytes.
        scale: 'css',
        type: 'jpeg',
        quality: 80,
      });
    }
    expect(problems).toEqual([]);
    expect(wordsChecked, 'demo words checked on the screens walked').toBe(DEMO_WORDS[lang]?.length ?? 0);
    expect(errors).toEqual([]);
  });
}
