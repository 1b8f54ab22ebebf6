import { expect, test } from '@playwright/test';
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
 * with data on every screen: a screenshot of each (test-results/screens/<lang>/<screen>.png, with the CJK
 * and Thai fonts scripts/chromium.mjs installs), and no screen wider than the phone, no element past its
 * edges (outside sideways scrollers), no button text cut or spilling, no message id or error state shown.
 * One browser context per language; screens are reached by their hash, without a reload.
 */

test.use({ viewport: { width: 360, height: 740 } });

let data: ScreenData;
test.beforeEach(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone is enough for the widths');
  data = await seedScreens(request);
});

for (const lang of LANGUAGES) {
  test(`every built screen fits 360 px in ${lang}, with screenshots`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openLoggedIn(page, data, lang);
    const problems: string[] = [];
    for (const url of builtScreenUrls(data)) {
      const failures = [
        ...(await showScreen(page, url)),
        ...(await layoutProblems(page)),
        ...(await brokenWords(page)),
      ];
      problems.push(...failures.map((failure) => `${lang} ${url}: ${failure}`));
      await page.screenshot({
        path: `test-results/screens/${lang}/${screenFileName(url)}.png`,
        // One CSS pixel a pixel: a third of the work of the phone's 2.6 device pixels, still legible.
        scale: 'css',
      });
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}
