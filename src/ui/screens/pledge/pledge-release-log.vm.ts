import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PledgeApi } from '../../../application/pledge/pledge-api.port';
import { RedeemPledgeUseCase } from '../../../application/pledge/pledge-money.use-case';
import { Clock } from '../../../application/shared/clock.port';
import { ConnectivityStore, type MoneyBlock } from '../../../application/shared/connectivity.store';
import type { PledgeIncome, PledgePosition, PledgeRelease } from '../../../domain/pledge/pledge';
import type { EarlyRedemption } from '../../../domain/pledge/pledge-schedule';
import { type Countdown, countdownTo } from '../../../domain/shared/countdown';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { PledgeRedemption, type RedeemWay, redeemWay } from './pledge-redemption';
import { PledgeTicker, ReleaseWatch } from './pledge-ticker';

export interface PledgeReleaseLogParams {
  /** The position id of the route; null when it is not a whole number. */
  readonly id: number | null;
  readonly active: boolean;
}

export type ReleaseLogTab = 'releases' | 'income';
export const RELEASE_LOG_TABS: readonly ReleaseLogTab[] = ['releases', 'income'];

/** The release totals the latest page answered with. */
export interface ReleaseTotals {
  readonly released: Decimal;
  readonly waiting: Decimal;
}

/**
 * A position's records (`/pledge/releaseLog/{id}`): the position (amount, times, rate, returned and earned,
 * next release with its countdown, status), its release records (amount, time, release rate, waiting for
 * release or redeemed) and income records as two paged tabs with their totals, and its redemption (at
 * maturity, or early with the simulator where the product allows). Reloads on each visit, on pull-to-refresh,
 * after a redemption, and once the next release is due.
 */
@injectable()
export class PledgeReleaseLogVm implements ViewModel<PledgeReleaseLogParams> {
  id: number | null = null;
  tab: ReleaseLogTab = 'releases';
  position: PledgePosition | null = null;
  totals: ReleaseTotals | null = null;
  totalIncome: Decimal | null = null;
  readonly releases: PagedList<PledgeRelease>;
  readonly incomes: PagedList<PledgeIncome>;
  readonly ticker: PledgeTicker;
  readonly redemption: PledgeRedemption;
  private readonly watch: ReleaseWatch;
  private readonly visit = new Visit();

  constructor(
    @inject(PledgeApi) private readonly pledge: PledgeApi,
    @inject(RedeemPledgeUseCase) redeem: RedeemPledgeUseCase,
    @inject(Clock) clock: Clock,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    this.releases = new PagedList(async (page, size) => {
      const answer = await this.pledge.releases(this.id ?? 0, { page, pageSize: size });
      runInAction(() => {
        this.position = answer.position;
        this.totals = { released: answer.totalReleased, waiting: answer.totalWaiting };
      });
      return answer;
    }, DEFAULT_PAGE_SIZE);
    this.incomes = new PagedList(async (page, size) => {
      const answer = await this.pledge.incomes(this.id ?? 0, { page, pageSize: size });
      runInAction(() => (this.totalIncome = answer.totalIncome));
      return answer;
    }, DEFAULT_PAGE_SIZE);
    this.watch = new ReleaseWatch(() => this.refresh());
    this.ticker = new PledgeTicker(clock, (now) => this.onTick(now));
    this.redemption = new PledgeRedemption(
      redeem,
      () => this.ticker.date,
      (position) => {
        if (position) runInAction(() => (this.position = position));
        void this.refresh();
      },
      () => this.connectivity.moneyBlock,
    );
    makeAutoObservable<this, 'pledge' | 'watch' | 'visit' | 'connectivity'>(
      this,
      {
        releases: false,
        incomes: false,
        ticker: false,
        redemption: false,
        pledge: false,
        watch: false,
        visit: false,
        connectivity: false,
      },
      { autoBind: true },
    );
  }

  attach({ id, active }: PledgeReleaseLogParams): void {
    this.id = id;
    if (active) this.ticker.start();
    else {
      this.ticker.stop();
      this.redemption.cancel();
    }
    if (this.visit.attach(active, id) && id !== null) void this.refresh();
  }

  detach(): void {
    this.visit.leave();
    this.ticker.stop();
  }

  get missingId(): boolean {
    return this.id === null;
  }

  /** The first answer has not come yet. */
  get firstLoad(): boolean {
    return this.position === null && this.releases.error === null;
  }

  /** Failed with nothing to show (an unknown position, the network). */
  get loadFailure(): unknown {
    return this.position === null ? this.releases.error : null;
  }

  setTab(tab: ReleaseLogTab): void {
    this.tab = tab;
    void this.list.ensure();
  }

  get list(): PagedList<PledgeRelease> | PagedList<PledgeIncome> {
    return this.tab === 'releases' ? this.releases : this.incomes;
  }

  get nextIn(): Countdown | null {
    const next = this.position?.nextRelease;
    return next ? countdownTo(next.time, this.ticker.date) : null;
  }

  /** Why the position cannot be redeemed right now (offline: refused, never queued); null when it can. */
  get moneyBlock(): MoneyBlock | null {
    return this.connectivity.moneyBlock;
  }

  /** How the position can be redeemed now, if at all. */
  get redeemWay(): RedeemWay | null {
    return this.position ? redeemWay(this.position, this.ticker.date) : null;
  }

  /** The early-redemption simulator at the ticking time; null unless early redemption is the way. */
  get simulation(): EarlyRedemption | null {
    return this.position ? this.redemption.simulate(this.position) : null;
  }

  /** The position with its release records first, then the income records (the totals need both). */
  async refresh(): Promise<void> {
    this.ticker.sync();
    this.watch.reloaded(this.ticker.now);
    await this.releases.refresh();
    await this.incomes.refresh();
  }

  private onTick(now: number): void {
    const busy = this.releases.loading || this.incomes.loading;
    this.watch.check(now, [this.position?.nextRelease?.time ?? null], busy);
  }
}
