import { type IReactionDisposer, reaction, runInAction } from 'mobx';
import type { Page } from '../../../domain/shared/paging';
import type { PagedList } from '../../shared/loadable';

/**
 * How often a list with a deposit or withdrawal still under way asks again: about a block's time, so that
 * "n of N confirmations" shows each step rather than jumping to credited.
 */
export const LIVE_POLL_MS = 1000;

/**
 * Keeps a deposit or withdrawal list live without a manual refresh: while it is on screen and any item is
 * still under way (counting confirmations, awaiting review), it asks again every LIVE_POLL_MS; it stops when
 * none is, or when the screen is hidden. With only the first page loaded the poll refreshes it (new items
 * appear too); with more pages loaded it updates the shown items in place, so the reader keeps their place.
 */
export class LiveList<T extends { readonly id: number }> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watching: IReactionDisposer | null = null;

  constructor(
    private readonly list: PagedList<T>,
    private readonly firstPage: (pageSize: number) => Promise<Page<T>>,
    private readonly underWay: (item: T) => boolean,
    private readonly intervalMs = LIVE_POLL_MS,
  ) {}

  /** The screen is on: poll whenever something is under way. Safe to repeat. */
  resume(): void {
    if (this.watching) return;
    this.watching = reaction(
      () => this.list.items.some(this.underWay),
      (pending) => (pending ? this.schedule() : this.clear()),
      { fireImmediately: true },
    );
  }

  /** The screen is hidden or gone: no more polls. Safe to repeat. */
  pause(): void {
    this.watching?.();
    this.watching = null;
    this.clear();
  }

  get polling(): boolean {
    return this.timer !== null;
  }

  private schedule(): void {
    if (this.timer === null) this.timer = setTimeout(() => void this.tick(), this.intervalMs);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    this.timer = null;
    await this.poll();
    if (this.watching && this.list.items.some(this.underWay)) this.schedule();
  }

  private async poll(): Promise<void> {
    if (this.list.page <= 1) {
      await this.list.refresh();
      return;
    }
    try {
      const fresh = await this.firstPage(this.list.pageSize);
      const byId = new Map(fresh.items.map((item) => [item.id, item]));
      runInAction(() => {
        this.list.items = this.list.items.map((item) => byId.get(item.id) ?? item);
      });
    } catch {
      // A failed poll changes nothing on screen; the next one tries again.
    }
  }
}
