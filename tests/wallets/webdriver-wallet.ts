/**
 * The misbehaving wallet for WebDriver (the WebKit journey, tests/webkit/): the same in-page wallet as the
 * Playwright journeys (tests/wallets/in-page-wallet.ts), put into the page by `executeScript` once the page
 * has loaded, the way late in-app browsers (TokenPocket) inject. A reload empties the page: the journey
 * injects again, as such a wallet does on every page.
 *
 * Signing: WebDriver gives the page no way to call the test's process (no `exposeFunction`). Two ways were
 * weighed: a queue in the page that the test's process polls through WebDriver, and a node that holds the key.
 * The queue would interleave its polls with the journey's own commands on one session (a tap that waits on the
 * page while the page waits for a signature), so the wallet's key lives in the mock's local chain instead:
 * ganache imports it (`personal_importRawKey`) and unlocks it, and the wallet in the page asks that node over
 * JSON-RPC: `eth_sign` for `personal_sign` (ganache signs the EIP-191 "Ethereum Signed Message" hash, the same
 * signature as ethers' `signMessage`, so the mock's login verifies it) and `eth_sendTransaction` for a payment.
 * The e2e build's `connect-src` admits the local chain (`http://127.0.0.1:*` for a build against a backend on
 * this machine: scripts/build/security-headers.ts), and ganache answers CORS. Test code only.
 */
import { hexlify, randomBytes, Wallet } from 'ethers';
import type { WebDriver } from 'selenium-webdriver';
import { type InPageSigner, type InPageWalletArgs, injectWallet, type Misbehaviour } from './in-page-wallet';

/** A wallet whose key the local chain's node holds. */
export interface NodeWallet {
  /** Checksummed. */
  readonly address: string;
  readonly signer: InPageSigner;
}

const PASSPHRASE = 'nadi-webkit-wallet';

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method} at ${url}: ${answer.error.message}`);
  return answer.result;
}

/**
 * A new random key, imported into and unlocked on the node of `chainId` at `url` (the mock's NADI chain): it
 * signs logins there and sends transactions on that chain.
 */
export async function walletOnNode(url: string, chainId: number): Promise<NodeWallet> {
  const wallet = new Wallet(hexlify(randomBytes(32)));
  const imported = await rpc(url, 'personal_importRawKey', [wallet.privateKey, PASSPHRASE]);
  if (String(imported).toLowerCase() !== wallet.address.toLowerCase())
    throw new Error(`the node imported ${String(imported)}, not ${wallet.address}`);
  // Duration 0: unlocked until the node stops.
  if ((await rpc(url, 'personal_unlockAccount', [wallet.address, PASSPHRASE, 0])) !== true)
    throw new Error(`the node did not unlock ${wallet.address}`);
  return { address: wallet.address, signer: { kind: 'node', signUrl: url, chains: { [chainId]: url } } };
}

/**
 * Puts the wallet into the page now (the page has loaded: a late wallet). With `lateMs` set (0 included) it
 * fires `ethereum#initialized` once in place, as TokenPocket does.
 */
export async function injectMisbehavingWallet(
  driver: WebDriver,
  wallet: NodeWallet,
  behaviour: Misbehaviour,
): Promise<void> {
  const args: InPageWalletArgs = { behaviour, address: wallet.address, signer: wallet.signer };
  // tsx (esbuild's keepNames) writes `__name(fn, "name")` into the function's source: a no-op here.
  await driver.executeScript(`const __name = (fn) => fn; (${injectWallet.toString()})(arguments[0]);`, args);
}
