import { inject, injectable } from 'inversify';
import { isInviteCode } from '../../domain/auth/invite-code';
import { AppError } from '../../domain/shared/app-error';
import type { User } from '../../domain/user/user';
import { WalletRegistry } from '../wallet/wallet.port';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { AuthApi } from './auth-api.port';
import { LoadUserUseCase } from './load-user.use-case';
import { SessionStore } from './session.store';

/** The steps of a wallet login, in order, for the sign prompt to show. */
export type LoginStep = 'connecting' | 'fetching-message' | 'signing' | 'logging-in' | 'loading-user';

export interface LoginInput {
  readonly walletId: string;
  /** Typed invite code; when empty, the one that came with the invite link is used. */
  readonly inviteCode?: string;
  readonly onStep?: (step: LoginStep) => void;
}

/**
 * Wallet login: connect, get the login message, sign it, log in with address, message, signature and
 * invite code, keep the token, load the user. Fails with the wallet's or the API's AppError; nothing
 * is kept when any step fails.
 */
@injectable()
export class LoginWithWalletUseCase {
  constructor(
    @inject(WalletRegistry) private readonly wallets: WalletRegistry,
    @inject(AuthApi) private readonly auth: AuthApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WalletSessionStore) private readonly walletSession: WalletSessionStore,
    @inject(LoadUserUseCase) private readonly loadUser: LoadUserUseCase,
  ) {}

  async execute({ walletId, inviteCode, onStep }: LoginInput): Promise<User> {
    const code = (inviteCode ?? '').trim() || this.session.pendingInviteCode;
    if (!isInviteCode(code)) throw new AppError('bad-request', { operation: 'auth.login' });

    onStep?.('connecting');
    const wallet = await this.wallets.get(walletId);
    const [address] = await wallet.connect();
    if (!address) throw new AppError('wallet-connect-failed');
    const chainId = await wallet.chainId();

    onStep?.('fetching-message');
    const message = await this.auth.loginMessage();

    onStep?.('signing');
    const signature = await wallet.signMessage(address, message);

    onStep?.('logging-in');
    const { token } = await this.auth.login({ address, message, signature, inviteCode: code });
    this.session.start(token, address);
    this.walletSession.attach(wallet, address, chainId);

    onStep?.('loading-user');
    try {
      return await this.loadUser.execute();
    } catch (error) {
      // A session without its user is of no use: leave nothing half done.
      this.walletSession.detach();
      this.session.logout();
      throw error;
    }
  }
}
