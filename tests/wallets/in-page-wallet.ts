/**
 * The misbehaving wallet as it lives in the page (issue 36): an EIP-1193 provider with the misbehaviours a
 * test chooses, self-contained so that a test can put its source into the page: Playwright by
 * `addInitScript` before the app's first script (tests/wallets/misbehaving-wallet.ts), WebDriver by
 * `executeScript` after the page has loaded, as late in-app browsers do (tests/wallets/webdriver-wallet.ts).
 * It signs with a real key in one of two ways (`InPageSigner`). Test code only: nothing here reaches the
 * app's bundles.
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
  /**
   * Injected this many ms after the wallet's script runs, then `ethereum#initialized` is fired; absent: at
   * once, no event. Under Playwright the script runs as the page starts; under WebDriver, which runs a script
   * only after the page has loaded, the wallet is late anyway (0: at once, with the event).
   */
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

/**
 * How the wallet in the page signs and sends.
 * - `bindings`: through functions the test's process exposes to the page (Playwright's `exposeFunction`),
 *   which hold the key: `sign(messageHex)` answers the EIP-191 signature, `send(tx, chainId)` the hash.
 * - `node`: through a node of the local chain that holds the key (ganache, after `personal_importRawKey` and
 *   `personal_unlockAccount`), asked over JSON-RPC from the page: `eth_sign` (ganache signs the EIP-191
 *   "Ethereum Signed Message" hash, as `personal_sign` does) at `signUrl`, and `eth_sendTransaction` from the
 *   wallet's address at the node of the chain the wallet is on. For WebDriver, which has no way for the
 *   page to call the test's process.
 */
export type InPageSigner =
  | { readonly kind: 'bindings'; readonly sign: string; readonly send: string }
  | {
      readonly kind: 'node';
      readonly signUrl: string;
      /** Chain id → JSON-RPC URL of a node holding the key. */
      readonly chains: Readonly<Record<number, string>>;
    };

/** What the page is given: the behaviour, the (checksummed) address and how to sign. */
export interface InPageWalletArgs {
  readonly behaviour: Misbehaviour;
  readonly address: string;
  readonly signer: InPageSigner;
}

/**
 * The wallet's script: self-contained (it runs in the page, from its source text; it names no import and
 * nothing of this module's scope).
 */
export function injectWallet({ behaviour, address, signer }: InPageWalletArgs): void {
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

  // Signing and sending: through the test's exposed functions, or through the node that holds the key.
  type AskedTransaction = { to?: string; data?: string; value?: string; gas?: string };
  const exposed = <F>(name: string): F => {
    const found = (window as unknown as Record<string, F | undefined>)[name];
    if (!found) throw rpcError(-32603, `no ${name} in the page`);
    return found;
  };
  const nodeCall = async (url: string, method: string, params: unknown[]): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: calls.length, method, params }),
    });
    const answer = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (answer.error) throw rpcError(answer.error.code, answer.error.message, answer.error.data);
    return answer.result;
  };
  /** A message as `personal_sign` gets it (hex, or text that some sites pass) in hex. */
  const hexOf = (message: unknown): string => {
    const text = String(message);
    if (/^0x([0-9a-f]{2})*$/i.test(text)) return text;
    const bytes = [...new TextEncoder().encode(text)];
    return `0x${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  };
  const signMessage = (message: unknown): Promise<unknown> =>
    signer.kind === 'bindings'
      ? exposed<(hex: string) => Promise<string>>(signer.sign)(hexOf(message))
      : nodeCall(signer.signUrl, 'eth_sign', [address, hexOf(message)]);
  const sendTransaction = async (tx: AskedTransaction): Promise<unknown> => {
    if (signer.kind === 'bindings')
      return exposed<(asked: AskedTransaction, id: number) => Promise<string>>(signer.send)(tx, chainId);
    const url = signer.chains[chainId];
    if (!url) throw rpcError(-32603, `the test wallet has no node for chain ${chainId}`);
    const asked = {
      from: address,
      ...(tx.to && { to: tx.to }),
      ...(tx.data && { data: tx.data }),
      ...(tx.value && { value: `0x${BigInt(tx.value).toString(16)}` }),
    };
    // Without a gas limit ganache puts a fixed 90 000: the wallet estimates it first, as wallets do.
    const gas = tx.gas ?? (await nodeCall(url, 'eth_estimateGas', [asked]));
    return nodeCall(url, 'eth_sendTransaction', [{ ...asked, gas }]);
  };

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
      case 'personal_sign':
        if (hangsNow('personal_sign')) return never();
        return signMessage(list[0]);
      case 'eth_sendTransaction':
        if (hangsNow('eth_sendTransaction')) return never();
        return sendTransaction((list[0] ?? {}) as AskedTransaction);
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
    if (behaviour.lateMs !== undefined) window.dispatchEvent(new Event('ethereum#initialized'));
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
  if (behaviour.lateMs !== undefined) setTimeout(inject, behaviour.lateMs);
  else inject();
}
