/**
 * OrderListVm: /trade/orderList, the user's spot orders in three tabs: current (new, partially filled),
 * history (filled, cancelled) and success (filled). Each tab is a paged list loaded on first view; while the
 * page is on screen it listens to the `orders` stream and reloads the lists an update names
 * (OrderUpdate.reload) that have been loaded. Cancelling (asked first by the screen) reloads current and
 * history; the socket's update would too, a little later.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  NADI_USDT,
  ORDERS_STREAM,
  TRADE_ORDER_LISTS,
  type TradeOrder,
  type TradeOrderList,
} from '../../../application/trade/market-messages';
import { MarketSocket } from '../../../application/trade/market-socket.port';
import { TradeApi } from '../../../application/trade/trade-api.port';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { coalesced } from './frame';
import { OrderCancel } from './order-cancel';

export interface OrderListParams {
  readonly active: boolean;
}

@injectable()
export class OrderListVm implements ViewModel<OrderListParams> {
  tab: TradeOrderList = 'current';
  readonly lists: Readonly<Record<TradeOrderList, PagedList<TradeOrder>>>;
  private readonly canceller: OrderCancel;
  private readonly reloads: Readonly<Record<TradeOrderList, () => Promise<void>>>;
  private stop: (() => void) | null = null;

  constructor(
    @inject(TradeApi) api: TradeApi,
    @inject(MarketSocket) private readonly socket: MarketSocket,
  ) {
    const listOf = (list: TradeOrderList) =>
      new PagedList<TradeOrder>(
        (page, pageSize) => api.orders(list, { page, pageSize }, NADI_USDT),
        DEFAULT_PAGE_SIZE,
      );
    this.lists = { current: listOf('current'), history: listOf('history'), success: listOf('success') };
    const reloadOf = (list: TradeOrderList) => coalesced(() => this.lists[list].refresh());
    this.reloads = {
      current: reloadOf('current'),
      history: reloadOf('history'),
      success: reloadOf('success'),
    };
    this.canceller = new OrderCancel(api, () => {
      for (const list of TRADE_ORDER_LISTS) {
        if (list !== 'success' && this.lists[list].page > 0) void this.reloads[list]();
      }
    });
    makeAutoObservable<this, 'socket' | 'canceller' | 'reloads' | 'stop'>(
      this,
      { lists: false, socket: false, canceller: false, reloads: false, stop: false },
      { autoBind: true },
    );
  }

  /** On screen: listen to order updates and show the tab (reloading it, as it may have changed meanwhile). */
  attach({ active }: OrderListParams): void {
    if (!active) {
      this.detach();
      return;
    }
    if (this.stop) return;
    this.stop = this.socket.subscribe([ORDERS_STREAM], (message) => {
      if (message.kind !== 'orderUpdate') return;
      for (const list of message.reload) if (this.lists[list].page > 0) void this.reloads[list]();
    });
    void this.reloads[this.tab]();
  }

  detach(): void {
    this.stop?.();
    this.stop = null;
  }

  get list(): PagedList<TradeOrder> {
    return this.lists[this.tab];
  }

  /** Shows a tab and reloads it (its items stay on screen meanwhile): it may have changed while hidden. */
  setTab(tab: TradeOrderList): void {
    this.tab = tab;
    void this.reloads[tab]();
  }

  /** Pull-to-refresh and retry of the tab on screen. */
  refresh(): Promise<void> {
    return this.reloads[this.tab]();
  }

  /** The order being cancelled, by id (one at a time). */
  get cancelling(): string | null {
    return this.canceller.cancelling;
  }

  get cancelFailure(): unknown {
    return this.canceller.cancelFailure;
  }

  /** Cancels an open order (the screen has asked first); resolves whether it worked. */
  cancel(orderId: string): Promise<boolean> {
    return this.canceller.cancel(orderId);
  }
}
