import { inject, injectable } from 'inversify';
import { AppStorage } from '../../application/shared/storage.port';
import type { WalletInfo } from '../../application/wallet/wallet.port';
import { DelegatingWallet } from './delegating-wallet';
import { DemoEip1193Provider } from './demo-eip1193-provider';
import { Eip1193Wallet } from './eip1193-wallet.adapter';

export const DEMO_WALLET_INFO: WalletInfo = { id: 'demo', name: 'Demo wallet', icon: '', kind: 'demo' };

/** What end-to-end tests reach on `window.__nadiDemoWallet` when the demo hooks are on. */
export interface DemoWalletHooks {
  /** The next request (of `method`, when given) fails with this EIP-1193 code, e.g. 4001. */
  failNext(code: number, method?: string): void;
  /** The demo account's address. */
  address(): Promise<string>;
  /** The chain the demo wallet is on. */
  chainId(): number;
  /** Puts the demo wallet on this chain, as if the user switched inside the wallet app (chainChanged follows). */
  setChain(chainId: number): void;
}

declare global {
  interface Window {
    __nadiDemoWallet?: DemoWalletHooks;
  }
}

/**
 * The demo profile's wallet: a real key pair kept in local storage (`demoWalletKey`, created on first
 * use), acting as an EIP-1193 provider (see DemoEip1193Provider) behind the same Wallet code as real
 * wallets, so errors and events take the same paths. ethers is loaded on first use.
 */
@injectable()
export class DemoWallet extends DelegatingWallet {
  readonly info = DEMO_WALLET_INFO;
  readonly provider: DemoEip1193Provider;
  protected readonly inner: Eip1193Wallet;

  constructor(@inject(AppStorage) storage: AppStorage) {
    super();
    this.provider = new DemoEip1193Provider({
      get: () => storage.getLocal('demoWalletKey'),
      set: (key) => storage.setLocal('demoWalletKey', key),
    });
    this.inner = new Eip1193Wallet(DEMO_WALLET_INFO, this.provider);
  }

  /** Test hook: the next request (of `method`, when given) fails with this EIP-1193 code. */
  failNext(code: number, method?: string): void {
    this.provider.failNext(code, method);
  }

  /** Puts the test hooks on `window.__nadiDemoWallet`; call it only when the demo hooks are switched on. */
  exposeOnWindow(target: Window): void {
    target.__nadiDemoWallet = {
      failNext: (code, method) => this.failNext(code, method),
      address: () => this.provider.address(),
      chainId: () => this.provider.currentChainId(),
      setChain: (chainId) => this.provider.useChain(chainId),
    };
  }
}
