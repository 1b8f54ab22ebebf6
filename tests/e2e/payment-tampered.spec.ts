import { expect, type Page, test } from '@playwright/test';
import {
  api,
  approvalsBy,
  balanceOf,
  chooseOnChain,
  logIn,
  nadiChain,
  ordersOf,
  paymentsBy,
  payStatus,
  provider,
  type WireOrder,
} from './chain-kit';
import { mockControl } from './helpers';

/**
 * Issue 23, items 1 and 2, on the local chain: the backend (the mock, through its control API) answers a
 * tampered on-chain intent. The app refuses it with nothing asked of the wallet: no chain switch, no
 * approval, no payment, no coin moved.
 */

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** A 500 USDT order whose NADI-chain USDT intent the backend has recorded and then rewritten with `change`. */
async function tamperedOrder(page: Page, change: Record<string, unknown>): Promise<WireOrder> {
  const order = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 4,
    amount: '500',
  });
  await api(page, 'POST', '/api/v1/pay/chainIntent', { order_id: order.id, chain: 'NADI', token: 'USDT' });
  await mockControl(page.request, 'payment/intent', { order_id: order.id, ...change });
  return order;
}

const TAMPERED = [
  // Item 1: USDT without its contract used to count as the native coin: 500 BNB sent instead of 500 USDT.
  { name: 'USDT without a token contract', change: { token_contract: null } },
  // Item 2: inflated decimals multiply the approval and the payment (10^20 per USDT instead of 10^18).
  { name: 'USDT with 20 decimals (the token has 18)', change: { decimals: 20 } },
];

for (const { name, change } of TAMPERED) {
  test(`a tampered intent (${name}) is refused before the wallet is asked anything`, async ({ page }) => {
    const address = await logIn(page);
    const nadi = await nadiChain(page);
    const order = await tamperedOrder(page, change);
    const bnbBefore = await provider.getBalance(address);
    const usdtBefore = await balanceOf(nadi.tokens.USDT, address);

    await page.goto('/#/orders');
    const card = page.getByTestId('order-card').filter({ hasText: order.order_no });
    await card.getByRole('button', { name: `Pay order ${order.order_no}: 500 USDT` }).click();
    const sheet = await chooseOnChain(page, 'USDT');
    await sheet.getByRole('button', { name: 'Pay 500 USDT' }).click();
    const failure = sheet.getByTestId('payment-failure');
    await expect(failure).toContainText(
      "The payment details from the server do not match this app's settings",
    );
    await expect(failure).toContainText('The order has not been paid');

    // Nothing was asked of the wallet: it is still on BSC; nothing approved, paid or sent.
    await expect.poll(() => page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(56);
    expect(await approvalsBy(nadi, nadi.tokens.USDT, address)).toHaveLength(0);
    expect(await paymentsBy(nadi, address)).toHaveLength(0);
    expect(await provider.getBalance(address)).toBe(bnbBefore);
    expect(await balanceOf(nadi.tokens.USDT, address)).toBe(usdtBefore);
    expect(await provider.getTransactionCount(address)).toBe(0);
    const [listed] = await ordersOf(page);
    expect(listed?.status).toBe(1);
    expect((await payStatus(page, order.id)).status).toBe('unpaid');
  });
}
