import { expect, type Page, test } from '@playwright/test';
import { Contract, Interface, JsonRpcProvider, parseUnits, Wallet, zeroPadValue } from 'ethers';
import { E2E_CHAIN_PORT } from '../../playwright.config';
import { freshStart, loginWithDemoWallet, MOCK } from './helpers';

/**
 * On-chain payments in the browser, end to end: the demo wallet (a real key in the page's local storage)
 * pays on the local NADI chain (ganache, chain id 1337) through the real payment contract, and the test
 * reads the chain itself to check what moved. The demo wallet starts on BSC (56): every payment below
 * makes the app switch it to 1337, which it does not know, so the app adds the chain first.
 */

const CHAIN_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
];
const PAID = new Interface([
  'event Paid(bytes32 indexed orderRef, address indexed payer, address token, uint256 amount)',
]);
const APPROVAL = new Interface([
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);

interface NadiChain {
  readonly chain_id: number;
  readonly rpc_url: string;
  readonly receiver: string;
  readonly payment_contract: string;
  readonly tokens: { readonly USDT: string; readonly NADI: string };
}

const provider = new JsonRpcProvider(CHAIN_URL, 1337, { staticNetwork: true });

/** The NADI chain as common/config announces it (the local chain). */
async function nadiChain(page: Page): Promise<NadiChain> {
  const config = await (await page.request.get(`${MOCK}/api/v1/common/config`)).json();
  const nadi = config.data.chains.find((chain: { key: string }) => chain.key === 'NADI') as NadiChain;
  expect(nadi.chain_id).toBe(1337);
  return nadi;
}

const token = (address: string) => new Contract(address, ERC20, provider);
const balanceOf = async (tokenAddress: string, owner: string): Promise<bigint> =>
  (await token(tokenAddress).getFunction('balanceOf')(owner)) as bigint;
const allowanceOf = async (tokenAddress: string, owner: string, spender: string): Promise<bigint> =>
  (await token(tokenAddress).getFunction('allowance')(owner, spender)) as bigint;

/** Paid events of the payment contract with this payer (every payment this wallet ever made). */
async function paymentsBy(nadi: NadiChain, payer: string) {
  const logs = await provider.getLogs({
    address: nadi.payment_contract,
    fromBlock: 0,
    toBlock: 'latest',
    topics: [PAID.getEvent('Paid')?.topicHash ?? null, null, zeroPadValue(payer, 32)],
  });
  return logs.map((log) => ({ hash: log.transactionHash, args: PAID.parseLog(log)?.args }));
}

/**
 * The approvals `owner` gave the payment contract on `tokenAddress` (the amounts): Approval events of
 * transactions sent to the token itself (its transferFrom emits one too, with what is left).
 */
async function approvalsBy(nadi: NadiChain, tokenAddress: string, owner: string): Promise<bigint[]> {
  const logs = await provider.getLogs({
    address: tokenAddress,
    fromBlock: 0,
    toBlock: 'latest',
    topics: [
      APPROVAL.getEvent('Approval')?.topicHash ?? null,
      zeroPadValue(owner, 32),
      zeroPadValue(nadi.payment_contract, 32),
    ],
  });
  const approvals: bigint[] = [];
  for (const log of logs) {
    const tx = await provider.getTransaction(log.transactionHash);
    if (tx?.to?.toLowerCase() === tokenAddress.toLowerCase()) approvals.push(BigInt(log.data));
  }
  return approvals;
}

/** A call to the mock backend with the page's login token. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(window.sessionStorage.getItem('token') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.fetch(`${MOCK}${path}`, {
    method,
    headers: { Accept: 'application/json', lang: 'EN', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

interface WireOrder {
  readonly id: number;
  readonly order_no: string;
  readonly status: number;
  readonly total_price: string;
}
interface PayStatus {
  readonly status: string;
  readonly tx_hash: string | null;
  readonly paid_by: string | null;
}

const ordersOf = async (page: Page) =>
  (await api<{ list: WireOrder[] }>(page, 'GET', '/api/v1/preOrder/list?page=1&page_size=100')).list;
const payStatus = (page: Page, orderId: number) =>
  api<PayStatus>(page, 'GET', `/api/v1/pay/status?order_id=${orderId}`);

/** Logs the demo wallet in through the UI; answers its address (on the wallet's start chain, BSC). */
async function logIn(page: Page): Promise<string> {
  await freshStart(page);
  await page.goto('/');
  await loginWithDemoWallet(page);
  const address = await page.evaluate(() => window.__nadiDemoWallet?.address());
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(await page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(56);
  return address as string;
}

/** Picks "Pay on chain" on the NADI chain with `tokenSymbol` in the open payment sheet. */
async function chooseOnChain(page: Page, tokenSymbol: 'USDT' | 'NADI') {
  const sheet = page.getByTestId('payment-sheet');
  await sheet.getByRole('radio', { name: /Pay on chain/ }).check();
  await sheet.getByRole('combobox', { name: 'Network' }).selectOption('NADI');
  await sheet.getByRole('combobox', { name: 'Pay with' }).selectOption(tokenSymbol);
  await expect(sheet.getByRole('combobox', { name: 'Network' })).toHaveValue('NADI');
  await expect(sheet.getByRole('combobox', { name: 'Pay with' })).toHaveValue(tokenSymbol);
  return sheet;
}

/** Records, in the page, every phase the sheet shows as current (the phases can pass in milliseconds). */
async function recordPhases(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __phases: string[] }).__phases = seen;
    const look = () => {
      const current = document.querySelector('[data-testid^="phase-"][data-state="current"]');
      const id = current?.getAttribute('data-testid')?.slice('phase-'.length);
      if (id && seen.at(-1) !== id) seen.push(id);
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
}
const phasesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);

const ERC20_PHASES = [
  'checkingBalance',
  'connectingWallet',
  'checkingAuthorisation',
  'confirmingAuthorisation',
  'waitingAuthorisation',
  'processingPayment',
  'waitingConfirmation',
];

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('buy a node on chain with USDT: switch to the NADI chain, approve exactly, pay; the allowance ends at zero and the receiver gets exactly the price', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  const receiverBefore = await balanceOf(nadi.tokens.USDT, nadi.receiver);
  const payerBefore = await balanceOf(nadi.tokens.USDT, address);
  expect(await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)).toBe(0n);

  await page.goto('/#/node/detail/1');
  await page.getByRole('button', { name: 'Buy for 500 USDT' }).click();
  await page.getByTestId('pre-order-popup').getByRole('button', { name: 'Pay now' }).click();
  const sheet = await chooseOnChain(page, 'USDT');
  await expect(sheet).toContainText('Amount due: 500 USDT');
  await recordPhases(page);
  await sheet.getByRole('button', { name: 'Pay 500 USDT' }).click();

  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');
  // Every phase of an ERC-20 payment was current in turn, in order.
  expect(await phasesSeen(page)).toEqual(ERC20_PHASES);
  for (const phase of ERC20_PHASES) {
    await expect(sheet.getByTestId(`phase-${phase}`)).toHaveAttribute('data-state', 'done');
  }
  await expect(sheet.getByTestId('payment-progress')).toContainText('Transaction');
  // The wallet was on BSC: the app switched it to the NADI chain (adding it first).
  expect(await page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(1337);

  // The chain: an exact approval, spent entirely by the one payment.
  const price = parseUnits('500', 18);
  expect(await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)).toBe(0n);
  expect((await balanceOf(nadi.tokens.USDT, nadi.receiver)) - receiverBefore).toBe(price);
  expect(payerBefore - (await balanceOf(nadi.tokens.USDT, address))).toBe(price);
  const approvals = await approvalsBy(nadi, nadi.tokens.USDT, address);
  expect(approvals).toEqual([price]);
  const payments = await paymentsBy(nadi, address);
  expect(payments).toHaveLength(1);
  expect(payments[0]?.args?.amount).toBe(price);

  const [order] = await ordersOf(page);
  expect(order).toMatchObject({ status: 5, total_price: '500' });
  const status = await payStatus(page, order?.id ?? 0);
  expect(status.status).toBe('paid');
  expect(status.tx_hash).toBe(payments[0]?.hash.toLowerCase());

  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('node-purchased')).toHaveText('Purchased');
  await page.goto('/#/orders');
  const card = page.getByTestId('order-card').filter({ hasText: order?.order_no ?? '' });
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
});

test('rejecting in the wallet (the approval, then the payment) leaves a clean sheet and a payable order; paying again works', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  const receiverBefore = await balanceOf(nadi.tokens.USDT, nadi.receiver);
  const price = parseUnits('500', 18);

  await page.goto('/#/node/detail/1');
  await page.getByRole('button', { name: 'Buy for 500 USDT' }).click();
  await page.getByTestId('pre-order-popup').getByRole('button', { name: 'Pay now' }).click();
  const sheet = await chooseOnChain(page, 'USDT');
  const [order] = await ordersOf(page);
  const orderId = order?.id ?? 0;

  // 1. The user rejects the approval in the wallet.
  await page.evaluate(() => window.__nadiDemoWallet?.failNext(4001, 'eth_sendTransaction'));
  await sheet.getByRole('button', { name: 'Pay 500 USDT' }).click();
  const failure = sheet.getByTestId('payment-failure');
  await expect(failure).toContainText('Transaction cancelled by user.');
  await expect(failure).toContainText('The order has not been paid. You can pay it again.');
  await expect(sheet.getByTestId('phase-confirmingAuthorisation')).toHaveAttribute('data-state', 'failed');
  const retry = sheet.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeEnabled();
  await expect(sheet.getByRole('radio', { name: /Pay on chain/ })).toBeEnabled();
  await expect(sheet.getByTestId('payment-progress')).not.toContainText('Transaction');
  expect(await page.evaluate(() => window.sessionStorage.getItem('paymentInfo'))).toBeNull();
  expect((await payStatus(page, orderId)).status).toBe('unpaid');
  expect(await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)).toBe(0n);

  // 2. Again; the approval goes through, and the user rejects the payment itself. The rejection is armed
  // on the app's next call to the server once the exact approval stands on chain: from then on, the
  // next transaction the wallet is asked for can only be the payment (the chain, not the screen's
  // render timing, decides).
  let armed = false;
  await page.route('**/api/v1/pay/status**', async (route) => {
    if (!armed && (await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)) === price) {
      armed = true;
      await page.evaluate(() => window.__nadiDemoWallet?.failNext(4001, 'eth_sendTransaction'));
    }
    await route.continue();
  });
  await retry.click();
  // Only this attempt can fail in "Processing payment"; the first attempt's failure text was still on
  // screen when the retry began, so it cannot tell the attempts apart.
  await expect(sheet.getByTestId('phase-processingPayment')).toHaveAttribute('data-state', 'failed', {
    timeout: 30_000,
  });
  await expect(failure).toContainText('Transaction cancelled by user.');
  expect(armed).toBe(true);
  await expect(retry).toBeEnabled();
  await page.unroute('**/api/v1/pay/status**');
  expect(await page.evaluate(() => window.sessionStorage.getItem('paymentInfo'))).toBeNull();
  expect((await payStatus(page, orderId)).status).toBe('unpaid');
  expect((await ordersOf(page))[0]?.status).toBe(1);
  // The approval stands (exactly the price); nothing was paid.
  expect(await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)).toBe(price);
  expect(await balanceOf(nadi.tokens.USDT, nadi.receiver)).toBe(receiverBefore);
  expect(await paymentsBy(nadi, address)).toHaveLength(0);

  // 3. Again: the approval in place is used (no second one), the payment goes through.
  await recordPhases(page);
  await retry.click();
  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');
  expect(await phasesSeen(page)).toEqual([
    'checkingBalance',
    'connectingWallet',
    'checkingAuthorisation',
    'processingPayment',
    'waitingConfirmation',
  ]);
  expect(await approvalsBy(nadi, nadi.tokens.USDT, address)).toEqual([price]);
  expect(await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)).toBe(0n);
  expect((await balanceOf(nadi.tokens.USDT, nadi.receiver)) - receiverBefore).toBe(price);
  expect(await paymentsBy(nadi, address)).toHaveLength(1);
  expect((await payStatus(page, orderId)).status).toBe('paid');
});

test('too little USDT on chain: current and required in words, the wallet is not asked, nothing is charged', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  // The demo wallet spends its USDT elsewhere (its key is in the page's local storage), keeping 100.
  const stored = await page.evaluate(() => window.localStorage.getItem('demoWalletKey'));
  const key = (() => {
    try {
      const parsed = JSON.parse(stored ?? '') as unknown;
      return typeof parsed === 'string' ? parsed : ((parsed as { value: string }).value ?? stored);
    } catch {
      return stored;
    }
  })() as string;
  const owner = new Wallet(key, provider);
  expect(owner.address).toBe(address);
  const usdt = new Contract(nadi.tokens.USDT, ERC20, owner);
  const held = await balanceOf(nadi.tokens.USDT, address);
  const spend = held - parseUnits('100', 18);
  await (await usdt.getFunction('transfer')(Wallet.createRandom().address, spend)).wait();
  expect(await balanceOf(nadi.tokens.USDT, address)).toBe(parseUnits('100', 18));
  const receiverBefore = await balanceOf(nadi.tokens.USDT, nadi.receiver);

  await page.goto('/#/node/detail/1');
  await page.getByRole('button', { name: 'Buy for 500 USDT' }).click();
  await page.getByTestId('pre-order-popup').getByRole('button', { name: 'Pay now' }).click();
  const sheet = await chooseOnChain(page, 'USDT');
  await sheet.getByRole('button', { name: 'Pay 500 USDT' }).click();
  const failure = sheet.getByTestId('payment-failure');
  await expect(failure).toContainText('Insufficient balance: current 100 USDT, required 500 USDT.');
  await expect(failure).toContainText('The order has not been paid');
  await expect(sheet.getByTestId('phase-checkingBalance')).toHaveAttribute('data-state', 'failed');
  await expect(sheet.getByRole('button', { name: 'Try again' })).toBeEnabled();
  // Found before the wallet was asked anything: it is still on BSC, no approval was made.
  expect(await page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(56);
  expect(await approvalsBy(nadi, nadi.tokens.USDT, address)).toHaveLength(0);
  expect(await balanceOf(nadi.tokens.USDT, nadi.receiver)).toBe(receiverBefore);
  expect(await balanceOf(nadi.tokens.USDT, address)).toBe(parseUnits('100', 18));
  const [order] = await ordersOf(page);
  expect(order?.status).toBe(1);
  expect((await payStatus(page, order?.id ?? 0)).status).toBe('unpaid');
});

test('a reload after the payment was sent resumes it: confirmed once, no second approval or payment', async ({
  page,
}) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  const receiverBefore = await balanceOf(nadi.tokens.USDT, nadi.receiver);
  const order = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 3,
    amount: '150',
  });
  const price = parseUnits('150', 18);

  await page.goto(`/#/orders?pay=${order.id}`);
  const sheet = await chooseOnChain(page, 'USDT');
  await expect(sheet).toContainText('Amount due: 150 USDT');
  // The server does not hear of the transaction before the reload: every report of its hash is lost on
  // the way (the network drops it), so the sheet keeps waiting for the confirmation.
  const submits: string[] = [];
  await page.route('**/api/v1/pay/chainSubmit**', async (route) => {
    submits.push(route.request().postData() ?? '');
    await route.abort('internetdisconnected');
  });
  await sheet.getByRole('button', { name: 'Pay 150 USDT' }).click();
  // The wallet returned the payment's hash: the sheet shows it and waits; this tab keeps the hash.
  await expect(sheet.getByTestId('phase-waitingConfirmation')).toHaveAttribute('data-state', 'current');
  await expect(sheet.getByTestId('payment-progress')).toContainText('Transaction');
  await expect(sheet).toContainText('Keep this page open until the payment is confirmed.');
  await expect.poll(() => submits.length).toBeGreaterThanOrEqual(1);
  const sent = await page.evaluate(() => {
    const info = JSON.parse(window.sessionStorage.getItem('paymentInfo') ?? '{}') as {
      orders?: Record<string, { txHash?: string }>;
    };
    return Object.values(info.orders ?? {})[0]?.txHash;
  });
  expect(sent).toMatch(/^0x[0-9a-f]{64}$/);
  expect((await payStatus(page, order.id)).status).toBe('unpaid');
  expect(await paymentsBy(nadi, address)).toHaveLength(1);

  await page.unroute('**/api/v1/pay/chainSubmit**');
  await page.reload();
  // The same pay view again: the sheet picks the payment up instead of offering to pay.
  const resumed = page.getByTestId('payment-sheet');
  await expect(resumed.getByTestId('payment-success')).toContainText('Payment successful');
  await expect(resumed.getByTestId('phase-waitingConfirmation')).toHaveAttribute('data-state', 'done');
  await expect(resumed).toContainText('nothing will be charged again');
  // After the reload the wallet was asked nothing (it is back on its start chain, never switched).
  expect(await page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(56);

  const status = await payStatus(page, order.id);
  expect(status).toMatchObject({ status: 'paid', tx_hash: sent });
  const payments = await paymentsBy(nadi, address);
  expect(payments.map((p) => p.hash.toLowerCase())).toEqual([sent]);
  expect(await approvalsBy(nadi, nadi.tokens.USDT, address)).toEqual([price]);
  expect((await balanceOf(nadi.tokens.USDT, nadi.receiver)) - receiverBefore).toBe(price);
  expect(await allowanceOf(nadi.tokens.USDT, address, nadi.payment_contract)).toBe(0n);
  expect(await page.evaluate(() => window.sessionStorage.getItem('paymentInfo'))).toBeNull();

  await resumed.getByRole('button', { name: 'Done' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: order.order_no });
  await expect(card.getByTestId('order-status')).toHaveText('Paid');
});

test('from /orders: cancel one order, pay another on chain with NADI tokens', async ({ page }) => {
  const address = await logIn(page);
  const nadi = await nadiChain(page);
  const destroy = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 3,
    amount: '120',
  });
  const union = await api<WireOrder>(page, 'POST', '/api/v1/preOrder/preOrder', {
    order_type: 4,
    amount: '500',
  });
  const methods = await api<{ chains: { chain: string; tokens: { token: string; amount: string }[] }[] }>(
    page,
    'GET',
    `/api/v1/pay/methods?order_id=${destroy.id}`,
  );
  const nadiAmount = methods.chains.find((c) => c.chain === 'NADI')?.tokens.find((t) => t.token === 'NADI')
    ?.amount as string;
  const due = parseUnits(nadiAmount, 18);
  const receiverBefore = await balanceOf(nadi.tokens.NADI, nadi.receiver);

  await page.goto('/#/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  const unionCard = cards.filter({ hasText: union.order_no });
  const destroyCard = cards.filter({ hasText: destroy.order_no });

  await unionCard.getByRole('button', { name: `Cancel order ${union.order_no}` }).click();
  const dialog = page.locator('.nut-dialog');
  await expect(dialog).toContainText(union.order_no);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(unionCard.getByTestId('order-status')).toHaveText('Cancelled');

  await destroyCard.getByRole('button', { name: `Pay order ${destroy.order_no}: 120 USDT` }).click();
  const sheet = await chooseOnChain(page, 'NADI');
  await sheet.getByRole('button', { name: 'Pay 120 USDT' }).click();
  await expect(sheet.getByTestId('payment-success')).toContainText('Payment successful');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(destroyCard.getByTestId('order-status')).toHaveText('Paid');
  await expect(unionCard.getByTestId('order-status')).toHaveText('Cancelled');

  expect((await balanceOf(nadi.tokens.NADI, nadi.receiver)) - receiverBefore).toBe(due);
  expect(await allowanceOf(nadi.tokens.NADI, address, nadi.payment_contract)).toBe(0n);
  const payments = await paymentsBy(nadi, address);
  expect(payments).toHaveLength(1);
  expect(payments[0]?.args?.token).toBe(nadi.tokens.NADI);
  expect(Object.fromEntries((await ordersOf(page)).map((o) => [o.id, o.status]))).toEqual({
    [destroy.id]: 5,
    [union.id]: 4,
  });
  // The cancelled order can no longer be paid.
  await expect(unionCard.getByRole('button', { name: /Pay order/ })).toHaveCount(0);
});
