import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletInfo, WalletRegistry } from '../../../application/wallet/wallet.port';

/** A wallet that lives in this browser: with one, the sheet gets nothing else ready. */
const inBrowser = (wallet: WalletInfo) => wallet.kind === 'eip6963' || wallet.kind === 'injected';

/**
 * What the connect sheet does so that a wallet's app opens from the person's own tap (iOS Safari opens an
 * app only from a tap, never a while after it):
 * - the MetaMask SDK is made ready as soon as the sheet offers it and no wallet lives in the browser, once,
 *   so that tapping MetaMask asks it within the tap; a failure stays quiet (tapping MetaMask tries again
 *   and shows what fails);
 * - the link the wallet wants opened for the attempt under way is kept, for the sheet's "Open MetaMask"
 *   button: after a tap that came before the SDK was ready, or when the SDK got its link only once its relay
 *   answered.
 */
export class WalletHandoff {
  /** The link to the app of the wallet being connected, for the person to tap; null when none. */
  appLink: string | null = null;
  private readonly prepared = new Set<string>();
  private stopLinks: (() => void) | null = null;

  constructor(
    private readonly registry: WalletRegistry,
    /** The id of the wallet of the attempt under way (null when none). */
    private readonly chosen: () => string | null,
  ) {
    makeAutoObservable<this, 'registry' | 'chosen' | 'prepared' | 'stopLinks'>(
      this,
      { registry: false, chosen: false, prepared: false, stopLinks: false },
      { autoBind: true },
    );
  }

  /** The sheet lists these wallets: those that need it are made ready (each once). */
  prepare(wallets: readonly WalletInfo[]): void {
    if (wallets.some(inBrowser)) return;
    for (const { id, kind } of wallets) {
      if (kind !== 'metamask-sdk' || this.prepared.has(id)) continue;
      this.prepared.add(id);
      this.registry.prepare(id).catch(() => undefined);
    }
  }

  /** The sheet opened: the links wallets want opened are followed. */
  follow(): void {
    this.stop();
    this.stopLinks = this.registry.watchAppLinks(({ walletId, url }) => {
      if (walletId === this.chosen()) runInAction(() => (this.appLink = url));
    });
  }

  stop(): void {
    this.stopLinks?.();
    this.stopLinks = null;
  }

  /** The attempt ended: its link goes with it. */
  clear(): void {
    this.appLink = null;
  }
}
