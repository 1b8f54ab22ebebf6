import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ActivityApi } from '../../../application/activity/activity-api.port';
import { Clock } from '../../../application/shared/clock.port';
import {
  type Activity,
  type ActivityCountdown,
  type ActivityFilter,
  type ActivityStatus,
  activityCountdown,
  activityStatusAt,
  msToNextTick,
} from '../../../domain/activity/activity';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { NowTicker } from './now-ticker';

export interface ActivityListParams {
  readonly active: boolean;
}

/** An activity as a card shows it now: its status and countdown follow the clock. */
export interface ActivityRow {
  readonly activity: Activity;
  readonly status: ActivityStatus;
  readonly countdown: ActivityCountdown | null;
}

/**
 * Activities (`/activity`): cover, title, period, status with a live countdown to the start or the end,
 * filtered by status, page by page. One timer ticks the countdowns while the page is on screen.
 */
@injectable()
export class ActivityListVm implements ViewModel<ActivityListParams> {
  filter: ActivityFilter = 'all';
  readonly activities: PagedList<Activity>;
  readonly ticker: NowTicker;
  private readonly visit = new Visit();

  constructor(
    @inject(ActivityApi) private readonly api: ActivityApi,
    @inject(Clock) clock: Clock,
  ) {
    this.activities = new PagedList(
      (page, pageSize) => this.api.list(this.filter, { page, pageSize }),
      DEFAULT_PAGE_SIZE,
    );
    this.ticker = new NowTicker(clock, (now) => this.nextTick(now));
    makeAutoObservable<this, 'api' | 'visit'>(
      this,
      { api: false, visit: false, activities: false, ticker: false },
      { autoBind: true },
    );
  }

  get rows(): ActivityRow[] {
    const now = new Date(this.ticker.now);
    return this.activities.items.map((activity) => ({
      activity,
      status: activityStatusAt(activity.period, now),
      countdown: activityCountdown(activity.period, now),
    }));
  }

  attach({ active }: ActivityListParams): void {
    if (this.visit.attach(active)) void this.refresh();
    if (active) this.ticker.start();
    else this.ticker.stop();
  }

  detach(): void {
    this.visit.leave();
    this.ticker.stop();
  }

  setFilter(filter: ActivityFilter): void {
    if (filter === this.filter) return;
    this.filter = filter;
    void this.refresh();
  }

  async refresh(): Promise<void> {
    await this.activities.refresh();
    this.ticker.sync();
  }

  async loadMore(): Promise<void> {
    await this.activities.loadMore();
    this.ticker.sync();
  }

  /** The soonest second change among the cards still counting down. */
  private nextTick(now: number): number | null {
    const at = new Date(now);
    const waits = this.activities.items
      .filter((a) => activityStatusAt(a.period, at) !== 'ended')
      .map((a) => msToNextTick(a.period, at));
    return waits.length === 0 ? null : Math.min(...waits);
  }
}
