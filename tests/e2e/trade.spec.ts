import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { Wallet } from 'ethers';
import { E2E_MOCK_PORT } from '../../playwright.config';
import { apiLogin } from './api-session';
import { grouped, mockControl } from './helpers';

const mock = `http://127.0.0.1:${E2E_MOCK_PORT}`;

interface Answer<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}
interface WireBalance {
  readonly coin: string;
  readonly available: string;
  readonly frozen: string;
}
interface WireOrder {
  readonly order_id: string;
  readonly status: string;
  readonly filled: string;
  readonly filled_amount: string;
  readonly fee: string;
  readonly fee_coin: string;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { Accept: 'application/json', lang: 'EN' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.fetch(`${mock}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { data: body }),
  });
  const answer = (await response.json()) as Answer<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** Logs a fresh wallet in through the API (the login journey is tested elsewhere) and hands the page its token. */
async function logIn(page: Page, request: APIRequestContext) {
  const wallet = Wallet.createRandom();
  const token = await apiLogin(request, wallet);
  await page.addInitScript(
    ([token, address]) => {
      window.localStorage.setItem('lang', 'en');
      window.localStorage.setItem('walletAddress', address);
      window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
    },
    [token, wallet.address] as const,
  );
  return {
    balances: async () =>
      Object.fromEntries(
        (await call<WireBalance[]>(request, 'GET', '/api/v1/trade/account', token)).map((b) => [
          b.coin,
          new Decimal(b.available),
        ]),
      ) as Record<'USDT' | 'NADI', Decimal>,
    orders: async (list: 'current' | 'history' | 'success') =>
      (
        await call<{ list: WireOrder[] }>(
          request,
          'GET',
          `/api/v1/trade/orderList?list=${list}&page=1&page_size=20`,
          token,
        )
      ).list,
  };
}

/** Prices as the book shows them, top to bottom. */
const pricesOf = async (side: Locator) =>
  (await side.locator('.depth-price').allTextContents()).map((text) => new Decimal(text.replace(/,/g, '')));

/** The book on screen is sorted, has no crossed prices, and shows levels on both sides. */
async function expectConsistentBook(page: Page) {
  const asks = await pricesOf(page.getByTestId('book-asks'));
  const bids = await pricesOf(page.getByTestId('book-bids'));
  expect(asks.length).toBeGreaterThan(0);
  expect(bids.length).toBeGreaterThan(0);
  // Asks are drawn highest first (the best ask next to the spread), bids highest first.
  for (let i = 1; i < asks.length; i++) expect(asks[i - 1]?.gt(asks[i] as Decimal)).toBe(true);
  for (let i = 1; i < bids.length; i++) expect(bids[i - 1]?.gt(bids[i] as Decimal)).toBe(true);
  const bestAsk = asks.at(-1) as Decimal;
  const bestBid = bids[0] as Decimal;
  expect(bestBid.lt(bestAsk)).toBe(true);
}

/** Records every feed state the badge shows from now on. */
async function recordFeedStates(page: Page) {
  await page.evaluate(() => {
    const badge = document.querySelector('[data-testid="feed-status"]');
    const seen: string[] = [badge?.getAttribute('data-status') ?? ''];
    (window as unknown as { feedStates: string[] }).feedStates = seen;
    new MutationObserver(() => seen.push(badge?.getAttribute('data-status') ?? '')).observe(
      badge as Element,
      {
        attributes: true,
        attributeFilter: ['data-status'],
      },
    );
  });
  return () => page.evaluate(() => (window as unknown as { feedStates: string[] }).feedStates);
}

const errors: string[] = [];
test.beforeEach(async ({ page, request }) => {
  await mockControl(request, 'reset');
  errors.length = 0;
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

for (const protocol of ['a', 'b'] as const) {
  test.describe(`market socket version ${protocol.toUpperCase()}`, () => {
    // The e2e build has test hooks on: the socket's version is taken from storage at start (withDemoOverrides).
    test.beforeEach(({ page }) =>
      page.addInitScript((version) => window.localStorage.setItem('demoSocketProtocol', version), protocol),
    );

    test('the trade screen goes live: the ticker moves, the book shows sorted levels', async ({
      page,
      request,
    }) => {
      // Heard from the first load: the app may open the market socket before the trade screen (home's prices).
      const sent: string[] = [];
      page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
      await logIn(page, request);
      await page.goto('/#/trade');
      const status = page.getByTestId('feed-status');
      await expect(status).toHaveAttribute('data-status', 'live');
      await expect(status).toHaveAttribute('data-socket', 'connected');
      // The build speaks the protocol under test: A subscribes with SUBSCRIBE, B with op subscribe.
      const subscribe = protocol === 'a' ? /"method":"SUBSCRIBE"/ : /"op":"subscribe"/;
      expect(sent.some((frame) => subscribe.test(frame))).toBe(true);
      await expect(page.getByTestId('book-asks').locator('li')).toHaveCount(8);
      await expect(page.getByTestId('book-bids').locator('li')).toHaveCount(8);
      await expectConsistentBook(page);
      await expect(page.getByTestId('book-spread')).toContainText('Spread 0.0');
      await expect(page.getByTestId('ticker-last')).toHaveText(/^0\.0\d{4}$/);
      await expect(page.getByTestId('ticker-change')).toHaveText(/^[+-]?\d+\.\d\d%$/);
      // Tickers come once a second with the walk's simulated trades: the 24 h volume moves.
      const volume = page.getByTestId('ticker-volume');
      await expect(volume).not.toHaveText('—');
      const before = await volume.textContent();
      await expect.poll(() => volume.textContent(), { timeout: 15_000 }).not.toBe(before);
      // The chart arrived with the screen (klinecharts is loaded with it) and draws.
      await expect(page.getByTestId('kline-chart').locator('canvas').first()).toBeVisible();
      await page.getByRole('button', { name: '1H' }).click();
      await expect(page.getByRole('button', { name: '1H' })).toHaveAttribute('aria-pressed', 'true');
      await expect(status).toHaveAttribute('data-status', 'live');
    });

    test('a dropped socket shows reconnecting, then live again with a consistent book', async ({
      page,
      request,
    }) => {
      await logIn(page, request);
      await page.goto('/#/trade');
      const status = page.getByTestId('feed-status');
      await expect(status).toHaveAttribute('data-status', 'live');
      const states = await recordFeedStates(page);
      await mockControl(request, 'socket/drop', protocol === 'a' ? { code: 1001 } : { terminate: true });
      await expect(status).toHaveAttribute('data-status', 'reconnecting');
      // Meanwhile the book says its prices may be out of date rather than sitting there silently stale.
      await expect(page.getByTestId('book-spread')).toContainText('Reconnecting: prices may be out of date');
      await expect(page.getByTestId('depth-book')).toHaveClass(/stale/);
      await expect(status).toHaveAttribute('data-status', 'live', { timeout: 15_000 });
      const seen = await states();
      expect(seen[0]).toBe('live');
      expect(seen).toContain('reconnecting');
      expect(seen.at(-1)).toBe('live');
      await expect(page.getByTestId('depth-book')).not.toHaveClass(/stale/);
      await expect(page.getByTestId('book-bids').locator('li')).toHaveCount(8);
      await expectConsistentBook(page);
      // And it stays live while updates keep coming on the new connection.
      await page.waitForTimeout(1500);
      await expect(status).toHaveAttribute('data-status', 'live');
      await expectConsistentBook(page);
    });
  });
}

test('a limit order away from the market rests in current orders; cancelling it moves it to history', async ({
  page,
  request,
}) => {
  const session = await logIn(page, request);
  await page.goto('/#/trade');
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('form-available')).toHaveText('Available 10,000 USDT');

  await page.getByLabel('Price (USDT)').fill('0.05000');
  await page.getByLabel('Quantity (NADI)').fill('100');
  await expect(page.getByTestId('form-total')).toHaveText('5 USDT');
  await expect(page.getByTestId('form-fee')).toHaveText('0.1 NADI');
  await expect(page.getByTestId('form-receive')).toHaveText('99.9 NADI');
  await page.getByRole('button', { name: 'Buy NADI' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  // The open orders refresh, and 5 USDT is frozen.
  const open = page.getByTestId('trade-order');
  await expect(open).toHaveCount(1);
  await expect(open).toHaveAttribute('data-status', 'pending');
  await expect(open.getByTestId('order-price')).toHaveText('0.05 USDT');
  await expect(open.getByTestId('order-amount')).toHaveText('5 USDT');
  await expect(page.getByTestId('form-available')).toHaveText('Available 9,995 USDT');
  expect((await session.balances()).USDT.toFixed()).toBe('9995');

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/#\/trade\/orderList$/);
  const list = page.getByRole('tabpanel');
  const card = list.getByTestId('trade-order');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Pending');
  await expect(card.getByTestId('order-filled')).toHaveText('0 / 100 NADI');

  // Cancel asks first, with the amounts; saying no keeps the order.
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Cancel this order?');
  await expect(dialog).toContainText('Buy 100 NADI at 0.05 USDT (5 USDT)');
  await dialog.getByRole('button', { name: 'Keep order', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(list.getByTestId('trade-order')).toHaveCount(0);
  await expect(list.getByTestId('empty-state')).toContainText('No open orders');

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(list.getByTestId('trade-order')).toHaveCount(1);
  await expect(list.getByTestId('trade-order')).toHaveAttribute('data-status', 'cancelled');
  expect((await session.orders('history')).map((o) => o.status)).toEqual(['canceled']);
  expect((await session.balances()).USDT.toFixed()).toBe('10000');
});

test('a market order fills, appears in success, and the balances change exactly by the fill and fee', async ({
  page,
  request,
}) => {
  const session = await logIn(page, request);
  const before = await session.balances();
  await page.goto('/#/trade');
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');

  await page.getByRole('button', { name: 'Market', exact: true }).click();
  await page.getByLabel('Amount (USDT)').fill('10');
  await expect(page.getByTestId('form-total')).toHaveText('10 USDT');
  await expect(page.getByTestId('form-fee')).toContainText('≈');
  await page.getByRole('button', { name: 'Buy NADI' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();

  // The order as the server filled it, and the balances after: exact to the last digit.
  await expect.poll(async () => (await session.orders('success')).length).toBe(1);
  const [order] = await session.orders('success');
  if (!order) throw new Error('no filled order');
  expect(order.status).toBe('filled');
  expect(order.fee_coin).toBe('NADI');
  const filled = new Decimal(order.filled);
  const spent = new Decimal(order.filled_amount);
  const fee = new Decimal(order.fee);
  expect(fee.eq(filled.times('0.001'))).toBe(true);
  expect(spent.gt(0) && spent.lte(10)).toBe(true);
  const after = await session.balances();
  expect(after.USDT.toFixed()).toBe(before.USDT.minus(spent).toFixed());
  expect(after.NADI.toFixed()).toBe(before.NADI.plus(filled).minus(fee).toFixed());

  // The screen shows the same balances (grouped, up to 6 decimals, never rounded up).
  const shown = (value: Decimal) => grouped(value.toDecimalPlaces(6, Decimal.ROUND_DOWN));
  await expect(page.getByTestId('form-available')).toHaveText(`Available ${shown(after.USDT)} USDT`);
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(page.getByTestId('form-available')).toHaveText(`Available ${shown(after.NADI)} NADI`);

  await page.getByRole('link', { name: 'All orders' }).click();
  await page.getByRole('tab', { name: 'Filled' }).click();
  const card = page.getByRole('tabpanel').getByTestId('trade-order');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-status', 'filled');
  await expect(card).toContainText('Market');
  await expect(card.getByTestId('order-fee')).toHaveText(`${shown(fee)} NADI`);
  await expect(card.getByTestId('order-filled')).toHaveText(`${shown(filled)} NADI`);
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('an order the account cannot pay is refused before it is sent, in words', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto('/#/trade');
  await expect(page.getByTestId('form-available')).toHaveText('Available 10,000 USDT');
  await page.getByLabel('Price (USDT)').fill('1');
  await page.getByLabel('Quantity (NADI)').fill('20000');
  await page.getByLabel('Quantity (NADI)').blur();
  await expect(page.getByTestId('form-total-error')).toHaveText(
    'Not enough USDT: you have 10,000, 20,000 needed',
  );
  await page.getByRole('button', { name: 'Buy NADI' }).click();
  await expect(page.getByText('Order placed')).toHaveCount(0);
  await expect(page.getByTestId('trade-order')).toHaveCount(0);
});

test('the closed-market screen says where the market stands and offers a way back', async ({
  page,
  request,
}) => {
  await logIn(page, request);
  await page.goto('/#/trade/close');
  const screen = page.getByTestId('market-closed');
  // The mock's pair is trading, so the check finds it open and leads to the trade screen.
  await expect(screen).toContainText('NADI/USDT is trading again.');
  await expect(screen.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await screen.getByRole('link', { name: 'Go to trading' }).click();
  await expect(page).toHaveURL(/#\/trade$/);
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
});
