import { inject, injectable } from 'inversify';
import { type IReactionDisposer, makeAutoObservable, reaction, runInAction } from 'mobx';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { HomeApi } from '../../../application/home/home-api.port';
import { NoticeSummaryStore } from '../../../application/notice/notice-summary.store';
import { Clock } from '../../../application/shared/clock.port';
import { LocaleStore } from '../../../application/shared/locale.store';
import type { Banner, MainInfo } from '../../../domain/home/home';
import type { Notice } from '../../../domain/notice/notice';
import { type Countdown, countdownTo } from '../../../domain/shared/countdown';
import type { User } from '../../../domain/user/user';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';

export interface HomeParams {
  /** Whether the (kept-alive) page is on screen: the countdown ticks only then. */
  readonly active: boolean;
}

/** How far the node sale has come. */
export interface NodeQuota {
  readonly sold: number;
  readonly total: number;
  /** sold / total, between 0 and 1 (0 when the total is 0). */
  readonly ratio: number;
}

const SECOND_MS = 1000;

/**
 * Home (public): banners, the node sale with its live countdown, the NADI price, partners, and for a
 * logged-in user a summary of their account. Each part loads and fails on its own, so the page is
 * never blank. The countdown runs on one timer that fires when the shown second changes, and stops
 * while the page is hidden or once the sale has ended.
 */
@injectable()
export class HomeVm implements ViewModel<HomeParams> {
  readonly banners: Loadable<readonly Banner[]>;
  readonly info: Loadable<MainInfo>;
  /** The clock's time at the last tick; the countdown is computed from it. */
  now: number;
  /** The logged-in user behind a held token (the guard does not load it on public routes). */
  private readonly userLoad = new Loadable(() => this.loadUser.execute());
  private active = false;
  /** Home was on screen before: coming back to it (after a payment, a transfer) reads the balances again. */
  private shownBefore = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Reloads the server's words (banners, advantages, partners) when the language changes. */
  private languageWatch: IReactionDisposer | null = null;
  /** The language the server's words on screen are in. */
  private shownLocale: string;

  constructor(
    @inject(HomeApi) private readonly common: HomeApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoadUserUseCase) private readonly loadUser: LoadUserUseCase,
    @inject(Clock) private readonly clock: Clock,
    @inject(NoticeSummaryStore) private readonly notices: NoticeSummaryStore,
    @inject(LocaleStore) private readonly locales: LocaleStore,
  ) {
    this.banners = new Loadable(() => this.common.banners());
    this.info = new Loadable(() => this.common.mainInfo());
    this.now = clock.now();
    this.shownLocale = locales.locale;
    makeAutoObservable<
      this,
      | 'common'
      | 'session'
      | 'loadUser'
      | 'clock'
      | 'active'
      | 'timer'
      | 'userLoad'
      | 'notices'
      | 'locales'
      | 'languageWatch'
      | 'shownLocale'
    >(
      this,
      {
        common: false,
        session: false,
        loadUser: false,
        userLoad: false,
        clock: false,
        banners: false,
        info: false,
        active: false,
        timer: false,
        ticking: false,
        notices: false,
        locales: false,
        languageWatch: false,
        shownLocale: false,
      },
      { autoBind: true },
    );
  }

  get loggedIn(): boolean {
    return this.session.loggedIn;
  }

  get user(): User | null {
    return this.session.user;
  }

  /** The newest notice for the line under the banners; null for a visitor or when there is none. */
  get latestNotice(): Notice | null {
    return this.notices.latest;
  }

  /** A token is held but the user is still unknown: the summary shows a skeleton (or the error). */
  get userPending(): boolean {
    return this.session.needsUser;
  }

  /** Time left in the node sale; null until the home info has loaded. */
  get countdown(): Countdown | null {
    const info = this.info.data;
    return info ? countdownTo(info.nodeSaleEndsAt, new Date(this.now)) : null;
  }

  get saleEnded(): boolean {
    return this.countdown?.done ?? false;
  }

  get quota(): NodeQuota | null {
    const info = this.info.data;
    if (!info) return null;
    const { nodeSold: sold, nodeTotal: total } = info;
    const ratio = total > 0 ? Math.min(1, Math.max(0, sold / total)) : 0;
    return { sold, total, ratio };
  }

  /** Whether the countdown timer is scheduled (for tests and for nothing else). */
  get ticking(): boolean {
    return this.timer !== null;
  }

  attach({ active }: HomeParams): void {
    const returning = active && !this.active && this.shownBefore;
    this.active = active;
    this.now = this.clock.now();
    void this.banners.ensure();
    if (this.info.data === null && !this.info.loading) void this.loadInfo();
    if (this.session.needsUser && !this.userLoading) void this.reloadUser();
    // Back on home while logged in: the figures shown are kept until the fresh ones arrive.
    else if (returning && this.session.loggedIn && !this.userLoading) void this.reloadUser();
    if (active) this.shownBefore = true;
    void this.notices.refresh(this.clock.now());
    // Another language picked while the page was away, or while it is on screen: the words again.
    if (this.locales.locale !== this.shownLocale) void this.reloadWords();
    this.languageWatch ??= reaction(
      () => this.locales.locale,
      () => void this.reloadWords(),
    );
    this.syncTimer();
  }

  detach(): void {
    this.active = false;
    this.languageWatch?.();
    this.languageWatch = null;
    this.syncTimer();
  }

  /** Pull-to-refresh: every part again, the user too when logged in. */
  async refresh(): Promise<void> {
    await Promise.all([
      this.banners.load(),
      this.loadInfo(),
      this.session.loggedIn ? this.reloadUser() : Promise.resolve(),
      this.notices.refresh(this.clock.now(), true),
    ]);
  }

  private reloadWords(): Promise<void> {
    this.shownLocale = this.locales.locale;
    return this.refresh();
  }

  retryBanners(): void {
    void this.banners.load();
  }

  retryInfo(): void {
    void this.loadInfo();
  }

  retryUser(): void {
    void this.reloadUser();
  }

  private async loadInfo(): Promise<void> {
    await this.info.load();
    runInAction(() => (this.now = this.clock.now()));
    this.syncTimer();
  }

  get userLoading(): boolean {
    return this.userLoad.loading;
  }

  get userError(): unknown {
    return this.userLoad.error;
  }

  private reloadUser(): Promise<void> {
    return this.userLoad.load();
  }

  /** One timer: running while the page is on screen and the sale has time left, stopped otherwise. */
  private syncTimer(): void {
    const countdown = this.countdown;
    const run = this.active && countdown !== null && !countdown.done;
    if (run && this.timer === null) this.schedule();
    if (!run && this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  /** Fires when the shown second changes: the remaining time crosses a whole second. */
  private schedule(): void {
    const end = this.info.data?.nodeSaleEndsAt.getTime() ?? 0;
    const remaining = end - this.clock.now();
    const delay = remaining > 0 ? remaining % SECOND_MS || SECOND_MS : SECOND_MS;
    this.timer = setTimeout(this.tick, delay);
  }

  private tick(): void {
    this.timer = null;
    this.now = this.clock.now();
    this.syncTimer();
  }
}
