import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadUserUseCase } from '../../application/auth/load-user.use-case';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { EXPIRY_REDIRECT_MS, SessionStore } from '../../application/auth/session.store';
import { NoticeSummaryStore } from '../../application/notice/notice-summary.store';
import { AppUpdateStore } from '../../application/shared/app-update.store';
import { Clock } from '../../application/shared/clock.port';
import { ConnectivityStore } from '../../application/shared/connectivity.store';
import { ErrorLog, type ErrorRecord } from '../../application/shared/error-log';
import { FeatureLoader, type LazyFeature } from '../../application/shared/feature-loader.port';
import { LocaleStore } from '../../application/shared/locale.store';
import type { Locale } from '../../domain/language/language';
import { MessageCatalogue } from '../intl/message-catalogue';
import type { ViewModel } from '../shared/view-model';
import { preparePart } from './part-loading';
import type { LazyPart } from './route-spec';

export type Sheet = 'menu' | 'language' | 'login' | 'invite' | null;

/**
 * The frame around every screen: which sheet is open, the user behind the route guard, and the
 * "login expired" note that returns the user to `/` after 1.5 s.
 */
@injectable()
export class ShellVm implements ViewModel<void> {
  sheet: Sheet = null;
  userState: 'idle' | 'loading' | 'failed' = 'idle';
  /** Set when a 401 ended the session: the shell shows the note and then goes to `/`. */
  redirectAt: number | null = null;
  /** The last screen shown while logged in: where a login after an expiry returns. */
  private sessionPath: string | null = null;

  constructor(
    @inject(SessionStore) readonly session: SessionStore,
    @inject(LocaleStore) private readonly locales: LocaleStore,
    @inject(LoadUserUseCase) private readonly loadUser: LoadUserUseCase,
    @inject(LogoutUseCase) private readonly logoutUseCase: LogoutUseCase,
    @inject(FeatureLoader) private readonly features: FeatureLoader,
    @inject(ErrorLog) private readonly errors: ErrorLog,
    @inject(NoticeSummaryStore) private readonly notices: NoticeSummaryStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
    @inject(AppUpdateStore) private readonly updates: AppUpdateStore,
    @inject(MessageCatalogue) private readonly catalogue: MessageCatalogue,
  ) {
    makeAutoObservable<
      this,
      | 'locales'
      | 'loadUser'
      | 'logoutUseCase'
      | 'features'
      | 'errors'
      | 'notices'
      | 'clock'
      | 'connectivity'
      | 'updates'
      | 'catalogue'
      | 'sessionPath'
    >(
      this,
      {
        session: false,
        locales: false,
        loadUser: false,
        logoutUseCase: false,
        features: false,
        errors: false,
        notices: false,
        clock: false,
        connectivity: false,
        updates: false,
        catalogue: false,
        sessionPath: false,
      },
      { autoBind: true },
    );
  }

  /** A screen failed to load or render: recorded (scrubbed) for the diagnostics panel. */
  recordError(source: ErrorRecord['source'], error: unknown): void {
    this.errors.record(source, error);
  }

  /** Loads the container modules a screen needs before it shows (see RouteSpec.features). */
  loadFeature(feature: LazyFeature): Promise<void> {
    return this.features.load(feature);
  }

  /** What a lazy part needs before it shows besides its code (part-loading.ts). */
  preparePart(part: LazyPart): Promise<void> {
    return preparePart(part, this.features, this.catalogue);
  }

  /** The unread notices load with the shell when a session is held (the menu badge shows them). */
  attach(): void {
    void this.notices.refresh(this.clock.now());
  }

  detach(): void {}

  /** Unread notices of the logged-in user: the badge on the menu button and the menu's notice entry. */
  get unreadNotices(): number {
    return this.notices.unreadCount;
  }

  /** Offline, or working from kept answers: the header says so, with the time of the figures. */
  get offline(): boolean {
    return this.connectivity.offline;
  }

  /** Epoch ms the figures on screen are from while offline; null when unknown. */
  get offlineAsOf(): number | null {
    return this.connectivity.asOf;
  }

  /** Changes when the screens should load again (the connection came back after stale data was shown). */
  get refreshKey(): number {
    return this.connectivity.refreshes;
  }

  /**
   * The person moved to the screen at `path`: kept answers from now on belong to it, and a new version of
   * the app waiting in the background may take over now (unless a payment is under way).
   */
  navigated(path: string): void {
    if (this.session.loggedIn) this.sessionPath = path;
    this.connectivity.showScreen(path);
    void this.updates.atNavigation();
  }

  /** Whether the page may reload itself into a new version now (no payment or write under way). */
  mayReload(): Promise<boolean> {
    return this.updates.mayReload();
  }

  get locale(): Locale {
    return this.locales.locale;
  }

  get loggedIn(): boolean {
    return this.session.loggedIn;
  }

  /** Route guard: a token but no user yet loads the user once; failing, the guard sends the user to `/`. */
  async ensureUser(): Promise<void> {
    if (!this.session.needsUser || this.userState === 'loading') return;
    this.userState = 'loading';
    try {
      await this.loadUser.execute();
      runInAction(() => (this.userState = 'idle'));
    } catch {
      runInAction(() => (this.userState = 'failed'));
    }
  }

  /** The guard has sent the user away after a failed user load; the next guarded visit tries again. */
  resetUserState(): void {
    this.userState = 'idle';
  }

  open(sheet: Exclude<Sheet, null>): void {
    this.sheet = sheet;
    // The menu shows the unread count: bring it up to date (at most every 30 s, see NoticeSummaryStore).
    if (sheet === 'menu') void this.notices.refresh(this.clock.now());
  }

  close(): void {
    this.sheet = null;
  }

  setLocale(locale: Locale): void {
    this.locales.setLocale(locale);
    this.sheet = null;
  }

  async logout(): Promise<void> {
    this.sheet = null;
    await this.logoutUseCase.execute();
  }

  /** Milliseconds the expiry note stays before the app goes to `/`. */
  get expiryDelayMs(): number {
    return EXPIRY_REDIRECT_MS;
  }

  /** The expiry note was shown: the screen the person was on waits for their next login. */
  acknowledgeExpiry(): void {
    this.session.acknowledgeExpiry(this.sessionPath);
  }

  /** Logged in again after an expiry: the screen to return to, once; null otherwise. */
  takeReturnPath(): string | null {
    return this.session.takeReturnPath();
  }
}
