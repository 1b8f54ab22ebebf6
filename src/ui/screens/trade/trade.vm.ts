/**
 * TradeVm: the spot trading screen /trade (NADI/USDT).
 *
 * - The live feed (book, ticker, live candle, the user's order updates) is a TradeSession on the market
 *   socket, started while the page is on screen and stopped while it is hidden (keep-alive), so a hidden
 *   page holds no streams. Book changes reach the screen in an animation frame, at most 10 times a second
 *   (MarketStore's schedule, frame.ts).
 * - The pair's rules come from the pairs call; a pair it does not list is closed (the screen goes to
 *   /trade/close). The account's balances and the open orders reload after placing, cancelling, and every
 *   order update from the socket (coalesced, so a burst of fills costs two reloads).
 */
import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { AppConfig } from '../../../application/shared/app-config';
import { ConnectivityStore } from '../../../application/shared/connectivity.store';
import { LoadTradePairUseCase } from '../../../application/trade/load-trade-pair.use-case';
import { NADI_USDT, type TradeOrder } from '../../../application/trade/market-messages';
import { MarketSocket } from '../../../application/trade/market-socket.port';
import {
  type NewTradeOrder,
  TradeApi,
  type TradeBalance,
  type TradePair,
} from '../../../application/trade/trade-api.port';
import { TradeSession } from '../../../application/trade/trade-session';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { Loadable, PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { ChartFeed } from './chart-feed';
import { coalesced, frameSchedule } from './frame';
import { OrderCancel } from './order-cancel';
import { OrderFormVm } from './order-form.vm';

export interface TradeParams {
  /** Whether the page is on screen (a kept-alive page stays mounted while hidden). */
  readonly active: boolean;
}

/** Book levels per side on screen: only these are parsed and rendered, however deep the book is. */
export const VISIBLE_LEVELS = 8;
/** The chart's interval on the first visit. */
export const DEFAULT_INTERVAL = '15m';

@injectable()
export class TradeVm implements ViewModel<TradeParams> {
  readonly session: TradeSession;
  readonly chart: ChartFeed;
  readonly form: OrderFormVm;
  /** The pair and its rules; `pair: null` when the market is closed. */
  readonly pair: Loadable<{ readonly pair: TradePair | null }>;
  readonly account: Loadable<readonly TradeBalance[]>;
  /** The first page of open orders (the full lists are on /trade/orderList). */
  readonly openOrders: PagedList<TradeOrder>;
  private readonly canceller: OrderCancel;
  private stops: (() => void)[] = [];
  private readonly reloadOrders: () => Promise<void>;
  private readonly reloadAccount: () => Promise<void>;

  constructor(
    @inject(MarketSocket) socket: MarketSocket,
    @inject(TradeApi) private readonly api: TradeApi,
    @inject(AppConfig) config: AppConfig,
    @inject(LoadTradePairUseCase) loadPair: LoadTradePairUseCase,
    @inject(ConnectivityStore) connectivity: ConnectivityStore,
  ) {
    this.session = new TradeSession(socket, {
      instId: NADI_USDT,
      protocol: config.socket.protocol,
      interval: DEFAULT_INTERVAL,
      depthRows: VISIBLE_LEVELS,
      schedule: frameSchedule(),
    });
    this.chart = new ChartFeed(api, this.session);
    this.pair = new Loadable(async () => ({ pair: await loadPair.execute(NADI_USDT) }));
    this.account = new Loadable(() => api.account());
    this.openOrders = new PagedList(
      (page, pageSize) => api.orders('current', { page, pageSize }, NADI_USDT),
      DEFAULT_PAGE_SIZE,
    );
    this.reloadOrders = coalesced(() => this.openOrders.refresh());
    this.reloadAccount = coalesced(() => this.account.load());
    this.canceller = new OrderCancel(api, () => {
      void this.reloadOrders();
      void this.reloadAccount();
    });
    const store = this.session.store;
    const vm = this;
    this.form = new OrderFormVm(
      {
        get pair() {
          return vm.tradePair;
        },
        get base() {
          return vm.available(vm.tradePair?.base);
        },
        get quote() {
          return vm.available(vm.tradePair?.quote);
        },
        get bestBid() {
          return store.bestBid;
        },
        get bestAsk() {
          return store.bestAsk;
        },
        get moneyBlock() {
          return connectivity.moneyBlock;
        },
      },
      (order) => this.place(order),
    );
    makeAutoObservable<this, 'api' | 'canceller' | 'stops' | 'reloadOrders' | 'reloadAccount'>(
      this,
      {
        session: false,
        chart: false,
        form: false,
        pair: false,
        account: false,
        openOrders: false,
        api: false,
        canceller: false,
        stops: false,
        reloadOrders: false,
        reloadAccount: false,
      },
      { autoBind: true },
    );
  }

  /** On screen: start the feed and load what is not loaded; hidden: stop the feed. Safe to repeat. */
  attach({ active }: TradeParams): void {
    if (!active) {
      this.detach();
      return;
    }
    if (this.stops.length > 0) return;
    this.session.start();
    this.stops = [
      () => this.session.stop(),
      this.session.onOrderUpdate((update) => {
        if (update.reload.includes('current')) void this.reloadOrders();
        void this.reloadAccount();
      }),
      reaction(
        () => this.session.ticker?.last,
        (last) => last && this.form.suggestPrice(last),
        { fireImmediately: true },
      ),
    ];
    void this.pair.ensure();
    // Balances and open orders may have changed while the page was away.
    void this.reloadAccount();
    void this.reloadOrders();
  }

  detach(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }

  /** The pairs call does not list the pair: the market is closed. */
  get closed(): boolean {
    return this.pair.data !== null && this.pair.data.pair === null;
  }

  get tradePair(): TradePair | null {
    return this.pair.data?.pair ?? null;
  }

  /** Available balance of a coin of the trade account; null until the account has loaded. */
  available(coin: string | undefined): Decimal | null {
    if (!coin || !this.account.data) return null;
    return this.account.data.find((balance) => balance.coin === coin)?.available ?? null;
  }

  /** Reloads the pair, balances and open orders (retry, pull-to-refresh). */
  async reload(): Promise<void> {
    await Promise.all([this.pair.load(), this.reloadAccount(), this.reloadOrders()]);
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

  private async place(order: NewTradeOrder): Promise<TradeOrder> {
    const placed = await this.api.placeOrder(order);
    void this.reloadOrders();
    void this.reloadAccount();
    return placed;
  }
}
