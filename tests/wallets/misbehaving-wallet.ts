import type { Page } from '@playwright/test';
import { getBytes, hexlify, JsonRpcProvider, randomBytes, Wallet } from 'ethers';

/**
 * A wallet of the project's own that misbehaves the ways real in-app browsers do (issue 36): an EIP-1193
 * provider put into the page by `addInitScript` before the app's first script, with the misbehaviours a
 * test chooses. It signs with a real key (an ethers Wallet in the test's process, reached through
 * `page.exposeFunction`), so a login through the connect sheet really works against the mock backend.
 * Test code only: nothing here reaches the app's bundles.
 */

/** Where the provider appears in the page. */
export type Placement =
  /** `window.ethereum` itself. */
  | 'ethereum'
  /** `window.ethereum` is another wallet (Coinbase-like, answering nothing) with `providers: [it, this one]`. */
  | 'providers'
  /** Only in a wallet's own namespace, no `window.ethereum`. */
  | 'okxwallet'
  | 'bitkeep.ethereum'
  | 'trustwallet'
  | 'binancew3w.ethereum'
  | 'safepalProvider';

/** How `wallet_switchEthereumChain` goes. */
export type SwitchBehaviour =
  /** Switches, answers, then emits `chainChanged`. */
  | 'normal'
  /** Switches and answers, no `chainChanged`. */
  | 'no-event'
  /** Emits `chainChanged` at once, but `eth_chainId` still says the old chain for 500 ms (MetaMask Mobile). */
  | 'stale'
  /** Emits `disconnect` with code 1013 while switching; the account stays connected (MetaMask). */
  | 'disconnect-1013'
  /** Refuses with 4200 (method not supported). */
  | 'unsupported-4200'
  /** Refuses with -32601 (method not found). */
  | 'unsupported-32601'
  /** Knows no chain but its start chain until added; says so as -32603 wrapping 4902 in `data.originalError`. */
  | 'wrapped-4902';

export interface Misbehaviour {
  readonly placement?: Placement;
  /** Flags on the provider (`isMetaMask`, `isImToken`, …). */
  readonly flags?: Readonly<Record<string, boolean>>;
  /** Injected this many ms after the page starts, then `ethereum#initialized` is fired; 0: at once. */
  readonly lateMs?: number;
  /** Announces itself by EIP-6963 with this name and rdns; no announcement when absent. */
  readonly announce?: { readonly name: string; readonly rdns: string };
  /** How chain ids are written in `eth_chainId` and `chainChanged`. */
  readonly chainIdFormat?: 'hex' | 'number' | 'decimal';
  /** The chain the wallet starts on (default 1, Ethereum: the app's wrong-network prompt shows). */
  readonly startChainId?: number;
  readonly switchBehaviour?: SwitchBehaviour;
  /** The first call of each of these methods never settles (a locked wallet, a lost prompt). */
  readonly hangOnce?: readonly ('eth_requestAccounts' | 'personal_sign' | 'eth_sendTransaction')[];
  /** The first `eth_requestAccounts` fails with -32002 (a request already waits in the wallet). */
  readonly pendingOnce?: boolean;
  /** No `removeListener`: only `off` (some wallets' event emitters). */
  readonly onlyOff?: boolean;
  /** Accounts in lower case. */
  readonly lowercaseAccounts?: boolean;
  /** `wallet_revokePermissions` never settles. */
  readonly revokeHangs?: boolean;
  /**
   * Injected the way TokenPocket on Android (and MetaMask Mobile before mid-2024) does: an inline `<script>`
   * element put into the document at its start, which the page's Content-Security-Policy governs.
   */
  readonly viaInlineScript?: boolean;
}

/** What a test reads from and does to the wallet in the page (`window.__testWallet`). */
export interface TestWalletHooks {
  listenerCount(event: string): number;
  /** The methods asked, in order. */
  calls(): string[];
  chainId(): number;
  /** The person switches the network inside the wallet: it changes chain and emits `chainChanged`. */
  switchInWallet(chainId: number): void;
}

declare global {
  interface Window {
    __testWallet?: TestWalletHooks;
  }
}

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
  const args = { behaviour, address: wallet.address, binding: SIGN_BINDING, sendBinding: SEND_BINDING };
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

/** The init script: self-contained, it runs in the page. */
function injectWallet({
  behaviour,
  address,
  binding,
  sendBinding,
}: {
  behaviour: Misbehaviour;
  address: string;
  binding: string;
  sendBinding: string;
}): void {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Set<Listener>>();
  const calls: string[] = [];
  const hung = new Set<string>();
  const known = new Set<number>([behaviour.startChainId ?? 1]);
  let chainId = behaviour.startChainId ?? 1;
  let staleUntil = 0;
  let staleChainId = chainId;
  let pendingAnswered = false;
  // A wallet remembers that it is connected to the site across reloads of the tab.
  const CONNECTED = '__testWallet.connected';
  let connected = window.sessionStorage.getItem(CONNECTED) === 'yes';
  const switching = behaviour.switchBehaviour ?? 'normal';
  const account = behaviour.lowercaseAccounts ? address.toLowerCase() : address;

  const format = (id: number): unknown =>
    behaviour.chainIdFormat === 'number'
      ? id
      : behaviour.chainIdFormat === 'decimal'
        ? String(id)
        : `0x${id.toString(16)}`;
  const rpcError = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  const never = () => new Promise<never>(() => undefined);
  const hangsNow = (method: 'eth_requestAccounts' | 'personal_sign' | 'eth_sendTransaction') => {
    if (!behaviour.hangOnce?.includes(method) || hung.has(method)) return false;
    hung.add(method);
    return true;
  };
  const readChainId = () => (Date.now() < staleUntil ? staleChainId : chainId);

  const switchTo = async (target: number): Promise<null> => {
    if (switching === 'unsupported-4200') throw rpcError(4200, 'The method is not supported');
    if (switching === 'unsupported-32601') throw rpcError(-32601, 'The method does not exist');
    if (!known.has(target)) {
      if (switching === 'wrapped-4902') {
        throw rpcError(-32603, 'Internal JSON-RPC error.', {
          originalError: { code: 4902, message: `Unrecognized chain ID "0x${target.toString(16)}".` },
        });
      }
      known.add(target);
    }
    const before = chainId;
    chainId = target;
    if (switching === 'stale') {
      staleChainId = before;
      staleUntil = Date.now() + 500;
      emit('chainChanged', format(target));
      return null;
    }
    if (switching === 'disconnect-1013') {
      emit('disconnect', rpcError(1013, 'MetaMask: Disconnected from chain. Attempting to connect.'));
    }
    if (switching !== 'no-event') setTimeout(() => emit('chainChanged', format(target)), 20);
    return null;
  };

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    calls.push(method);
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_requestAccounts':
        if (hangsNow('eth_requestAccounts')) return never();
        if (behaviour.pendingOnce && !pendingAnswered) {
          pendingAnswered = true;
          throw rpcError(-32002, 'Already processing eth_requestAccounts. Please wait.');
        }
        connected = true;
        window.sessionStorage.setItem(CONNECTED, 'yes');
        return [account];
      case 'eth_accounts':
        return connected ? [account] : [];
      case 'eth_chainId':
        return format(readChainId());
      case 'net_version':
        return String(readChainId());
      case 'personal_sign': {
        if (hangsNow('personal_sign')) return never();
        const sign = (window as unknown as Record<string, (hex: string) => Promise<string>>)[binding];
        if (!sign) throw rpcError(-32603, 'no signer');
        return sign(String(list[0]));
      }
      case 'eth_sendTransaction': {
        if (hangsNow('eth_sendTransaction')) return never();
        const send = (window as unknown as Record<string, (tx: unknown, id: number) => Promise<string>>)[
          sendBinding
        ];
        if (!send) throw rpcError(-32603, 'no sender');
        return send(list[0], chainId);
      }
      case 'wallet_switchEthereumChain':
        return switchTo(Number((list[0] as { chainId: string }).chainId));
      case 'wallet_addEthereumChain': {
        const id = Number((list[0] as { chainId: string }).chainId);
        known.add(id);
        return null;
      }
      case 'wallet_revokePermissions':
        if (behaviour.revokeHangs) return never();
        connected = false;
        window.sessionStorage.removeItem(CONNECTED);
        return null;
      default:
        throw rpcError(4200, `Unsupported method ${method}`);
    }
  };

  const on = (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return provider;
  };
  const off = (event: string, listener: Listener) => {
    listeners.get(event)?.delete(listener);
    return provider;
  };
  const provider: Record<string, unknown> = {
    ...behaviour.flags,
    request,
    on,
    off,
    ...(behaviour.onlyOff ? {} : { removeListener: off }),
  };

  window.__testWallet = {
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    calls: () => [...calls],
    chainId: () => chainId,
    switchInWallet: (target) => {
      known.add(target);
      chainId = target;
      emit('chainChanged', format(target));
    },
  };

  const target = window as unknown as Record<string, unknown>;
  const inject = () => {
    const placement = behaviour.placement ?? 'ethereum';
    if (placement === 'ethereum') target.ethereum = provider;
    else if (placement === 'providers') {
      // Another wallet took window.ethereum and lists every provider (Coinbase Wallet's extension does this).
      const other: Record<string, unknown> = {
        isCoinbaseWallet: true,
        request: () => never(),
        on: () => other,
        removeListener: () => other,
      };
      other.providers = [other, provider];
      target.ethereum = other;
    } else if (placement.endsWith('.ethereum'))
      target[placement.split('.')[0] as string] = { ethereum: provider };
    else target[placement] = provider;
    if (behaviour.lateMs) window.dispatchEvent(new Event('ethereum#initialized'));
  };
  if (behaviour.announce) {
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: { uuid: crypto.randomUUID(), icon: '', ...behaviour.announce },
            provider,
          }),
        }),
      );
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
  if (behaviour.lateMs) setTimeout(inject, behaviour.lateMs);
  else inject();
}
