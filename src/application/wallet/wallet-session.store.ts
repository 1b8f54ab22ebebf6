import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Wallet, WalletEvent } from './wallet.port';

/**
 * The wallet the user logged in with, and what it reports. When its account changes away from the
 * logged-in address, or it disconnects, `onLost` runs (the logout use case hooks itself there).
 */
@injectable()
export class WalletSessionStore {
  wallet: Wallet | null = null;
  address: string | null = null;
  chainId: number | null = null;
  private unsubscribe: (() => void) | null = null;
  private lostListener: (() => void) | null = null;

  constructor() {
    makeAutoObservable<this, 'unsubscribe' | 'lostListener'>(
      this,
      { wallet: false, unsubscribe: false, lostListener: false },
      { autoBind: true },
    );
  }

  /** Called once by the logout wiring: what to do when the wallet is lost. */
  setLostListener(listener: () => void): void {
    this.lostListener = listener;
  }

  attach(wallet: Wallet, address: string, chainId: number): void {
    this.detach();
    this.wallet = wallet;
    this.address = address;
    this.chainId = chainId;
    this.unsubscribe = wallet.subscribe((event) => this.handle(event));
  }

  /** Records the chain the app just switched the wallet to (not every wallet sends chainChanged). */
  setChainId(chainId: number): void {
    if (this.wallet) this.chainId = chainId;
  }

  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wallet = null;
    this.address = null;
    this.chainId = null;
  }

  private handle(event: WalletEvent): void {
    if (event.type === 'chainChanged') {
      this.chainId = event.chainId;
      return;
    }
    const current = this.address?.toLowerCase();
    const stillThere =
      event.type === 'accountsChanged' && event.accounts.some((account) => account.toLowerCase() === current);
    if (stillThere) return;
    this.lostListener?.();
  }
}
