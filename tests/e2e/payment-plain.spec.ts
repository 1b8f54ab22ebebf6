import { expect, test } from '@playwright/test';
import { parseUnits, Transaction } from 'ethers';
import { E2E_CHAIN_PORT } from '../../playwright.config';
import { api, chooseOnChain, logIn, nadiChain, payStatus, provider, type WireOrder } from './chain-kit';
import { mockControl } from './helpers';

/**
 * The last money hole, end to end: BNB paid without a payment contract (a plain transfer to the receiver,
 * as on a chain that has none), so nothing on chain names the order. The wallet's transfer reaches the
 * chain, the page never hears its hash, the user reloads and taps "Pay" again: the app must find that
 * transfer (sent since the order's first attempt) and follow it, never send a second one.
 */

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** The NADI chain's JSON-RPC, as the page calls it. */
const CHAIN_URL_PATTERN = (url: URL) => url.port === String(E2E_CHAIN_PORT);

test('BNB without a payment contract, a reload before the page hears the hash: one transfer, the order paid by it', async ({
  page,
}) => {
  const address = await logIn(page);
  await mockControl(page.request, 'payment/contract', { plain_native: true });
  const nadi = await nadiChain(page);
  const order = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 3,
    amount: '150',
  });
  const price = parseUnits('0.25', 18); // BNB at 600 USDT
  const receiverBefore = await provider.getBalance(nadi.receiver);
  const sentBefore = await provider.getTransactionCount(address);

  await page.goto(`/#/orders?pay=${order.id}`);
  const sheet = await chooseOnChain(page, 'BNB');
  await expect(sheet).toContainText('Amount due: 150 USDT');
  // The transfer (straight to the receiver, no contract) reaches the chain; its hash never comes back.
  // The held request is aborted only once the page is gone (else Playwright would send it again).
  let sent: string | null = null;
  let plain = false;
  let release = () => {};
  const gone = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHAIN_URL_PATTERN, async (route) => {
    const body = route.request().postDataJSON() as { method?: string; params?: string[] } | null;
    const raw = body?.method === 'eth_sendRawTransaction' ? body.params?.[0] : undefined;
    if (sent === null && raw) {
      const tx = Transaction.from(raw);
      plain = tx.to?.toLowerCase() === nadi.receiver.toLowerCase() && tx.data === '0x';
      sent = ((await (await route.fetch()).json()) as { result: string }).result.toLowerCase();
      await gone;
      await route.abort().catch(() => undefined);
      return;
    }
    await route.continue();
  });
  await sheet.getByRole('button', { name: 'Pay 150 USDT' }).click();
  await expect.poll(() => sent, { timeout: 90_000 }).toMatch(/^0x[0-9a-f]{64}$/);
  expect(plain).toBe(true);
  await expect.poll(async () => (await provider.getTransactionReceipt(sent ?? ''))?.status).toBe(1);
  await expect(sheet.getByTestId('phase-processingPayment')).toHaveAttribute('data-state', 'current');
  const kept = await page.evaluate(() => window.sessionStorage.getItem('paymentInfo') ?? '');
  expect(kept).not.toContain('txHash');
  expect(kept).toContain('"mark"');
  // The server heard nothing: the order is still unpaid, nothing names it on chain.
  expect((await payStatus(page, order.id)).status).toBe('unpaid');

  await page.reload();
  release();
  // The unlucky user taps "Pay" again: the transfer is found and followed, nothing is sent.
  const again = await chooseOnChain(page, 'BNB');
  await again.getByRole('button', { name: 'Pay 150 USDT' }).click();
  await expect(again.getByTestId('payment-success')).toContainText('Payment successful');

  expect(await payStatus(page, order.id)).toEqual({
    order_id: order.id,
    status: 'paid',
    tx_hash: sent,
    paid_by: 'chain',
  });
  // One transaction left the account, and the receiver got the price once.
  expect((await provider.getTransactionCount(address)) - sentBefore).toBe(1);
  expect((await provider.getBalance(nadi.receiver)) - receiverBefore).toBe(price);
  await again.getByRole('button', { name: 'Done' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: order.order_no });
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
});
