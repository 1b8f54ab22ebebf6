import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ConfirmReceiptUseCase } from '../../../application/mall/confirm-receipt.use-case';
import { MallApi } from '../../../application/mall/mall-api.port';
import { CancelOrderUseCase } from '../../../application/orders/cancel-order.use-case';
import { Clock } from '../../../application/shared/clock.port';
import {
  type MallOrder,
  type MallOrderActions,
  type MallOrderCounts,
  type MallOrderState,
  mallOrderActions,
  mallOrderState,
} from '../../../domain/mall/mall-order';
import { type MallOrderTab, mallOrderTabs, tabStatus } from '../../../domain/mall/shipping-status';
import { type Countdown, countdownTo } from '../../../domain/shared/countdown';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import type { Unknown } from '../../../domain/shared/wire-enum';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { type OrderActionFailure, OrderActions } from './order-actions';

export interface MallOrdersParams {
  readonly active: boolean;
  /** `?tab=`: the tab to open with (toShip, toReceive, completed); null for all. */
  readonly tab: string | null;
}

const TICK_MS = 1000;

/**
 * My mall orders (`/mall/orderList`): the tabs all / to ship / to receive / completed with their counts,
 * each a list paged by 10 and kept while the user switches; pull to refresh, more on scroll. A card offers
 * what its state allows: pay and cancel while unpaid (with the time left to pay), confirm receipt once
 * shipped (with the time left before it confirms itself), view always.
 */
@injectable()
export class MallOrdersVm implements ViewModel<MallOrdersParams> {
  tab: MallOrderTab = 'all';
  counts: MallOrderCounts | null = null;
  now: number;
  readonly actions: OrderActions;
  private readonly lists = new Map<MallOrderTab, PagedList<MallOrder>>();
  private readonly visit = new Visit();
  private handledTab: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    @inject(MallApi) private readonly mall: MallApi,
    @inject(CancelOrderUseCase) cancelOrder: CancelOrderUseCase,
    @inject(ConfirmReceiptUseCase) confirmReceipt: ConfirmReceiptUseCase,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.now = clock.now();
    this.actions = new OrderActions(cancelOrder, confirmReceipt, () => this.refresh());
    makeAutoObservable<this, 'lists' | 'mall' | 'clock' | 'visit' | 'handledTab' | 'timer'>(
      this,
      {
        actions: false,
        lists: false,
        list: false,
        mall: false,
        clock: false,
        visit: false,
        handledTab: false,
        timer: false,
      },
      { autoBind: true },
    );
  }

  /** Each new visit refreshes the current tab; `?tab=` picks the tab once per value. */
  attach({ active, tab }: MallOrdersParams): void {
    if (active && tab !== this.handledTab) {
      this.handledTab = tab;
      this.tab = mallOrderTabs.is(tab) ? tab : 'all';
    }
    if (this.visit.attach(active)) {
      this.now = this.clock.now();
      void this.refresh();
    }
    this.syncTimer();
  }

  detach(): void {
    this.visit.leave();
    this.syncTimer();
  }

  /** The list of the current tab. */
  get list(): PagedList<MallOrder> {
    let list = this.lists.get(this.tab);
    if (!list) {
      const tab = this.tab;
      list = new PagedList(async (page, pageSize) => {
        const answer = await this.mall.orders({ page, pageSize, status: tabStatus(tab) });
        runInAction(() => (this.counts = answer.counts));
        return answer;
      }, DEFAULT_PAGE_SIZE);
      this.lists.set(tab, list);
    }
    return list;
  }

  /** Switches tab: its list shows at once (as last seen) and refreshes. */
  setTab(tab: MallOrderTab): void {
    if (tab === this.tab) return;
    this.tab = tab;
    this.actions.clearFailure();
    void this.list.refresh().then(this.syncTimer);
  }

  async refresh(): Promise<void> {
    await this.list.refresh();
    this.syncTimer();
  }

  async loadMore(): Promise<void> {
    await this.list.loadMore();
    this.syncTimer();
  }

  /** The count badge of a tab; null until the first answer. */
  countOf(tab: MallOrderTab): number | null {
    return this.counts ? this.counts[tab] : null;
  }

  stateOf(order: MallOrder): MallOrderState | Unknown {
    return mallOrderState(order, new Date(this.now));
  }

  actionsOf(order: MallOrder): MallOrderActions {
    return mallOrderActions(this.stateOf(order));
  }

  /** Time left to pay an unpaid order, or before a shipped one confirms itself; null otherwise. */
  countdownOf(order: MallOrder): Countdown | null {
    const state = this.stateOf(order);
    const now = new Date(this.now);
    if (state === 'toPay') return countdownTo(order.expiresAt, now);
    if (state === 'toReceive' && order.autoConfirmAt) return countdownTo(order.autoConfirmAt, now);
    return null;
  }

  get failure(): OrderActionFailure | null {
    return this.actions.failure;
  }

  /** One timer for the list, ticking while the page is on screen and a card counts down. */
  private syncTimer(): void {
    const counting = this.list.items.some((order) => this.countdownOf(order) !== null);
    const run = this.visit.active && counting;
    if (run && this.timer === null) this.timer = setInterval(this.tick, TICK_MS);
    if (!run && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private tick(): void {
    this.now = this.clock.now();
    this.syncTimer();
  }
}
