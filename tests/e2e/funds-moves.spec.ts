import { expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { parseUnits } from 'ethers';
import { type ApiSession, logInFresh, watchErrors } from './api-session';
import { balanceOf, nadiChain } from './chain-kit';
import { grouped, loginWithDemoWallet, mockControl } from './helpers';

/**
 * Withdraw and transfer journeys against the production build and the Node mock (issue 9). The fund account
 * gets its NADI by a transfer from the trade account's opening grant, through the API; the mock's control
 * call `funds/withdrawal` ({id, action: 'approve'|'reject', reason?}) decides a review at once.
 */

interface WireWithdrawal {
  readonly id: number;
  readonly request_id: string;
  readonly amount: string;
  readonly received: string;
  readonly status: number;
}
interface WireTransfer {
  readonly from_account: number;
  readonly to_account: number;
  readonly coin: string;
  readonly amount: string;
}

const FUND = 1;
const TRADE = 2;

const withdrawals = async (session: ApiSession) =>
  (await session.call<{ list: WireWithdrawal[] }>('GET', '/api/v1/wallet/withdrawList?page=1&page_size=50'))
    .list;

const transfers = async (session: ApiSession) =>
  (await session.call<{ list: WireTransfer[] }>('GET', '/api/v1/wallet/transferList?page=1&page_size=50'))
    .list;

/** Moves NADI from the trade account's opening grant into the fund account, through the API. */
async function fundNadi(session: ApiSession, amount: string): Promise<void> {
  await session.call('POST', '/api/v1/wallet/transfer', {
    from_account: TRADE,
    to_account: FUND,
    coin: 'NADI',
    amount,
    request_id: `e2e-fund-${Date.now()}`,
  });
}

/** Counts the withdraw calls the page makes from now on. */
function countWithdrawCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (
      request.url().includes('/api/v1/wallet/withdraw?') ||
      request.url().endsWith('/api/v1/wallet/withdraw')
    )
      calls += 1;
  });
  return () => calls;
}

/** The available amount the trade form shows ("Available 10,000 USDT"). */
async function tradeAvailable(page: Page): Promise<Decimal> {
  const text = (await page.getByTestId('form-available').textContent()) ?? '';
  const match = /([\d.,]+)\s+USDT/.exec(text);
  return new Decimal((match?.[1] ?? 'NaN').replace(/,/g, ''));
}

let errors: string[] = [];
test.beforeEach(async ({ page, request }) => {
  await mockControl(request, 'reset');
  errors = watchErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('withdrawals of 0.5 and of more than available are refused on the page, with nothing sent', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await fundNadi(session, '100');
  const withdrawCalls = countWithdrawCalls(page);
  await page.goto('/#/withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText('100 NADI');
  const amount = page.getByTestId('withdraw-amount');

  await amount.fill('0.5');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('withdraw-form').getByRole('alert')).toHaveText('The minimum is 1 NADI');
  await expect(page.getByTestId('withdraw-confirm')).toBeHidden();

  await amount.fill('100.5');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('withdraw-form').getByRole('alert')).toHaveText(
    'Must not exceed the available 100 NADI',
  );
  await amount.fill('1.0000001');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('withdraw-form').getByRole('alert')).toHaveText('At most 6 decimal places');
  await expect(page.getByTestId('withdraw-confirm')).toBeHidden();

  expect(withdrawCalls()).toBe(0);
  expect(await withdrawals(session)).toEqual([]);
});

test('a withdrawal shows its fee, is confirmed, listed, and followed live without a refresh', async ({
  page,
  request,
}) => {
  // Review and three confirmations take the mock some seconds.
  test.setTimeout(120_000);
  const session = await logInFresh(page, request);
  await fundNadi(session, '100');
  await page.goto('/#/withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText('100 NADI');
  await page.getByTestId('withdraw-amount').fill('20');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('0.2 NADI');
  await expect(page.getByTestId('withdraw-received')).toHaveText('19.8 NADI');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const sheet = page.getByTestId('withdraw-confirm');
  await expect(sheet).toContainText('It cannot be undone');
  // A double tap on confirm sends one request.
  await sheet.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(page.getByTestId('withdraw-done')).toContainText('19.8 NADI');
  await expect(page.getByTestId('withdraw-available')).toHaveText('80 NADI');
  const made = await withdrawals(session);
  expect(made.map((w) => [w.amount, w.received])).toEqual([['20', '19.8']]);

  await page.getByTestId('withdraw-done').getByRole('link', { name: 'Withdrawal history' }).click();
  await expect(page).toHaveURL(/#\/withdraw\/list$/);
  const entry = page.getByTestId('withdraw-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('20 NADI');
  await expect(entry.getByTestId('withdraw-state')).toHaveText(
    /On-chain in progress|Block confirming|Completed/,
  );
  // Approved at review, the mock sends it and counts its confirmations; the list follows without a refresh.
  await mockControl(request, 'funds/withdrawal', { id: made[0]?.id, action: 'approve' }).catch(() => null);
  await expect(entry).toHaveAttribute('data-status', 'completed', { timeout: 90_000 });
  await expect(entry.getByTestId('withdraw-state')).toHaveText('Completed');
  await expect(entry).toContainText('Tx hash');
});

test('a withdrawal rejected at review shows its reason and the refund; the money is back', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await fundNadi(session, '30');
  await page.goto('/#/withdraw');
  await page.getByTestId('withdraw-amount').fill('30');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByTestId('withdraw-confirm').getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByTestId('withdraw-available')).toHaveText('0 NADI');
  const [made] = await withdrawals(session);
  await mockControl(request, 'funds/withdrawal', {
    id: made?.id,
    action: 'reject',
    reason: 'Address under review',
  });
  await page.goto('/#/withdraw/list');
  const entry = page.getByTestId('withdraw-entry');
  await expect(entry).toHaveAttribute('data-status', 'failed');
  await expect(entry.getByTestId('withdraw-state')).toHaveText('Failed');
  await expect(entry.getByTestId('withdraw-rejected')).toContainText('Reason: Address under review');
  await expect(entry.getByTestId('withdraw-rejected')).toContainText(
    '30 NADI returned to your fund account.',
  );
  await page.goto('/#/withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText('30 NADI');
});

test('a withdrawal whose answer is lost is found after a reload, never made twice', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await fundNadi(session, '50');
  // The server makes the withdrawal, but its answer never reaches the page.
  await page.route('**/api/v1/wallet/withdraw', async (route) => {
    await route.fetch();
    await route.abort('failed');
  });
  await page.goto('/#/withdraw');
  await page.getByTestId('withdraw-amount').fill('5');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByTestId('withdraw-confirm').getByRole('button', { name: 'Confirm withdrawal' }).click();
  const pending = page.getByTestId('withdraw-pending');
  await expect(pending).toContainText('could not tell whether your withdrawal of 5 NADI was received');
  await page.unroute('**/api/v1/wallet/withdraw');

  await page.reload();
  // The page remembers the request, finds it on the list and says it was submitted.
  await expect(page.getByTestId('withdraw-done')).toContainText('5 NADI');
  await expect(page.getByTestId('withdraw-pending')).toBeHidden();
  expect((await withdrawals(session)).map((w) => w.amount)).toEqual(['5']);
});

test('transfers both ways show on the trade screen at once, and a trade follows', async ({
  page,
  request,
}) => {
  await logInFresh(page, request);
  await page.goto('/#/trade');
  await expect(page.getByTestId('form-available')).toHaveText(/Available [\d.,]+ USDT/);
  const opening = await tradeAvailable(page);

  // Into the trade account, from the trade screen's Transfer action.
  await page.getByRole('link', { name: 'Transfer funds into the trade account' }).click();
  await expect(page).toHaveURL(/#\/draw\?to=trade$/);
  await expect(page.getByTestId('transfer-from')).toHaveText('Fund account');
  await expect(page.getByTestId('transfer-to')).toHaveText('Trade account');
  await page.getByTestId('transfer-amount').fill('250');
  await expect(page.getByTestId('transfer-change-trade').getByTestId('after')).toHaveText(
    grouped(opening.plus(250)),
  );
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByTestId('transfer-confirm').getByRole('button', { name: 'Confirm transfer' }).dblclick();
  await expect(page.getByTestId('transfer-done')).toContainText('250 USDT moved to the Trade account');
  await page.getByRole('link', { name: 'Back to trading' }).click();
  await expect(page).toHaveURL(/#\/trade$/);
  await expect(page.getByTestId('form-available')).toHaveText(`Available ${grouped(opening.plus(250))} USDT`);

  // And back out: the swap turns the direction.
  await page.getByRole('link', { name: 'Transfer funds into the trade account' }).click();
  await page.getByTestId('transfer-swap').click();
  await expect(page.getByTestId('transfer-from')).toHaveText('Trade account');
  await page.getByTestId('transfer-amount').fill('50.5');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByTestId('transfer-confirm').getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByTestId('transfer-done')).toContainText('50.5 USDT moved to the Fund account');
  await page.getByRole('link', { name: 'Back to trading' }).click();
  const funded = opening.plus(250).minus('50.5');
  await expect(page.getByTestId('form-available')).toHaveText(`Available ${grouped(funded)} USDT`);

  // A trade with the transferred money: a limit buy away from the market freezes its total.
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  await page.getByLabel('Price (USDT)').fill('0.05000');
  await page.getByLabel('Quantity (NADI)').fill('100');
  await page.getByRole('button', { name: 'Buy NADI' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(page.getByTestId('form-available')).toHaveText(`Available ${grouped(funded.minus(5))} USDT`);
});

test('the transfer list shows each transfer with its direction; more than available is refused', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await page.goto('/#/draw/list');
  await expect(page.getByTestId('empty-state')).toContainText('No transfers yet');

  await page.goto('/#/draw');
  await page.getByRole('button', { name: 'NADI' }).click();
  await expect(page.getByTestId('transfer-from')).toHaveText('Fund account');
  // More than the fund account holds is refused before anything is sent.
  await page.getByTestId('transfer-amount').fill('1000000000');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByTestId('transfer-form').getByRole('alert')).toContainText(
    'Must not exceed the available',
  );
  await expect(page.getByTestId('transfer-confirm')).toBeHidden();
  await page.getByTestId('transfer-swap').click();
  await page.getByTestId('transfer-amount').fill('12.345678');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByTestId('transfer-confirm').getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByTestId('transfer-done')).toContainText('12.345678 NADI');

  await page.getByRole('link', { name: 'Transfer history' }).click();
  const entry = page.getByTestId('transfer-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('transfer-direction')).toHaveText('Trade account → Fund account');
  await expect(entry).toContainText('12.345678 NADI');
  expect(await transfers(session)).toMatchObject([
    { from_account: TRADE, to_account: FUND, coin: 'NADI', amount: '12.345678' },
  ]);
});

test('deposit: coin, then chain, then the address; "Send from my wallet" moves exactly the amount on chain', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/');
  await loginWithDemoWallet(page);
  const nadi = await nadiChain(page);
  await page.goto('/#/recharge');
  await expect(page.getByRole('button', { name: 'NADI Chain' })).toBeDisabled();
  await page.getByRole('button', { name: 'USDT', exact: true }).click();
  await page.getByRole('button', { name: 'NADI Chain' }).click();
  const address = (await page.getByTestId('deposit-address-text').textContent()) ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await expect(page.getByTestId('deposit-minimum')).toHaveText(/^[\d.]+ USDT$/);
  await page.getByRole('button', { name: 'Copy the deposit address' }).click();
  await expect(page.getByText('Copied')).toBeVisible();

  // Below the minimum, or with 7 decimals: refused before the wallet is asked.
  await page.getByTestId('deposit-amount').fill('0.1234567');
  await page.getByRole('button', { name: 'Send from my wallet' }).click();
  await expect(page.getByTestId('deposit-send').getByRole('alert')).toHaveText('At most 6 decimal places');

  const before = await balanceOf(nadi.tokens.USDT, address);
  await page.getByTestId('deposit-amount').fill('12.5');
  await page.getByRole('button', { name: 'Send from my wallet' }).click();
  await expect(page).toHaveURL(/#\/recharge\/list$/, { timeout: 30_000 });
  await expect
    .poll(async () => (await balanceOf(nadi.tokens.USDT, address)) - before, { timeout: 20_000 })
    .toBe(parseUnits('12.5', 18));
});
