import type { WalletInfo } from '../../application/wallet/wallet.port';
import type { Eip1193Provider } from './eip1193-wallet.adapter';

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

/** Flags in-app browsers set on `window.ethereum`, most specific first (many also set isMetaMask). */
const INJECTED_NAMES: ReadonlyArray<readonly [readonly string[], string]> = [
  [['isTrust', 'isTrustWallet'], 'Trust Wallet'],
  [['isTokenPocket'], 'TokenPocket'],
  [['isCoinbaseWallet'], 'Coinbase Wallet'],
  [['isOkxWallet', 'isOKExWallet'], 'OKX Wallet'],
  [['isBitKeep'], 'Bitget Wallet'],
  [['isMetaMask'], 'MetaMask'],
];

/** A name for a legacy injected provider, guessed from its flags. */
export function guessInjectedName(provider: unknown): string {
  if (!isRecord(provider)) return 'Browser wallet';
  const match = INJECTED_NAMES.find(([flags]) => flags.some((flag) => provider[flag] === true));
  return match ? match[1] : 'Browser wallet';
}

/**
 * The legacy `window.ethereum` of in-app browsers, as wallet `injected`, unless an EIP-6963
 * announcement already carries the same provider object (then that entry is the better one).
 */
export function legacyInjectedWallet(
  target: Window,
  announced: readonly DiscoveredWallet[],
): DiscoveredWallet | null {
  const provider: unknown = (target as Window & { ethereum?: unknown }).ethereum;
  if (!isProvider(provider)) return null;
  if (announced.some((wallet) => wallet.provider === provider)) return null;
  return {
    info: { id: 'injected', name: guessInjectedName(provider), icon: '', kind: 'injected' },
    provider,
  };
}
