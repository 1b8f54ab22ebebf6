import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GoldApi } from '../../../application/gold/gold-api.port';
import { type GoldShopHead, GoldShopHeadUseCase } from '../../../application/gold/gold-catalogue.use-case';
import type { GoldGoods, GoldPrice } from '../../../domain/gold/gold';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { Loadable, PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

/** How often the gold price is asked again while the shop is on screen. */
export const PRICE_POLL_MS = 10_000;

/**
 * The gold shop (`/shop`): the live gold price with its time, asked again every 10 s while the page is on
 * screen (a failed look keeps the last price and says it may be stale), the categories as tabs (all
 * first), and each tab's goods paged by 10, kept while switching tabs.
 */
@injectable()
export class GoldShopVm implements ViewModel<{ readonly active: boolean }> {
  readonly head: Loadable<GoldShopHead>;
  /** Null: every category. */
  categoryId: number | null = null;
  /** The latest price seen (the head's, then the polls'). */
  livePrice: GoldPrice | null = null;
  priceStale = false;
  private readonly lists = new Map<number | null, PagedList<GoldGoods>>();
  private readonly visit = new Visit();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    @inject(GoldShopHeadUseCase) private readonly shopHead: GoldShopHeadUseCase,
    @inject(GoldApi) private readonly gold: GoldApi,
  ) {
    this.head = new Loadable(() => this.shopHead.execute());
    makeAutoObservable<this, 'shopHead' | 'gold' | 'lists' | 'visit' | 'timer'>(
      this,
      {
        head: false,
        shopHead: false,
        gold: false,
        lists: false,
        visit: false,
        timer: false,
        goods: false,
      },
      { autoBind: true },
    );
  }

  attach({ active }: { readonly active: boolean }): void {
    if (this.visit.attach(active)) void this.refresh();
    this.syncTimer(active);
  }

  detach(): void {
    this.visit.leave();
    this.syncTimer(false);
  }

  /** The goods list of the current tab. */
  get goods(): PagedList<GoldGoods> {
    let list = this.lists.get(this.categoryId);
    if (!list) {
      const categoryId = this.categoryId;
      list = new PagedList(
        (page, size) => this.gold.goods({ categoryId, page, pageSize: size }),
        DEFAULT_PAGE_SIZE,
      );
      this.lists.set(categoryId, list);
    }
    return list;
  }

  get price(): GoldPrice | null {
    return this.livePrice ?? this.head.data?.price ?? null;
  }

  setCategory(id: number | null): void {
    if (id === this.categoryId) return;
    this.categoryId = id;
    void this.goods.refresh();
  }

  /** Pull to refresh: the head (categories and price) and the tab's goods. */
  async refresh(): Promise<void> {
    await Promise.all([this.head.load(), this.goods.refresh()]);
    runInAction(() => {
      if (this.head.data) {
        this.livePrice = this.head.data.price;
        this.priceStale = false;
      }
    });
  }

  async pollPrice(): Promise<void> {
    try {
      const price = await this.gold.price();
      runInAction(() => {
        this.livePrice = price;
        this.priceStale = false;
      });
    } catch {
      runInAction(() => (this.priceStale = true));
    }
  }

  private syncTimer(run: boolean): void {
    if (run && this.timer === null) this.timer = setInterval(() => void this.pollPrice(), PRICE_POLL_MS);
    if (!run && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}
