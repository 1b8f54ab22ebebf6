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
 * The real loader. The SDK is ~150 KB gzip, so it is fetched only when the user picks it, which the
 * registry offers only when no injected wallet exists.
 */
export const loadMetaMaskSdk: MetaMaskSdkLoader = () =>
  import('@metamask/sdk') as unknown as Promise<MetaMaskSdkModule>;

export const METAMASK_SDK_INFO: WalletInfo = {
  id: 'metamask-sdk',
  name: 'MetaMask',
  icon: '',
  kind: 'metamask-sdk',
};

/**
 * MetaMask through its SDK (deep link or QR code to MetaMask Mobile) for browsers without an
 * injected wallet. Nothing is loaded until the first call that needs the provider; subscribing
 * before that only records the listener.
 */
export class MetaMaskSdkWallet extends DelegatingWallet {
  readonly info = METAMASK_SDK_INFO;
  private sdk: MetaMaskSdkLike | null = null;
  protected readonly inner: Eip1193Wallet;

  constructor(
    private readonly dapp: { readonly appName: string; readonly appUrl: string },
    private readonly loader: MetaMaskSdkLoader = loadMetaMaskSdk,
  ) {
    super();
    this.inner = new Eip1193Wallet(METAMASK_SDK_INFO, () => this.loadProvider());
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
    const sdk = new MetaMaskSDK({
      dappMetadata: { name: this.dapp.appName, url: this.dapp.appUrl },
      // Keep window.ethereum untouched: the registry reads it to find in-app browser wallets.
      injectProvider: false,
      checkInstallationImmediately: false,
    });
    await sdk.init();
    const provider = sdk.getProvider();
    if (!provider) throw new AppError('wallet-connect-failed', { operation: 'metamask-sdk' });
    this.sdk = sdk;
    return provider;
  }
}
