import { expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { Contract, Interface, parseUnits } from 'ethers';
import { LOCAL_CHAIN_ADDRESSES } from '../../scripts/chain/local-chain';
import { api, balanceOf, demoWalletOn, ERC20, logIn, nadiChain, provider } from './chain-kit';
import { mockControl } from './helpers';

/**
 * Deposits and withdrawals on the local NADI chain for real (issue 9), against the production build and
 * the Node mock: the mock watches the chain for token transfers to each user's deposit address and credits
 * them after 3 confirmations, and sends withdrawals from its hot wallet (account 7 of the development
 * mnemonic), following them to 3 confirmations. Blocks come every second (CHAIN_BLOCK_MS), so "n of 3"
 * really advances; the server's tick moves the ledger even while nothing asks. The demo wallet logs in
 * through the UI (its address is funded on chain at login); the test reads the chain itself, and follows
 * the ledger through the API and the screens.
 */

interface WireDeposit {
  readonly amount: string;
  readonly coin: string;
  readonly chain: string;
  readonly tx_hash: string;
  readonly from_address: string;
  readonly confirmations: number;
  readonly required_confirmations: number;
  readonly status: number;
}
interface WireWithdrawal {
  readonly id: number;
  readonly amount: string;
  readonly fee: string;
  readonly received: string;
  readonly address: string;
  readonly status: number;
  readonly confirmations: number;
  readonly required_confirmations: number;
  readonly tx_hash: string | null;
  readonly reason: string | null;
  readonly refunded: string | null;
}
interface WireRecord {
  readonly type: number;
  readonly coin: string;
  readonly amount: string;
}
interface WireAssets {
  readonly accounts: { account: number; assets: { coin: string; available: string }[] }[];
}

const FUND = 1;
const TRADE = 2;
/** Money-log types (domain/funds/fund-record-type.ts). */
const TYPE = { withdrawReturn: 3, crossChainDeposit: 19, withdraw: 29 } as const;
const TRANSFER = new Interface(['event Transfer(address indexed from, address indexed to, uint256 value)']);

const fundAvailable = async (page: Page, coin: string): Promise<Decimal> => {
  const { accounts } = await api<WireAssets>(page, 'GET', '/api/v1/wallet/assets');
  const asset = accounts.find((a) => a.account === FUND)?.assets.find((a) => a.coin === coin);
  return new Decimal(asset?.available ?? '0');
};
const depositsOf = async (page: Page) =>
  (await api<{ list: WireDeposit[] }>(page, 'GET', '/api/v1/wallet/depositList?page=1&page_size=20')).list;
const withdrawalsOf = async (page: Page) =>
  (await api<{ list: WireWithdrawal[] }>(page, 'GET', '/api/v1/wallet/withdrawList?page=1&page_size=20'))
    .list;
const moneyLogOf = async (page: Page) =>
  (await api<{ list: WireRecord[] }>(page, 'GET', '/api/v1/wallet/moneyLog?page=1&page_size=50')).list;

/** Moves NADI from the trade account's opening grant into the fund account, through the API. */
const fundWithNadi = (page: Page, amount: string) =>
  api(page, 'POST', '/api/v1/wallet/transfer', {
    from_account: TRADE,
    to_account: FUND,
    coin: 'NADI',
    amount,
    request_id: `e2e-chain-fund-${Date.now()}`,
  });

/**
 * Reads `read` every 250 ms until `done`, and answers every value seen on the way (so that a journey
 * can check the states it went through); fails after `timeoutMs`.
 */
async function follow<T>(
  read: () => Promise<T | undefined>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T[]> {
  const seen: T[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await read();
    if (value !== undefined) {
      seen.push(value);
      if (done(value)) return seen;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not reached in ${timeoutMs} ms; seen ${JSON.stringify(seen)}`);
}

/** The confirmation counts seen, in order, never going back. */
const expectCountingUp = (counts: readonly number[]) => {
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
};

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('a real deposit from the demo wallet is detected, counted up to its 3 confirmations and credited exactly', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  const target = await api<{ address: string; confirmations: number; min_amount: string }>(
    page,
    'GET',
    '/api/v1/wallet/depositAddress?coin=NADI&chain=NADI',
  );
  expect(target.confirmations).toBe(3);
  expect(target.address.toLowerCase()).not.toBe(address.toLowerCase());
  const before = await fundAvailable(page, 'NADI');

  // The demo wallet (funded on chain at login) sends the tokens itself, on the NADI chain.
  const wallet = await demoWalletOn(page);
  const tx = await new Contract(nadi.tokens.NADI, ERC20, wallet).getFunction('transfer')(
    target.address,
    parseUnits('12.345678', 18),
  );
  await tx.wait();
  const hash = (tx.hash as string).toLowerCase();

  const seen = await follow(
    async () => (await depositsOf(page)).find((d) => d.tx_hash === hash),
    (d) => d.status !== 0,
  );
  // Detected while confirming, "n of 3" counting up, then credited at 3.
  const confirming = seen.filter((d) => d.status === 0);
  expect(confirming.length).toBeGreaterThan(0);
  expect(confirming.every((d) => d.confirmations < 3)).toBe(true);
  expectCountingUp(seen.map((d) => d.confirmations));
  expect(seen.at(-1)).toMatchObject({
    status: 1,
    confirmations: 3,
    required_confirmations: 3,
    amount: '12.345678',
    coin: 'NADI',
    chain: 'NADI',
    from_address: address.toLowerCase(),
  });
  expect((await fundAvailable(page, 'NADI')).minus(before).toFixed()).toBe('12.345678');
  expect(await moneyLogOf(page)).toContainEqual(
    expect.objectContaining({ type: TYPE.crossChainDeposit, coin: 'NADI', amount: '12.345678' }),
  );

  // The assets page shows the credited amount in the fund account.
  await page.goto('/#/wallet');
  const shown = page.getByTestId('asset-fund-NADI').getByTestId('available');
  await expect(shown).toContainText(before.plus('12.345678').toFixed());
});

test('a withdrawal of exactly 1 NADI is sent on chain: the wallet gets exactly the amount received, completed after 3 confirmations', async ({
  page,
  request,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  await fundWithNadi(page, '5');
  const onChainBefore = await balanceOf(nadi.tokens.NADI, address);
  const hotBefore = await balanceOf(nadi.tokens.NADI, LOCAL_CHAIN_ADDRESSES.hotWallet);

  const made = await api<WireWithdrawal>(page, 'POST', '/api/v1/wallet/withdraw', {
    coin: 'NADI',
    amount: '1',
    request_id: `e2e-chain-withdraw-${Date.now()}`,
  });
  expect(made).toMatchObject({ amount: '1', fee: '0.1', received: '0.9', status: 0 });
  expect(made.address.toLowerCase()).toBe(address.toLowerCase());
  expect((await fundAvailable(page, 'NADI')).toFixed()).toBe('4');
  // Approved at review at once (else the mock approves it after its review delay).
  await mockControl(request, 'funds/withdrawal', { id: made.id, action: 'approve' });

  const seen = await follow(
    async () => (await withdrawalsOf(page)).find((w) => w.id === made.id),
    (w) => w.status === 2 || w.status === 3,
  );
  const done = seen.at(-1);
  expect(done).toMatchObject({ status: 2, confirmations: 3, required_confirmations: 3 });
  const confirming = seen.filter((w) => w.status === 1);
  expect(confirming.length).toBeGreaterThan(0);
  expect(confirming.every((w) => w.confirmations < 3 && w.tx_hash === done?.tx_hash)).toBe(true);
  expectCountingUp(seen.map((w) => w.confirmations));

  // The chain: exactly 0.9 NADI from the hot wallet to the demo wallet, in a transaction 3 blocks deep.
  const expected = parseUnits('0.9', 18);
  expect((await balanceOf(nadi.tokens.NADI, address)) - onChainBefore).toBe(expected);
  expect(hotBefore - (await balanceOf(nadi.tokens.NADI, LOCAL_CHAIN_ADDRESSES.hotWallet))).toBe(expected);
  const receipt = await provider.getTransactionReceipt(done?.tx_hash ?? '');
  expect(receipt?.status).toBe(1);
  expect(receipt?.from).toBe(LOCAL_CHAIN_ADDRESSES.hotWallet);
  const transfers = (receipt?.logs ?? []).map((log) => TRANSFER.parseLog(log)?.args.toArray());
  expect(transfers).toEqual([[LOCAL_CHAIN_ADDRESSES.hotWallet, address, expected]]);
  expect((await provider.getBlockNumber()) - (receipt?.blockNumber ?? 0) + 1).toBeGreaterThanOrEqual(3);
  expect(await moneyLogOf(page)).toContainEqual(
    expect.objectContaining({ type: TYPE.withdraw, coin: 'NADI', amount: '-1' }),
  );
});

test('a withdrawal over the review limit is rejected: nothing is sent, the money is back with a "withdraw return" record', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  await fundWithNadi(page, '10001');
  const onChainBefore = await balanceOf(nadi.tokens.NADI, address);

  const made = await api<WireWithdrawal>(page, 'POST', '/api/v1/wallet/withdraw', {
    coin: 'NADI',
    amount: '10001',
    request_id: `e2e-chain-reject-${Date.now()}`,
  });
  expect((await fundAvailable(page, 'NADI')).toFixed()).toBe('0');
  // The mock reviews it after its delay (MOCK_WITHDRAW_REVIEW_MS, 5 s): above 10 000 NADI it refuses.
  const seen = await follow(
    async () => (await withdrawalsOf(page)).find((w) => w.id === made.id),
    (w) => w.status !== 0,
  );
  expect(seen.at(-1)).toMatchObject({ status: 3, tx_hash: null, refunded: '10001', confirmations: 0 });
  expect(seen.at(-1)?.reason).toMatch(/review limit/);
  expect((await fundAvailable(page, 'NADI')).toFixed()).toBe('10001');
  expect(await balanceOf(nadi.tokens.NADI, address)).toBe(onChainBefore);
  expect(await moneyLogOf(page)).toContainEqual(
    expect.objectContaining({ type: TYPE.withdrawReturn, coin: 'NADI', amount: '10001' }),
  );
});

// The same on the screens of /recharge and /withdraw.

/**
 * Records, in the page, every text the elements with these test ids show, in the order they first show it,
 * as `id: text` (a state can last one block, a second: checking for it afterwards would race). Survives the
 * app's route changes (no reload).
 */
async function recordTexts(page: Page, testIds: readonly string[]) {
  await page.evaluate((ids) => {
    const seen: string[] = [];
    (window as unknown as { __texts: string[] }).__texts = seen;
    const look = () => {
      for (const id of ids) {
        for (const element of document.querySelectorAll(`[data-testid="${id}"]`)) {
          const text = `${id}: ${element.textContent?.trim() ?? ''}`;
          if (!seen.includes(text)) seen.push(text);
        }
      }
    };
    look();
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, testIds);
}
const textsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);

test('on the screens: "Send from my wallet" deposits for real; the list follows it live until credited', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  const before = await fundAvailable(page, 'NADI');
  const onChainBefore = await balanceOf(nadi.tokens.NADI, address);
  await page.goto('/#/recharge');
  await page.getByRole('button', { name: 'NADI', exact: true }).click();
  await page.getByRole('button', { name: 'NADI Chain' }).click();
  const target = (await page.getByTestId('deposit-address-text').textContent()) ?? '';
  expect(target).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await page.getByTestId('deposit-amount').fill('7.5');
  await recordTexts(page, ['deposit-state']);
  await page.getByRole('button', { name: 'Send from my wallet' }).click();
  await expect(page).toHaveURL(/#\/recharge\/list$/, { timeout: 30_000 });
  expect(onChainBefore - (await balanceOf(nadi.tokens.NADI, address))).toBe(parseUnits('7.5', 18));

  const entry = page.getByTestId('deposit-entry').first();
  await expect(entry).toContainText('7.5');
  await expect(entry).toHaveAttribute('data-status', 'credited', { timeout: 20_000 });
  // Every state it showed on the way: listed before it was credited, updated without a reload. (Blocks
  // come every second and the list asks every few, so a count may be passed over; the first journey
  // checks every count through the API.)
  const states = await textsSeen(page);
  expect(states.length, states.join(' → ')).toBeGreaterThan(1);
  for (const state of states.slice(0, -1))
    expect(state).toMatch(/^deposit-state: (Detected|[0-2] of 3 confirmations)$/);
  expect(states.at(-1)).toBe('deposit-state: Credited');
  expect((await fundAvailable(page, 'NADI')).minus(before).toFixed()).toBe('7.5');
});

test('on the screens: a withdrawal of 1 NADI confirmed and followed live to "Completed", 0.9 NADI more on chain', async ({
  page,
  request,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  await fundWithNadi(page, '5');
  const onChainBefore = await balanceOf(nadi.tokens.NADI, address);
  await page.goto('/#/withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText('5 NADI');
  await page.getByTestId('withdraw-amount').fill('1');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('0.1 NADI');
  await expect(page.getByTestId('withdraw-received')).toHaveText('0.9 NADI');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByTestId('withdraw-confirm').getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByTestId('withdraw-done')).toContainText('0.9 NADI');
  await page.getByTestId('withdraw-done').getByRole('link', { name: 'Withdrawal history' }).click();
  const entry = page.getByTestId('withdraw-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-status', 'processing');
  await recordTexts(page, ['withdraw-state', 'withdraw-confirmations']);
  // Approved at review now, with the list open: it follows the sending and the blocks without a reload.
  const [made] = await withdrawalsOf(page);
  await mockControl(request, 'funds/withdrawal', { id: made?.id, action: 'approve' });
  await expect(entry).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
  await expect(entry.getByTestId('withdraw-state')).toHaveText('Completed');
  const states = await textsSeen(page);
  expect(states[0], states.join(' → ')).toBe('withdraw-state: On-chain in progress');
  expect(states.at(-1)).toBe('withdraw-state: Completed');
  for (const state of states.filter((text) => text.startsWith('withdraw-confirmations')))
    expect(state).toMatch(/^withdraw-confirmations: [0-2] of 3 confirmations$/);
  expect((await balanceOf(nadi.tokens.NADI, address)) - onChainBefore).toBe(parseUnits('0.9', 18));
});
