import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PledgeCatalogue } from '../../../application/pledge/pledge-api.port';
import { ListPledgeProductsUseCase } from '../../../application/pledge/pledge-catalogue.use-case';
import { ListPledgePositionsUseCase } from '../../../application/pledge/pledge-records.use-case';
import { Clock } from '../../../application/shared/clock.port';
import type { PledgeKind, PledgePosition, PledgeProduct } from '../../../domain/pledge/pledge';
import { daysLeft } from '../../../domain/pledge/pledge-days';
import {
  type ProductStatus,
  poolShare,
  productDeadline,
  productStatus,
} from '../../../domain/pledge/pledge-schedule';
import { type Countdown, countdownTo } from '../../../domain/shared/countdown';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { Loadable, PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { PledgeTicker, ReleaseWatch } from './pledge-ticker';

/** The page's tabs: the two kinds of savings, and the person's own ("my savings"). */
export const PLEDGE_TABS = ['joint', 'node', 'mine'] as const;
export type PledgeTab = (typeof PLEDGE_TABS)[number];
export const isPledgeTab = (value: unknown): value is PledgeTab => PLEDGE_TABS.includes(value as PledgeTab);

export interface PledgeListParams {
  readonly active: boolean;
  /** `?tab=`, when it names one (after saving, the detail sends the person to `mine`). */
  readonly tab: PledgeTab | null;
}

/** A product as its card shows it, at the ticking time. */
export interface ProductCardView {
  readonly product: PledgeProduct;
  readonly status: ProductStatus;
  /** To the start (not started) or the end of the sale (open, full); null once ended, never negative. */
  readonly countdown: Countdown | null;
  /** Days of the sale left, in the server's days. */
  readonly daysLeft: number;
  /** Filled share of the pledge pool and the power pool, 0–1, for the bars. */
  readonly pledgeShare: Decimal;
  readonly powerShare: Decimal;
}

/** A position of "my savings" with the time to its next release. */
export interface PositionView {
  readonly position: PledgePosition;
  /** Null when no release is left; never negative. */
  readonly nextIn: Countdown | null;
}

/**
 * Savings (`/pledge`): joint and node products as tabs, each card with its terms, pools, sale window, a
 * countdown and its status (not started, open, full, ended), and "my savings" as the third tab: amount, buy
 * time, rate, next release with its countdown, returned and earned so far, status. The shown tab reloads on
 * each visit, on a tab change and on pull-to-refresh; "my savings" also reloads once a next release is due.
 */
@injectable()
export class PledgeListVm implements ViewModel<PledgeListParams> {
  tab: PledgeTab = 'joint';
  readonly ticker: PledgeTicker;
  readonly positions: PagedList<PledgePosition>;
  private readonly catalogues = new Map<PledgeKind, Loadable<PledgeCatalogue>>();
  private readonly watch: ReleaseWatch;
  private readonly visit = new Visit();

  constructor(
    @inject(ListPledgeProductsUseCase) private readonly listProducts: ListPledgeProductsUseCase,
    @inject(ListPledgePositionsUseCase) private readonly listPositions: ListPledgePositionsUseCase,
    @inject(Clock) clock: Clock,
  ) {
    this.positions = new PagedList((page, size) => this.listPositions.execute(page, size), DEFAULT_PAGE_SIZE);
    this.watch = new ReleaseWatch(() => this.positions.refresh());
    this.ticker = new PledgeTicker(clock, (now) => this.onTick(now));
    makeAutoObservable<this, 'listProducts' | 'listPositions' | 'catalogues' | 'watch' | 'visit'>(
      this,
      {
        ticker: false,
        positions: false,
        listProducts: false,
        listPositions: false,
        catalogues: false,
        watch: false,
        visit: false,
        catalogue: false,
      },
      { autoBind: true },
    );
  }

  attach({ active, tab }: PledgeListParams): void {
    if (active) this.ticker.start();
    else this.ticker.stop();
    if (!this.visit.attach(active, tab)) return;
    if (tab !== null) this.tab = tab;
    void this.refresh();
  }

  detach(): void {
    this.visit.leave();
    this.ticker.stop();
  }

  setTab(tab: PledgeTab): void {
    if (tab === this.tab) return;
    this.tab = tab;
    void this.refresh();
  }

  /** The products of the shown kind; null on "my savings". */
  get catalogue(): Loadable<PledgeCatalogue> | null {
    if (this.tab === 'mine') return null;
    let catalogue = this.catalogues.get(this.tab);
    if (!catalogue) {
      const kind = this.tab;
      catalogue = new Loadable(() => this.listProducts.execute(kind));
      this.catalogues.set(kind, catalogue);
    }
    return catalogue;
  }

  get cards(): readonly ProductCardView[] {
    const now = this.ticker.date;
    return (this.catalogue?.data?.products ?? []).map((product) => {
      const deadline = productDeadline(product, now);
      return {
        product,
        status: productStatus(product, now),
        countdown: deadline ? countdownTo(deadline, now) : null,
        daysLeft: daysLeft(product.endDate, now, product.dayMs),
        pledgeShare: poolShare(product.pledgePool),
        powerShare: poolShare(product.powerPool),
      };
    });
  }

  get myPositions(): readonly PositionView[] {
    const now = this.ticker.date;
    return this.positions.items.map((position) => ({
      position,
      nextIn: position.nextRelease ? countdownTo(position.nextRelease.time, now) : null,
    }));
  }

  /** The shown tab again (pull-to-refresh, a new visit, a tab change). */
  refresh(): Promise<void> {
    this.ticker.sync();
    if (this.tab === 'mine') {
      this.watch.reloaded(this.ticker.now);
      return this.positions.refresh();
    }
    return this.catalogue?.load() ?? Promise.resolve();
  }

  private onTick(now: number): void {
    if (this.tab !== 'mine') return;
    const times = this.positions.items.map((position) => position.nextRelease?.time ?? null);
    this.watch.check(now, times, this.positions.loading);
  }
}
