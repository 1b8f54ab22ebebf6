/**
 * A wallet of the project's own that misbehaves the ways real in-app browsers do (issue 36), for Playwright:
 * the in-page wallet of tests/wallets/in-page-wallet.ts, with the misbehaviours a test chooses, put into the
 * page by `addInitScript` before the app's first script. It signs with a real key (an ethers Wallet in the
 * test's process, reached through `page.exposeFunction`), so a login through the connect sheet really works
 * against the mock backend. Test code only: nothing here reaches the app's bundles.
 */
import type { Page } from '@playwright/test';
import { getBytes, hexlify, JsonRpcProvider, randomBytes, Wallet } from 'ethers';
import { type InPageWalletArgs, injectWallet, type Misbehaviour } from './in-page-wallet';

export type { Misbehaviour, Placement, SwitchBehaviour, TestWalletHooks } from './in-page-wallet';

/** The function the init script calls to sign (runs in the test's process with the wallet's key). */
const SIGN_BINDING = '__testWalletSign';
/** The function the init script calls to send a transaction on the chain the wallet is on. */
const SEND_BINDING = '__testWalletSend';

/** A transaction as a page asks a wallet for it (`eth_sendTransaction`'s first parameter). */
interface AskedTransaction {
  readonly to?: string;
  readonly data?: string;
  readonly value?: string;
}

/**
 * Puts the misbehaving wallet into every page the tab loads; answers its (checksummed) address. With
 * `chains` (chain id → JSON-RPC URL, the local chains), it also sends transactions there, signed with its key,
 * the way a wallet does for `eth_sendTransaction`.
 */
export async function installMisbehavingWallet(
  page: Page,
  behaviour: Misbehaviour = {},
  chains: Readonly<Record<number, string>> = {},
): Promise<string> {
  const wallet = new Wallet(hexlify(randomBytes(32)));
  await page.exposeFunction(SIGN_BINDING, (messageHex: string) => wallet.signMessage(getBytes(messageHex)));
  await page.exposeFunction(SEND_BINDING, async (tx: AskedTransaction, chainId: number) => {
    const url = chains[chainId];
    if (!url) throw new Error(`the test wallet has no node for chain ${chainId}`);
    const signer = wallet.connect(new JsonRpcProvider(url, chainId, { staticNetwork: true }));
    const sent = await signer.sendTransaction({
      ...(tx.to && { to: tx.to }),
      ...(tx.data && { data: tx.data }),
      ...(tx.value && { value: BigInt(tx.value) }),
    });
    return sent.hash;
  });
  const args: InPageWalletArgs = {
    behaviour,
    address: wallet.address,
    signer: { kind: 'bindings', sign: SIGN_BINDING, send: SEND_BINDING },
  };
  if (behaviour.viaInlineScript) {
    // The provider's code travels as the text of an inline script element, added before the page's own.
    const code = `(${injectWallet.toString()})(${JSON.stringify(args)})`;
    await page.addInitScript({
      content: `(() => {
        const inject = () => {
          const script = document.createElement('script');
          script.textContent = ${JSON.stringify(code)};
          (document.head ?? document.documentElement).appendChild(script);
          script.remove();
        };
        // As soon as the document has its root element: before the page's head is read.
        if (document.documentElement) inject();
        else {
          const watch = new MutationObserver(() => {
            if (!document.documentElement) return;
            watch.disconnect();
            inject();
          });
          watch.observe(document, { childList: true });
        }
      })();`,
    });
  } else {
    await page.addInitScript(injectWallet, args);
  }
  return wallet.address;
}
