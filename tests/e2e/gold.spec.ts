import { expect, type Page, test } from '@playwright/test';
import { logInFresh, watchErrors } from './api-session';
import { mockControl } from './helpers';
import { wordsInPictures } from './pictures';

let errors: string[] = [];
test.beforeEach(async ({ page, request }) => {
  await mockControl(request, 'reset');
  // A fixed gold price: the journeys check exact totals.
  await mockControl(request, 'gold/price', { price: '75.31' });
  errors = watchErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Pays the open payment sheet by balance and closes it. */
async function payByBalance(page: Page, amount: string): Promise<void> {
  const sheet = page.getByTestId('payment-sheet');
  await sheet.getByRole('button', { name: `Pay ${amount} USDT` }).click();
  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
}

test('a delivered gold order asks for an address, ships, is received with its total, then releases', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await page.goto('/#/shop');
  await expect(page.getByTestId('gold-price-value')).toHaveText('75.31 USDT/g');
  await expect(page.getByTestId('gold-price-time')).toContainText('Updated');
  await page.getByRole('tab', { name: 'Gold bars' }).click();
  const goods = page.getByTestId('gold-goods');
  await expect(goods).toHaveCount(2);
  const bar = goods.filter({ hasText: 'NADI bar 10 g' });
  await expect(bar.getByTestId('gold-goods-price')).toHaveText('765.6 USDT');
  await expect(bar).toContainText('Stock 120 · Sold 38');
  await bar.click();

  await expect(page).toHaveURL(/#\/shop\/detail\/1$/);
  await expect(page.getByTestId('gold-delivery')).toHaveText('Shipped to your address');
  const breakdown = page.getByTestId('gold-breakdown');
  await expect(breakdown).toContainText('Gold: 10 g × 75.31 USDT/g');
  await expect(breakdown).toContainText('753.1 USDT');
  await expect(breakdown).toContainText('12.5 USDT');
  await expect(page.getByTestId('gold-detail-total')).toHaveText('765.6 USDT');
  await expect(page.getByTestId('gold-content')).toContainText('999.9');
  await page.getByTestId('gold-buy').click();

  await expect(page).toHaveURL(/#\/shop\/orderConfirm\?goods=1&num=1$/);
  await expect(page.getByTestId('gold-lock-countdown')).toHaveText(/Price held for 0[01]:\d\d/);
  const delivery = page.getByTestId('gold-delivery-section');
  await expect(delivery).toContainText('You have no address yet');
  await page.getByRole('button', { name: 'Pay 765.6 USDT' }).click();
  await expect(page.getByTestId('gold-address-required')).toHaveText('Choose a delivery address');
  expect(await session.orders()).toEqual([]);

  // Add one on the address page: back on the confirm page it is the delivery address.
  await delivery.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/#\/address\/add$/);
  await page.getByLabel('Recipient').fill('Somchai Jaidee');
  await page.getByTestId('region-button').click();
  const regions = page.getByTestId('region-sheet');
  await regions.getByRole('searchbox').fill('thai');
  await regions.getByRole('button', { name: /Thailand/ }).click();
  await page.getByLabel('Mobile number').fill('081 234 5678');
  await page.getByLabel('Province / city').fill('Bangkok, Bang Rak');
  await page.getByLabel('Detailed address').fill('1 Silom Rd, 12F');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/#\/shop\/orderConfirm/);
  await expect(page.getByTestId('gold-address')).toContainText('Somchai Jaidee');
  await page.getByLabel('Remark (optional)').fill('Gift wrap, please');

  await page.getByRole('button', { name: 'Pay 765.6 USDT' }).click();
  await payByBalance(page, '765.6');
  await expect(page).toHaveURL(/#\/shop\/orderList/);
  expect(await session.balance()).toBe('234.4');
  const card = page.getByTestId('gold-order');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('gold-order-status')).toHaveText('To ship');
  await expect(card).toContainText('Gift wrap, please');
  // Cancel asks first, with buttons that say what they do; keeping it keeps the order.
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel order', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep order', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('gold-order-status')).toHaveText('To ship');
  await page.getByRole('tab', { name: 'To receive' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  // The courier takes it (the mock's clock, moved at once).
  await mockControl(request, 'gold/orders', { to: 'shipped' });
  await page.getByRole('tab', { name: 'To ship' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByRole('tab', { name: 'To receive' }).click();
  await expect(card.getByTestId('gold-order-express')).toContainText('SF Express SF');
  await card.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(dialog).toContainText('Confirm receipt?');
  await expect(dialog).toContainText('765.6 USDT');
  await dialog.getByRole('button', { name: 'Yes, received' }).click();
  await expect(page.getByText('Receipt confirmed')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(card.getByTestId('gold-order-status')).toHaveText('Completed');

  // Three days of release at 1 % a day.
  await mockControl(request, 'gold/release', { days: 3 });
  await page.goto('/#/shop/orderRelease');
  const record = page.getByTestId('release-record');
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('release-status')).toHaveText('Releasing');
  await expect(record).toContainText('NADI bar 10 g');
  await expect(record.getByTestId('release-released')).toHaveText('22.968 USDT');
  await expect(record).toContainText('1% a day');
  await page.getByRole('tab', { name: 'Release completed' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  expect(await session.balance()).toBe('257.368');
});

test('vault gold asks no address; a price that moved during checkout is asked about again', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await page.goto('/#/shop/detail/5');
  await expect(page.getByTestId('gold-delivery')).toHaveText('Not shipped: held in the vault');
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByTestId('gold-quantity')).toHaveText('2');
  await expect(page.getByTestId('gold-detail-total')).toHaveText('151.62 USDT');
  await page.getByTestId('gold-buy').click();

  await expect(page).toHaveURL(/#\/shop\/orderConfirm\?goods=5&num=2$/);
  await expect(page.getByTestId('gold-no-delivery')).toBeVisible();
  await expect(page.getByTestId('gold-delivery-section')).toHaveCount(0);
  await expect(page.getByTestId('gold-lock').getByTestId('gold-total')).toHaveText('151.62 USDT');

  // The market moves and the held price runs out before the buyer pays.
  await mockControl(request, 'gold/price', { price: '80', expire_locks: true });
  await page.getByRole('button', { name: 'Pay 151.62 USDT' }).click();
  const change = page.getByTestId('gold-price-change');
  await expect(change).toContainText('The gold price has changed');
  await expect(change).toContainText('from 75.31 to 80 USDT/g');
  await expect(change).toContainText('The total is now 161 USDT (was 151.62 USDT)');
  expect(await session.orders()).toEqual([]);
  await change.getByRole('button', { name: 'Continue at 161 USDT' }).click();
  await payByBalance(page, '161');

  await expect(page).toHaveURL(/#\/shop\/orderList/);
  const card = page.getByTestId('gold-order');
  await expect(card.getByTestId('gold-order-status')).toHaveText('Completed');
  await expect(card.getByTestId('gold-order-total')).toHaveText('161 USDT');
  await expect(card).toContainText('80 USDT/g');
  expect(await session.balance()).toBe('839');

  await page.goto('/#/shop/orderRelease');
  const record = page.getByTestId('release-record');
  await expect(record).toContainText('Vault gold 1 g');
  await expect(record).toContainText('161 USDT');
  await expect(record.getByTestId('release-status')).toHaveText('Releasing');
});

for (const [lang, tab] of [
  ['zhTw', '金條'],
  ['en', 'Gold bars'],
] as const) {
  test(`the gold shop's pictures carry no words (${lang})`, async ({ page, request }) => {
    await logInFresh(page, request);
    // After logInFresh's English: the language this run is about.
    await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), lang);
    await page.goto('/#/shop');
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    const goods = page.getByTestId('gold-goods');
    await expect(goods).toHaveCount(6);
    expect(await wordsInPictures(goods.locator('img'))).toEqual([]);
    await goods.first().click();
    await expect(page).toHaveURL(/#\/shop\/detail\/\d+$/);
    await expect(page.locator('img.shop-hero')).toBeVisible();
    expect(await wordsInPictures(page.locator('img.shop-hero'))).toEqual([]);
  });
}
