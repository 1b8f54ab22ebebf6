import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notice } from '../../domain/notice/notice';
import { SessionStore } from '../auth/session.store';
import { NoticeSummaryApi } from './notice-api.port';

/** How long a loaded summary counts as fresh: screens ask often (home, the menu), the server once. */
export const SUMMARY_FRESH_MS = 30_000;

/**
 * The unread count and the newest notice, one copy for the whole app: the side menu's badge, the header
 * dot and home's notice line read it, and opening a notice updates it with the count the server answers,
 * so every screen shows the same number. The figures belong to the session that loaded them: after a
 * logout or another login they read as nothing until loaded again.
 */
@injectable()
export class NoticeSummaryStore {
  private unread = 0;
  private newest: Notice | null = null;
  /** The token the figures were loaded with; null before the first load. */
  private owner: string | null = null;
  private loadedAt = 0;
  loading = false;
  error: unknown = null;

  constructor(
    @inject(NoticeSummaryApi) private readonly api: NoticeSummaryApi,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  private get current(): boolean {
    return this.session.token !== null && this.owner === this.session.token;
  }

  /** Unread notices of the logged-in user; 0 for a visitor or before the first load. */
  get unreadCount(): number {
    return this.current ? this.unread : 0;
  }

  /** The newest notice; null for a visitor, before the first load, or when there is none. */
  get latest(): Notice | null {
    return this.current ? this.newest : null;
  }

  /** Loads the figures when logged in (always when `force`, else when missing or older than 30 s). */
  async refresh(now: number, force = false): Promise<void> {
    const token = this.session.token;
    if (token === null || this.loading) return;
    if (!force && this.current && now - this.loadedAt < SUMMARY_FRESH_MS) return;
    this.loading = true;
    try {
      const summary = await this.api.summary();
      runInAction(() => {
        if (this.session.token !== token) return;
        this.unread = summary.unread;
        this.newest = summary.latest;
        this.owner = token;
        this.loadedAt = now;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = error));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** A notice was marked read: the server's unread count after it, and the newest one's mark. */
  markedRead(id: number, unreadAfter: number): void {
    if (!this.current) return;
    this.unread = Math.max(0, unreadAfter);
    if (this.newest?.id === id) this.newest = { ...this.newest, read: true };
  }
}
