import { makeAutoObservable } from 'mobx';
import type { ReleaseRecord } from '../../../domain/gold/gold';
import type { GoldReleaseStatus } from '../../../domain/gold/gold-release-status';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import { Visit } from '../../shared/visit';

/** The release lists' tabs: every record, releasing, release completed. */
export const RELEASE_TABS = ['all', 'releasing', 'completed'] as const;
export type ReleaseTab = (typeof RELEASE_TABS)[number];

type Fetch = (
  status: GoldReleaseStatus | null,
  page: number,
  pageSize: number,
) => Promise<Page<ReleaseRecord>>;

/**
 * Release records of gold orders or car applications (spec section 4: releasing, release completed):
 * one paged list per tab, kept while the user switches tabs; each visit refreshes the tab on screen.
 */
export class ReleaseRecords {
  tab: ReleaseTab = 'all';
  private readonly lists = new Map<ReleaseTab, PagedList<ReleaseRecord>>();
  private readonly visit = new Visit();

  constructor(private readonly fetch: Fetch) {
    makeAutoObservable<this, 'lists' | 'fetch' | 'visit'>(
      this,
      { lists: false, fetch: false, visit: false, list: false },
      { autoBind: true },
    );
  }

  attach(active: boolean): void {
    if (this.visit.attach(active)) void this.list.refresh();
  }

  leave(): void {
    this.visit.leave();
  }

  get list(): PagedList<ReleaseRecord> {
    let list = this.lists.get(this.tab);
    if (!list) {
      const status = this.tab === 'all' ? null : this.tab;
      list = new PagedList((page, size) => this.fetch(status, page, size), DEFAULT_PAGE_SIZE);
      this.lists.set(this.tab, list);
    }
    return list;
  }

  setTab(tab: ReleaseTab): void {
    if (tab === this.tab) return;
    this.tab = tab;
    void this.list.refresh();
  }

  refresh(): Promise<void> {
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}
