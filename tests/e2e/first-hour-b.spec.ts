import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { Wallet } from 'ethers';
import { E2E_STANDALONE_PORT } from '../../playwright.config';
import { readCatalogue } from '../support/catalogue';
import { type ApiSession, apiLogin, MOCK_URL, watchErrors } from './api-session';
import { mockControl } from './helpers';

/**
 * Issue 37, items 3 and 4, as a new user meets them in their first hour: money flows without dead ends
 * (an insufficient balance is never preselected nor payable and says where to get more, a failed payment
 * keeps the order's price, the withdrawal form names every limit before sending, refusals come in the
 * person's language and a refused withdrawal says refunded, a wrong invite code is said on its field, the
 * plain demo's "Send from my wallet" works) and an export that holds every record. In Traditional Chinese
 * (the default: nothing stored) and in English.
 */

const catalogue = (code: string) => {
  const messages = readCatalogue(code);
  /** The message with `{name}` placeholders filled in (plain ones only). */
  return (id: string, values: Record<string, string | number> = {}): string =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      messages[id] ?? id,
    );
};
const zhTw = catalogue('zhTw');
const en = catalogue('en');

/** A fresh wallet logged in through the API; the page starts logged in, with no language stored. */
async function logIn(page: Page): Promise<ApiSession & { address: string }> {
  const wallet = Wallet.createRandom();
  const token = await apiLogin(page.request, wallet);
  await page.addInitScript(
    ([token, address]) => {
      if (window.sessionStorage.getItem('e2e-logged-in')) return;
      window.sessionStorage.setItem('e2e-logged-in', 'yes');
      window.localStorage.setItem('walletAddress', address);
      window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
    },
    [token, wallet.address] as const,
  );
  return sessionOf(page, token, wallet.address);
}

/** Calls to the mock backend under `token` (in English: these are the test's own reads). */
function sessionOf(page: Page, token: string, address: string): ApiSession & { address: string } {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${MOCK_URL}${path}`, {
      method,
      headers: { Accept: 'application/json', lang: 'EN', Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { data: body }),
    });
    const answer = (await response.json()) as { code: number; msg: string; data: T };
    expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
    return answer.data;
  };
  return {
    token,
    address,
    call,
    balance: async () => (await call<{ balance: string }>('GET', '/api/v1/user/info')).balance,
    orders: async () => [],
    preOrder: (body) => call('POST', '/api/v1/preOrder/preOrder', body),
  };
}

/** The session of the person logged in on the page (its token and wallet address), for calls to the mock. */
async function pageSession(page: Page): Promise<ApiSession & { address: string }> {
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
  const [token, address] = await page.evaluate(() => [
    (JSON.parse(window.sessionStorage.getItem('token') ?? '{}') as { token: string }).token,
    window.localStorage.getItem('walletAddress') ?? '',
  ]);
  return sessionOf(page, token, address);
}

/** A withdrawal of 5 NADI refused at review (the mock's control call), from 20 000 NADI in the fund account. */
async function refusedWithdrawal(page: Page, session: ApiSession & { address: string }): Promise<void> {
  await mockControl(page.request, 'funds/balance', {
    address: session.address,
    account: 1,
    coin: 'NADI',
    available: '20000',
  });
  const made = await session.call<{ id: number }>('POST', '/api/v1/wallet/withdraw', {
    coin: 'NADI',
    amount: '5',
    request_id: `first-hour-b-${Date.now()}`,
  });
  await mockControl(page.request, 'funds/withdrawal', { id: made.id, action: 'reject' });
}

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = watchErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test.describe('a browser in a language NADI does not speak, nothing stored', () => {
  // The default language is then Traditional Chinese, as for most of the first hour's people.
  test.use({ locale: 'de-DE' });

  test('zh-TW by default: the shortfall and its ways out, every withdrawal limit, a refusal in the language, the whole export', async ({
    page,
  }) => {
    const t = zhTw;
    const session = await logIn(page);
    // A fresh user has 1000 USDT: an order of 1500 is 500 short.
    const order = await session.preOrder({ order_type: 4, amount: '1500' });
    await page.goto(`/#/orders?pay=${order.id}`);
    const sheet = page.getByTestId('payment-sheet');
    await expect(sheet).toContainText(t('payment.sheet.title'));
    const balance = sheet.getByTestId('pay-method-balance').getByRole('radio');
    await expect(balance).toBeDisabled();
    await expect(balance).not.toBeChecked();
    await expect(sheet.getByTestId('pay-short-balance')).toHaveText(
      t('payment.sheet.short', { amount: '500', unit: 'USDT' }),
    );
    const ways = sheet.getByTestId('payment-ways');
    await expect(ways.getByRole('link', { name: t('route.recharge') })).toBeVisible();
    await expect(ways.getByRole('link', { name: t('route.exchange') })).toBeVisible();
    await ways.getByRole('link', { name: t('route.transfer') }).click();
    await expect(page).toHaveURL(/#\/draw\?to=fund$/);

    // The withdrawal form names the fee and the review limit before anything is sent.
    await refusedWithdrawal(page, session);
    await page.goto('/#/withdraw');
    await expect(page.getByTestId('withdraw-limits')).toHaveText(
      `${t('funds.withdraw.feeRule', { rate: '1%', minFee: '0.1 NADI' })} ${t('funds.withdraw.reviewLimit', { limit: '10,000 NADI' })}`,
    );
    await page.getByTestId('withdraw-amount').fill('15000');
    await page.getByRole('button', { name: t('funds.withdraw.submit'), exact: true }).click();
    await expect(page.getByTestId('withdraw-form').getByRole('alert')).toHaveText(
      t('validation.above-review-limit', { limit: '10,000 NADI' }),
    );
    await expect(page.getByTestId('withdraw-confirm')).toBeHidden();

    // The refused withdrawal: its reason in zh-TW (the mock answers in the `lang` the app sends), refunded.
    await page.goto('/#/withdraw/list');
    const card = page.getByTestId('withdraw-entry').first();
    await expect(card.getByTestId('withdraw-rejected')).toContainText('審核未通過，金額已退回。');
    await expect(card.getByTestId('withdraw-rejected')).toContainText(
      t('funds.withdraw.list.refunded', { amount: '5', coin: 'NADI' }),
    );
    await expect(card).not.toContainText(t('funds.withdraw.received'));

    // More records than a page: the export holds them all and says how many.
    for (let i = 0; i < 12; i++) {
      await mockControl(page.request, 'funds/deposit', {
        address: session.address,
        coin: 'USDT',
        chain: 'BSC',
        amount: '1',
        confirmations: 3,
      });
    }
    await page.goto('/#/wallet/moneyLog');
    const all = page.getByTestId('filter-all').getByTestId('filter-count');
    await expect(all).not.toBeEmpty();
    const total = Number(await all.textContent());
    expect(total).toBeGreaterThan(10);
    await expect(page.getByTestId('money-record')).toHaveCount(10);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('money-log-export').click();
    const download = await downloading;
    const lines = (await readFile((await download.path()) as string)).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    await expect(page.getByTestId('money-log-exported')).toHaveText(
      t('funds.moneyLog.exported', { 'rows, number': total, name: download.suggestedFilename() }),
    );
  });
});

test('English: a wrong invite code stays on its field; a failed payment keeps the price; refusals in English', async ({
  page,
}) => {
  const t = en;
  // A wallet new to NADI, through the connect sheet.
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
  const login = page.getByTestId('login-sheet');
  await login.getByRole('button', { name: /Demo wallet/ }).click();
  const code = login.getByLabel(t('auth.inviteCode.label'));
  await code.fill('NOSUCH99');
  await login.getByRole('button', { name: t('auth.inviteCode.continue'), exact: true }).click();
  await expect(login.getByText(t('auth.inviteCode.unknown'))).toBeVisible();
  await expect(code).toHaveValue('NOSUCH99');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/invite code not found/i)).toHaveCount(0);
  await login.getByRole('button', { name: t('auth.inviteCode.skip') }).click();
  await expect(login).toBeHidden();

  const session = await pageSession(page);
  // 10 USDT left: a gold order of 75.81 USDT cannot be paid from the balance.
  await mockControl(page.request, 'user/money', { address: session.address, balance: '10' });
  await page.goto('/#/shop/detail/5');
  await page.getByTestId('gold-buy').click();
  await expect(page.getByTestId('gold-lock').getByTestId('gold-total')).toHaveText('75.81 USDT');
  await page.getByTestId('gold-pay').click();
  const sheet = page.getByTestId('payment-sheet');
  await expect(sheet.getByTestId('pay-short-balance')).toHaveText(
    t('payment.sheet.short', { amount: '65.81', unit: 'USDT' }),
  );
  await expect(sheet.getByTestId('pay-method-balance').getByRole('radio')).not.toBeChecked();
  await sheet.getByRole('button', { name: t('payment.sheet.close') }).click();
  // The order waits to be paid: the confirm page still shows its price, piece by piece.
  await expect(page.getByTestId('gold-order-made')).toBeVisible();
  await expect(page.getByTestId('gold-lock').getByTestId('gold-breakdown')).toBeVisible();
  await expect(page.getByTestId('gold-lock').getByTestId('gold-total')).toHaveText('75.81 USDT');

  await refusedWithdrawal(page, session);
  await page.goto('/#/withdraw/list');
  const card = page.getByTestId('withdraw-entry').first();
  await expect(card.getByTestId('withdraw-rejected')).toContainText(
    'Rejected at review: the amount was returned.',
  );
  await expect(card).not.toContainText(t('funds.withdraw.received'));
});

test.describe('the plain demo build', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_STANDALONE_PORT}` });

  test('English: "Send from my wallet" deposits from the demo wallet, said to be simulated', async ({
    page,
  }) => {
    const t = en;
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
    const login = page.getByTestId('login-sheet');
    await login.getByRole('button', { name: /Demo wallet/ }).click();
    const skip = login.getByRole('button', { name: t('auth.inviteCode.skip') });
    await skip.click();
    await expect(login).toBeHidden();
    await page.goto('/#/recharge');
    await page.getByRole('button', { name: 'USDT', exact: true }).click();
    await page.getByRole('button', { name: t('enum.chain.BSC'), exact: true }).click();
    const send = page.getByTestId('deposit-send');
    await expect(send.getByTestId('deposit-simulated')).toHaveText(t('funds.deposit.send.simulated'));
    await send.getByTestId('deposit-amount').fill('25');
    await send.getByRole('button', { name: t('funds.deposit.send.submit') }).click();
    await expect(page).toHaveURL(/#\/recharge\/list$/);
    await expect(page.getByTestId('deposit-entry').first()).toContainText('25');
    await expect(page.getByText(t('error.balance-fetch-failed'))).toHaveCount(0);
  });
});
