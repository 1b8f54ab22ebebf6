import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import { hasMore, type Page } from '../../domain/shared/paging';

/**
 * One piece of data a screen loads: first load, refresh, and failure, keeping what it had when a
 * refresh fails (ui-guide: "a failed list keeps what it had").
 */
export class Loadable<T> {
  data: T | null = null;
  loading = false;
  error: unknown = null;
  private generation = 0;

  constructor(private readonly fetcher: () => Promise<T>) {
    makeAutoObservable<this, 'fetcher' | 'generation'>(
      this,
      // The data is replaced whole, never changed in place (domain values are read-only): a reference
      // spares making every field of a long answer observable (2,000 rows took a slow phone 50 ms).
      { fetcher: false, generation: false, data: observableRef },
      { autoBind: true },
    );
  }

  /** No data yet and loading: the screen shows a skeleton. */
  get firstLoad(): boolean {
    return this.loading && this.data === null;
  }

  /** Failed with nothing to show: the screen shows the error with a retry. */
  get failedEmpty(): boolean {
    return this.error !== null && this.data === null && !this.loading;
  }

  /** Loads (or reloads); a later call wins over an earlier one still under way. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    try {
      const data = await this.fetcher();
      if (generation === this.generation) runInAction(() => (this.data = data));
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.error = error));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }

  /** Loads only when nothing is loaded yet (a kept-alive screen coming back does not reload). */
  async ensure(): Promise<void> {
    if (this.data === null && !this.loading) await this.load();
  }

  set(data: T): void {
    this.data = data;
  }
}

/** A list loaded page by page with pull-to-refresh and load-more. */
export class PagedList<T> {
  items: T[] = [];
  page = 0;
  total = 0;
  loading = false;
  refreshing = false;
  error: unknown = null;
  private generation = 0;

  constructor(
    private readonly fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
    readonly pageSize = 10,
  ) {
    makeAutoObservable<this, 'fetchPage' | 'generation'>(
      this,
      // Items are replaced page by page, never changed in place (domain values are read-only): a shallow
      // array spares making each row of a long list observable.
      { fetchPage: false, generation: false, pageSize: false, items: observableShallow },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return (
      this.page === 0 ||
      hasMore({ items: this.items, total: this.total, page: this.page, pageSize: this.pageSize })
    );
  }

  get firstLoad(): boolean {
    return this.loading && this.page === 0;
  }

  get empty(): boolean {
    return this.page > 0 && this.items.length === 0 && !this.loading;
  }

  get failedEmpty(): boolean {
    return this.error !== null && this.items.length === 0 && !this.loading;
  }

  /** Starts over from page 1; the old items stay on screen until the new page arrives. */
  async refresh(): Promise<void> {
    this.refreshing = this.page > 0;
    await this.fetch(1, true);
    runInAction(() => (this.refreshing = false));
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    await this.fetch(this.page + 1, false);
  }

  async ensure(): Promise<void> {
    if (this.page === 0 && !this.loading) await this.refresh();
  }

  private async fetch(page: number, replace: boolean): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    try {
      const result = await this.fetchPage(page, this.pageSize);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = replace ? [...result.items] : [...this.items, ...result.items];
        this.page = result.page;
        this.total = result.total;
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.error = error));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }
}
