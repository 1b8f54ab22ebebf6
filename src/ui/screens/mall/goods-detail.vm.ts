import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MallApi } from '../../../application/mall/mall-api.port';
import type { MallGoodsDetail } from '../../../domain/mall/mall-order';
import {
  checkQuantity,
  clampQuantity,
  maxQuantity,
  orderTotal,
  type QuantityError,
} from '../../../domain/mall/mall-purchase';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface GoodsDetailParams {
  /** The id of the page's path; null when it is not a whole number. */
  readonly id: number | null;
  readonly active: boolean;
}

/**
 * One device (`/mall/detail/:id`): pictures, price, stock, specification, the sanitised description, and a
 * quantity within the stock; Buy goes to the order confirm page with the quantity.
 */
@injectable()
export class GoodsDetailVm implements ViewModel<GoodsDetailParams> {
  id: number | null = null;
  quantity = 1;
  readonly detail: Loadable<MallGoodsDetail>;
  private readonly visit = new Visit();

  constructor(@inject(MallApi) mall: MallApi) {
    this.detail = new Loadable(() => mall.goodsDetail(this.id ?? 0));
    makeAutoObservable<this, 'visit'>(this, { detail: false, visit: false }, { autoBind: true });
  }

  attach({ id, active }: GoodsDetailParams): void {
    if (!this.visit.attach(active, id)) return;
    if (id !== this.id) this.quantity = 1;
    this.id = id;
    if (id !== null) void this.detail.load();
  }

  detach(): void {
    this.visit.leave();
  }

  get missingId(): boolean {
    return this.id === null;
  }

  /** The goods of this page (not those of a page seen before, while they load). */
  get goods(): MallGoodsDetail | null {
    const data = this.detail.data;
    return data && data.id === this.id ? data : null;
  }

  get maxQuantity(): number {
    return maxQuantity(this.goods?.stock ?? 0);
  }

  get quantityError(): QuantityError | null {
    return this.goods ? checkQuantity(this.quantity, this.goods.stock) : null;
  }

  get total(): Decimal | null {
    return this.goods ? orderTotal(this.goods.price, this.quantity) : null;
  }

  setQuantity(quantity: number): void {
    this.quantity = clampQuantity(quantity, this.goods?.stock ?? 1);
  }

  increment(): void {
    this.setQuantity(this.quantity + 1);
  }

  decrement(): void {
    this.setQuantity(this.quantity - 1);
  }

  /** Where Buy goes, or null while the quantity cannot be ordered. */
  get confirmPath(): string | null {
    if (!this.goods || this.quantityError) return null;
    return `/mall/orderConfirm?goods=${this.goods.id}&num=${this.quantity}`;
  }

  reload(): Promise<void> {
    return this.detail.load();
  }
}
