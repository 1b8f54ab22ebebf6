import { inject, injectable } from 'inversify';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { SessionStore } from './session.store';

/**
 * Logs out: clears token, user info, wallet address and invite URL, and forgets the wallet connection.
 * Also runs by itself when the wallet's account changes or the wallet disconnects.
 */
@injectable()
export class LogoutUseCase {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WalletSessionStore) private readonly walletSession: WalletSessionStore,
  ) {
    walletSession.setLostListener(() => {
      void this.execute();
    });
  }

  async execute(): Promise<void> {
    const wallet = this.walletSession.wallet;
    this.walletSession.detach();
    this.session.logout();
    // Wallets cannot be disconnected remotely; a failure here changes nothing for the user.
    await wallet?.disconnect().catch(() => undefined);
  }
}
