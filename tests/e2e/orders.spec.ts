import { expect, test } from '@playwright/test';
import { readCatalogue } from '../support/catalogue';
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

test('orders to pay: a live countdown, cancel another only after confirming, pay one by balance', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  const destroy = await session.preOrder({ order_type: 3, amount: '120' });
  const union = await session.preOrder({ order_type: 4, amount: '500' });
  await page.goto('/#/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  const unionCard = cards.filter({ hasText: union.order_no });
  const destroyCard = cards.filter({ hasText: destroy.order_no });
  await expect(unionCard).toContainText('Joint mining');
  await expect(unionCard).toContainText('500 USDT');

  // One timer for the list: the countdown moves.
  const countdown = destroyCard.getByTestId('order-countdown');
  await expect(countdown).toHaveText(/Pay within 1[45]:\d\d/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');

  // Cancel asks first, names the order and its amount; "Keep order" in the dialog keeps it.
  await unionCard.getByRole('button', { name: `Cancel order ${union.order_no}` }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Cancel this order?');
  await expect(dialog).toContainText(union.order_no);
  await expect(dialog).toContainText('500 USDT');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Keep order', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(unionCard.getByTestId('order-status')).toHaveText('To pay');
  await unionCard.getByRole('button', { name: `Cancel order ${union.order_no}` }).click();
  await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(unionCard.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(unionCard.getByTestId('order-countdown')).toHaveCount(0);

  // Pay the other by balance.
  await destroyCard.getByRole('button', { name: `Pay order ${destroy.order_no}: 120 USDT` }).click();
  const sheet = page.getByTestId('payment-sheet');
  await sheet.getByRole('button', { name: 'Pay 120 USDT' }).click();
  await expect(sheet.getByTestId('payment-success')).toBeVisible();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(destroyCard.getByTestId('order-status')).toHaveText('Paid');
  expect(await session.balance()).toBe('880');
  expect(Object.fromEntries((await session.orders()).map((o) => [o.id, o.status]))).toEqual({
    [destroy.id]: 5,
    [union.id]: 4,
  });

  // The tabs filter.
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(union.order_no);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(destroy.order_no);
  await page.getByRole('tab', { name: 'To pay' }).click();
  await expect(page.getByTestId('empty-state')).toContainText('No orders here');
});

test('the unpaid-order reminder on opening the app leads to the payment of the order', async ({
  page,
  request,
}) => {
  const session = await logInFresh(page, request);
  const order = await session.preOrder({ order_type: 3, amount: '100' });
  await page.goto('/#/index');
  const reminder = page.getByTestId('unpaid-reminder');
  await expect(reminder).toContainText('You have 1 unpaid order (100 USDT)');
  await reminder.getByRole('link', { name: 'Go to pay' }).click();
  await expect(page).toHaveURL(new RegExp(`#/orders\\?pay=${order.id}$`));
  await expect(page.getByTestId('payment-sheet')).toContainText('Amount due: 100 USDT');
});

test('an order past its expiry shows as cancelled and can no longer be paid', async ({ page, request }) => {
  const session = await logInFresh(page, request);
  const order = await session.preOrder({ order_type: 3, amount: '100' });
  await page.clock.install();
  await page.goto('/#/orders');
  const card = page.getByTestId('order-card').filter({ hasText: order.order_no });
  await expect(card.getByTestId('order-status')).toHaveText('To pay');
  await page.clock.fastForward('15:05');
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: /Pay order/ })).toHaveCount(0);
});

for (const lang of ['zhTw', 'en'] as const) {
  test.describe(() => {
    // zh-TW: a phone set to Traditional Chinese with nothing stored (the app's default); English: stored.
    test.use({ locale: lang === 'zhTw' ? 'zh-TW' : 'en-US' });
    test(`${lang}: a payment link of an order already paid, or cancelled, says so and offers nothing to pay`, async ({
      page,
      request,
    }) => {
      const m = (id: string) => readCatalogue(lang)[id] ?? id;
      const session = await logInFresh(page, request);
      if (lang === 'zhTw') await page.addInitScript(() => window.localStorage.removeItem('lang'));
      const paid = await session.preOrder({ order_type: 3, amount: '100' });
      await session.call('POST', '/api/v1/pay/balance', { order_id: paid.id });
      const cancelled = await session.preOrder({ order_type: 3, amount: '110' });
      await session.call('POST', '/api/v1/preOrder/cancel', { id: cancelled.id });

      for (const [order, message] of [
        [paid, 'payment.sheet.alreadyPaid'],
        [cancelled, 'payment.sheet.cancelledOrder'],
      ] as const) {
        await page.goto(`/#/orders?pay=${order.id}`);
        const sheet = page.getByTestId('payment-sheet');
        await expect(sheet.getByTestId('payment-ended')).toContainText(m(message));
        await expect(sheet.getByRole('radio')).toHaveCount(0);
        await expect(sheet.getByRole('button', { name: /100|110/ })).toHaveCount(0);
        await sheet.getByRole('button', { name: m('orders.payment.done') }).click();
        await expect(sheet).toBeHidden();
      }
      expect(await session.balance()).toBe('900');
    });
  });
}
