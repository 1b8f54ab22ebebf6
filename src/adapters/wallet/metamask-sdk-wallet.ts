import type { MetaMaskSDKOptions } from '@metamask/sdk';
import type { WalletInfo } from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';
import { DelegatingWallet } from './delegating-wallet';
import { type Eip1193Provider, Eip1193Wallet } from './eip1193-wallet.adapter';

/** The part of a MetaMask SDK instance we use. */
export interface MetaMaskSdkLike {
  init(): Promise<unknown>;
  getProvider(): Eip1193Provider | undefined;
  terminate(): Promise<void>;
}

/** The part of the `@metamask/sdk` module we use. */
export interface MetaMaskSdkModule {
  MetaMaskSDK: new (options: MetaMaskSDKOptions) => MetaMaskSdkLike;
}

export type MetaMaskSdkLoader = () => Promise<MetaMaskSdkModule>;

/**
 * The real loader. The SDK is ~150 KB gzip, so it stays out of the first load: it is fetched when the
 * connect sheet offers MetaMask through it and no wallet lives in the browser (or when it is picked).
 */
export const loadMetaMaskSdk: MetaMaskSdkLoader = () =>
  import('@metamask/sdk') as unknown as Promise<MetaMaskSdkModule>;

/**
 * Opens a wallet app's link in this tab while the page may still do so: while the tap's user activation
 * lasts, or always where the browser does not say (`navigator.userActivation` missing, as the SDK itself
 * would). Outside it nothing happens (iOS Safari would load the link's web page or call it invalid) and
 * the sheet's button is the way. Returns whether it opened the link.
 */
export function openWhileActive(target: Window | null, url: string): boolean {
  if (!target) return false;
  const activation = (target.navigator as { userActivation?: { readonly isActive: boolean } }).userActivation;
  if (activation && !activation.isActive) return false;
  target.location.assign(url);
  return true;
}

export const METAMASK_SDK_INFO: WalletInfo = {
  id: 'metamask-sdk',
  name: 'MetaMask',
  icon: '',
  kind: 'metamask-sdk',
};

/**
 * MetaMask through its SDK (a link or QR code to MetaMask Mobile) for browsers without an injected
 * wallet. Nothing is loaded until `prepare()` (the connect sheet offers it) or the first call that needs
 * the provider; subscribing before that only records the listener. Once prepared, `connect()` calls the
 * SDK's `eth_requestAccounts` in the caller's turn, inside the tap.
 */
export class MetaMaskSdkWallet extends DelegatingWallet {
  readonly info = METAMASK_SDK_INFO;
  private sdk: MetaMaskSdkLike | null = null;
  protected readonly inner: Eip1193Wallet;

  constructor(
    private readonly dapp: { readonly appName: string; readonly appUrl: string },
    private readonly loader: MetaMaskSdkLoader = loadMetaMaskSdk,
    /** Receives each link to MetaMask Mobile the SDK wants opened (see `openDeeplink` below). */
    private readonly openLink: (url: string) => void = () => undefined,
  ) {
    super();
    this.inner = new Eip1193Wallet(METAMASK_SDK_INFO, () => this.loadProvider());
  }

  /** The SDK is loaded and initialised: a request reaches it at once. */
  get prepared(): boolean {
    return this.inner.prepared;
  }

  /** Loads, makes and initialises the SDK (once; after a failure the next call, or a tap, tries again). */
  prepare(): Promise<void> {
    return this.inner.prepare();
  }

  /** Revokes what the wallet allows, then ends the SDK's session with MetaMask Mobile. */
  override async disconnect(): Promise<void> {
    await this.inner.disconnect();
    const sdk = this.sdk;
    if (!sdk) return;
    try {
      await sdk.terminate();
    } catch {
      // the session is forgotten on our side either way
    }
  }

  private async loadProvider(): Promise<Eip1193Provider> {
    const { MetaMaskSDK } = await this.loader();
    // What the SDK (0.34) does, read in its source: on a phone browser, `eth_requestAccounts` without a
    // session goes to startConnection, which awaits `createChannel` (the relay's answer to joining a
    // channel) and only then calls openDeeplink (services/RemoteConnection/ConnectionManager/
    // startConnection.ts, connectWithDeeplink.ts); later wallet requests open it from the stream's write
    // (services/RemoteCommunicationPostMessageStream/write.ts). openDeeplink hands the link to our
    // `openDeeplink` when given, else sets location.href to `metamask://` (useDeeplink, its default) or
    // clicks a link to the universal one (services/PlatfformManager/openDeeplink.ts). A second request while
    // the first waits only waits with it (provider/initializeMobileProvider.ts): no new link.
    const sdk = new MetaMaskSDK({
      dappMetadata: { name: this.dapp.appName, url: this.dapp.appUrl },
      // Keep window.ethereum untouched: the registry reads it to find in-app browser wallets.
      injectProvider: false,
      // Connect only when asked: checking at init would start a connection (and open MetaMask) at once.
      checkInstallationImmediately: false,
      // The universal link (https://metamask.app.link/connect?…): opens MetaMask Mobile when installed and
      // its install page when not, where iOS Safari answers `metamask://` without the app with "address is
      // invalid". iOS follows either only from a tap, so the link also goes to the sheet as a button.
      useDeeplink: false,
      openDeeplink: (url) => this.openLink(url),
      // Preparing happens for everyone the sheet offers MetaMask to: nothing reaches MetaMask's analytics.
      enableAnalytics: false,
    });
    await sdk.init();
    const provider = sdk.getProvider();
    if (!provider) throw new AppError('wallet-connect-failed', { operation: 'metamask-sdk' });
    this.sdk = sdk;
    return provider;
  }
}
