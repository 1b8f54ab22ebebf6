import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AddressApi } from '../../../application/address/address-api.port';
import {
  LockGoldPriceUseCase,
  PlaceGoldOrderUseCase,
  type PlaceRefusal,
} from '../../../application/gold/gold-checkout.use-case';
import { GetGoldGoodsUseCase, type GoldGoodsView } from '../../../application/gold/gold-goods.use-case';
import { PaymentEngine } from '../../../application/payment/payment-engine';
import { Clock } from '../../../application/shared/clock.port';
import { AppStorage } from '../../../application/shared/storage.port';
import type { GoldPriceLock } from '../../../domain/gold/gold';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { OrderFlow } from '../orders/order-flow';
import { DeliveryChoice } from './gold-delivery';
import { type GoldOrderDraft, goldOrderDraftFor, MAX_REMARK } from './gold-order-draft';
import { GoldPriceLockHolder } from './gold-price-lock';

export interface GoldConfirmParams {
  /** `?goods=`; null when missing or not a whole number. */
  readonly goodsId: number | null;
  /** `?num=`, at least 1. */
  readonly num: number;
  readonly active: boolean;
}

/**
 * Gold order confirm (`/shop/orderConfirm?goods=&num=`): the goods and quantity, the delivery address only
 * when the goods are delivered (the default first, another from the book, or one added on the address
 * page and picked on return), an optional remark, and the price locked for a short time with a
 * countdown. Paying makes the order at the locked price and opens the payment sheet; a lock that ran out
 * is renewed, and a moved price is put to the buyer again before anything is paid.
 */
@injectable()
export class GoldConfirmVm implements ViewModel<GoldConfirmParams> {
  readonly view: Loadable<GoldGoodsView>;
  readonly delivery: DeliveryChoice;
  readonly price: GoldPriceLockHolder;
  readonly flow: OrderFlow;
  goodsId: number | null = null;
  num = 1;
  remark = '';
  addressMissing = false;
  placing = false;
  refusal: PlaceRefusal | null = null;
  placeError: unknown = null;
  /** The order made here (paid or not): paying again pays it rather than ordering twice. */
  orderId: number | null = null;
  /** The price the order was made at: its breakdown stays on the page while the order waits to be paid. */
  orderedAt: GoldPriceLock | null = null;
  paid = false;
  now: number;
  private key: string | null = null;
  private active = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    @inject(GetGoldGoodsUseCase) private readonly getGoods: GetGoldGoodsUseCase,
    @inject(AddressApi) addressApi: AddressApi,
    @inject(LockGoldPriceUseCase) lockPrice: LockGoldPriceUseCase,
    @inject(PlaceGoldOrderUseCase) private readonly placeOrder: PlaceGoldOrderUseCase,
    @inject(PaymentEngine) private readonly engine: PaymentEngine,
    @inject(AppStorage) private readonly storage: AppStorage,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.view = new Loadable(() => this.getGoods.execute(this.goodsId ?? 0));
    this.delivery = new DeliveryChoice(addressApi, () => {
      this.addressMissing = false;
      this.save();
    });
    this.price = new GoldPriceLockHolder(lockPrice);
    this.flow = new OrderFlow(() => this.settled());
    this.now = clock.now();
    makeAutoObservable<
      this,
      'getGoods' | 'placeOrder' | 'engine' | 'storage' | 'clock' | 'key' | 'active' | 'timer'
    >(
      this,
      {
        view: false,
        delivery: false,
        price: false,
        flow: false,
        getGoods: false,
        placeOrder: false,
        engine: false,
        storage: false,
        clock: false,
        key: false,
        active: false,
        timer: false,
      },
      { autoBind: true },
    );
  }

  attach({ goodsId, num, active }: GoldConfirmParams): void {
    const key = `${goodsId}:${num}`;
    const returning = active && !this.active;
    this.active = active;
    if (active && key !== this.key) {
      this.key = key;
      this.start(goodsId, num);
    } else if (returning && goodsId !== null) {
      // Back from the address book: a new address is picked; a lock that ran out meanwhile is renewed.
      void this.delivery.load();
      if (this.orderId === null && this.price.expired(this.clock.now())) void this.relock();
    }
    this.syncTimer();
  }

  detach(): void {
    this.active = false;
    this.syncTimer();
  }

  get missingGoods(): boolean {
    return this.goodsId === null;
  }

  get needsDelivery(): boolean {
    return this.view.data?.goods.needsDelivery ?? false;
  }

  get busy(): boolean {
    return this.placing || this.price.locking || this.flow.payingOrderId !== null;
  }

  /** Whether the order was just paid, answered once: the page then leaves for the gold orders. */
  takePaid(): boolean {
    const paid = this.paid;
    this.paid = false;
    return paid;
  }

  setRemark(text: string): void {
    this.remark = text.slice(0, MAX_REMARK);
    this.save();
  }

  relock(then?: () => void): Promise<void> {
    if (this.goodsId === null) return Promise.resolve();
    return this.price.renew(this.goodsId, this.num, then);
  }

  /**
   * Pay: the address rule first; an order already made here is paid again; otherwise the order is made at
   * the locked price (renewed first when it ran out, asking about a moved price) and paid in the sheet.
   */
  async pay(): Promise<void> {
    if (this.busy) return;
    this.refusal = null;
    this.placeError = null;
    if (this.orderId !== null) return this.flow.pay(this.orderId);
    if (this.needsDelivery && this.delivery.addressId === null) {
      this.addressMissing = true;
      return;
    }
    if (this.price.expired(this.clock.now())) return this.relock(() => void this.place());
    await this.place();
  }

  /** Makes the order at the lock; a lock the server says ran out is renewed and tried once more. */
  private async place(retried = false): Promise<void> {
    const lock = this.price.lock;
    if (!lock || this.placing) return;
    this.placing = true;
    try {
      const input = {
        lock,
        needsDelivery: this.needsDelivery,
        addressId: this.delivery.addressId,
        remark: this.remark,
      };
      const result = await this.placeOrder.execute(input);
      runInAction(() => {
        this.placing = false;
        if (result.ok) {
          this.orderId = result.value.id;
          this.orderedAt = lock;
          this.price.clear();
          this.flow.pay(result.value.id);
        } else if (result.error.kind === 'lock-expired' && !retried) {
          void this.relock(() => void this.place(true));
        } else if (result.error.kind === 'address-required') {
          this.addressMissing = true;
          void this.delivery.load();
        } else {
          this.refusal = result.error;
        }
      });
    } catch (error) {
      runInAction(() => {
        this.placing = false;
        this.placeError = error;
      });
    }
  }

  private start(goodsId: number | null, num: number): void {
    this.goodsId = goodsId;
    this.num = Math.max(1, num);
    this.orderId = null;
    this.orderedAt = null;
    this.paid = false;
    this.addressMissing = false;
    this.refusal = null;
    this.placeError = null;
    this.price.clear();
    const draft = goldOrderDraftFor(this.storage.getSession('shopOrder'), goodsId);
    this.remark = draft.remark;
    this.delivery.reset(draft.addressId);
    if (goodsId === null) return;
    void this.view.load();
    void this.delivery.load();
    void this.relock();
  }

  private save(): void {
    if (this.goodsId === null) return;
    const draft: GoldOrderDraft = {
      goodsId: this.goodsId,
      addressId: this.delivery.addressId,
      remark: this.remark,
    };
    this.storage.setSession('shopOrder', draft);
  }

  /** The payment sheet closed: paid, the page is done; not paid, the order waits in the orders to pay. */
  private settled(): void {
    const progress = this.engine.progress;
    this.paid = progress.orderId === this.orderId && progress.succeeded;
    if (this.paid) this.storage.removeSession('shopOrder');
  }

  private syncTimer(): void {
    const run = this.active && this.goodsId !== null;
    if (run && this.timer === null) this.timer = setInterval(this.tick, 1000);
    if (!run && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Each second: the countdown; a lock that ran out is renewed (a moved price is then asked about). */
  private tick(): void {
    this.now = this.clock.now();
    const idle = this.orderId === null && !this.price.locking && this.price.change === null;
    if (idle && this.price.lock !== null && this.price.expired(this.now)) void this.relock();
  }
}
