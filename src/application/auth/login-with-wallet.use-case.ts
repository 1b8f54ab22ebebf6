import { inject, injectable } from 'inversify';
import { isInviteCode } from '../../domain/auth/invite-code';
import { WELCOME_TEXT } from '../../domain/auth/welcome-text';
import { AppError, isAppError } from '../../domain/shared/app-error';
import type { User } from '../../domain/user/user';
import { AppConfig } from '../shared/app-config';
import { Clock } from '../shared/clock.port';
import { WalletRegistry } from '../wallet/wallet.port';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { AuthApi } from './auth-api.port';
import { LoadUserUseCase } from './load-user.use-case';
import { SessionStore } from './session.store';

/** The steps of a wallet login, in order, for the sign prompt to show. */
export type LoginStep = 'connecting' | 'fetching-message' | 'signing' | 'logging-in' | 'loading-user';

/**
 * Asked when the connected address has no account yet, with the code to suggest (the invite link's or
 * the one typed before; '' when none): resolves the code to register with ('' for none), or null when
 * the user backs out of the login. Asked again with `refused` when the server knows no such code: the
 * dialog says so on the field and keeps the code.
 */
export type AskInviteCode = (suggested: string, refused?: 'unknown') => Promise<string | null>;

export interface LoginInput {
  readonly walletId: string;
  /** Typed invite code; when empty, the one that came with the invite link is used. */
  readonly inviteCode?: string;
  readonly onStep?: (step: LoginStep) => void;
  /**
   * The invite-code dialog. When given, the use case asks whether the address is registered after
   * connecting, and asks for a code only when it is not. Without it, the typed or linked code is sent.
   */
  readonly askInviteCode?: AskInviteCode;
  /**
   * Aborted when the person gives up on this attempt (a wallet that never answers): whatever the wallet
   * answers later, nothing is sent or kept, and the attempt ends with AppError('wallet-connect-failed').
   */
  readonly signal?: AbortSignal;
}

const malformedCode = () => new AppError('bad-request', { operation: 'auth.login' });

/**
 * Wallet login: connect, (for a new address, ask for the invite code), get the login message, sign it,
 * log in with address, message, signature and invite code, keep the token, load the user. Resolves
 * the user, or null when the user backed out at the invite-code dialog. Fails with the wallet's or the
 * API's AppError; nothing is kept when any step fails or the user backs out.
 */
@injectable()
export class LoginWithWalletUseCase {
  constructor(
    @inject(WalletRegistry) private readonly wallets: WalletRegistry,
    @inject(AuthApi) private readonly auth: AuthApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WalletSessionStore) private readonly walletSession: WalletSessionStore,
    @inject(LoadUserUseCase) private readonly loadUser: LoadUserUseCase,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ walletId, inviteCode, onStep, askInviteCode, signal }: LoginInput): Promise<User | null> {
    const going = () => {
      if (signal?.aborted) throw new AppError('wallet-connect-failed', { operation: 'login.abandoned' });
    };
    const given = (inviteCode ?? '').trim() || this.session.pendingInviteCode;
    // Without the dialog there is no later chance to correct the code: refuse it before the wallet opens.
    if (!askInviteCode && !isInviteCode(given)) throw malformedCode();

    onStep?.('connecting');
    // A wallet that is ready is asked in this turn, still inside the tap (MetaMask SDK on iOS Safari).
    const wallet = this.wallets.ready(walletId) ?? (await this.wallets.get(walletId));
    const [address] = await wallet.connect();
    going();
    if (!address) throw new AppError('wallet-connect-failed');
    const chainId = await wallet.chainId();
    going();

    let code = isInviteCode(given) ? given : '';
    if (askInviteCode && !(await this.auth.isRegistered(address))) {
      const answer = await askInviteCode(code);
      if (answer === null) return null;
      if (!isInviteCode(answer)) throw malformedCode();
      code = answer.trim();
    }

    let token: string;
    for (;;) {
      onStep?.('fetching-message');
      const message = await this.auth.loginMessage({ address, chainId });
      await this.checkMessage(message, address, chainId);

      onStep?.('signing');
      const signature = await wallet.signMessage(address, message);
      going();

      onStep?.('logging-in');
      try {
        ({ token } = await this.auth.login({ address, message, signature, inviteCode: code }));
        going();
        break;
      } catch (error) {
        // An invite code the server does not know: asked again (the dialog keeps it), then signed anew.
        if (!askInviteCode || !isAppError(error) || error.kind !== 'invite-code-unknown') throw error;
        going();
        const answer = await askInviteCode(code, 'unknown');
        if (answer === null) return null;
        if (!isInviteCode(answer)) throw malformedCode();
        code = answer.trim();
      }
    }
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

  /**
   * Only a text the app can check is signed: the spec's fixed welcome text, byte for byte, or a Sign-In
   * with Ethereum message, EIP-4361 to the letter, for this site (host and origin), this account and chain,
   * that was issued just now and expires within a day. Anything else (another text, a message for another
   * domain, a second URI line, an unknown line) is refused before the wallet sees it: `login-message-refused`.
   */
  private async checkMessage(message: string, address: string, chainId: number): Promise<void> {
    if (message === WELCOME_TEXT) return;
    // Only a server that offers Sign-In with Ethereum needs the parser: it loads then, not with the app.
    const { siweProblem } = await import('../../domain/auth/siwe');
    const { host: domain, origin } = new URL(this.config.appUrl);
    const problem = siweProblem(message, { domain, origin, address, chainId, now: this.clock.now() });
    if (problem) throw new AppError('login-message-refused', { operation: `auth.loginMessage.${problem}` });
  }
}
