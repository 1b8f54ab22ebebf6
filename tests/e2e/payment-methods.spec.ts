import { expect, test } from '@playwright/test';
import { parseUnits } from 'ethers';
import {
  allowanceOf,
  api,
  balanceOf,
  bscChain,
  chooseOnChain,
  logIn,
  nadiChain,
  paymentsBy,
  payStatus,
  type WireOrder,
} from './chain-kit';
import { freshStart, loginWithDemoWallet, mockControl } from './helpers';

/**
 * The payment methods besides a plain on-chain payment on the NADI chain: the destroy quota, the mixed
 * payment (the balance first, the rest on chain), and a payment on BSC (the local chain standing for it,
 * chain id 31337, announced by this journey: the e2e mock keeps it on standby).
 */

interface UserInfo {
  readonly balance: string;
  readonly destroy_pool_num: string;
}
const userInfo = (page: Parameters<typeof api>[0]) => api<UserInfo>(page, 'GET', '/api/v1/user/info');

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('pay with the destroy quota: exactly the price off the quota, nothing off the balance or on chain', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  // A fresh wallet has no destroy quota: the mock grants some.
  await mockControl(page.request, 'user/money', { address, destroy_quota: '800' });
  const union = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 4,
    amount: '500',
  });
  const destroy = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 3,
    amount: '100',
  });

  // Destroy mining makes the quota: it cannot be paid with it.
  await page.goto(`/#/orders?pay=${destroy.id}`);
  const destroySheet = page.getByTestId('payment-sheet');
  await expect(destroySheet).toContainText('Amount due: 100 USDT');
  await expect(destroySheet.getByRole('radio', { name: /Pay with burn quota/ })).toHaveCount(0);
  await destroySheet.getByRole('button', { name: 'Close' }).click();
  await expect(destroySheet).toBeHidden();

  const card = page.getByTestId('order-card').filter({ hasText: union.order_no });
  await card.getByRole('button', { name: `Pay order ${union.order_no}: 500 USDT` }).click();
  const sheet = page.getByTestId('payment-sheet');
  await expect(sheet).toContainText('Amount due: 500 USDT');
  const quota = sheet.getByRole('radio', { name: /Pay with burn quota/ });
  await expect(quota).toHaveAccessibleName(/Available: 800 USDT/);
  await quota.check();
  await sheet.getByRole('button', { name: 'Pay 500 USDT' }).click();
  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');

  expect(await payStatus(page, union.id)).toEqual({
    order_id: union.id,
    status: 'paid',
    tx_hash: null,
    paid_by: 'destroy_quota',
  });
  expect(await userInfo(page)).toMatchObject({ balance: '1000', destroy_pool_num: '300' });
  expect(await paymentsBy(nadi, address)).toHaveLength(0);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
});

test('mixed payment: the whole balance first, exactly the rest on chain, one Paid event', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  const receiverBefore = await balanceOf(nadi.tokens.USDT, nadi.receiver);
  // 1500 USDT against a balance of 1000 (a new wallet's demo grant): 500 is paid on chain.
  const order = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 4,
    amount: '1500',
  });
  const rest = parseUnits('500', 18);
  // Home, as the login left it, shows the balance before the payment.
  await expect(page.getByTestId('user-balance')).toHaveText('1,000 USDT');

  await page.goto(`/#/orders?pay=${order.id}`);
  const sheet = await chooseOnChain(page, 'USDT', 'NADI', /Balance first, the rest on chain/);
  await expect(sheet).toContainText('1,000 USDT comes from your balance; the rest is paid on chain.');
  await sheet.getByRole('button', { name: 'Pay 1,500 USDT' }).click();
  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');

  const payments = await paymentsBy(nadi, address);
  expect(payments).toHaveLength(1);
  expect(payments[0]?.args?.amount).toBe(rest);
  expect(payments[0]?.args?.token).toBe(nadi.tokens.USDT);
  expect((await balanceOf(nadi.tokens.USDT, nadi.receiver)) - receiverBefore).toBe(rest);
  expect(await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)).toBe(0n);
  expect(await payStatus(page, order.id)).toEqual({
    order_id: order.id,
    status: 'paid',
    tx_hash: payments[0]?.hash.toLowerCase(),
    paid_by: 'mixed',
  });
  expect((await userInfo(page)).balance).toBe('0');
  await sheet.getByRole('button', { name: 'Done' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: order.order_no });
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
  // Back on home (kept alive since the login): the balance is read again, not the one from before.
  await page.goto('/#/index');
  await expect(page.getByTestId('user-balance')).toHaveText('0 USDT');
});

test('pay on BSC (the local chain standing for it): the wallet is moved to it, the payment lands there only', async ({
  page,
}) => {
  await freshStart(page);
  // Announced before the app loads, so that the app sees BSC as this chain from the start.
  await mockControl(page.request, 'chains', { bsc: 'local' });
  await page.goto('/');
  await loginWithDemoWallet(page);
  const address = (await page.evaluate(() => window.__nadiDemoWallet?.address())) as string;
  const bsc = await bscChain(page);
  const nadi = await nadiChain(page);

  // The wallet is on BSC mainnet (56), which this app does not take now: it is asked to move to BSC.
  const prompt = page.getByTestId('wrong-network');
  await expect(prompt.getByRole('heading', { name: 'Wrong network' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Switch to BNB Smart Chain' }).click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(31337);

  // The new wallet was funded on this chain too when it logged in.
  expect(await balanceOf(bsc.tokens.USDT, address, bsc)).toBe(parseUnits('100000', 18));
  const receiverBefore = await balanceOf(bsc.tokens.USDT, bsc.receiver, bsc);
  const nadiReceiverBefore = await balanceOf(nadi.tokens.USDT, nadi.receiver);
  const order = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 3,
    amount: '150',
  });
  const price = parseUnits('150', 18);

  await page.goto(`/#/orders?pay=${order.id}`);
  const sheet = await chooseOnChain(page, 'USDT', 'BSC');
  await sheet.getByRole('button', { name: 'Pay 150 USDT' }).click();
  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');

  const payments = await paymentsBy(bsc, address);
  expect(payments).toHaveLength(1);
  expect(payments[0]?.args?.amount).toBe(price);
  expect((await balanceOf(bsc.tokens.USDT, bsc.receiver, bsc)) - receiverBefore).toBe(price);
  expect(await allowanceOf(bsc.tokens.USDT, address, bsc.payment_contract, bsc)).toBe(0n);
  // Nothing moved on the NADI chain.
  expect(await paymentsBy(nadi, address)).toHaveLength(0);
  expect(await balanceOf(nadi.tokens.USDT, nadi.receiver)).toBe(nadiReceiverBefore);
  expect(await payStatus(page, order.id)).toEqual({
    order_id: order.id,
    status: 'paid',
    tx_hash: payments[0]?.hash.toLowerCase(),
    paid_by: 'chain',
  });
  expect(await page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(31337);
});
