import type { ChainParams, Wallet, WalletEvent, WalletInfo } from '../../application/wallet/wallet.port';

/**
 * A wallet that is an EIP-1193 wallet underneath (the demo wallet, MetaMask through its SDK): every
 * member of the port goes to `inner`; subclasses add only what differs (hooks, SDK teardown).
 */
export abstract class DelegatingWallet implements Wallet {
  abstract readonly info: WalletInfo;
  protected abstract readonly inner: Wallet;

  connect(): Promise<readonly string[]> {
    return this.inner.connect();
  }

  accounts(): Promise<readonly string[]> {
    return this.inner.accounts();
  }

  chainId(): Promise<number> {
    return this.inner.chainId();
  }

  signMessage(address: string, message: string): Promise<string> {
    return this.inner.signMessage(address, message);
  }

  switchChain(chain: ChainParams): Promise<void> {
    return this.inner.switchChain(chain);
  }

  request(method: string, params?: readonly unknown[]): Promise<unknown> {
    return this.inner.request(method, params);
  }

  subscribe(listener: (event: WalletEvent) => void): () => void {
    return this.inner.subscribe(listener);
  }

  disconnect(): Promise<void> {
    return this.inner.disconnect();
  }
}
