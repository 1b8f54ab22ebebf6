import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isGoldRefused } from '../../../application/gold/gold-api.port';
import { GetGoldGoodsUseCase, type GoldGoodsView } from '../../../application/gold/gold-goods.use-case';
import { type GoldPriceBreakdown, goldPriceBreakdown } from '../../../domain/gold/gold-price-math';
import { clampGoldQuantity, maxGoldQuantity } from '../../../domain/gold/gold-quantity';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface GoldDetailParams {
  /** The goods id of the route; null when it is not a whole number. */
  readonly id: number | null;
  readonly active: boolean;
}

/**
 * One gold goods item (`/shop/detail/{id}`): pictures, specification, handicraft fee, product amount,
 * whether it is delivered, the description, a quantity within the stock, and the price breakdown at the
 * gold price (gold value + fee = unit price, × quantity = total). Buy goes to the order confirm page.
 */
@injectable()
export class GoldDetailVm implements ViewModel<GoldDetailParams> {
  readonly view: Loadable<GoldGoodsView>;
  id: number | null = null;
  quantity = 1;
  private readonly visit = new Visit();

  constructor(@inject(GetGoldGoodsUseCase) private readonly getGoods: GetGoldGoodsUseCase) {
    this.view = new Loadable(() => this.getGoods.execute(this.id ?? 0));
    makeAutoObservable<this, 'getGoods' | 'visit'>(
      this,
      { view: false, getGoods: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ id, active }: GoldDetailParams): void {
    this.id = id;
    if (this.visit.attach(active, id) && id !== null) {
      this.quantity = 1;
      void this.view.load();
    }
  }

  detach(): void {
    this.visit.leave();
  }

  get missingId(): boolean {
    return this.id === null;
  }

  get firstLoad(): boolean {
    return this.id !== null && this.view.data === null && this.view.error === null;
  }

  /** There is no such goods item (the server said so). */
  get notFound(): boolean {
    return this.view.data === null && isGoldRefused(this.view.error);
  }

  get stock(): number {
    return this.view.data?.goods.stock ?? 0;
  }

  get maxQuantity(): number {
    return maxGoldQuantity(this.stock);
  }

  get soldOut(): boolean {
    return this.view.data !== null && this.maxQuantity === 0;
  }

  get breakdown(): GoldPriceBreakdown | null {
    const view = this.view.data;
    if (!view) return null;
    const { goods, price } = view;
    return goldPriceBreakdown(
      price.price,
      goods.productAmount,
      goods.handicraftFee,
      Math.max(1, this.quantity),
    );
  }

  /** The confirm page's address for the chosen quantity. */
  get confirmPath(): string {
    return `/shop/orderConfirm?goods=${this.id ?? 0}&num=${this.quantity}`;
  }

  setQuantity(value: number): void {
    this.quantity = clampGoldQuantity(value, this.stock);
  }

  increase(): void {
    this.setQuantity(this.quantity + 1);
  }

  decrease(): void {
    this.setQuantity(this.quantity - 1);
  }

  reload(): Promise<void> {
    return this.view.load();
  }
}
