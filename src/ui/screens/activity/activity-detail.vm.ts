import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ActivityApi, type ActivityRef } from '../../../application/activity/activity-api.port';
import { Clock } from '../../../application/shared/clock.port';
import {
  type ActivityCountdown,
  type ActivityDetail,
  type ActivityStatus,
  activityCountdown,
  activityStatusAt,
  msToNextTick,
} from '../../../domain/activity/activity';
import { isNotFound } from '../../../domain/shared/app-error';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { NowTicker } from './now-ticker';

export interface ActivityDetailParams {
  /** The route's id, `latest` for the current activity; null when it is neither. */
  readonly ref: ActivityRef | null;
  readonly active: boolean;
}

/**
 * One activity (`/activity/detail/{id}`, `latest` for the current one): the rules (HTML, sanitised by the
 * screen), the period with a live countdown, the prize pool and tiers, the person's part and reward, and
 * the way to the ranking. An unknown id, or no current activity, says so.
 */
@injectable()
export class ActivityDetailVm implements ViewModel<ActivityDetailParams> {
  readonly detail: Loadable<ActivityDetail>;
  readonly ticker: NowTicker;
  ref: ActivityRef | null = null;
  private readonly visit = new Visit();

  constructor(
    @inject(ActivityApi) private readonly api: ActivityApi,
    @inject(Clock) clock: Clock,
  ) {
    this.detail = new Loadable(() => this.api.detail(this.ref ?? 'latest'));
    this.ticker = new NowTicker(clock, (now) => {
      const activity = this.current;
      if (!activity || activityStatusAt(activity.period, new Date(now)) === 'ended') return null;
      return msToNextTick(activity.period, new Date(now));
    });
    makeAutoObservable<this, 'api' | 'visit'>(
      this,
      { api: false, visit: false, detail: false, ticker: false },
      { autoBind: true },
    );
  }

  attach({ ref, active }: ActivityDetailParams): void {
    this.ref = ref;
    if (this.visit.attach(active, ref) && ref !== null) void this.reload();
    if (active) this.ticker.start();
    else this.ticker.stop();
  }

  detach(): void {
    this.visit.leave();
    this.ticker.stop();
  }

  /** The activity of this page's id (`latest` takes whatever the server calls current). */
  get current(): ActivityDetail | null {
    const detail = this.detail.data;
    return detail !== null && (this.ref === 'latest' || detail.id === this.ref) ? detail : null;
  }

  get missingId(): boolean {
    return this.ref === null;
  }

  get firstLoad(): boolean {
    return this.ref !== null && this.current === null && this.detail.error === null;
  }

  /** No activity of this id; for `latest`, no activity is on right now. */
  get notFound(): boolean {
    return this.current === null && isNotFound(this.detail.error);
  }

  get isLatest(): boolean {
    return this.ref === 'latest';
  }

  get status(): ActivityStatus | null {
    const activity = this.current;
    return activity ? activityStatusAt(activity.period, new Date(this.ticker.now)) : null;
  }

  get countdown(): ActivityCountdown | null {
    const activity = this.current;
    return activity ? activityCountdown(activity.period, new Date(this.ticker.now)) : null;
  }

  async reload(): Promise<void> {
    await this.detail.load();
    this.ticker.sync();
  }
}
