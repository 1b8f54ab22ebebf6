import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ConfirmReceiptUseCase } from '../../../application/mall/confirm-receipt.use-case';
import { isMallOrderRefused, MallApi } from '../../../application/mall/mall-api.port';
import { GetCourierTraceUseCase } from '../../../application/mall/mall-queries.use-case';
import { CancelOrderUseCase } from '../../../application/orders/cancel-order.use-case';
import { Clock } from '../../../application/shared/clock.port';
import {
  autoConfirmCountdown,
  type CourierTrace,
  type MallOrderActions,
  type MallOrderDetail,
  type MallOrderState,
  mallOrderActions,
  mallOrderState,
} from '../../../domain/mall/mall-order';
import type { Countdown } from '../../../domain/shared/countdown';
import type { Unknown } from '../../../domain/shared/wire-enum';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { OrderActions } from './order-actions';

export interface MallOrderDetailParams {
  /** `?id=`: null when absent or not a whole number ("order id missing"). */
  readonly id: number | null;
  readonly active: boolean;
}

const TICK_MS = 1000;

/**
 * One mall order (`/mall/orderDetail?id=7`): number, times, status, courier and express number, total,
 * item count, the address, the courier trace newest first, and what its state allows (pay, confirm
 * receipt). A shipped order counts down to its automatic confirmation. Without an id it says the id is
 * missing; for an order the server does not know, that it does not exist.
 */
@injectable()
export class MallOrderDetailVm implements ViewModel<MallOrderDetailParams> {
  id: number | null = null;
  now: number;
  readonly detail: Loadable<MallOrderDetail>;
  readonly trace: Loadable<CourierTrace>;
  readonly actions: OrderActions;
  private readonly visit = new Visit();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    @inject(MallApi) mall: MallApi,
    @inject(GetCourierTraceUseCase) getTrace: GetCourierTraceUseCase,
    @inject(CancelOrderUseCase) cancelOrder: CancelOrderUseCase,
    @inject(ConfirmReceiptUseCase) confirmReceipt: ConfirmReceiptUseCase,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.now = clock.now();
    this.detail = new Loadable(() => mall.orderDetail(this.id ?? 0));
    this.trace = new Loadable(() => getTrace.execute(this.id ?? 0));
    this.actions = new OrderActions(cancelOrder, confirmReceipt, () => this.reload());
    makeAutoObservable<this, 'clock' | 'visit' | 'timer'>(
      this,
      { detail: false, trace: false, actions: false, clock: false, visit: false, timer: false },
      { autoBind: true },
    );
  }

  attach({ id, active }: MallOrderDetailParams): void {
    if (this.visit.attach(active, id)) {
      this.id = id;
      this.now = this.clock.now();
      this.actions.clearFailure();
      if (id !== null) void this.reload();
    }
    this.syncTimer();
  }

  detach(): void {
    this.visit.leave();
    this.syncTimer();
  }

  get missingId(): boolean {
    return this.id === null;
  }

  /** The order of this page (not one seen before, while it loads). */
  get order(): MallOrderDetail | null {
    const data = this.detail.data;
    return data && data.id === this.id ? data : null;
  }

  /** The server does not know this order ("order data does not exist"): retrying will not help. */
  get notFound(): boolean {
    return (
      this.order === null && isMallOrderRefused(this.detail.error) && this.detail.error.reason === 'not-found'
    );
  }

  get firstLoad(): boolean {
    return this.detail.loading && this.order === null;
  }

  get state(): MallOrderState | Unknown | null {
    return this.order ? mallOrderState(this.order, new Date(this.now)) : null;
  }

  get allowed(): MallOrderActions {
    return mallOrderActions(this.state ?? 'unknown');
  }

  get autoConfirm(): Countdown | null {
    return this.order ? autoConfirmCountdown(this.order, new Date(this.now)) : null;
  }

  async reload(): Promise<void> {
    await Promise.all([this.detail.load(), this.trace.load()]);
    runInAction(() => (this.now = this.clock.now()));
    this.syncTimer();
  }

  private syncTimer(): void {
    const run = this.visit.active && this.autoConfirm !== null && !this.autoConfirm.done;
    if (run && this.timer === null) this.timer = setInterval(this.tick, TICK_MS);
    if (!run && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private tick(): void {
    this.now = this.clock.now();
    // Its time is up: the server has confirmed it by now.
    if (this.autoConfirm?.done) void this.reload();
    this.syncTimer();
  }
}
