import { expect, type Page, test } from '@playwright/test';
import { installMisbehavingWallet, type Misbehaviour } from '../wallets/misbehaving-wallet';
import { mockControl } from './helpers';

/**
 * Every documented way a wallet's in-app browser misbehaves (issue 36), one login each through the real
 * connect sheet, then the wrong-network prompt (the wallet starts on Ethereum, chain 1) switched to BSC.
 * The wallet is tests/wallets/misbehaving-wallet.ts, injected before the app's first script, signing with
 * a real key. One phone size: these are about the wallet, not the layout.
 */

interface Case {
  readonly title: string;
  readonly behaviour: Misbehaviour;
  /** The name the sheet shows the wallet by. */
  readonly shownAs: string;
  /** What happens between choosing the wallet and the invite-code dialog. */
  readonly connect?: 'stuck' | 'pending';
  /** What the wrong-network prompt does: switch by its button, or tell the person to switch in the wallet. */
  readonly network?: 'switch' | 'manual';
  /** After the switch: log out (bounded) and in again, then count the wallet's listeners. */
  readonly again?: boolean;
  /** After the switch: reload; the stored session finds the wallet again, however late it comes. */
  readonly reload?: boolean;
}

const TP = { isTokenPocket: true };
const CASES: readonly Case[] = [
  { title: 'no EIP-6963 announcement', behaviour: { flags: TP }, shownAs: 'TokenPocket' },
  {
    title: 'an EIP-6963 announcement',
    behaviour: { flags: { isMetaMask: true }, announce: { name: 'Test Wallet', rdns: 'org.nadi.test' } },
    shownAs: 'Test Wallet',
  },
  {
    title: 'late injection with ethereum#initialized',
    behaviour: { flags: TP, lateMs: 1_500 },
    shownAs: 'TokenPocket',
    reload: true,
  },
  {
    title: 'window.ethereum.providers',
    behaviour: { placement: 'providers', flags: { isTrust: true } },
    shownAs: 'Trust Wallet',
  },
  {
    title: 'imToken beside isMetaMask',
    behaviour: { flags: { isMetaMask: true, isImToken: true } },
    shownAs: 'imToken',
  },
  {
    title: 'Bitget beside isMetaMask',
    behaviour: { flags: { isMetaMask: true, isBitKeep: true } },
    shownAs: 'Bitget Wallet',
  },
  {
    title: 'namespace okxwallet',
    behaviour: { placement: 'okxwallet', flags: { isMetaMask: true } },
    shownAs: 'OKX Wallet',
  },
  {
    title: 'namespace bitkeep.ethereum',
    behaviour: { placement: 'bitkeep.ethereum' },
    shownAs: 'Bitget Wallet',
  },
  { title: 'namespace trustwallet', behaviour: { placement: 'trustwallet' }, shownAs: 'Trust Wallet' },
  {
    title: 'namespace binancew3w.ethereum',
    behaviour: { placement: 'binancew3w.ethereum', flags: { isMetaMask: true } },
    shownAs: 'Binance Web3 Wallet',
  },
  { title: 'namespace safepalProvider', behaviour: { placement: 'safepalProvider' }, shownAs: 'SafePal' },
  {
    title: 'chain ids as numbers',
    behaviour: { flags: TP, chainIdFormat: 'number' },
    shownAs: 'TokenPocket',
  },
  {
    title: 'chain ids as decimal strings',
    behaviour: { flags: TP, chainIdFormat: 'decimal' },
    shownAs: 'TokenPocket',
  },
  {
    title: 'no chainChanged after a switch',
    behaviour: { flags: TP, switchBehaviour: 'no-event' },
    shownAs: 'TokenPocket',
  },
  {
    title: 'a stale chain id for 500 ms after a switch',
    behaviour: { flags: { isMetaMask: true }, switchBehaviour: 'stale' },
    shownAs: 'MetaMask',
  },
  {
    title: 'disconnect 1013 during a switch',
    behaviour: { flags: { isMetaMask: true }, switchBehaviour: 'disconnect-1013' },
    shownAs: 'MetaMask',
  },
  {
    title: 'switch unsupported (4200)',
    behaviour: { flags: { isImToken: true }, switchBehaviour: 'unsupported-4200' },
    shownAs: 'imToken',
    network: 'manual',
  },
  {
    title: 'switch unsupported (-32601)',
    behaviour: { flags: TP, switchBehaviour: 'unsupported-32601' },
    shownAs: 'TokenPocket',
    network: 'manual',
  },
  {
    title: '4902 wrapped in data.originalError',
    behaviour: { flags: { isMetaMask: true }, switchBehaviour: 'wrapped-4902' },
    shownAs: 'MetaMask',
  },
  {
    title: 'eth_requestAccounts that never settles',
    behaviour: { flags: TP, hangOnce: ['eth_requestAccounts'] },
    shownAs: 'TokenPocket',
    connect: 'stuck',
  },
  {
    title: 'a signature that never settles',
    behaviour: { flags: TP, hangOnce: ['personal_sign'] },
    shownAs: 'TokenPocket',
    connect: 'stuck',
  },
  {
    title: '-32002',
    behaviour: { flags: TP, pendingOnce: true },
    shownAs: 'TokenPocket',
    connect: 'pending',
  },
  {
    title: 'only off, no removeListener',
    behaviour: { flags: TP, onlyOff: true },
    shownAs: 'TokenPocket',
    again: true,
  },
  { title: 'lowercase accounts', behaviour: { flags: TP, lowercaseAccounts: true }, shownAs: 'TokenPocket' },
  {
    title: 'wallet_revokePermissions that never settles',
    behaviour: { flags: TP, revokeHangs: true },
    shownAs: 'TokenPocket',
    again: true,
  },
];

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ page: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone size: these are about the wallet, not the layout');
});

const token = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('token'));

async function openConnectSheet(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
  return page.getByTestId('login-sheet');
}

/** Chooses the wallet in the open sheet and logs in with it (a new address: no invite code). */
async function logIn(page: Page, item: Case): Promise<void> {
  const sheet = page.getByTestId('login-sheet');
  const choice = sheet.getByRole('button', { name: new RegExp(`^${item.shownAs} Found in this browser`) });
  // Found however it arrived, while the sheet stays open (late injection: no closing and reopening).
  await expect(choice).toBeVisible({ timeout: 6_000 });
  await choice.click();
  if (item.connect === 'pending') {
    await expect(sheet.getByRole('alert')).toContainText('already pending in your wallet');
    await choice.click();
  }
  // A new address meets the invite-code dialog (before the signature); a wallet that does not answer, the
  // way out after a few seconds: a second try works without a reload.
  const invite = sheet.getByRole('heading', { name: 'Invite code' });
  const retry = sheet.getByRole('button', { name: 'Try again' });
  let retried = false;
  for (;;) {
    await expect(
      invite
        .or(retry)
        .or(page.getByText('Logged in', { exact: true }))
        .first(),
    ).toBeVisible({
      timeout: 8_000,
    });
    if (await invite.isVisible()) {
      await sheet.getByRole('button', { name: 'Continue without a code' }).click();
      await expect(invite).toBeHidden();
    } else if (await retry.isVisible()) {
      await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await retry.click();
      retried = true;
    } else break;
  }
  expect(retried, 'the way out was offered').toBe(item.connect === 'stuck');
  await expect(sheet).toBeHidden();
  await expect.poll(() => token(page)).not.toBeNull();
}

for (const item of CASES) {
  test(`a wallet with ${item.title} logs in and switches to BSC`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await mockControl(page.request, 'reset');
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await installMisbehavingWallet(page, item.behaviour);
    await page.goto('/#/index');
    await openConnectSheet(page);
    await logIn(page, item);

    const prompt = page.getByTestId('wrong-network');
    await expect(prompt).toContainText('chain ID 1');
    await prompt.getByRole('button', { name: 'Switch to BNB Smart Chain' }).click();
    if (item.network === 'manual') {
      await expect(prompt.getByRole('alert')).toContainText(
        'Your wallet cannot switch from here: switch to BNB Smart Chain in your wallet',
      );
      await page.evaluate(() => window.__testWallet?.switchInWallet(56));
    }
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => window.__testWallet?.chainId())).toBe(56);
    // Still hidden once a stale chain id has passed, and still logged in (a 1013 disconnect is no logout).
    if (item.behaviour.switchBehaviour === 'stale' || item.behaviour.switchBehaviour === 'disconnect-1013') {
      await page.waitForTimeout(700);
      await expect(prompt).toBeHidden();
    }
    expect(await token(page)).not.toBeNull();

    if (item.reload) {
      await page.reload();
      await expect(page.getByTestId('user-card')).toBeVisible();
      // Attached again without a prompt: the app listens to the wallet's events.
      await expect
        .poll(() => page.evaluate(() => window.__testWallet?.listenerCount('chainChanged')), {
          timeout: 8_000,
        })
        .toBe(1);
      expect(await page.evaluate(() => window.__testWallet?.calls().includes('eth_requestAccounts'))).toBe(
        false,
      );
    }
    if (item.again) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('side-menu').getByRole('button', { name: 'Log out' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Log out' }).click();
      await expect.poll(() => token(page), { timeout: 2_000 }).toBeNull();
      await openConnectSheet(page);
      await logIn(page, item);
      for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) {
        expect(await page.evaluate((name) => window.__testWallet?.listenerCount(name), event), event).toBe(1);
      }
    }
    expect(errors).toEqual([]);
  });
}

test('without a wallet in the browser, the sheet offers the wallet apps and the copy of the page link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await mockControl(page.request, 'reset');
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/#/index?code=NADI2025');
  const sheet = await openConnectSheet(page);
  const apps = sheet.getByTestId('open-in-app');
  await expect(apps.getByRole('link', { name: 'Open in TokenPocket' })).toBeVisible();
  await apps.getByRole('button', { name: "Copy this page's link" }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an engine below the supported browsers gets a plain message in its language, not a blank page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.localStorage.setItem('lang', 'th');
    // iOS 13's WebView: no BigInt, which the app's money and chain code needs.
    Reflect.deleteProperty(window, 'BigInt');
  });
  await page.goto('/#/index');
  await expect(page.getByRole('alert')).toHaveText(
    'เบราว์เซอร์นี้เก่าเกินไปสำหรับ NADI โปรดอัปเดตแอปกระเป๋าเงินหรือเบราว์เซอร์ หรือเปิดหน้านี้ในเบราว์เซอร์อื่น',
  );
  expect(errors).toEqual([]);
});
