import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PledgeCatalogue } from '../../../application/pledge/pledge-api.port';
import { PledgeApi } from '../../../application/pledge/pledge-api.port';
import { Clock } from '../../../application/shared/clock.port';
import type { PledgeKind, PledgePosition } from '../../../domain/pledge/pledge';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { Loadable, PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { PledgeTicker, ReleaseWatch } from './pledge-ticker';
import { type PositionView, type ProductCardView, positionView, productCard } from './pledge-views';

/** The page's tabs: the two kinds of savings, and the person's own ("my savings"). */
export const PLEDGE_TABS = ['joint', 'node', 'mine'] as const;
export type PledgeTab = (typeof PLEDGE_TABS)[number];
export const isPledgeTab = (value: unknown): value is PledgeTab => PLEDGE_TABS.includes(value as PledgeTab);

export interface PledgeListParams {
  readonly active: boolean;
  /** `?tab=`, when it names one (after saving, the detail sends the person to `mine`). */
  readonly tab: PledgeTab | null;
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
    @inject(PledgeApi) private readonly pledge: PledgeApi,
    @inject(Clock) clock: Clock,
  ) {
    this.positions = new PagedList(
      (page, size) => this.pledge.positions({ page, pageSize: size }),
      DEFAULT_PAGE_SIZE,
    );
    this.watch = new ReleaseWatch(() => this.positions.refresh());
    this.ticker = new PledgeTicker(clock, (now) => this.onTick(now));
    makeAutoObservable<this, 'pledge' | 'catalogues' | 'watch' | 'visit'>(
      this,
      {
        ticker: false,
        positions: false,
        pledge: false,
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
      catalogue = new Loadable(() => this.pledge.products(kind));
      this.catalogues.set(kind, catalogue);
    }
    return catalogue;
  }

  get cards(): readonly ProductCardView[] {
    const now = this.ticker.date;
    return (this.catalogue?.data?.products ?? []).map((product) => productCard(product, now));
  }

  get myPositions(): readonly PositionView[] {
    const now = this.ticker.date;
    return this.positions.items.map((position) => positionView(position, now));
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
