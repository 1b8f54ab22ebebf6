import { inject, injectable } from 'inversify';
import { SessionStore } from '../auth/session.store';
import { WalletRegistry } from './wallet.port';
import { WalletSessionStore } from './wallet-session.store';

/**
 * After a reload with a stored token, finds the wallet that still holds the logged-in account and attaches
 * it again without a prompt (`eth_accounts` only), so that the wrong-network prompt, account changes and
 * on-chain payments work without logging in again. The MetaMask SDK is left out: it loads a large library
 * and has no account without a connection, so a payment connects it when needed. Resolves whether a wallet
 * was attached; never fails (a wallet that errors simply is not the one). A wallet that comes later (a late
 * in-app browser: TokenPocket injects about 1.5 s after load) is tried again as it arrives, for LATE_WALLET_MS.
 */
/** How long after the start a wallet that arrives late is still looked for. */
export const LATE_WALLET_MS = 6_000;

@injectable()
export class ReattachWalletUseCase {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WalletSessionStore) private readonly walletSession: WalletSessionStore,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
  ) {}

  async execute(): Promise<boolean> {
    if (await this.attempt()) return true;
    if (!this.session.loggedIn || this.walletSession.wallet) return false;
    const stop = this.registry.watch(() => {
      void this.attempt().then((attached) => {
        if (attached) stop();
      });
    });
    setTimeout(stop, LATE_WALLET_MS);
    return false;
  }

  private async attempt(): Promise<boolean> {
    const address = this.session.walletAddress?.toLowerCase();
    if (!this.session.loggedIn || !address || this.walletSession.wallet) return false;
    const infos = await this.registry.discover().catch(() => []);
    for (const info of infos) {
      if (info.kind === 'metamask-sdk') continue;
      try {
        const wallet = await this.registry.get(info.id);
        const accounts = await wallet.accounts();
        if (!accounts.some((account) => account.toLowerCase() === address)) continue;
        const chainId = await wallet.chainId();
        // A login or a payment may have attached a wallet meanwhile: theirs wins.
        if (this.walletSession.wallet || !this.session.loggedIn) return false;
        this.walletSession.attach(wallet, this.session.walletAddress ?? address, chainId);
        return true;
      } catch {
        // Not this wallet: try the next one.
      }
    }
    return false;
  }
}
