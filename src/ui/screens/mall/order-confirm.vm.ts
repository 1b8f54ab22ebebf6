import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AddressApi } from '../../../application/address/address-api.port';
import { MallApi } from '../../../application/mall/mall-api.port';
import { MallOrderDraftStore } from '../../../application/mall/order-draft.store';
import {
  PlaceMallOrderUseCase,
  type PlaceOrderRefusal,
} from '../../../application/mall/place-mall-order.use-case';
import type { Address } from '../../../domain/address/address';
import { chooseDeliveryAddress } from '../../../domain/mall/delivery-choice';
import type { MallGoodsDetail } from '../../../domain/mall/mall-order';
import { checkQuantity, clampQuantity, orderTotal } from '../../../domain/mall/mall-purchase';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { OrderFlow } from '../orders/order-flow';

export interface OrderConfirmParams {
  /** `?goods=`: the device to order; null when absent or not a whole number. */
  readonly goodsId: number | null;
  /** `?num=`: how many; null when absent. */
  readonly num: number | null;
  readonly active: boolean;
}

/**
 * Confirm a mall order (`/mall/orderConfirm?goods=1&num=2`; the device sheet of the mining screen comes
 * here too): the delivery address (the default first; another from the book; or a new one added in the
 * address book, chosen on coming back), the item, the total, then the pre-order, the pay-now /
 * keep-browsing popup and the payment sheet. The choice survives a reload (order-draft.store.ts).
 */
@injectable()
export class OrderConfirmVm implements ViewModel<OrderConfirmParams> {
  goodsId: number | null = null;
  quantity = 1;
  addressId: number | null = null;
  pickingAddress = false;
  submitting = false;
  refusal: PlaceOrderRefusal | null = null;
  failure: unknown = null;
  readonly goods: Loadable<MallGoodsDetail>;
  readonly addresses: Loadable<readonly Address[]>;
  readonly flow = new OrderFlow(() => {});
  private readonly visit = new Visit();

  constructor(
    @inject(MallApi) mall: MallApi,
    @inject(AddressApi) addressApi: AddressApi,
    @inject(PlaceMallOrderUseCase) private readonly placeOrder: PlaceMallOrderUseCase,
    @inject(MallOrderDraftStore) private readonly drafts: MallOrderDraftStore,
  ) {
    this.goods = new Loadable(() => mall.goodsDetail(this.goodsId ?? 0));
    this.addresses = new Loadable(() => addressApi.list());
    makeAutoObservable<this, 'placeOrder' | 'drafts' | 'visit'>(
      this,
      { goods: false, addresses: false, flow: false, placeOrder: false, drafts: false, visit: false },
      { autoBind: true },
    );
  }

  /** Each visit reloads the goods and the address book (an address may just have been added). */
  attach({ goodsId, num, active }: OrderConfirmParams): void {
    if (!this.visit.attach(active, `${goodsId}:${num}`)) return;
    this.goodsId = goodsId;
    this.quantity = num ?? 1;
    this.refusal = null;
    this.failure = null;
    if (goodsId !== null) void this.load();
  }

  detach(): void {
    this.visit.leave();
  }

  get missingGoods(): boolean {
    return this.goodsId === null;
  }

  async load(): Promise<void> {
    await Promise.all([this.goods.load(), this.addresses.load()]);
    runInAction(() => {
      const stock = this.goods.data?.stock;
      if (stock !== undefined) this.quantity = clampQuantity(this.quantity, stock);
      const list = this.addresses.data;
      if (list && this.goodsId !== null) {
        this.addressId = chooseDeliveryAddress(list, this.drafts.read(this.goodsId));
        this.saveDraft();
      }
    });
  }

  get firstLoad(): boolean {
    return this.goods.firstLoad || this.addresses.firstLoad;
  }

  get address(): Address | null {
    return this.addresses.data?.find((a) => a.id === this.addressId) ?? null;
  }

  get total(): Decimal | null {
    const goods = this.goods.data;
    return goods ? orderTotal(goods.price, this.quantity) : null;
  }

  get quantityError() {
    const goods = this.goods.data;
    return goods ? checkQuantity(this.quantity, goods.stock) : null;
  }

  openAddressPicker(): void {
    this.pickingAddress = true;
  }

  closeAddressPicker(): void {
    this.pickingAddress = false;
  }

  chooseAddress(id: number): void {
    this.addressId = id;
    this.pickingAddress = false;
    if (this.refusal?.kind === 'address-required') this.refusal = null;
    this.saveDraft();
  }

  /** Makes the pre-order; the popup then offers to pay now. */
  async submit(): Promise<void> {
    const goods = this.goods.data;
    if (!goods || this.submitting) return;
    this.submitting = true;
    this.refusal = null;
    this.failure = null;
    try {
      const result = await this.placeOrder.execute(goods, this.quantity, this.addressId);
      runInAction(() => {
        if (result.ok) {
          this.drafts.clear();
          this.flow.offer(result.value);
        } else {
          this.refusal = result.error;
        }
      });
    } catch (error) {
      runInAction(() => (this.failure = error));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private saveDraft(): void {
    if (this.goodsId === null) return;
    this.drafts.save({
      goodsId: this.goodsId,
      addressId: this.addressId,
      knownAddressIds: (this.addresses.data ?? []).map((a) => a.id),
    });
  }
}
