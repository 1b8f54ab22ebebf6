import type { ChainParams, Wallet, WalletEvent, WalletInfo } from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';
import { toWalletError, type WalletOperation } from './wallet-errors';
import { DEFAULT_WALLET_TIMING, sleep, type WalletTiming, within } from './wallet-timing';

// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 event payloads differ per event.
type ProviderListener = (...args: any[]) => void;

/** The part of an EIP-1193 provider the app uses (injected, EIP-6963, MetaMask SDK or the demo wallet). */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: ProviderListener): unknown;
  removeListener?(event: string, listener: ProviderListener): unknown;
  /** Some wallets' emitters have only `off`. */
  off?(event: string, listener: ProviderListener): unknown;
}

/** A provider, or how to get one later (the MetaMask SDK is loaded only when first used). */
export type ProviderSource = Eip1193Provider | (() => Promise<Eip1193Provider>);

/** MetaMask's `disconnect` while it reconnects to a chain (a switch): the account stays connected. */
const RECONNECTING = 1013;

/** Which error context a raw request belongs to. */
function operationOf(method: string): WalletOperation {
  if (method === 'eth_sendTransaction') return 'transaction';
  if (method === 'eth_requestAccounts') return 'connect';
  if (method === 'personal_sign' || method === 'eth_sign' || method.startsWith('eth_signTypedData'))
    return 'sign';
  if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') return 'switch';
  return 'request';
}

/** UTF-8 bytes of a message as the 0x hex string personal_sign expects. */
export function utf8ToHex(message: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;

/** A chain id as wallets report it (hex string, decimal string or number); NaN when unreadable. */
export function parseChainId(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const parsed = Number(value.trim());
  return Number.isSafeInteger(parsed) ? parsed : Number.NaN;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const toAccounts = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The Wallet port over any EIP-1193 provider. Every failure becomes an AppError of a wallet kind
 * (see wallet-errors.ts) chosen by the step that failed.
 */
export class Eip1193Wallet implements Wallet {
  private resolved: Eip1193Provider | null;
  private readonly load: (() => Promise<Eip1193Provider>) | null;
  private pending: Promise<Eip1193Provider> | null = null;
  private readonly listeners = new Set<(event: WalletEvent) => void>();
  private detachProvider: (() => void) | null = null;

  constructor(
    readonly info: WalletInfo,
    source: ProviderSource,
    private readonly timing: WalletTiming = DEFAULT_WALLET_TIMING,
  ) {
    this.resolved = typeof source === 'function' ? null : source;
    this.load = typeof source === 'function' ? source : null;
  }

  async connect(): Promise<readonly string[]> {
    return toAccounts(await this.call('eth_requestAccounts', undefined, 'connect'));
  }

  async accounts(): Promise<readonly string[]> {
    return toAccounts(await this.call('eth_accounts', undefined, 'connect'));
  }

  async chainId(): Promise<number> {
    const raw = await this.call('eth_chainId', undefined, 'request');
    const chainId = parseChainId(raw);
    if (Number.isNaN(chainId)) throw new AppError('system-error', { operation: 'eth_chainId' });
    return chainId;
  }

  async signMessage(address: string, message: string): Promise<string> {
    const signature = await this.call('personal_sign', [utf8ToHex(message), address], 'sign');
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
      throw new AppError('signature-failed', { operation: 'personal_sign' });
    }
    return signature;
  }

  /**
   * Switches (adding the chain first when the wallet does not know it), then waits until the wallet's
   * `eth_chainId` says the new chain, polling for at most `settleMs`: wallets answer the switch before they
   * report the chain (MetaMask Mobile says the old one for about half a second), so a caller that reads
   * `chainId()` afterwards reads the chain the wallet is really on. A wallet that cannot switch from a page
   * (4200 or -32601) fails with `wrong-network` and detail.code: the person switches in the wallet.
   */
  async switchChain(chain: ChainParams): Promise<void> {
    const switchParams = [{ chainId: toHexChainId(chain.chainId) }];
    try {
      await this.call('wallet_switchEthereumChain', switchParams, 'switch');
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'chain-unknown') throw error;
      await this.call('wallet_addEthereumChain', [addChainParams(chain)], 'switch');
      // Most wallets switch after adding; asking again is harmless and covers those that do not.
      await this.call('wallet_switchEthereumChain', switchParams, 'switch');
    }
    await this.settle(chain.chainId);
  }

  /** Polls `eth_chainId` until it says `wanted`, for at most `settleMs`; the caller judges what it reads. */
  private async settle(wanted: number): Promise<void> {
    const until = Date.now() + this.timing.settleMs;
    for (;;) {
      const now = await this.chainId().catch(() => Number.NaN);
      if (now === wanted || Date.now() >= until) return;
      await sleep(this.timing.pollMs);
    }
  }

  request(method: string, params?: readonly unknown[]): Promise<unknown> {
    return this.call(method, params, operationOf(method));
  }

  subscribe(listener: (event: WalletEvent) => void): () => void {
    this.listeners.add(listener);
    if (this.resolved) this.attach(this.resolved);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.detachProvider?.();
        this.detachProvider = null;
      }
    };
  }

  async disconnect(): Promise<void> {
    // Not every wallet knows wallet_revokePermissions (EIP-2255), and some never answer it: forgetting on
    // our side is enough, so the wallet gets a moment and no more.
    if (!this.resolved) return;
    const revoke = this.resolved.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    });
    await within(revoke, this.timing.revokeMs, null);
  }

  /** The provider is at hand: a request reaches it within the caller's own turn. */
  get prepared(): boolean {
    return this.resolved !== null;
  }

  /** Resolves a lazy source ahead of use (once; after a failure, the next call tries again). */
  async prepare(): Promise<void> {
    await this.provider();
  }

  /** The provider, resolving a lazy source once; a failure to load it is a failed connection. */
  private async provider(): Promise<Eip1193Provider> {
    if (this.resolved) return this.resolved;
    const load = this.load as () => Promise<Eip1193Provider>;
    this.pending ??= load().then(
      (provider) => {
        this.resolved = provider;
        if (this.listeners.size > 0) this.attach(provider);
        return provider;
      },
      (error: unknown) => {
        this.pending = null;
        throw toWalletError(error, 'connect');
      },
    );
    return this.pending;
  }

  private async call(method: string, params: readonly unknown[] | undefined, operation: WalletOperation) {
    // No wait when the provider is at hand: the request starts in the caller's turn, so a wallet app's
    // link that the provider opens right away is still inside the tap that asked (MetaMask SDK on iOS).
    const provider = this.resolved ?? (await this.provider());
    try {
      return await provider.request(params === undefined ? { method } : { method, params });
    } catch (error) {
      throw toWalletError(error, operation);
    }
  }

  private attach(provider: Eip1193Provider): void {
    if (this.detachProvider || !provider.on) return;
    const emit = (event: WalletEvent) => {
      for (const listener of [...this.listeners]) listener(event);
    };
    const onAccounts = (accounts: unknown) =>
      emit({ type: 'accountsChanged', accounts: toAccounts(accounts) });
    const onChain = (raw: unknown) => {
      const chainId = parseChainId(raw);
      if (!Number.isNaN(chainId)) emit({ type: 'chainChanged', chainId });
    };
    // A `disconnect` is a logout only when the account is gone: MetaMask sends one with 1013 while it
    // switches chains, and others while they reconnect, with the account still connected.
    const onDisconnect = (error?: unknown) => {
      if (isRecord(error) && error.code === RECONNECTING) return;
      const accounts = provider
        .request({ method: 'eth_accounts' })
        .then(toAccounts)
        .catch(() => []);
      void within(accounts, this.timing.accountsCheckMs, [] as readonly string[]).then((still) =>
        emit(still.length > 0 ? { type: 'accountsChanged', accounts: still } : { type: 'disconnect' }),
      );
    };
    provider.on('accountsChanged', onAccounts);
    provider.on('chainChanged', onChain);
    provider.on('disconnect', onDisconnect);
    const remove = (event: string, listener: ProviderListener) => {
      if (provider.removeListener) provider.removeListener(event, listener);
      else provider.off?.(event, listener);
    };
    this.detachProvider = () => {
      remove('accountsChanged', onAccounts);
      remove('chainChanged', onChain);
      remove('disconnect', onDisconnect);
    };
  }
}

/** The wallet_addEthereumChain parameter (EIP-3085) for a chain. */
export function addChainParams(chain: ChainParams): Record<string, unknown> {
  return {
    chainId: toHexChainId(chain.chainId),
    chainName: chain.name,
    rpcUrls: [chain.rpcUrl],
    ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
  };
}
