import { expect, type Page, test } from '@playwright/test';
import { readCatalogue } from '../support/catalogue';
import { logInFresh } from './api-session';
import { mockControl } from './helpers';

// The page drawn at build time is /index for a visitor in the default language (zh-TW).
test.use({ locale: 'zh-TW' });

test.beforeEach(async ({ request }) => {
  await mockControl(request, 'reset');
});

/**
 * Records layout shifts and policy violations from the first moment, and, once the page is parsed and
 * before the app's scripts run, the drawn hero element and whether the root is seen.
 */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __shifts: number[];
      __csp: string[];
      __hero: Element | null;
      __drawnSeen: string;
    };
    w.__shifts = [];
    w.__csp = [];
    w.__hero = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
    // Once the page is parsed and the inline script has done its part (its listener is on the document,
    // which hears the event before the window), before the app's scripts run.
    window.addEventListener('DOMContentLoaded', () => {
      w.__hero = document.querySelector('.home-hero');
      const root = document.getElementById('root');
      w.__drawnSeen = root ? getComputedStyle(root).visibility : 'none';
    });
  });
}
const watched = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      __shifts: number[];
      __csp: string[];
      __hero: Element | null;
      __drawnSeen: string;
    };
    return {
      shift: w.__shifts.reduce((sum, value) => sum + value, 0),
      csp: w.__csp,
      heroAdopted: Boolean(w.__hero?.isConnected),
      drawnSeen: w.__drawnSeen,
      rootHidden: document.documentElement.dataset.firstPaint ?? null,
    };
  });

test('/index is on screen before any JavaScript runs, in the default language, styled and themed', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/#/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Until the app takes it over, the drawn page is inert (a picture): found by its elements, not by role.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page.locator('h2', { hasText: /^NADI$/ })).toBeVisible();
  await expect(page.locator('button', { hasText: '連接錢包' })).toBeVisible();
  await expect(page.locator('nav[aria-label="主要導覽"] a', { hasText: '首頁' })).toHaveAttribute(
    'href',
    '#/index',
  );
  // The inline stylesheet applies: the tab bar sits at the bottom of the screen.
  const bar = await page.locator('nav[aria-label="主要導覽"]').boundingBox();
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 2);
});

test('the app adopts the drawn page: no layout shift, no policy violation, the same elements', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await watch(page);
  await page.goto('/#/index');
  await expect(page.getByTestId('banners').getByRole('img')).toHaveCount(3);
  await expect(page.getByRole('timer')).toBeVisible();
  const seen = await watched(page);
  expect(seen.drawnSeen).toBe('visible');
  expect(seen.heroAdopted).toBe(true);
  expect(seen.rootHidden).toBeNull();
  expect(seen.shift).toBeLessThanOrEqual(0.02);
  expect(seen.csp).toEqual([]);
  expect(errors).toEqual([]);
});

// Another language: the drawn page's words are the visitor's before it is shown (a table per language in
// the inline script), and the app adopts it as it does the default language's.
const words = (locale: string) => {
  const catalogue = readCatalogue(locale);
  const say = (id: string) => catalogue[id] ?? id;
  return {
    connect: say('auth.connectWallet'),
    tabs: say('shell.tabs'),
    home: say('tab.home'),
  };
};
const DRAWN_LANGUAGES = [
  { browser: 'en-US', lang: 'en', ...words('en') },
  { browser: 'th-TH', lang: 'th', ...words('th') },
];

for (const visitor of DRAWN_LANGUAGES) {
  test.describe(`a visitor in ${visitor.browser}`, () => {
    test.use({ locale: visitor.browser });

    test('sees home in that language before any JavaScript of the app runs', async ({ page }) => {
      const messages: string[] = [];
      page.on('request', (request) => {
        if (/messages-/.test(request.url())) messages.push(request.url());
      });
      await page.route('**/static/js/**', (route) => route.abort());
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', visitor.lang);
      await expect(page.locator('html')).not.toHaveAttribute('data-first-paint', /./);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expect(page.locator('button', { hasText: visitor.connect }).first()).toBeVisible();
      await expect(
        page.locator(`nav[aria-label="${visitor.tabs}"] a`, { hasText: visitor.home }),
      ).toBeVisible();
      await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
      // Only the visitor's language's messages are asked for.
      expect(messages.length).toBeGreaterThan(0);
      for (const url of messages) expect(url).toContain(`messages-${visitor.lang}-first`);
    });

    test('the app adopts the drawn page in that language: no shift, no policy violation', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await watch(page);
      await page.goto('/');
      await expect(page.getByTestId('banners').getByRole('img')).toHaveCount(3);
      await expect(page.getByRole('button', { name: visitor.connect }).first()).toBeVisible();
      const seen = await watched(page);
      expect(seen.drawnSeen).toBe('visible');
      expect(seen.heroAdopted).toBe(true);
      expect(seen.rootHidden).toBeNull();
      expect(seen.shift).toBeLessThanOrEqual(0.02);
      expect(seen.csp).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test('a visitor in another language on another screen keeps the drawn page unseen until the app shows', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await watch(page);
  await page.goto('/#/ming');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('data-first-paint', /./);
  const seen = await watched(page);
  expect(seen.drawnSeen).toBe('hidden');
  expect(seen.heroAdopted).toBe(false);
  expect(seen.csp).toEqual([]);
});

/** One header, one home and one tab bar in the root, the app started (the drawn page's data arrived). */
async function expectOneApp(page: Page, lang: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('banners').getByRole('img')).toHaveCount(3);
  await expect(page.locator('html')).not.toHaveAttribute('data-first-paint', /./);
  const counts = await page.evaluate(() => ({
    roots: document.getElementById('root')?.children.length ?? 0,
    headers: document.querySelectorAll('header.app-header').length,
    homes: document.querySelectorAll('.home-hero').length,
    tabBars: document.querySelectorAll('nav.tab-bar').length,
  }));
  expect(counts).toEqual({ roots: 1, headers: 1, homes: 1, tabBars: 1 });
  expect(await page.evaluate(() => window.location.hash)).toBe('#/index');
}

// A browser in each of the ten languages, and one that speaks none of them (the default applies).
const BROWSER_LANGUAGES: readonly (readonly [string, string])[] = [
  ['zh-TW', 'zh-TW'],
  ['de-DE', 'zh-TW'],
  ['en-US', 'en'],
  ['zh-CN', 'zh-CN'],
  ['ja-JP', 'ja'],
  ['ko-KR', 'ko'],
  ['th-TH', 'th'],
  ['pt-BR', 'pt-BR'],
  ['ms-MY', 'ms'],
  ['id-ID', 'id'],
  ['vi-VN', 'vi'],
];

for (const [browserLanguage, lang] of BROWSER_LANGUAGES) {
  test.describe(`a first visit to the bare entry by a browser in ${browserLanguage}`, () => {
    test.use({ locale: browserLanguage });

    test('shows one app: one header, one home, one tab bar, also after a reload', async ({ page }, info) => {
      // Both phones for the default language; one is enough for the languages (the same page and script).
      test.skip(info.project.name !== 'pixel7' && lang !== 'zh-TW', 'one phone is enough for the languages');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      await expectOneApp(page, lang);
      await page.reload();
      await expectOneApp(page, lang);
      expect(errors).toEqual([]);
    });
  });
}

test('the bare entry with a stored session shows one app', async ({ page, request }) => {
  await logInFresh(page, request);
  // logInFresh stores English; this visitor keeps the browser's language (the default's case).
  await page.addInitScript(() => window.localStorage.removeItem('lang'));
  await page.goto('/');
  await expectOneApp(page, 'zh-TW');
  await page.reload();
  await expectOneApp(page, 'zh-TW');
});
