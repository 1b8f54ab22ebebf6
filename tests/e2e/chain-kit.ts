import { expect, type Page } from '@playwright/test';
import {
  Contract,
  HDNodeWallet,
  hexlify,
  Interface,
  id,
  JsonRpcProvider,
  randomBytes,
  Wallet,
  zeroPadValue,
} from 'ethers';
import { E2E_CHAIN_PORT } from '../../playwright.config';
import { freshStart, MOCK, mockControl } from './helpers';

/**
 * What the on-chain payment journeys share: the local chains as common/config announces them (the NADI
 * chain, 1337; the local chain standing for BSC, 31337, when a journey announces it), reads of balances,
 * allowances and the payment contract's events straight from the chain, calls to the mock with the page's
 * token, the demo wallet's login and key, and the payment sheet's choices and phases.
 */

export const CHAIN_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
export const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
];
const PAID = new Interface([
  'event Paid(bytes32 indexed orderRef, address indexed payer, address token, uint256 amount)',
]);
const APPROVAL = new Interface([
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);

export interface NadiChain {
  readonly chain_id: number;
  readonly rpc_url: string;
  readonly receiver: string;
  readonly payment_contract: string;
  readonly tokens: { readonly USDT: string; readonly NADI: string };
}

/** The NADI chain's node (the tests read it directly). */
export const provider = new JsonRpcProvider(CHAIN_URL, 1337, { staticNetwork: true });
const providers = new Map<string, JsonRpcProvider>([[CHAIN_URL, provider]]);
/** The node of a chain common/config announced (its RPC URL is on this machine). */
export const providerOf = (chain: NadiChain): JsonRpcProvider => {
  let found = providers.get(chain.rpc_url);
  if (!found) {
    found = new JsonRpcProvider(chain.rpc_url, chain.chain_id, { staticNetwork: true });
    providers.set(chain.rpc_url, found);
  }
  return found;
};

/** A chain as common/config announces it. */
async function chainOf(page: Page, key: 'NADI' | 'BSC'): Promise<NadiChain> {
  const config = await (await page.request.get(`${MOCK}/api/v1/common/config`)).json();
  return config.data.chains.find((chain: { key: string }) => chain.key === key) as NadiChain;
}

/** The NADI chain as common/config announces it (the local chain). */
export async function nadiChain(page: Page): Promise<NadiChain> {
  const nadi = await chainOf(page, 'NADI');
  expect(nadi.chain_id).toBe(1337);
  return nadi;
}

/** BSC as common/config announces it: the local chain standing for it (the journey announced it). */
export async function bscChain(page: Page): Promise<NadiChain> {
  const bsc = await chainOf(page, 'BSC');
  expect(bsc.chain_id).toBe(31337);
  return bsc;
}

const token = (address: string, rpc: JsonRpcProvider) => new Contract(address, ERC20, rpc);
/** A token balance on the NADI chain, or on `chain`. */
export const balanceOf = async (tokenAddress: string, owner: string, chain?: NadiChain): Promise<bigint> =>
  (await token(tokenAddress, chain ? providerOf(chain) : provider).getFunction('balanceOf')(owner)) as bigint;
export const allowanceOf = async (
  tokenAddress: string,
  owner: string,
  spender: string,
  chain?: NadiChain,
): Promise<bigint> =>
  (await token(tokenAddress, chain ? providerOf(chain) : provider).getFunction('allowance')(
    owner,
    spender,
  )) as bigint;

/** Paid events of the payment contract with this payer (every payment this wallet ever made). */
export async function paymentsBy(nadi: NadiChain, payer: string) {
  const logs = await providerOf(nadi).getLogs({
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
export async function approvalsBy(nadi: NadiChain, tokenAddress: string, owner: string): Promise<bigint[]> {
  const rpc = providerOf(nadi);
  const logs = await rpc.getLogs({
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
    const tx = await rpc.getTransaction(log.transactionHash);
    if (tx?.to?.toLowerCase() === tokenAddress.toLowerCase()) approvals.push(BigInt(log.data));
  }
  return approvals;
}

/** A call to the mock backend with the page's login token. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
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

export interface WireOrder {
  readonly id: number;
  readonly order_no: string;
  readonly status: number;
  readonly total_price: string;
}
export interface PayStatus {
  readonly status: string;
  readonly tx_hash: string | null;
  readonly paid_by: string | null;
}

export const ordersOf = async (page: Page) =>
  (await api<{ list: WireOrder[] }>(page, 'GET', '/api/v1/preOrder/list?page=1&page_size=100')).list;
export const payStatus = (page: Page, orderId: number) =>
  api<PayStatus>(page, 'GET', `/api/v1/pay/status?order_id=${orderId}`);

/**
 * Logs a new demo wallet in and opens the app as a login leaves it: these journeys are about paying, so the
 * login goes through the API (signed by the wallet's key here) and the page starts with what the login
 * stores: the token, the wallet's address and the demo wallet's key, which the app attaches again as after
 * a reload. They are put in once, on the first load of the tab, so that a logout in the journey stays. The login
 * itself, through the side menu and the connect sheet, is wallet-login.spec.ts's. Answers the address (on
 * the wallet's start chain, BSC).
 */
export async function logIn(page: Page): Promise<string> {
  await freshStart(page);
  const wallet = new Wallet(hexlify(randomBytes(32)));
  const answer = async <T>(path: string, body?: unknown) => {
    const response = await page.request.fetch(`${MOCK}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Accept: 'application/json', lang: 'EN' },
      ...(body === undefined ? {} : { data: body }),
    });
    const read = (await response.json()) as { code: number; msg: string; data: T };
    expect(read.code, `${path}: ${read.msg}`).toBe(200);
    return read.data;
  };
  const message = await answer<string>('/api/v1/auth/loginMessage');
  const { token } = await answer<{ token: string }>('/api/v1/auth/login', {
    address: wallet.address,
    message,
    sign_message: await wallet.signMessage(message),
    code: '',
  });
  await page.addInitScript(
    ([token, address, key]) => {
      if (window.sessionStorage.getItem('e2e-logged-in')) return;
      window.sessionStorage.setItem('e2e-logged-in', 'yes');
      window.localStorage.setItem('walletAddress', address);
      window.localStorage.setItem('demoWalletKey', key);
      window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
    },
    [token, wallet.address, wallet.privateKey] as const,
  );
  await page.goto('/');
  await expect(page.getByTestId('user-card')).toBeVisible();
  // The demo wallet loads in its own chunk, so its hooks may come a moment after the user card.
  await expect.poll(() => page.evaluate(() => window.__nadiDemoWallet?.address())).toBe(wallet.address);
  expect(await page.evaluate(() => window.__nadiDemoWallet?.chainId())).toBe(56);
  return wallet.address;
}

/** The demo wallet's private key, as the page keeps it in local storage (plain or wrapped). */
export async function demoWalletKey(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('demoWalletKey'));
  try {
    const parsed = JSON.parse(stored ?? '') as unknown;
    return typeof parsed === 'string' ? parsed : ((parsed as { value: string }).value ?? stored);
  } catch {
    return stored as string;
  }
}

/** The demo wallet as a signer on `chain` (default the NADI chain), for what the test does itself. */
export async function demoWalletOn(page: Page, chain?: NadiChain): Promise<Wallet> {
  return new Wallet(await demoWalletKey(page), chain ? providerOf(chain) : provider);
}

/** Picks "Pay on chain" (or `method`) on `network` with `tokenSymbol` in the open payment sheet. */
export async function chooseOnChain(
  page: Page,
  tokenSymbol: 'USDT' | 'NADI' | 'BNB',
  network: 'NADI' | 'BSC' = 'NADI',
  method: RegExp = /Pay on chain/,
) {
  const sheet = page.getByTestId('payment-sheet');
  await sheet.getByRole('radio', { name: method }).check();
  await sheet.getByRole('combobox', { name: 'Network' }).selectOption(network);
  await sheet.getByRole('combobox', { name: 'Pay with' }).selectOption(tokenSymbol);
  await expect(sheet.getByRole('combobox', { name: 'Network' })).toHaveValue(network);
  await expect(sheet.getByRole('combobox', { name: 'Pay with' })).toHaveValue(tokenSymbol);
  return sheet;
}

/** Records, in the page, every phase the sheet shows as current (the phases can pass in milliseconds). */
export async function recordPhases(page: Page) {
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
export const phasesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);

export const ERC20_PHASES = [
  'checkingBalance',
  'connectingWallet',
  'checkingAuthorisation',
  'confirmingAuthorisation',
  'waitingAuthorisation',
  'processingPayment',
  'waitingConfirmation',
];

// ---- Another account, and the mock's lies (issue 35, "Pay exactly what the person saw") ----

/** The public development mnemonic of the local chains (scripts/chain/local-chain.ts). */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
/**
 * The account that plays someone else on the local chains: account 5 of the development mnemonic, which no
 * seeded user, hot wallet, receiver or deployer uses. Ganache gives it 1000 of the native coin at start.
 */
export const OTHER_ACCOUNT_INDEX = 5;
const PAY = new Interface([
  'function pay(bytes32 orderRef, address token, uint256 amount)',
  'function payNative(bytes32 orderRef) payable',
]);

/**
 * The other account as a signer on `chain` (default the NADI chain), funded: gas from ganache's start, and the
 * chain's USDT and NADI the way every new wallet gets them, by logging it in to the mock (the server's funding,
 * sent from the deployer in the server's own order, so that no nonce of the deployer is taken here). The mock
 * funds an address once per chain lifetime, before the login answers.
 */
export async function otherAccount(page: Page, chain?: NadiChain): Promise<Wallet> {
  const node = chain ? providerOf(chain) : provider;
  const derived = HDNodeWallet.fromPhrase(DEV_MNEMONIC, undefined, `m/44'/60'/0'/0/${OTHER_ACCOUNT_INDEX}`);
  const wallet = new Wallet(derived.privateKey, node);
  const tokens = (chain ?? (await nadiChain(page))).tokens;
  if ((await balanceOf(tokens.USDT, wallet.address, chain)) === 0n) {
    const read = async <T>(path: string, body?: unknown) => {
      const response = await page.request.fetch(`${MOCK}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Accept: 'application/json', lang: 'EN' },
        ...(body === undefined ? {} : { data: body }),
      });
      return ((await response.json()) as { data: T }).data;
    };
    const message = await read<string>('/api/v1/auth/loginMessage');
    const sign_message = await wallet.signMessage(message);
    await read('/api/v1/auth/login', { address: wallet.address, message, sign_message, code: '' });
  }
  expect(await node.getBalance(wallet.address), 'the other account has gas').toBeGreaterThan(0n);
  return wallet;
}

/** What a transaction of the other account came to: its hash, and whether the chain reverted it (and why). */
export interface SentTransaction {
  readonly hash: string | null;
  readonly reverted: boolean;
  readonly reason?: string;
}

/**
 * Someone else pays `orderRef` first: the other account sends `pay(keccak256(orderRef), tokenAddress, amount)`
 * to the payment contract of `chain` (default the NADI chain as common/config announces it), after approving
 * `amount` of the token when it holds that token (a worthless token of their own needs none). The gas is fixed,
 * so a transaction the contract refuses is still mined and answers `reverted: true`; a send the node refuses
 * outright answers no hash and the reason.
 */
export async function frontRun(
  page: Page,
  orderRef: string,
  tokenAddress: string,
  amount: bigint,
  chain?: NadiChain,
): Promise<SentTransaction> {
  const target = chain ?? (await nadiChain(page));
  const wallet = await otherAccount(page, chain);
  try {
    const held = await balanceOf(tokenAddress, wallet.address, chain).catch(() => 0n);
    if (held >= amount) {
      const erc20 = new Contract(tokenAddress, ERC20, wallet);
      await (await erc20.getFunction('approve')(target.payment_contract, amount)).wait();
    }
    const tx = await wallet.sendTransaction({
      to: target.payment_contract,
      data: PAY.encodeFunctionData('pay', [id(orderRef), tokenAddress, amount]),
      gasLimit: 300_000n,
    });
    const receipt = await wallet.provider?.waitForTransaction(tx.hash);
    return { hash: tx.hash, reverted: receipt?.status !== 1 };
  } catch (error) {
    return { hash: null, reverted: true, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** What the mock recorded for an order (`POST /__mock/payment/order`). */
export interface RecordedOrder {
  readonly order_id: number;
  /** The reference the payment contract knows the order by (hashed), null before pay/chainIntent. */
  readonly order_ref: string | null;
  readonly intent: {
    readonly chain: 'BSC' | 'NADI';
    readonly token: 'USDT' | 'NADI' | 'BNB';
    readonly amount: string;
    readonly tokenContract: string | null;
    readonly paymentContract: string | null;
    readonly receiver: string;
  } | null;
  readonly tx_hash: string | null;
  readonly tx_status: 'pending' | 'failed' | 'confirmed' | null;
}

export const recordedOrder = (page: Page, orderId: number) =>
  mockControl<RecordedOrder>(page.request, 'payment/order', { order_id: orderId });

/** The order's reference as the server recorded it with its intent; fails when it has none yet. */
export async function orderRefOf(page: Page, orderId: number): Promise<string> {
  const { order_ref } = await recordedOrder(page, orderId);
  expect(order_ref, `order ${orderId} has an order reference (pay/chainIntent was called)`).not.toBeNull();
  return order_ref as string;
}

/** The mock's control calls that play a backend lying about money (src/mock/README.md, "Control API"). */
export const lie = {
  /** common/config and new intents announce these addresses for the chain, until the next reset. */
  addresses: (
    page: Page,
    body: {
      chain: 'NADI' | 'BSC';
      usdt?: string;
      nadi?: string;
      receiver?: string;
      payment_contract?: string;
    },
  ) =>
    mockControl<{
      chain: 'NADI' | 'BSC';
      chain_id: number;
      tokens: { USDT: string; NADI: string };
      receiver: string;
      payment_contract: string;
    }>(page.request, 'payment/config', body),
  /** After `after_calls` (default 1) more pay/methods answers, the order's price in every coin × factor. */
  quote: (page: Page, body: { order_id: number; factor: string; after_calls?: number }) =>
    mockControl<{ order_id: number; factor: string; after_calls: number }>(
      page.request,
      'payment/quote',
      body,
    ),
  /** From now on the order's payment is failed even when the chain confirms it. */
  refuse: (page: Page, orderId: number) =>
    mockControl<{ order_id: number; refused: true }>(page.request, 'payment/refuse', { order_id: orderId }),
  /** Rewrites the order's recorded intent: the next pay/chainIntent answers it. */
  intent: (
    page: Page,
    body: {
      order_id: number;
      token_contract?: string | null;
      decimals?: number;
      amount?: string;
      receiver?: string;
      payment_contract?: string | null;
      expires_at?: string;
    },
  ) => mockControl<{ order_id: number; intent: unknown }>(page.request, 'payment/intent', body),
};

/** A payment record as the app keeps it in local storage (application/payment/payment-journal.ts). */
export interface KeptPaymentRecord {
  readonly orderId: number;
  readonly payer: string;
  readonly token: string;
  readonly amount: string;
  readonly receiver: string;
  readonly sending?: boolean;
  readonly txHash?: string;
}

/** The payment records the app keeps (lasting storage, every tab, through logout) until orders settle. */
export const paymentRecords = (page: Page): Promise<KeptPaymentRecord[]> =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('paymentRecords');
    return raw ? ((JSON.parse(raw) as { records?: KeptPaymentRecord[] }).records ?? []) : [];
  });
