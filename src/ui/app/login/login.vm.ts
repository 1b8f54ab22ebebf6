import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type LoginStep, LoginWithWalletUseCase } from '../../../application/auth/login-with-wallet.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { type WalletInfo, WalletRegistry } from '../../../application/wallet/wallet.port';
import type { ViewModel } from '../../shared/view-model';

/** The wallet login journey: the wallets found, the invite code, the step under way, the failure. */
@injectable()
export class LoginVm implements ViewModel<void> {
  wallets: readonly WalletInfo[] = [];
  discovering = false;
  step: LoginStep | null = null;
  inviteCode = '';
  error: unknown = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
    @inject(LoginWithWalletUseCase) private readonly login: LoginWithWalletUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'registry' | 'login'>(
      this,
      { session: false, registry: false, login: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.step !== null;
  }

  attach(): void {
    this.inviteCode = this.session.pendingInviteCode;
  }

  detach(): void {}

  setInviteCode(code: string): void {
    this.inviteCode = code;
  }

  /** Looks for wallets (EIP-6963 announcements arrive within a moment). */
  async discover(): Promise<void> {
    this.error = null;
    this.discovering = true;
    const wallets = await this.registry.discover();
    runInAction(() => {
      this.wallets = wallets;
      this.discovering = false;
    });
  }

  /** Logs in with a wallet; resolves true when logged in. */
  async connect(walletId: string): Promise<boolean> {
    if (this.busy) return false;
    this.error = null;
    try {
      await this.login.execute({
        walletId,
        inviteCode: this.inviteCode,
        onStep: (step) => runInAction(() => (this.step = step)),
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = error));
      return false;
    } finally {
      runInAction(() => (this.step = null));
    }
  }
}
