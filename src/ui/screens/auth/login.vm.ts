import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type LoginStep, LoginWithWalletUseCase } from '../../../application/auth/login-with-wallet.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { type WalletInfo, WalletRegistry } from '../../../application/wallet/wallet.port';
import { isInviteCode } from '../../../domain/auth/invite-code';
import { type WalletAppLink, walletAppLinks, walletPageUrl } from '../../../domain/auth/wallet-app-links';
import { type AppErrorKind, isAppError } from '../../../domain/shared/app-error';
import type { ViewModel } from '../../shared/view-model';
import { type ErrorAction, errorActionOf } from './login-error-action';
import { LOGIN_STEPS, type LoginPage, type LoginPhase, type StepView } from './login-types';
import { WalletHandoff } from './wallet-handoff';
import { WalletStall } from './wallet-stall';

/** What the sheet shows: the wallets to choose from, the invite-code dialog, or the sign prompt. */
export { LOGIN_STEPS, type LoginPage, type LoginPhase, type StepView } from './login-types';

/**
 * The wallet login journey: the wallets found, then (for a new address) the invite-code dialog, then
 * the sign prompt with its steps, and the failure with what to do about it.
 */
@injectable()
export class LoginVm implements ViewModel<void> {
  wallets: readonly WalletInfo[] = [];
  discovering = false;
  phase: LoginPhase = 'choose';
  step: LoginStep | null = null;
  /** The wallet being logged in with. */
  chosen: WalletInfo | null = null;
  inviteCode = '';
  /** The invite code in the dialog was filled in from the invite link. */
  inviteCodeFromLink = false;
  /** A malformed code was submitted, or the field holds the code the server knows nobody by: it says so. */
  inviteCodeTouched = false;
  refusedInviteCode: string | null = null;
  error: unknown = null;
  page: LoginPage = { href: '', phone: false };
  /** The wallet has not answered for a while: the sheet says what to do (open it, try again, cancel). */
  readonly stall = new WalletStall();
  /** The MetaMask SDK made ready when offered, and the link to the wallet's app for a tap of its own. */
  readonly handoff: WalletHandoff;
  private attempt: AbortController | null = null;
  private stopWatching: (() => void) | null = null;
  private answerInviteCode: ((code: string | null) => void) | null = null;
  /** The code the page was opened with (`?code=`), to tell it from one typed before. */
  private readonly linkCode: string;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
    @inject(LoginWithWalletUseCase) private readonly login: LoginWithWalletUseCase,
  ) {
    this.linkCode = session.pendingInviteCode;
    this.handoff = new WalletHandoff(registry, () => this.chosen?.id ?? null);
    makeAutoObservable<
      this,
      | 'session'
      | 'registry'
      | 'login'
      | 'answerInviteCode'
      | 'linkCode'
      | 'attempt'
      | 'stall'
      | 'handoff'
      | 'stopWatching'
    >(
      this,
      {
        session: false,
        registry: false,
        login: false,
        answerInviteCode: false,
        linkCode: false,
        attempt: false,
        stall: false,
        handoff: false,
        stopWatching: false,
      },
      { autoBind: true },
    );
  }

  attach(): void {}

  /** The sheet unmounts: a pending invite-code dialog counts as backing out. */
  detach(): void {
    this.close();
  }

  get stalled(): boolean {
    return this.stall.stalled;
  }

  get busy(): boolean {
    return this.phase !== 'choose';
  }

  get errorKind(): AppErrorKind | null {
    return isAppError(this.error) ? this.error.kind : null;
  }

  get errorAction(): ErrorAction {
    return errorActionOf(this.error);
  }

  /** A wallet lives in this browser (EIP-6963 or the in-app browser's `window.ethereum`). */
  get hasBrowserWallet(): boolean {
    return this.wallets.some((wallet) => wallet.kind === 'eip6963' || wallet.kind === 'injected');
  }

  /** "Open in wallet app": on a phone browser without a wallet of its own, or when none is installed. */
  get showAppLinks(): boolean {
    if (this.errorAction === 'app-links') return true;
    return this.page.phone && !this.discovering && !this.hasBrowserWallet;
  }

  /** In a wallet app's browser that gave no wallet: the page for wallets that inject by inline script. */
  get walletPageLink(): string | null {
    const none = !this.page.walletApp || this.discovering || this.hasBrowserWallet;
    return none ? null : walletPageUrl(this.page.href, this.pendingCode);
  }

  /** Links that reopen this page in a wallet app, with the pending invite code. */
  get appLinks(): readonly WalletAppLink[] {
    return walletAppLinks(this.page.href, this.pendingCode);
  }

  private get pendingCode(): string {
    const code = this.session.pendingInviteCode;
    return isInviteCode(code) ? code : '';
  }

  get inviteCodeValid(): boolean {
    return isInviteCode(this.inviteCode);
  }

  get steps(): readonly StepView[] {
    const at = this.step === null ? -1 : LOGIN_STEPS.indexOf(this.step);
    return LOGIN_STEPS.map((step, index) => ({
      step,
      state: index < at ? 'done' : index === at ? 'current' : 'todo',
    }));
  }

  /** The sheet opened on this page: start afresh (unless a login is under way) and look for wallets. */
  async open(page: LoginPage): Promise<void> {
    this.page = page;
    // A wallet that arrives while the sheet is open (late in-app browsers, announcements) joins the list.
    this.stopWatching?.();
    this.stopWatching = this.registry.watch(() => void this.refresh());
    this.handoff.follow();
    if (this.busy) return;
    this.error = null;
    await this.discover();
  }

  /** The sheet is closing: backing out of the invite-code dialog; a signature under way goes on. */
  close(): void {
    this.cancelInviteCode();
    this.stopWatching?.();
    this.stopWatching = null;
    this.handoff.stop();
  }

  /** Looks for wallets (EIP-6963 announcements arrive within a moment). */
  async discover(): Promise<void> {
    this.discovering = true;
    try {
      const wallets = await this.registry.discover();
      runInAction(() => (this.wallets = wallets));
      this.handoff.prepare(wallets);
    } catch (error) {
      runInAction(() => (this.error = error));
    } finally {
      runInAction(() => (this.discovering = false));
    }
  }

  /** The wallets again, without the skeleton (a wallet arrived). */
  async refresh(): Promise<void> {
    try {
      const wallets = await this.registry.discover();
      runInAction(() => (this.wallets = wallets));
    } catch {
      // The list stays as it was.
    }
  }

  /**
   * Logs in with a wallet; resolves true when logged in. An attempt given up on (`retry`, `cancel`)
   * resolves false whenever its wallet answers, and changes nothing.
   */
  async choose(walletId: string): Promise<boolean> {
    if (this.busy) return false;
    this.error = null;
    this.chosen = this.wallets.find((wallet) => wallet.id === walletId) ?? null;
    this.phase = 'signing';
    const attempt = new AbortController();
    this.attempt = attempt;
    const current = () => this.attempt === attempt;
    this.stall.watch('connecting');
    try {
      const user = await this.login.execute({
        walletId,
        onStep: (step) =>
          runInAction(() => {
            if (!current()) return;
            this.step = step;
            this.stall.watch(step);
          }),
        askInviteCode: this.askInviteCode,
        signal: attempt.signal,
      });
      return current() && user !== null;
    } catch (error) {
      runInAction(() => {
        if (current()) this.error = error;
      });
      return false;
    } finally {
      runInAction(() => {
        if (current()) this.reset();
      });
    }
  }

  /** Gives up on the attempt the wallet does not answer and asks the same wallet again. */
  retry(): Promise<boolean> {
    const walletId = this.chosen?.id;
    this.cancel();
    return walletId ? this.choose(walletId) : Promise.resolve(false);
  }

  /** Gives up on the attempt under way (its wallet request is abandoned, not awaited): back to the list. */
  cancel(): void {
    this.attempt?.abort();
    this.reset();
  }

  private reset(): void {
    this.attempt = null;
    this.phase = 'choose';
    this.step = null;
    this.chosen = null;
    this.answerInviteCode = null;
    this.stall.watch(null);
    this.handoff.clear();
  }

  setInviteCode(code: string): void {
    this.inviteCode = code;
    this.inviteCodeFromLink = false;
  }

  /** Goes on with the typed code; false (and the field says why) when it is malformed. */
  submitInviteCode(): boolean {
    if (!this.inviteCodeValid) {
      this.inviteCodeTouched = true;
      return false;
    }
    const code = this.inviteCode.trim();
    // Kept for the next attempt, as a form keeps what was typed.
    this.session.setInviteCode(code);
    this.answer(code);
    return true;
  }

  /** Goes on without an invite code (a new account without a referrer). */
  skipInviteCode(): void {
    this.answer('');
  }

  /** Backs out of the login at the invite-code dialog. */
  cancelInviteCode(): void {
    this.answer(null);
  }

  private askInviteCode(suggested: string, refused?: 'unknown'): Promise<string | null> {
    return new Promise((resolve) => {
      runInAction(() => {
        this.inviteCode = suggested;
        this.inviteCodeFromLink = suggested !== '' && suggested === this.linkCode && !refused;
        this.inviteCodeTouched = false;
        this.refusedInviteCode = refused ? suggested : null;
        this.answerInviteCode = resolve;
        this.phase = 'invite';
        this.stall.watch(null);
      });
    });
  }

  private answer(code: string | null): void {
    const resolve = this.answerInviteCode;
    if (!resolve) return;
    this.answerInviteCode = null;
    if (code !== null) this.phase = 'signing';
    resolve(code);
  }
}
