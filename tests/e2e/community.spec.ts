import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Wallet } from 'ethers';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { MOCK_URL, watchErrors } from './api-session';
import { mockControl } from './helpers';

type Lang = 'en' | 'ja' | 'th';
const API_CODES: Record<Lang, string> = { en: 'EN', ja: 'JP', th: 'TH' };

/** A call to the mock under a token, in a language; fails the test unless it answers code 200. */
async function api<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  lang: Lang = 'en',
): Promise<T> {
  const response = await request.get(`${MOCK_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}`, lang: API_CODES[lang] },
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** Logs a wallet in through the API (a seeded user's, or a fresh one) and hands the session to the page. */
async function logIn(page: Page, request: APIRequestContext, options: { seeded?: number; lang?: Lang } = {}) {
  const key = options.seeded === undefined ? undefined : SEED_PRIVATE_KEYS[options.seeded];
  const wallet = key ? new Wallet(key) : Wallet.createRandom();
  const message = (
    (await (await request.get(`${MOCK_URL}/api/v1/auth/loginMessage`)).json()) as { data: string }
  ).data;
  const login = await request.post(`${MOCK_URL}/api/v1/auth/login`, {
    data: { address: wallet.address, message, sign_message: await wallet.signMessage(message), code: '' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.addInitScript(
    ([value, address, lang]) => {
      window.localStorage.setItem('lang', lang);
      window.localStorage.setItem('walletAddress', address);
      window.sessionStorage.setItem(
        'token',
        JSON.stringify({ token: value, expiresAt: Date.now() + 3_600_000 }),
      );
    },
    [token, wallet.address, options.lang ?? 'en'] as const,
  );
  return token;
}

let errors: string[] = [];
test.beforeEach(async ({ page, request }) => {
  await mockControl(request, 'reset');
  errors = watchErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('read a notice: the unread count drops in the list, the menu and the header', async ({
  page,
  request,
}) => {
  await logIn(page, request);
  await page.goto('/#/index');
  // Home's notice line shows the newest notice and leads to it.
  const line = page.getByTestId('home-notice');
  await expect(line).toContainText('Mining Sprint is on');
  await expect(page.getByTestId('menu-unread-dot')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('menu-unread-count')).toHaveText('3 new');
  await page
    .getByTestId('side-menu')
    .getByRole('link', { name: /Notices/ })
    .click();

  await expect(page).toHaveURL(/#\/notice$/);
  await expect(page.getByTestId('notice-unread-count')).toHaveText('3 unread notices');
  const items = page.getByTestId('notice-item');
  await expect(items).toHaveCount(3);
  await expect(page.getByTestId('unread-mark')).toHaveCount(3);
  await items.filter({ hasText: 'Scheduled maintenance' }).click();

  await expect(page).toHaveURL(/#\/notice\/detail\/2$/);
  const body = page.getByTestId('notice-body');
  await expect(body.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveCount(3);
  const link = body.getByRole('link', { name: 'Status page' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(body.locator('img')).toHaveAttribute('loading', 'lazy');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('notice-unread-count')).toHaveText('2 unread notices');
  await expect(page.getByTestId('unread-mark')).toHaveCount(2);
  await page.goto('/#/index');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('menu-unread-count')).toHaveText('2 new');

  // An id that names no notice says so.
  await page.goto('/#/notice/detail/999');
  await expect(page.getByTestId('notice-missing')).toContainText('does not exist');
});

test('open an activity, its ranking in both tabs, my rank pinned', async ({ page, request }) => {
  await logIn(page, request, { seeded: 10001 });
  await page.goto('/#/activity');
  const cards = page.getByTestId('activity-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Mining Sprint' }).getByTestId('activity-countdown')).toHaveText(
    /^Ends in (\d+ days? )?\d\d:\d\d:\d\d$/,
  );
  await expect(cards.filter({ hasText: 'Trading Festival' }).getByTestId('activity-status')).toHaveText(
    'Upcoming',
  );
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await expect(cards).toHaveCount(1);
  await cards.first().click();

  await expect(page).toHaveURL(/#\/activity\/detail\/2$/);
  const detail = page.getByTestId('activity-detail');
  await expect(detail.getByTestId('activity-status')).toHaveText('Ongoing');
  await expect(detail.getByTestId('prize-pool')).toHaveText('3,000 NADI');
  await expect(detail.getByTestId('activity-rules').getByRole('listitem')).toHaveCount(3);
  await expect(detail.getByTestId('my-part')).toContainText('My rank (total)');
  const countdown = detail.getByTestId('activity-countdown');
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? '');
  await detail.getByRole('link', { name: 'View ranking' }).click();

  await expect(page).toHaveURL(/#\/activity\/rank\/2$/);
  await expect(page.getByRole('tab', { name: 'Total' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('ranking-pool')).toHaveText('3,000 NADI');
  await expect(page.getByTestId('podium').getByRole('listitem')).toHaveCount(3);
  // The rows are drawn in a window (only those near the view are in the DOM): the 20th shows once the
  // list's end is scrolled into view.
  await page
    .getByTestId('rank-rows')
    .evaluate((list) => list.parentElement?.scrollIntoView({ block: 'end' }));
  await expect(page.locator('[data-testid="rank-row"][data-index="19"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('ranking-updated')).toContainText('refreshed every 5 minutes');
  const mine = page.getByTestId('my-rank');
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(/My rank: \d+/);
  const total = await api<{ mine: { rank: number } }>(
    request,
    '/api/v1/activity/ranking?id=2&board=total&page=1&page_size=1',
    await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('token') ?? '{}').token as string),
  );
  await expect(mine).toContainText(`My rank: ${total.mine.rank}`);

  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page.getByTestId('ranking-pool')).toHaveText('135 NADI');
  await expect(page.getByText("Today's prize pool")).toBeVisible();
  await expect(mine).toBeVisible();

  // The side menu's "Ranking" opens the current activity's.
  await page.goto('/#/activity/rank/latest');
  // The ranking of activity 2 stays mounted (kept alive, hidden): look at the page on screen.
  await expect(page.getByTestId('ranking-pool').filter({ visible: true })).toHaveText('3,000 NADI');
});

/** An amount as the app shows it: grouped by thousands (docs/decisions/2026-11-28-one-number-format.md). */
const grouped = (value: string) => {
  const [whole = '0', fraction] = value.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
};

test('team figures match the mock’s', async ({ page, request }) => {
  const token = await logIn(page, request, { seeded: 10001 });
  const info = await api<{ me_performance: string; team_performance: string; device_performance: string }>(
    request,
    '/api/v1/user/info',
    token,
  );
  const figures = await api<{ zhi_performance: string; devices: { type: number; performance: string }[] }>(
    request,
    '/api/v1/user/performance',
    token,
  );
  await page.goto('/#/user');
  await expect(page.getByTestId('performance-direct')).toHaveText(`${grouped(figures.zhi_performance)} USDT`);
  await expect(page.getByTestId('performance-personal')).toHaveText(`${grouped(info.me_performance)} USDT`);
  await expect(page.getByTestId('performance-team')).toHaveText(`${grouped(info.team_performance)} USDT`);
  const names = { 1: 'tablet', 2: 'straightPhone', 3: 'foldablePhone' } as const;
  for (const device of figures.devices) {
    const name = names[device.type as 1 | 2 | 3];
    await expect(page.getByTestId(`device-${name}`)).toHaveText(`${grouped(device.performance)} USDT`);
  }
  await expect(page.getByTestId('referral')).toHaveCount(2);
  await expect(page.getByTestId('referral').first()).toContainText('Joined');
});
