import { expect, type Page, test } from '@playwright/test';
import { parseUnits } from 'ethers';
import { installMisbehavingWallet, type Misbehaviour } from '../wallets/misbehaving-wallet';
import { CHAIN_URL, nadiChain, paymentsBy, type WireOrder } from './chain-kit';
import { MOCK, mockControl } from './helpers';

/**
 * Issue 36, item 1: a wallet that misbehaves the documented ways pays on chain for real. Each case logs in
 * through the connect sheet with tests/wallets/misbehaving-wallet.ts (on BSC, so no wrong-network prompt),
 * then pays a 150 USDT order on the local NADI chain (1337): the app switches the wallet there, approves
 * exactly and pays through the payment contract; the chain shows one payment. One phone size: these are
 * about the wallet, not the layout.
 */

interface Case {
  readonly title: string;
  readonly behaviour: Misbehaviour;
  readonly shownAs: string;
  /** The wallet cannot switch from a page: the person switches in the wallet, then pays again. */
  readonly manualSwitch?: boolean;
  /** The wallet never answers the first transaction: the person stops waiting and tries again. */
  readonly stuck?: boolean;
}

const TP = { isTokenPocket: true };
const MM = { isMetaMask: true };
const CASES: readonly Case[] = [
  {
    title: 'chain ids as numbers',
    behaviour: { flags: TP, chainIdFormat: 'number' },
    shownAs: 'TokenPocket',
  },
  {
    title: 'no chainChanged after a switch',
    behaviour: { flags: TP, switchBehaviour: 'no-event' },
    shownAs: 'TokenPocket',
  },
  {
    title: 'a stale chain id after a switch',
    behaviour: { flags: MM, switchBehaviour: 'stale' },
    shownAs: 'MetaMask',
  },
  {
    title: 'disconnect 1013 during the switch',
    behaviour: { flags: MM, switchBehaviour: 'disconnect-1013' },
    shownAs: 'MetaMask',
  },
  {
    title: '4902 wrapped in data.originalError',
    behaviour: { flags: MM, switchBehaviour: 'wrapped-4902' },
    shownAs: 'MetaMask',
  },
  {
    title: 'a switch it cannot make from a page (4200)',
    behaviour: { flags: { isImToken: true }, switchBehaviour: 'unsupported-4200' },
    shownAs: 'imToken',
    manualSwitch: true,
  },
  {
    title: 'lowercase accounts and only off()',
    behaviour: { flags: TP, lowercaseAccounts: true, onlyOff: true },
    shownAs: 'TokenPocket',
  },
  {
    title: 'a transaction prompt it never answers',
    behaviour: { flags: TP, hangOnce: ['eth_sendTransaction'] },
    shownAs: 'TokenPocket',
    stuck: true,
  },
];

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ page: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone size: these are about the wallet, not the layout');
});

/** Logs in with the wallet through the connect sheet (a new address: no invite code). */
async function logIn(page: Page, shownAs: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
  const sheet = page.getByTestId('login-sheet');
  await sheet.getByRole('button', { name: new RegExp(`^${shownAs} Found in this browser`) }).click();
  await sheet.getByRole('button', { name: 'Continue without a code' }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
}

/** A 150 USDT order made with the page's login token. */
async function newOrder(page: Page): Promise<WireOrder> {
  const token = await page.evaluate(
    () => (JSON.parse(window.sessionStorage.getItem('token') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.post(`${MOCK}/api/v1/preOrder/preOrder`, {
    headers: { Accept: 'application/json', lang: 'EN', Authorization: `Bearer ${token}` },
    data: { order_type: 3, amount: '150' },
  });
  return ((await response.json()) as { data: WireOrder }).data;
}

for (const item of CASES) {
  test(`a wallet with ${item.title} pays on chain, once`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await mockControl(page.request, 'reset');
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    const address = await installMisbehavingWallet(
      page,
      { startChainId: 56, ...item.behaviour },
      { 1337: CHAIN_URL },
    );
    await page.goto('/#/index');
    await logIn(page, item.shownAs);
    const nadi = await nadiChain(page);
    const order = await newOrder(page);

    await page.goto(`/#/orders?pay=${order.id}`);
    const sheet = page.getByTestId('payment-sheet');
    await sheet.getByRole('radio', { name: /Pay on chain/ }).check();
    await sheet.getByRole('combobox', { name: 'Network' }).selectOption('NADI');
    await sheet.getByRole('combobox', { name: 'Pay with' }).selectOption('USDT');
    await sheet.getByRole('button', { name: 'Pay 150 USDT' }).click();
    if (item.manualSwitch) {
      await expect(sheet.getByTestId('payment-failure')).toContainText(
        'Your wallet cannot switch networks from here: switch to NADI Chain in your wallet',
      );
      await page.evaluate(() => window.__testWallet?.switchInWallet(1337));
      await sheet.getByRole('button', { name: 'Try again' }).click();
    }
    if (item.stuck) {
      const stall = sheet.getByTestId('payment-stall');
      await expect(stall).toContainText('Waiting for your wallet', { timeout: 15_000 });
      await stall.getByRole('button', { name: 'Stop waiting' }).click();
      await expect(sheet.getByTestId('payment-failure')).toContainText('Your wallet did not answer.');
      await sheet.getByRole('button', { name: 'Try again' }).click();
    }
    await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful', {
      timeout: 30_000,
    });

    const payments = await paymentsBy(nadi, address);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.args?.amount).toBe(parseUnits('150', 18));
    expect(await page.evaluate(() => window.__testWallet?.chainId())).toBe(1337);
    // Still logged in: no switch, disconnect or event of the wallet ended the session.
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
    expect(errors).toEqual([]);
  });
}
