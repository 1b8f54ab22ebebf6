import { expect, test } from '@playwright/test';
import { logInFresh, watchErrors } from './api-session';
import { mockControl } from './helpers';

let errors: string[] = [];
test.beforeEach(async ({ page, request }) => {
  await mockControl(request, 'reset');
  errors = watchErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('browse the nodes and a node detail: numbers, quota, benefits, stake plan, sold out', async ({
  page,
  request,
}) => {
  await logInFresh(page, request);
  await page.goto('/#/node');
  const cards = page.getByTestId('node-card');
  await expect(cards).toHaveCount(3);
  const elite = cards.filter({ hasText: 'Elite node' });
  await expect(elite.getByTestId('node-price')).toHaveText('500 USDT');
  await expect(elite.getByTestId('node-left')).toHaveText('388 of 1000 left');
  await expect(elite).toContainText('180 days');
  await expect(elite).toContainText('T3');
  await expect(elite).toContainText('5%');
  await expect(elite).toContainText('0.3% (1.5 USDT a day)');
  await expect(page.getByTestId('node-benefits').first()).toContainText('MEME airdrop ×2');
  await expect(page.getByTestId('node-benefits').first()).toContainText('Advanced agent rights');
  const genesis = cards.filter({ hasText: 'Genesis node' });
  await expect(genesis.getByTestId('node-sold-out')).toHaveText('Sold out');
  await expect(genesis.getByTestId('node-left')).toHaveText('0 of 50 left');

  await elite.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/#\/node\/detail\/1$/);
  const plan = page.getByTestId('node-plan');
  await expect(plan).toContainText('Stake 500 USDT for 180 days');
  // 500 back plus 500 × 0.3% × 180 days of income.
  await expect(plan.getByTestId('node-return-amount')).toHaveText('770 USDT');
  const returnOn = await page.evaluate(() =>
    new Intl.DateTimeFormat('en', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
    }).format(new Date(Date.now() + 180 * 86_400_000)),
  );
  await expect(plan.getByTestId('node-return-date')).toHaveText(returnOn);
  await expect(page.getByRole('button', { name: 'Buy for 500 USDT' })).toBeVisible();

  await page.goto('/#/node/detail/3');
  await expect(page.getByTestId('node-blocked')).toHaveText('Sold out');
  await expect(page.getByRole('button', { name: /Buy for/ })).toHaveCount(0);
});

test('buy a node by balance: the balance drops by exactly the price and the order shows paid', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  expect(await session.balance()).toBe('1000');
  await page.goto('/#/node/detail/1');
  await page.getByRole('button', { name: 'Buy for 500 USDT' }).click();

  const popup = page.getByTestId('pre-order-popup');
  await expect(popup.getByRole('heading', { name: 'Order created' })).toBeVisible();
  await expect(popup).toContainText('Buy node');
  await expect(popup).toContainText('500 USDT');
  await popup.getByRole('button', { name: 'Pay now' }).click();

  const sheet = page.getByTestId('payment-sheet');
  await expect(sheet).toContainText('Amount due: 500 USDT');
  await expect(sheet.getByTestId('pay-method-balance')).toContainText('Available: 1,000 USDT');
  await expect(sheet.getByRole('radio', { name: /Pay with balance/ })).toBeChecked();
  await sheet.getByRole('button', { name: 'Pay 500 USDT' }).click();
  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');
  await expect(sheet.getByTestId('phase-processingPayment')).toHaveAttribute('data-state', 'done');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();

  expect(await session.balance()).toBe('500');
  const [order] = await session.orders();
  expect(order).toMatchObject({ order_type: 2, status: 5, total_price: '500' });
  await expect(page.getByTestId('node-purchased')).toHaveText('Purchased');
  await expect(page.getByTestId('node-blocked')).toHaveText('You have reached the purchase limit of 1');
  // The limit the person's own purchase filled reads as what they hold, neutral, not the red of sold out.
  const holding = page.getByTestId('node-limit-reached');
  await expect(holding).toHaveText('You hold 1 of 1');
  await expect(holding).toHaveClass(/\blimit\b/);
  await expect(holding).not.toHaveClass(/\bout\b/);

  await page.goto('/#/orders');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
  await expect(card).toContainText('500 USDT');
});

test('insufficient balance says what the user has and what is needed, and charges nothing', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await page.goto('/#/node/detail/2');
  await page.getByRole('button', { name: 'Buy for 2,000 USDT' }).click();
  await page.getByTestId('pre-order-popup').getByRole('button', { name: 'Pay now' }).click();
  const sheet = page.getByTestId('payment-sheet');
  // The balance of 1,000 does not cover 2,000: the sheet says what it has and how much it is short, never
  // picks it nor lets it be picked, and shows where the rest can come from.
  const balance = sheet.getByTestId('pay-method-balance');
  await expect(balance).toContainText('Available: 1,000 USDT');
  await expect(balance.getByTestId('pay-short-balance')).toHaveText('1,000 USDT short');
  await expect(balance.getByRole('radio')).toBeDisabled();
  await expect(balance.getByRole('radio')).not.toBeChecked();
  const ways = sheet.getByTestId('payment-ways');
  await expect(ways.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(ways.getByRole('link', { name: 'Exchange' })).toBeVisible();
  await expect(ways.getByRole('link', { name: 'Transfer' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  expect(await session.balance()).toBe('1000');
  const [order] = await session.orders();
  expect(order?.status).toBe(1);

  // With balances hidden, the shortfall (the price less the balance) is masked too: it would give the
  // balance away.
  await page.goto('/#/wallet');
  await page.locator('.page:not([hidden])').getByRole('button', { name: 'Hide amounts' }).click();
  await page.goto('/#/node/detail/2');
  await page.getByRole('button', { name: 'Pay your open order' }).click();
  await expect(balance).toContainText('Available: **** USDT');
  await expect(balance.getByTestId('pay-short-balance')).toHaveText('**** USDT short');
});

test('a destroy amount below the minimum is refused before anything is sent', async ({ page, request }) => {
  const session = await logInFresh(page, request);
  await page.goto('/#/ming');
  const form = page.getByTestId('destroy-form');
  await expect(form).toContainText('Minimum 100 USDT');
  await form.getByLabel('Burn amount (USDT)').fill('99.5');
  await form.getByRole('button', { name: 'Start burn mining' }).click();
  await expect(form.getByRole('alert')).toHaveText('The minimum is 100 USDT');
  expect(await session.orders()).toEqual([]);

  await form.getByLabel('Burn amount (USDT)').fill('165');
  await expect(page.getByTestId('destroy-preview')).toHaveText(
    'About 2,000 NADI burned at 0.0825 USDT per NADI',
  );
  await form.getByRole('button', { name: 'Start burn mining' }).click();
  const popup = page.getByTestId('pre-order-popup');
  await expect(popup).toContainText('Burn mining');
  await expect(popup).toContainText('165 USDT');
  await popup.getByRole('button', { name: 'Keep browsing' }).click();
  await expect(popup).toBeHidden();
  expect((await session.orders()).map((o) => [o.order_type, o.total_price, o.status])).toEqual([
    [3, '165', 1],
  ]);

  const union = page.getByTestId('union-form');
  await union.getByLabel('Union amount (USDT)').fill('300');
  await union.getByRole('button', { name: 'Join union mining' }).click();
  await expect(union.getByRole('alert')).toHaveText('The minimum is 500 USDT');
});

test('activate a device by its code: pending, then activated; a faulty one fails with "refresh later"', async ({
  page,
  request,
}) => {
  await logInFresh(page, request);
  await page.goto('/#/ming');
  await expect(page.getByTestId('power-basic')).toHaveText('0');
  await page.getByRole('button', { name: 'Activate a device' }).click();
  const sheet = page.getByTestId('activation-sheet');
  await sheet.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(sheet.getByRole('alert')).toHaveText('This field is required');
  await sheet.getByLabel('Activation code').fill('NADI-NOPE-0000');
  await sheet.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(sheet.getByRole('alert')).toHaveText(
    'No device has this code. Check it against the code on the box.',
  );

  await sheet.getByLabel('Activation code').fill('NADI-DEMO-0001');
  await sheet.getByRole('button', { name: 'Activate', exact: true }).click();
  const outcome = sheet.getByTestId('activation-outcome');
  await expect(outcome).toContainText('Activating…');
  await expect(outcome).toContainText('Activated. The device now mines for you.');

  await sheet.getByRole('button', { name: 'Activate another device' }).click();
  await sheet.getByLabel('Activation code').fill('NADI-FAIL-0001');
  await sheet.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(outcome).toContainText('Activation failed, please refresh later to check');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();

  const miners = page.getByTestId('miner');
  await expect(miners.filter({ hasText: 'NADI Tab S1' }).filter({ hasText: 'Activated' })).toHaveCount(1);
  await expect(page.getByTestId('power-basic')).toHaveText('100');
});

test('the destroy records and the power log page and filter', async ({ page, request }) => {
  const session = await logInFresh(page, request);
  const order = await session.preOrder({ order_type: 3, amount: '165' });
  await session.call('POST', '/api/v1/pay/balance', { order_id: order.id });
  await page.goto('/#/ming');
  await page.getByRole('link', { name: 'Burn records' }).click();
  const entry = page.getByTestId('destroy-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Trial mining');
  await expect(entry).toContainText('2,000 NADI');
  await expect(entry).toContainText('165 USDT');
  await expect(entry).toContainText('0.0825 USDT');

  const node = await session.preOrder({ order_type: 2, goods_id: 1, num: 1 });
  await session.call('POST', '/api/v1/pay/balance', { order_id: node.id });
  await page.goto('/#/mingLog');
  const lines = page.getByTestId('power-log-entry');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Buy node');
  await expect(lines.first()).toContainText('+500');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('empty-state')).toContainText('No power records yet');
  await page.getByRole('button', { name: 'All' }).click();
  await expect(lines).toHaveCount(1);
});
