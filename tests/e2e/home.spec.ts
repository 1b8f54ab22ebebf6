import { expect, type Page, test } from '@playwright/test';
import { SEED_PRIVATE_KEYS } from '../../src/mock/testing/seed-keys';
import { logOutFromMenu, mockControl } from './helpers';

test.beforeEach(async ({ request, page }) => {
  await mockControl(request, 'reset');
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
});

/** Collects uncaught page errors; a journey ends by expecting none. */
const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

const secondsShown = (page: Page) =>
  page.getByTestId('node-countdown').locator('[data-part="seconds"]').textContent();

test('/ lands on the home screen with banners, a ticking node countdown, advantages and partners', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByRole('heading', { name: 'NADI', exact: true })).toBeVisible();

  const banners = page.getByTestId('banners');
  await expect(banners.getByRole('img')).toHaveCount(3);
  await expect(banners.getByRole('img').first()).toHaveAttribute('alt', 'Super Miner Nodes');

  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  // The mock's sale ends 12 days after now.
  await expect(timer).toHaveAttribute(
    'aria-label',
    /^1[12] days, \d+ hours?, \d+ minutes? and \d+ seconds? left$/,
  );
  const before = await secondsShown(page);
  await expect.poll(() => secondsShown(page), { timeout: 3000 }).not.toBe(before);

  await expect(page.getByTestId('node-quota')).toHaveText('3,127 / 5,000');
  await expect(page.getByTestId('nadi-price')).toHaveText('0.0825 USDT');
  await expect(page.getByRole('heading', { name: 'Core advantages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orbit Compute' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();

  // The dots move the carousel.
  await page.getByRole('button', { name: 'Show banner 2' }).click();
  await expect(page.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
});

test('a failed home info says so with a retry, and the rest of the page stays', async ({ page, request }) => {
  await mockControl(request, 'fault', { endpoint: 'common.mainInfo', fault: 'http500', times: 1 });
  await page.goto('/#/index');
  const failure = page.getByTestId('error-state');
  await expect(failure).toBeVisible();
  await expect(page.getByTestId('banners').getByRole('img')).toHaveCount(3);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByTestId('error-state')).toHaveCount(0);
});

test('the opening screen has no app header and enters the app', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/#/open_screen');
  await expect(page.getByRole('heading', { level: 1, name: 'NADI' })).toBeVisible();
  await expect(page.getByText('Real devices. Real AI compute. One token.')).toBeVisible();
  await expect(page.locator('.app-header')).toHaveCount(0);

  await page.getByRole('link', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByRole('timer')).toBeVisible();
  expect(errors).toEqual([]);
});

// The shell draws nothing but the page on a bare route (/open_screen), so the language sheet it owns
// never shows there: src/ui/app/shell.tsx must render <LanguageSheet> on bare routes too. Unskip then.
test('the opening screen language button opens the language switcher', async ({ page }) => {
  await page.goto('/#/open_screen');
  await page.getByRole('button', { name: 'Language' }).click();
  const sheet = page.getByTestId('language-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '日本語' }).click();
  await expect(page.getByRole('link', { name: 'はじめる' })).toBeVisible();
});

/** Logs in with the demo wallet; a wallet new to NADI is asked for an invite code, given `inviteCode`. */
async function logIn(page: Page, inviteCode = '') {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: 'Demo wallet' }).click();
  const card = page.getByTestId('user-card');
  const invite = page.getByRole('textbox', { name: 'Invite code' });
  await expect(card.or(invite)).toBeVisible();
  if (await invite.isVisible()) {
    await invite.fill(inviteCode);
    await page
      .getByRole('button', { name: inviteCode ? 'Continue' : 'Continue without a code', exact: true })
      .click();
  }
  await expect(card).toBeVisible();
  return card;
}

test("a new user invited by NADI2025 has an empty team, and shows up in the referrer's team", async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/#/index');
  const card = await logIn(page, 'NADI2025');
  await expect(card.getByText('T0')).toBeVisible();
  const address = String(await page.evaluate(() => window.__nadiDemoWallet?.address()));

  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/#\/user$/);
  await expect(page.getByTestId('invite-code')).toHaveText(/^[A-Z0-9]{4,12}$/);
  await expect(page.getByTestId('invite-link')).toContainText('/#/index?code=');
  await expect(page.getByTestId('direct-count')).toHaveText('0 direct referrals');
  await expect(page.getByTestId('empty-state')).toContainText(
    'No referrals yet. Share your link to invite friends.',
  );

  // Now the referrer: the demo wallet takes seeded user 10001's key.
  await page.goto('/#/index');
  await logOutFromMenu(page);
  await page.evaluate(
    (key) => window.localStorage.setItem('demoWalletKey', key),
    SEED_PRIVATE_KEYS[10001] ?? '',
  );
  await page.reload();
  await expect(await logIn(page)).toContainText('Aiden Chen');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByTestId('direct-count')).toHaveText('3 direct referrals');
  await expect(page.getByTestId('referral')).toHaveCount(3);
  // Newest first: the user who just joined.
  const newest = page.getByTestId('referral').first().getByTestId('address-text');
  await expect(newest).toHaveText(new RegExp(`^${address.slice(0, 6)}…${address.slice(-4)}$`, 'i'));
  expect(errors).toEqual([]);
});

test('the seeded user NADI2025 sees their team, direct referrals and the invite QR', async ({ page }) => {
  const errors = pageErrors(page);
  // The demo wallet signs with the key it finds in local storage: here, seeded user 10001's.
  const key = SEED_PRIVATE_KEYS[10001] ?? '';
  await page.addInitScript((k) => window.localStorage.setItem('demoWalletKey', k), key);
  await page.goto('/#/index');
  await expect(await logIn(page)).toContainText('Aiden Chen');

  await page.goto('/#/user');
  await expect(page.getByTestId('invite-code')).toHaveText('NADI2025');
  await expect(page.getByTestId('invite-link')).toHaveText(/\/#\/index\?code=NADI2025$/);
  await expect(page.getByTestId('team-level')).toHaveText('T5');
  await expect(page.getByTestId('direct-count')).toHaveText('2 direct referrals');
  await expect(page.getByTestId('team-count')).toHaveText('4 team members');
  await expect(page.getByTestId('performance-personal')).toHaveText('12,500 USDT');

  const referrals = page.getByTestId('referral');
  await expect(referrals).toHaveCount(2);
  await expect(page.getByTestId('referral-list')).toContainText('Mei Lin');
  await expect(page.getByTestId('referral-list')).toContainText('Kenji Sato');
  await expect(page.getByText('No more')).toBeVisible();

  await page.getByRole('button', { name: 'Show QR code' }).click();
  const sheet = page.getByTestId('invite-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('qr-code')).toBeVisible();
  await expect(sheet.getByTestId('invite-code')).toHaveText('NADI2025');
  expect(errors).toEqual([]);
});
