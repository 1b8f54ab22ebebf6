import { inject, injectable, optional } from 'inversify';
import { AppConfig } from '../../application/shared/app-config';
import { AppStorage } from '../../application/shared/storage.port';
import type {
  Wallet,
  WalletAppLinkOffer,
  WalletInfo,
  WalletRegistry,
} from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';
import type { DemoWallet } from './demo-wallet.adapter';
import { Eip1193Wallet } from './eip1193-wallet.adapter';
import {
  ANNOUNCE_EVENT,
  type DiscoveredWallet,
  Eip6963Discovery,
  injectedWallets,
} from './eip6963-discovery';
import {
  loadMetaMaskSdk,
  METAMASK_SDK_INFO,
  type MetaMaskSdkLoader,
  MetaMaskSdkWallet,
  openWhileActive,
} from './metamask-sdk-wallet';

/**
 * What the registry reads from its surroundings. Unbound in the app (the defaults below apply);
 * tests pass their own.
 */
export const WalletEnvironment = Symbol.for('WalletEnvironment');
export interface WalletEnvironment {
  /** The page's window; null outside a browser (then only the SDK and the demo wallet are offered). */
  readonly window: Window | null;
  /** How long the first discovery waits for EIP-6963 announcements. */
  readonly discoveryWaitMs: number;
  /** How long `watch` keeps looking on `window` for a provider that came without an event, and how often. */
  readonly watchMs?: number;
  readonly watchEveryMs?: number;
  readonly loadMetaMaskSdk: MetaMaskSdkLoader;
}

export const DEFAULT_DISCOVERY_WAIT_MS = 300;
/** Late in-app browsers inject within a few seconds of the page or the sheet (TokenPocket: about 1.5 s). */
export const DEFAULT_WATCH_MS = 5_000;
export const DEFAULT_WATCH_EVERY_MS = 500;
/** What a late in-app browser fires once it has put `window.ethereum` in place. */
export const INITIALIZED_EVENT = 'ethereum#initialized';

const defaultEnvironment = (): WalletEnvironment => ({
  window: typeof window === 'undefined' ? null : window,
  discoveryWaitMs: DEFAULT_DISCOVERY_WAIT_MS,
  loadMetaMaskSdk,
});

/** MetaMask found in the page: its EIP-6963 announcement, or an injected provider named MetaMask by its flags. */
const isMetaMask = ({ info }: DiscoveredWallet): boolean =>
  info.id === 'io.metamask' || (info.kind === 'injected' && info.name === 'MetaMask');

interface Entry {
  readonly info: WalletInfo;
  readonly create: () => Wallet;
}

/**
 * Finds wallets in this order: EIP-6963 announcements (id = rdns), the legacy `window.ethereum` of
 * in-app browsers (`injected`), the MetaMask SDK (`metamask-sdk`, MetaMask mobile) unless MetaMask itself
 * is among them (a person with another browser wallet can still choose MetaMask on the phone), and the
 * demo wallet (`demo`) in the demo profile. The demo wallet loads in its own chunk as the registry is
 * made, so a live build never downloads it; with `config.demoHooks` on, its test hooks are put on
 * `window.__nadiDemoWallet` as soon as it has loaded, before any wallet is chosen.
 */
@injectable()
export class BrowserWalletRegistry implements WalletRegistry {
  private readonly env: WalletEnvironment;
  private readonly demo: Promise<DemoWallet> | null;
  private discovery: Eip6963Discovery | null = null;
  private discoveryStartedAt = 0;
  private entries: readonly Entry[] | null = null;
  private readonly wallets = new Map<string, Wallet>();
  private readonly linkListeners = new Set<(link: WalletAppLinkOffer) => void>();

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(AppStorage) storage: AppStorage,
    @inject(WalletEnvironment) @optional() env?: WalletEnvironment,
  ) {
    this.env = env ?? defaultEnvironment();
    const target = this.env.window;
    this.demo =
      config.profile === 'demo'
        ? import('./demo-wallet.adapter').then(({ DemoWallet }) => {
            const demo = new DemoWallet(storage);
            if (config.demoHooks && target) demo.exposeOnWindow(target);
            return demo;
          })
        : null;
  }

  async discover(): Promise<readonly WalletInfo[]> {
    const found = await this.scan();
    const entries: Entry[] = found.map(({ info, provider }) => ({
      info,
      create: () => new Eip1193Wallet(info, provider),
    }));
    if (!found.some(isMetaMask)) {
      const dapp = { appName: this.config.appName, appUrl: this.config.appUrl };
      const load = this.env.loadMetaMaskSdk;
      const openLink = (url: string) => this.offerLink(METAMASK_SDK_INFO.id, url);
      entries.push({ info: METAMASK_SDK_INFO, create: () => new MetaMaskSdkWallet(dapp, load, openLink) });
    }
    const demo = await this.demo;
    if (demo) entries.push({ info: demo.info, create: () => demo });
    this.entries = entries;
    return entries.map((entry) => entry.info);
  }

  async get(id: string): Promise<Wallet> {
    const known = this.made(id);
    if (known) return known;
    await this.discover();
    const wallet = this.made(id);
    if (!wallet) throw new AppError('wallet-not-installed', { operation: id });
    return wallet;
  }

  /** The MetaMask SDK is loaded and initialised; every other wallet needs nothing. */
  async prepare(id: string): Promise<void> {
    const wallet = await this.get(id);
    if (wallet instanceof MetaMaskSdkWallet) await wallet.prepare();
  }

  ready(id: string): Wallet | null {
    const wallet = this.made(id);
    return wallet instanceof MetaMaskSdkWallet && !wallet.prepared ? null : wallet;
  }

  watchAppLinks(listener: (link: WalletAppLinkOffer) => void): () => void {
    this.linkListeners.add(listener);
    return () => this.linkListeners.delete(listener);
  }

  /** The wallet of this id, made once from what the last discovery listed; null when it listed none. */
  private made(id: string): Wallet | null {
    const cached = this.wallets.get(id);
    if (cached) return cached;
    const entry = this.entries?.find((candidate) => candidate.info.id === id);
    if (!entry) return null;
    const wallet = entry.create();
    this.wallets.set(id, wallet);
    return wallet;
  }

  /** A wallet wants its app opened: at once while the tap lasts, and offered to the sheet either way. */
  private offerLink(walletId: string, url: string): void {
    openWhileActive(this.env.window, url);
    for (const listener of [...this.linkListeners]) listener({ walletId, url });
  }

  /** EIP-6963 wallets and the legacy injected one; the first call waits for announcements. */
  private async scan(): Promise<readonly DiscoveredWallet[]> {
    const target = this.env.window;
    if (!target) return [];
    // Asking again is cheap and catches a wallet that injected itself late.
    const discovery = this.startDiscovery(target);
    const remaining = this.discoveryStartedAt + this.env.discoveryWaitMs - Date.now();
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    const announced = discovery.wallets();
    return [...announced, ...injectedWallets(target, announced)];
  }

  /** Listens for announcements (once) and asks the wallets to announce themselves. */
  private startDiscovery(target: Window): Eip6963Discovery {
    if (!this.discovery) {
      this.discovery = new Eip6963Discovery(target);
      this.discoveryStartedAt = Date.now();
    }
    this.discovery.start();
    return this.discovery;
  }

  watch(listener: () => void): () => void {
    const target = this.env.window;
    if (!target) return () => undefined;
    // Announcements are collected by the discovery, which must listen before this does.
    this.startDiscovery(target);
    // Wallets re-announce at every request (and discover() requests): only a new one is news.
    const found = () => {
      const announced = this.discovery?.wallets() ?? [];
      return announced.length + injectedWallets(target, announced).length;
    };
    let known = found();
    const look = () => {
      const now = found();
      if (now !== known) {
        known = now;
        listener();
      }
    };
    // A late in-app browser fires ethereum#initialized; one without an event is found by looking.
    const onEvent = () => look();
    target.addEventListener(INITIALIZED_EVENT, onEvent);
    target.addEventListener(ANNOUNCE_EVENT, onEvent);
    const every = setInterval(look, this.env.watchEveryMs ?? DEFAULT_WATCH_EVERY_MS);
    const enough = setTimeout(() => clearInterval(every), this.env.watchMs ?? DEFAULT_WATCH_MS);
    return () => {
      target.removeEventListener(INITIALIZED_EVENT, onEvent);
      target.removeEventListener(ANNOUNCE_EVENT, onEvent);
      clearInterval(every);
      clearTimeout(enough);
    };
  }
}
