import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ActivityApi, type ActivityRef } from '../../../application/activity/activity-api.port';
import type { RankBoard } from '../../../domain/activity/ranking';
import { isNotFound } from '../../../domain/shared/app-error';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { RankingBoard } from './ranking-board';

export interface RankingParams {
  /** The route's id, `latest` for the current activity; null when it is neither. */
  readonly ref: ActivityRef | null;
  readonly active: boolean;
}

/** Used when the server states no interval. */
const DEFAULT_REFRESH_MS = 5 * 60 * 1000;

/**
 * The ranking of an activity (`/activity/rank/{id}`): day and total tabs, each with its prize pool, podium,
 * rows page by page and the person's own rank pinned below with the points missing to the next prize tier.
 * While on screen the shown board reloads as often as the server recomputes it.
 */
@injectable()
export class RankingVm implements ViewModel<RankingParams> {
  tab: RankBoard = 'total';
  ref: ActivityRef | null = null;
  readonly boards: Record<RankBoard, RankingBoard>;
  private readonly visit = new Visit();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(@inject(ActivityApi) api: ActivityApi) {
    const ref = () => this.ref ?? 'latest';
    this.boards = { day: new RankingBoard(api, ref, 'day'), total: new RankingBoard(api, ref, 'total') };
    makeAutoObservable<this, 'visit' | 'timer'>(
      this,
      { visit: false, timer: false, boards: false },
      { autoBind: true },
    );
  }

  get board(): RankingBoard {
    return this.boards[this.tab];
  }

  get missingId(): boolean {
    return this.ref === null;
  }

  /** The activity (or, for `latest`, a current one) does not exist. */
  get notFound(): boolean {
    return this.board.ranking === null && isNotFound(this.board.error);
  }

  get isLatest(): boolean {
    return this.ref === 'latest';
  }

  attach({ ref, active }: RankingParams): void {
    const changed = ref !== this.ref;
    this.ref = ref;
    if (changed) for (const board of Object.values(this.boards)) board.reset();
    if (this.visit.attach(active, ref) && ref !== null) void this.reload();
    if (!active) this.stopTimer();
  }

  detach(): void {
    this.visit.leave();
    this.stopTimer();
  }

  setTab(tab: RankBoard): void {
    if (tab === this.tab) return;
    this.tab = tab;
    if (this.ref !== null && this.visit.active) void this.reload();
  }

  /** The shown board's first page again, then the next reload at the server's interval. */
  async reload(): Promise<void> {
    this.stopTimer();
    await this.board.load();
    if (this.visit.active) this.schedule();
  }

  loadMore(): void {
    void this.board.loadMore();
  }

  private schedule(): void {
    const seconds = this.board.ranking?.refreshSeconds ?? 0;
    const wait = seconds > 0 ? seconds * 1000 : DEFAULT_REFRESH_MS;
    this.timer = setTimeout(() => void this.reload(), wait);
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
