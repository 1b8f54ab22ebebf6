import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GoldApi } from '../../../application/gold/gold-api.port';
import {
  CancelGoldOrderUseCase,
  ConfirmGoldReceiptUseCase,
  type GoldOrderRefusal,
} from '../../../application/gold/gold-orders.use-case';
import type { GoldOrder } from '../../../domain/gold/gold';
import { type GoldOrderTab, goldOrderTabs, goldTabStatus } from '../../../domain/gold/gold-order-status';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface GoldOrdersParams {
  readonly active: boolean;
  /** `?tab=`, when it names one. */
  readonly tab: GoldOrderTab | null;
}

/** An action on an order that did not happen: refused by the server, or failed. */
export interface GoldActionFailure {
  readonly action: 'receipt' | 'cancel';
  readonly refusal: GoldOrderRefusal | null;
  readonly error: unknown;
}

/**
 * Gold orders (`/shop/orderList`): the mall's tabs (all, to pay, to ship, to receive, completed), each a list
 * paged by 10 and kept while switching; confirm receipt of a shipped order and cancel of one not shipped
 * (both asked first by the screen), after which the list refreshes.
 */
@injectable()
export class GoldOrdersVm implements ViewModel<GoldOrdersParams> {
  tab: GoldOrderTab = 'all';
  busyId: number | null = null;
  failure: GoldActionFailure | null = null;
  private readonly lists = new Map<GoldOrderTab, PagedList<GoldOrder>>();
  private readonly visit = new Visit();

  constructor(
    @inject(GoldApi) private readonly gold: GoldApi,
    @inject(ConfirmGoldReceiptUseCase) private readonly confirmReceipt: ConfirmGoldReceiptUseCase,
    @inject(CancelGoldOrderUseCase) private readonly cancelOrder: CancelGoldOrderUseCase,
  ) {
    makeAutoObservable<this, 'gold' | 'confirmReceipt' | 'cancelOrder' | 'lists' | 'visit'>(
      this,
      {
        gold: false,
        confirmReceipt: false,
        cancelOrder: false,
        lists: false,
        visit: false,
        list: false,
      },
      { autoBind: true },
    );
  }

  attach({ active, tab }: GoldOrdersParams): void {
    if (this.visit.attach(active)) {
      if (tab !== null) this.tab = tab;
      void this.list.refresh();
    }
  }

  detach(): void {
    this.visit.leave();
  }

  get tabs(): readonly GoldOrderTab[] {
    return goldOrderTabs.members;
  }

  get list(): PagedList<GoldOrder> {
    let list = this.lists.get(this.tab);
    if (!list) {
      const tab = this.tab;
      list = new PagedList(
        (page, size) => this.gold.orders({ status: goldTabStatus(tab), page, pageSize: size }),
        DEFAULT_PAGE_SIZE,
      );
      this.lists.set(tab, list);
    }
    return list;
  }

  setTab(tab: GoldOrderTab): void {
    if (tab === this.tab) return;
    this.tab = tab;
    this.failure = null;
    void this.list.refresh();
  }

  refresh(): Promise<void> {
    this.failure = null;
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }

  /** Confirms receipt (the user was asked, with the total); resolves whether it was confirmed. */
  receive(order: GoldOrder): Promise<boolean> {
    return this.act(order, 'receipt', () => this.confirmReceipt.execute(order));
  }

  /** Cancels an order not shipped yet (the user was asked); resolves whether it was cancelled. */
  cancel(order: GoldOrder): Promise<boolean> {
    return this.act(order, 'cancel', () => this.cancelOrder.execute(order));
  }

  private async act(
    order: GoldOrder,
    action: GoldActionFailure['action'],
    run: () => Promise<{ ok: boolean; error?: GoldOrderRefusal }>,
  ): Promise<boolean> {
    if (this.busyId !== null) return false;
    this.busyId = order.id;
    this.failure = null;
    let failure: GoldActionFailure | null = null;
    try {
      const result = await run();
      if (!result.ok) failure = { action, refusal: result.error ?? null, error: null };
    } catch (error) {
      failure = { action, refusal: null, error };
    }
    await this.list.refresh();
    runInAction(() => {
      this.busyId = null;
      this.failure = failure;
    });
    return failure === null;
  }
}
