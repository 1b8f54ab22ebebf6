import type { WalletInfo } from '../../application/wallet/wallet.port';
import type { Eip1193Provider } from './eip1193-wallet.adapter';
import {
  KNOWN_WALLETS,
  type KnownWallet,
  readPath,
  UNKNOWN_WALLET_NAME,
  walletByFlags,
} from './wallet-table';

/** What a wallet announces about itself (EIP-6963). */
export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  /** Data URI of the icon. */
  readonly icon: string;
  /** Reverse-DNS id such as `io.metamask`; stable across page loads, so it is the wallet id. */
  readonly rdns: string;
}

export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

/** A wallet found in the page, with the provider to talk to it. */
export interface DiscoveredWallet {
  readonly info: WalletInfo;
  readonly provider: Eip1193Provider;
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isProvider = (value: unknown): value is Eip1193Provider =>
  isRecord(value) && typeof value.request === 'function';

/** The announcement's detail when it has the EIP-6963 shape; null otherwise (ignored). */
export function readAnnouncement(detail: unknown): Eip6963ProviderDetail | null {
  if (!isRecord(detail) || !isRecord(detail.info) || !isProvider(detail.provider)) return null;
  const { uuid, name, icon, rdns } = detail.info;
  if (typeof rdns !== 'string' || rdns === '' || typeof name !== 'string') return null;
  return {
    info: {
      uuid: typeof uuid === 'string' ? uuid : '',
      name,
      icon: typeof icon === 'string' ? icon : '',
      rdns,
    },
    provider: detail.provider,
  };
}

/**
 * Collects EIP-6963 announcements on a window: listens for `eip6963:announceProvider`, then asks
 * every wallet to announce itself with `eip6963:requestProvider`. One entry per rdns (the first
 * announcement wins; wallets re-announce on every request).
 */
export class Eip6963Discovery {
  private readonly byRdns = new Map<string, Eip6963ProviderDetail>();
  private started = false;

  constructor(private readonly target: Window) {}

  private readonly onAnnounce = (event: Event): void => {
    const detail = readAnnouncement((event as CustomEvent<unknown>).detail);
    if (detail && !this.byRdns.has(detail.info.rdns)) this.byRdns.set(detail.info.rdns, detail);
  };

  /** Starts listening (once) and asks the wallets to announce themselves. */
  start(): void {
    if (!this.started) {
      this.target.addEventListener(ANNOUNCE_EVENT, this.onAnnounce);
      this.started = true;
    }
    this.target.dispatchEvent(new Event(REQUEST_EVENT));
  }

  stop(): void {
    this.target.removeEventListener(ANNOUNCE_EVENT, this.onAnnounce);
    this.started = false;
  }

  /** The wallets announced so far, in order of arrival. */
  wallets(): readonly DiscoveredWallet[] {
    return [...this.byRdns.values()].map(({ info, provider }) => ({
      info: { id: info.rdns, name: info.name, icon: info.icon, kind: 'eip6963' },
      provider,
    }));
  }
}

/** A name for an injected provider, from its flags (see wallet-table.ts). */
export function guessInjectedName(provider: unknown): string {
  return walletByFlags(provider)?.name ?? UNKNOWN_WALLET_NAME;
}

const providersOf = (value: unknown): readonly unknown[] =>
  isRecord(value) && Array.isArray(value.providers) ? value.providers : [];

/**
 * The injected providers of in-app browsers and extensions, as wallets of kind `injected`: `window.ethereum`
 * (id `injected`), each of its `providers[]` (several extensions in one browser), and each known wallet's
 * namespace (`okxwallet`, `bitkeep.ethereum`, …: id `injected:<key>`). One entry per provider object, and
 * none for a provider an EIP-6963 announcement already carries (that entry is the better one). Each is
 * named by its own flags, or by the wallet whose namespace it was found in.
 */
export function injectedWallets(target: Window, announced: readonly DiscoveredWallet[]): DiscoveredWallet[] {
  const seen = new Set<unknown>(announced.map((wallet) => wallet.provider));
  const found: DiscoveredWallet[] = [];
  const usedIds = new Set<string>();
  const add = (provider: unknown, id: string, fallback: KnownWallet | null) => {
    if (!isProvider(provider) || seen.has(provider)) return;
    seen.add(provider);
    // A namespace says more than the isMetaMask that many wallets set for compatibility.
    const flagged = walletByFlags(provider);
    const known = fallback && (!flagged || flagged.key === 'metamask') ? fallback : flagged;
    let unique = id;
    for (let n = 2; usedIds.has(unique); n++) unique = `${id}-${n}`;
    usedIds.add(unique);
    found.push({
      info: { id: unique, name: known?.name ?? UNKNOWN_WALLET_NAME, icon: '', kind: 'injected' },
      provider,
    });
  };
  const ethereum = readPath(target, 'ethereum');
  const listed = providersOf(ethereum);
  // An aggregator that only lists the others (it answers nothing itself) is left out when they are there.
  if (listed.length === 0) add(ethereum, 'injected', null);
  for (const provider of listed) {
    const known = walletByFlags(provider);
    add(provider, provider === ethereum ? 'injected' : `injected:${known?.key ?? 'other'}`, null);
  }
  for (const wallet of KNOWN_WALLETS) {
    for (const path of wallet.namespaces) {
      const value = readPath(target, path);
      // Some namespaces hold the provider, some an object with it in `ethereum`.
      add(isProvider(value) ? value : readPath(value ?? {}, 'ethereum'), `injected:${wallet.key}`, wallet);
    }
  }
  return found;
}

/** The legacy `window.ethereum` alone (the first of injectedWallets when it is one), or null. */
export function legacyInjectedWallet(
  target: Window,
  announced: readonly DiscoveredWallet[],
): DiscoveredWallet | null {
  return injectedWallets(target, announced).find((wallet) => wallet.info.id === 'injected') ?? null;
}
