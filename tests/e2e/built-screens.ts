import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { BCP47_TAGS } from '../../src/domain/language/language';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { ROUTES } from '../../src/ui/app/route-table';
import { readCatalogue } from '../support/catalogue';
import { mockControl } from './helpers';

/**
 * Every screen of the route table with the data the seeded demo user 10001 has, plus what the mock's
 * provider states add for that user, so that lists and details show something: a funds history, a mall
 * order on its way, a gold order releasing, a car application, a device activation, trade orders, unread
 * notices, a current activity, savings, an unpaid order.
 */

/** Every message id, to catch one shown where its words should be (a catalogue missing a key shows the id). */
const MESSAGE_IDS: readonly string[] = Object.keys(readCatalogue('en'));

export const LANGUAGES = ['en', 'zh', 'zhTw', 'ja', 'ko', 'th', 'pt', 'ms', 'id', 'vn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The provider states applied for user 10001 before the screens are opened (src/mock/<feature>/*.feature.ts). */
const STATES = [
  'the user has a funds history',
  'the user has a gold order releasing',
  'the user has an approved car application',
  'the user has a successful device activation',
  'the user has trade order history',
  'the user has an open trade order',
  'the user has unread notices',
  'the user leads the current activity',
  'the user has an unpaid order',
] as const;
/** Tabs of a screen that show other content under the same route (the savings products and positions). */
const EXTRA_URLS = ['/pledge?tab=node', '/pledge?tab=mine'] as const;

/** What a run of the screens needs from the mock: the token of user 10001 and the ids the states made. */
export interface ScreenData {
  readonly token: string;
  readonly address: string;
  readonly mallOrderId: number;
  readonly savingsPositionId: number;
}

/**
 * The hash URL a route opens at when it is not its path: a route with parameters (ids that exist in the
 * mock's seed or the states above) or one that needs a query. A route without parameters that is not here
 * opens at its path.
 */
const urlOf = (data: ScreenData): Readonly<Record<string, string>> => ({
  '/shop/detail/:id': '/shop/detail/1',
  '/shop/orderConfirm': '/shop/orderConfirm?goods=1&num=1',
  '/mall/detail/:id': '/mall/detail/1',
  '/mall/orderConfirm': '/mall/orderConfirm?goods=1&num=1',
  '/mall/orderDetail': `/mall/orderDetail?id=${data.mallOrderId}`,
  '/address/edit': '/address/edit?id=1',
  '/node/detail/:id': '/node/detail/1',
  '/pledge/detail/:id': '/pledge/detail/101',
  '/pledge/releaseLog/:id': `/pledge/releaseLog/${data.savingsPositionId}`,
  '/notice/detail/:id': '/notice/detail/2',
  '/activity/detail/:id': '/activity/detail/latest',
  '/activity/rank/:id': '/activity/rank/latest',
  '/apply': '/apply?car=2',
});

/**
 * The URL of every route, in the route table's order (full-screen ones last), and the extra tabs. The routes
 * are the manifest's (ROUTES, derived from application/shared/features.ts): fails when a route has no URL
 * here while it has parameters (one without opens at its path), so that a new screen joins the checks, and
 * when a URL is left of a route that is gone.
 */
export function builtScreenUrls(data: ScreenData): readonly string[] {
  const urls = urlOf(data);
  expect(
    ROUTES.filter((route) => route.path.includes(':') && urls[route.path] === undefined).map(
      (route) => route.path,
    ),
    'routes with parameters without a URL in tests/e2e/built-screens.ts',
  ).toEqual([]);
  const paths = new Set(ROUTES.map((route) => route.path));
  expect(
    Object.keys(urls).filter((path) => !paths.has(path)),
    'URLs in tests/e2e/built-screens.ts of routes no feature of the manifest has',
  ).toEqual([]);
  const urlsOf = (bare: boolean) =>
    ROUTES.filter((route) => (route.bare ?? false) === bare).map((route) => urls[route.path] ?? route.path);
  // Full-screen routes last: the shell draws none of its parts there, so coming back from one mounts them
  // anew, and the unpaid-order reminder would ask again.
  return [...urlsOf(false), ...EXTRA_URLS, ...urlsOf(true)];
}

/** A fresh mock world with the states above applied for user 10001; answers its token and ids. */
export async function seedScreens(request: APIRequestContext): Promise<ScreenData> {
  await mockControl(request, 'reset');
  for (const state of STATES) await mockControl(request, 'state', { state });
  const savings = await mockControl<{ position_id: number }>(request, 'state', {
    state: 'the user has savings',
  });
  const mall = await mockControl<{ token: string; address: string; order_id: number }>(request, 'state', {
    state: 'the user has a mall order waiting to be received',
  });
  return {
    token: mall.token,
    address: mall.address,
    mallOrderId: mall.order_id,
    savingsPositionId: savings.position_id,
  };
}

/**
 * Opens the app logged in as user 10001 (token in session storage, as a login leaves it) in a language, and
 * puts away the unpaid-order reminder that opens first (unless `keepReminder`).
 */
export async function openLoggedIn(
  page: Page,
  data: ScreenData,
  lang: Language,
  { keepReminder = false } = {},
): Promise<void> {
  await page.addInitScript(
    ([token, address, key, lang]) => {
      window.localStorage.setItem('lang', lang);
      window.localStorage.setItem('walletAddress', address);
      // The demo wallet holds the account, so that it is attached again as after a real login.
      window.localStorage.setItem('demoWalletKey', key);
      if (!window.sessionStorage.getItem('token')) {
        window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
      }
    },
    [data.token, data.address, SEED_PRIVATE_KEYS[10001] ?? '', lang] as const,
  );
  await page.goto('/#/index');
  await expect(page.getByTestId('user-card')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', BCP47_TAGS[lang]);
  // The unpaid order's reminder opens once per session: "later" puts it away for the rest of the run.
  const reminder = page.getByTestId('unpaid-reminder');
  await expect(reminder).toBeVisible();
  if (keepReminder) return;
  await reminder.locator('.sheet-actions .button.secondary').click();
  await expect(reminder).toBeHidden();
}

/**
 * Goes to a screen by its hash (no reload: the app routes on hash changes) and waits until the page on
 * screen is that screen, with no skeleton or busy placeholder left and the fonts loaded. Answers the
 * screen's failures: an error state shown, or a message id where words should be.
 */
export async function showScreen(page: Page, url: string): Promise<string[]> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, url);
  await page.waitForFunction((key) => {
    const shown = [...document.querySelectorAll<HTMLElement>('.page')].find((p) => !p.hidden);
    if (!shown || shown.dataset.page !== key || !shown.textContent?.trim()) return false;
    const waiting = '.skeleton-line, [data-testid="skeleton"], [aria-busy="true"]:not(button)';
    return shown.querySelector(waiting) === null && document.fonts.status === 'loaded';
  }, url);
  return page.evaluate((ids) => {
    const shown = [...document.querySelectorAll<HTMLElement>('.page')].find((p) => !p.hidden);
    const failures: string[] = [];
    const error = shown?.querySelector('[data-testid="error-state"]');
    if (error) failures.push(`shows an error: ${error.textContent}`);
    const known = new Set(ids);
    for (const [word] of document.body.innerText.matchAll(/[a-zA-Z][\w-]*(\.[a-zA-Z][\w-]*)+/g)) {
      if (known.has(word)) failures.push(`shows the message id "${word}"`);
    }
    return failures;
  }, MESSAGE_IDS);
}

/** A file name for a screen's URL: `mall_orderDetail_id-3`. */
export const screenFileName = (url: string): string =>
  url.replace(/^\//, '').replace(/[/?&]/g, '_').replace(/=/g, '-');
