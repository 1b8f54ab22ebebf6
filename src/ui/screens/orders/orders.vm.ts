import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CancelOrderUseCase, type CancelRefusal } from '../../../application/orders/cancel-order.use-case';
import { OrdersApi } from '../../../application/orders/orders-api.port';
import { Clock } from '../../../application/shared/clock.port';
import {
  isOrderActionable,
  type Order,
  type OrderFilter,
  shownOrderStatus,
} from '../../../domain/orders/order';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { type Countdown, countdownTo } from '../../../domain/shared/countdown';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import type { Unknown } from '../../../domain/shared/wire-enum';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface OrdersParams {
  /** Whether the page is on screen: the countdown ticks only then. */
  readonly active: boolean;
  /** `?pay=<id>`: the order to open the payment sheet for when the page opens. */
  readonly pay: number | null;
}

/** A cancel that did not happen: refused by the server, or failed. */
export type CancelFailure = { readonly refusal: CancelRefusal } | { readonly error: unknown };

const TICK_MS = 1000;

/**
 * Orders to pay (`/orders`): tabs by status (all, to pay, in progress, completed, cancelled), each a list
 * paged by 10 and kept while the user switches tabs. Unpaid orders count down to their expiry on one
 * timer for the whole list, which runs only while the page is on screen and an order is counting; an
 * order whose time is up shows as cancelled (the server cancels it on its next answer). Pay opens the
 * payment sheet; cancel (asked first by the screen) is irreversible.
 */
@injectable()
export class OrdersVm implements ViewModel<OrdersParams> {
  filter: OrderFilter = 'all';
  private readonly lists = new Map<OrderFilter, PagedList<Order>>();
  now: number;
  payingOrderId: number | null = null;
  cancelling: number | null = null;
  cancelFailure: CancelFailure | null = null;
  private readonly visit = new Visit();
  private handledPay: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    @inject(OrdersApi) private readonly orders: OrdersApi,
    @inject(CancelOrderUseCase) private readonly cancelOrder: CancelOrderUseCase,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'lists' | 'orders' | 'cancelOrder' | 'clock' | 'visit' | 'handledPay' | 'timer'>(
      this,
      {
        lists: false,
        list: false,
        orders: false,
        cancelOrder: false,
        clock: false,
        visit: false,
        handledPay: false,
        timer: false,
      },
      { autoBind: true },
    );
  }

  /** Each new visit refreshes the current tab; `?pay=` opens the payment sheet once. */
  attach({ active, pay }: OrdersParams): void {
    if (this.visit.attach(active)) {
      this.now = this.clock.now();
      void this.list.refresh().then(this.syncTimer);
    }
    if (active && pay !== null && this.handledPay !== pay) {
      this.handledPay = pay;
      this.payingOrderId = pay;
    }
    this.syncTimer();
  }

  detach(): void {
    this.visit.leave();
    this.syncTimer();
  }

  /** The list of the current tab. */
  get list(): PagedList<Order> {
    let list = this.lists.get(this.filter);
    if (!list) {
      const filter = this.filter;
      list = new PagedList(
        (page, pageSize) => this.orders.list({ filter, page, pageSize }),
        DEFAULT_PAGE_SIZE,
      );
      this.lists.set(filter, list);
    }
    return list;
  }

  /** Switches tab: the tab's list shows at once (as last seen) and refreshes. */
  setFilter(filter: OrderFilter): void {
    if (filter === this.filter) return;
    this.filter = filter;
    this.cancelFailure = null;
    void this.list.refresh().then(this.syncTimer);
  }

  async refresh(): Promise<void> {
    this.cancelFailure = null;
    await this.list.refresh();
    this.syncTimer();
  }

  async loadMore(): Promise<void> {
    await this.list.loadMore();
    this.syncTimer();
  }

  /** The status to show at the current tick (an expired unpaid order shows as cancelled). */
  statusOf(order: Order): OrderStatus | Unknown {
    return shownOrderStatus(order, new Date(this.now));
  }

  canAct(order: Order): boolean {
    return isOrderActionable(order, new Date(this.now));
  }

  /** Time left to pay; null when the order is not waiting for payment. */
  countdownOf(order: Order): Countdown | null {
    return this.canAct(order) ? countdownTo(order.expiresAt, new Date(this.now)) : null;
  }

  pay(order: Order): void {
    if (this.canAct(order)) this.payingOrderId = order.id;
  }

  /** The payment sheet closed (paid or not): the list shows the order as it is now. */
  closePayment(): void {
    this.payingOrderId = null;
    void this.refresh();
  }

  /** Cancels an unpaid order the user confirmed, then refreshes. Resolves whether it was cancelled. */
  async cancel(order: Order): Promise<boolean> {
    if (this.cancelling !== null) return false;
    this.cancelling = order.id;
    this.cancelFailure = null;
    let failure: CancelFailure | null = null;
    try {
      const result = await this.cancelOrder.execute(order.id);
      if (!result.ok) failure = { refusal: result.error };
    } catch (error) {
      failure = { error };
    }
    await this.list.refresh();
    runInAction(() => {
      this.cancelling = null;
      this.cancelFailure = failure;
    });
    this.syncTimer();
    return failure === null;
  }

  /** One timer for the list: ticking while the page is on screen and an unpaid order is counting down. */
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
