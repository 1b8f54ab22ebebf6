import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { ActivityApi, ActivityRef } from '../../../application/activity/activity-api.port';
import type { RankBoard, RankEntry, Ranking } from '../../../domain/activity/ranking';

/** Rows per page of a ranking. */
export const RANKING_PAGE_SIZE = 20;

/**
 * One board of a ranking (day or total): the last ranking that loaded with its rows page by page. A reload
 * that fails keeps the last ranking and its "updated" time on screen, with the error beside it.
 */
export class RankingBoard {
  ranking: Ranking | null = null;
  entries: RankEntry[] = [];
  loading = false;
  loadingMore = false;
  error: unknown = null;
  private generation = 0;

  constructor(
    private readonly api: ActivityApi,
    private readonly ref: () => ActivityRef,
    readonly board: RankBoard,
  ) {
    makeAutoObservable<this, 'api' | 'ref' | 'generation'>(
      this,
      // Entries are replaced, never changed: a shallow array spares making each of thousands observable; the
      // ranking (whose first page holds the same rows) is held by reference for the same reason.
      {
        api: false,
        ref: false,
        generation: false,
        board: false,
        entries: observableShallow,
        ranking: observableRef,
      },
      { autoBind: true },
    );
  }

  get firstLoad(): boolean {
    return this.ranking === null && this.error === null;
  }

  get failedEmpty(): boolean {
    return this.ranking === null && this.error !== null && !this.loading;
  }

  get hasMore(): boolean {
    const page = this.ranking?.page;
    return page !== undefined && this.entries.length < page.total;
  }

  /** The first page again (pull-to-refresh, a tab shown, the update interval). */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    try {
      const ranking = await this.api.ranking(this.ref(), this.board, {
        page: 1,
        pageSize: RANKING_PAGE_SIZE,
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.ranking = ranking;
        this.entries = [...ranking.page.items];
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.error = error));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }

  async loadMore(): Promise<void> {
    const current = this.ranking;
    if (!current || this.loading || this.loadingMore || !this.hasMore) return;
    const generation = this.generation;
    const page = Math.floor(this.entries.length / RANKING_PAGE_SIZE) + 1;
    this.loadingMore = true;
    try {
      const next = await this.api.ranking(this.ref(), this.board, { page, pageSize: RANKING_PAGE_SIZE });
      if (generation !== this.generation) return;
      runInAction(() => {
        const known = new Set(this.entries.map((e) => e.rank));
        this.entries = [...this.entries, ...next.page.items.filter((e) => !known.has(e.rank))];
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.error = error));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** Forgets everything (another activity opened in the same kept-alive page). */
  reset(): void {
    this.generation++;
    this.ranking = null;
    this.entries = [];
    this.error = null;
    this.loading = false;
  }
}
