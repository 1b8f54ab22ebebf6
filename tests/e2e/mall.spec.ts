import { expect, type Page, test } from '@playwright/test';
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

/** The element of the page on screen: kept-alive pages stay in the DOM, hidden. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

const HOME = {
  name: 'Aiden Chen',
  phone: '+886912345678',
  area_code: 'TW',
  area: 'Taipei City, Xinyi District',
  address: 'No. 7, Sec. 5, Xinyi Rd., 11F',
  is_default: 1,
};

test('buy a mall item to a new, non-default address, follow it to shipped and traced, confirm receipt', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await session.call('POST', '/api/v1/address/addAddress', HOME);

  // The goods and one device with its sanitised description.
  await page.goto('/#/mall');
  const tablet = shown(page, 'mall-goods').filter({ hasText: 'NADI Tab S1' });
  await expect(tablet).toContainText('299 USDT');
  await expect(tablet).toContainText('120 in stock · 380 sold');
  await tablet.click();
  await expect(page).toHaveURL(/#\/mall\/detail\/1$/);
  await expect(shown(page, 'goods-price')).toHaveText('299 USDT');
  await expect(shown(page, 'goods-description').getByRole('heading')).toHaveText('Mines while it charges');
  await page.getByRole('button', { name: 'One more' }).click();
  await shown(page, 'buy').click();

  // The confirm page starts at the default address; adding one comes back with it chosen.
  await expect(page).toHaveURL(/#\/mall\/orderConfirm\?goods=1&num=2$/);
  await expect(shown(page, 'delivery')).toContainText('Aiden Chen');
  await expect(shown(page, 'confirm-total')).toHaveText('598 USDT');
  await shown(page, 'add-address').click();
  await expect(page).toHaveURL(/#\/address\/add$/);
  await page.getByLabel('Recipient').fill('Chen Office');
  await shown(page, 'region-button').click();
  const regions = shown(page, 'region-sheet');
  await regions.getByRole('searchbox').fill('singapore');
  await regions.getByRole('button', { name: /Singapore/ }).click();
  await page.getByLabel('Mobile number').fill('9123 4567');
  await page.getByLabel('Province / city').fill('Central Region');
  await page.getByLabel('Detailed address').fill('1 Raffles Place, #20-01');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/#\/mall\/orderConfirm\?goods=1&num=2$/);
  await expect(shown(page, 'delivery')).toContainText('Chen Office');

  // Changing goes both ways through the picker.
  await page.getByRole('button', { name: 'Change' }).click();
  const picker = shown(page, 'address-picker');
  await picker.getByRole('button', { name: /Aiden Chen/ }).click();
  await expect(shown(page, 'delivery')).toContainText('Aiden Chen');
  await page.getByRole('button', { name: 'Change' }).click();
  await picker.getByRole('button', { name: /Chen Office/ }).click();
  await expect(shown(page, 'delivery')).toContainText('Chen Office');

  // Order, pay now by balance.
  await page.getByRole('button', { name: 'Submit order · 598 USDT' }).click();
  const popup = shown(page, 'pre-order-popup');
  await expect(popup).toContainText('598 USDT');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  const sheet = shown(page, 'payment-sheet');
  await sheet.getByRole('button', { name: 'Pay 598 USDT' }).click();
  await expect(sheet.getByTestId('payment-success')).toBeVisible();
  await sheet.getByRole('button', { name: 'Done' }).click();
  expect(await session.balance()).toBe('402');

  // The order's page: to ship, to the office, nothing to trace yet.
  await expect(page).toHaveURL(/#\/mall\/orderDetail\?id=\d+$/);
  const detail = shown(page, 'mall-order-detail');
  await expect(detail).toHaveAttribute('data-state', 'toShip');
  await expect(shown(page, 'delivery')).toContainText('Chen Office');
  await expect(shown(page, 'courier-trace')).toContainText('Not shipped yet');
  const orderId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));

  // Under "to ship" in the list, with the tab's count.
  await page.goto('/#/mall/orderList');
  await shown(page, 'mall-tab-toShip').click();
  await expect(shown(page, 'mall-tab-toShip').getByTestId('tab-count')).toHaveText('1');
  const card = shown(page, 'mall-order');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('mall-order-state')).toHaveText('To ship');
  await expect(card.getByTestId('mall-order-total')).toHaveText('598 USDT');
  await expect(card.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  // It ships: the to-receive tab has it, with the courier trace and the auto-confirm countdown.
  await mockControl(request, 'mall/advance', { order_id: orderId, to: 'shipped' });
  // Pull to refresh, as a keyboard or screen-reader user does it (the indicator's button).
  await page.getByRole('button', { name: 'Refresh' }).dispatchEvent('click');
  await expect(card).toHaveCount(0);
  await shown(page, 'mall-tab-toReceive').click();
  await expect(card.getByTestId('mall-order-state')).toHaveText('To receive');
  await expect(card.getByTestId('mall-order-countdown')).toContainText('Confirmed automatically in');
  await card.getByRole('link', { name: /View order/ }).click();
  await expect(detail).toHaveAttribute('data-state', 'toReceive');
  await expect(shown(page, 'express-no')).toContainText(/NX\d+/);
  await expect(shown(page, 'auto-confirm')).toContainText('Confirmed automatically in');
  await expect(shown(page, 'trace-event').first()).toContainText('Picked up by the courier');

  // The courier delivers: the trace reads newest first.
  await mockControl(request, 'mall/advance', { order_id: orderId, to: 'delivered' });
  await page.reload();
  const steps = shown(page, 'trace-event');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Delivered');
  await expect(steps.nth(0)).toContainText('Central Region');
  await expect(steps.nth(3)).toContainText('Picked up by the courier');

  // Confirm receipt asks with the total, then the order is completed.
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Confirm receipt?');
  await expect(dialog).toContainText('total 598 USDT');
  await dialog.getByRole('button', { name: 'Yes, I received it' }).click();
  await expect(detail).toHaveAttribute('data-state', 'completed');
  await expect(shown(page, 'auto-confirm')).toHaveCount(0);

  await page.goto('/#/mall/orderList?tab=completed');
  await expect(shown(page, 'mall-tab-completed')).toHaveAttribute('aria-selected', 'true');
  await expect(shown(page, 'mall-tab-completed').getByTestId('tab-count')).toHaveText('1');
  await expect(card.getByTestId('mall-order-state')).toHaveText('Completed');
  await expect(shown(page, 'mall-tab-toReceive').getByTestId('tab-count')).toHaveCount(0);
});

test('a device from the mining screen goes through the same confirm page, to the default address', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  await session.call('POST', '/api/v1/address/addAddress', HOME);
  await page.goto('/#/ming');
  await page.getByRole('button', { name: /NADI Phone X/ }).click();
  await shown(page, 'device-buy').click();
  await expect(page).toHaveURL(/#\/mall\/orderConfirm\?goods=2&num=1$/);
  await expect(shown(page, 'delivery')).toContainText('Aiden Chen');
  await expect(shown(page, 'confirm-total')).toHaveText('499 USDT');
  await page.getByRole('button', { name: 'Submit order · 499 USDT' }).click();
  await shown(page, 'pre-order-popup').getByRole('button', { name: 'Keep browsing' }).click();
  await expect(page).toHaveURL(/#\/mall$/);

  // Unpaid, it is listed under all with pay and cancel; its page offers both too, and cancelling asks and
  // is final.
  await page.goto('/#/mall/orderList');
  const card = shown(page, 'mall-order');
  await expect(card.getByTestId('mall-order-state')).toHaveText('To pay');
  await expect(card.getByRole('button', { name: 'Pay' })).toBeVisible();
  await expect(card.getByRole('button', { name: /Cancel order/ })).toBeVisible();
  const [unpaid] = await session.orders();
  await page.goto(`/#/mall/orderDetail?id=${unpaid?.id}`);
  const bar = page.locator('.mall-order-detail .mall-bottom-bar');
  await expect(bar.getByRole('button', { name: 'Pay' })).toBeVisible();
  await bar.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('499 USDT');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  const [order] = await session.orders();
  expect(order).toMatchObject({ order_type: 1, status: 4, total_price: '499' });
});

test('an order page without an id, or of an unknown order, says so; a hostile description is inert', async ({
  page,
  request,
}) => {
  await logInFresh(page, request);
  await page.goto('/#/mall/orderDetail');
  await expect(shown(page, 'order-gone')).toContainText('Order ID is missing.');
  await page.goto('/#/mall/orderDetail?id=999999');
  await expect(shown(page, 'order-gone')).toContainText('Order data does not exist.');

  await page.goto('/#/mall/detail/3');
  await expect(shown(page, 'goods-description')).toContainText('The foldable miner.');
  await expect(shown(page, 'goods-description').locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __mallXss?: boolean }).__mallXss)).toBeUndefined();
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
});
