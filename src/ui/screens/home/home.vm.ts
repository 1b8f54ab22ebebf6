import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { type LoginStep, LoginWithWalletUseCase } from '../../../application/auth/login-with-wallet.use-case';
import { LogoutUseCase } from '../../../application/auth/logout.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { LocaleStore } from '../../../application/shared/locale.store';
import { type WalletInfo, WalletRegistry } from '../../../application/wallet/wallet.port';
import type { Locale } from '../../../domain/language/language';
import type { ViewModel } from '../../shared/view-model';

/** Home: who is logged in, and the wallet login. */
@injectable()
export class HomeVm implements ViewModel<void> {
  wallets: readonly WalletInfo[] = [];
  sheetOpen = false;
  step: LoginStep | null = null;
  inviteCode = '';
  error: unknown = null;

  constructor(
    @inject(SessionStore) readonly session: SessionStore,
    @inject(LocaleStore) private readonly locales: LocaleStore,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
    @inject(LoginWithWalletUseCase) private readonly login: LoginWithWalletUseCase,
    @inject(LoadUserUseCase) private readonly loadUser: LoadUserUseCase,
    @inject(LogoutUseCase) private readonly logoutUseCase: LogoutUseCase,
  ) {
    makeAutoObservable<this, 'locales' | 'registry' | 'login' | 'loadUser' | 'logoutUseCase'>(
      this,
      {
        session: false,
        locales: false,
        registry: false,
        login: false,
        loadUser: false,
        logoutUseCase: false,
      },
      { autoBind: true },
    );
  }

  get locale(): Locale {
    return this.locales.locale;
  }

  get busy(): boolean {
    return this.step !== null;
  }

  attach(): void {
    this.inviteCode = this.session.pendingInviteCode;
    if (this.session.needsUser) void this.reloadUser();
  }

  detach(): void {}

  setLocale(locale: Locale): void {
    this.locales.setLocale(locale);
  }

  setInviteCode(code: string): void {
    this.inviteCode = code;
  }

  async openSheet(): Promise<void> {
    this.error = null;
    this.sheetOpen = true;
    const wallets = await this.registry.discover();
    runInAction(() => (this.wallets = wallets));
  }

  closeSheet(): void {
    this.sheetOpen = false;
  }

  async connect(walletId: string): Promise<void> {
    if (this.busy) return;
    this.error = null;
    try {
      await this.login.execute({
        walletId,
        inviteCode: this.inviteCode,
        onStep: (step) => runInAction(() => (this.step = step)),
      });
      runInAction(() => (this.sheetOpen = false));
    } catch (error) {
      runInAction(() => (this.error = error));
    } finally {
      runInAction(() => (this.step = null));
    }
  }

  async logout(): Promise<void> {
    await this.logoutUseCase.execute();
  }

  private async reloadUser(): Promise<void> {
    try {
      await this.loadUser.execute();
    } catch (error) {
      runInAction(() => (this.error = error));
    }
  }
}
