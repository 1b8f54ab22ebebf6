import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { LocaleStore } from '../../../application/shared/locale.store';
import { UserApi } from '../../../application/user/user-api.port';
import { BCP47_TAGS, type Bcp47Tag } from '../../../domain/language/language';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import type { DirectMember, TeamPerformance, User } from '../../../domain/user/user';
import { Loadable, PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';

/**
 * Team (`/user`, behind the login guard): the user's invite code and link, direct and team counts,
 * personal, team and device performance, and the direct referrals page by page.
 */
@injectable()
export class TeamVm implements ViewModel<void> {
  readonly referrals: PagedList<DirectMember>;
  /** Direct performance and device performance by equipment type (user/performance). */
  readonly performance: Loadable<TeamPerformance>;
  /** The logged-in user behind a held token (the guard does not load it on public routes). */
  private readonly userLoad = new Loadable(() => this.loadUser.execute());

  constructor(
    @inject(UserApi) private readonly users: UserApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoadUserUseCase) private readonly loadUser: LoadUserUseCase,
    @inject(LocaleStore) private readonly locales: LocaleStore,
  ) {
    this.referrals = new PagedList(
      (page, pageSize) => this.users.directList({ page, pageSize }),
      DEFAULT_PAGE_SIZE,
    );
    this.performance = new Loadable(() => this.users.performance());
    makeAutoObservable<this, 'users' | 'session' | 'loadUser' | 'locales' | 'userLoad'>(
      this,
      {
        users: false,
        session: false,
        loadUser: false,
        userLoad: false,
        locales: false,
        referrals: false,
        performance: false,
      },
      { autoBind: true },
    );
  }

  /** The logged-in user; the route guard has loaded it before the screen shows. */
  get user(): User | null {
    return this.session.user;
  }

  /** The language's BCP 47 tag, for the referrals' joined dates. */
  get dateTag(): Bcp47Tag {
    return BCP47_TAGS[this.locales.locale];
  }

  attach(): void {
    void this.referrals.ensure();
    void this.performance.ensure();
  }

  detach(): void {}

  /** Pull-to-refresh: the counts and performance (user info) and the first page of referrals. */
  async refresh(): Promise<void> {
    await Promise.all([this.referrals.refresh(), this.reloadUser(), this.performance.load()]);
  }

  loadMore(): void {
    void this.referrals.loadMore();
  }

  retryPerformance(): void {
    void this.performance.load();
  }

  retryReferrals(): Promise<void> {
    return this.referrals.refresh();
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
}
