import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ConfirmReceiptUseCase,
  ReceiptRefusal,
} from '../../../application/mall/confirm-receipt.use-case';
import type { CancelOrderUseCase, CancelRefusal } from '../../../application/orders/cancel-order.use-case';
import type { MallOrder } from '../../../domain/mall/mall-order';

/** An action that did not happen: which one, and a refusal by rule or a failure. */
export type OrderActionFailure =
  | { readonly action: 'cancel'; readonly refusal: CancelRefusal }
  | { readonly action: 'receipt'; readonly refusal: ReceiptRefusal }
  | { readonly action: 'cancel' | 'receipt'; readonly error: unknown };

/**
 * What a mall order's card and detail do to it: pay (the payment sheet), cancel (asked first by the
 * screen, irreversible) and confirm receipt (asked first with the total). After each, `onChanged` reloads
 * what shows the order. One action at a time.
 */
export class OrderActions {
  /** The order whose payment sheet is open. */
  payingOrderId: number | null = null;
  /** The order being cancelled or confirmed. */
  busyOrderId: number | null = null;
  failure: OrderActionFailure | null = null;

  constructor(
    private readonly cancelOrder: CancelOrderUseCase,
    private readonly confirmReceipt: ConfirmReceiptUseCase,
    private readonly onChanged: () => Promise<void>,
  ) {
    makeAutoObservable<this, 'cancelOrder' | 'confirmReceipt' | 'onChanged'>(
      this,
      { cancelOrder: false, confirmReceipt: false, onChanged: false },
      { autoBind: true },
    );
  }

  pay(order: MallOrder): void {
    this.failure = null;
    this.payingOrderId = order.id;
  }

  /** The payment sheet closed, paid or not: the order shows as it is now. */
  closePayment(): void {
    this.payingOrderId = null;
    void this.onChanged();
  }

  clearFailure(): void {
    this.failure = null;
  }

  /** Cancels an unpaid order the user confirmed. Resolves whether it was cancelled. */
  cancel(order: MallOrder): Promise<boolean> {
    return this.run(order, 'cancel', async () => {
      const result = await this.cancelOrder.execute(order.id);
      return result.ok ? null : { action: 'cancel', refusal: result.error };
    });
  }

  /** Confirms receipt of a shipped order the user confirmed. Resolves whether it is now completed. */
  receive(order: MallOrder): Promise<boolean> {
    return this.run(order, 'receipt', async () => {
      const result = await this.confirmReceipt.execute(order);
      return result.ok ? null : { action: 'receipt', refusal: result.error };
    });
  }

  private async run(
    order: MallOrder,
    action: 'cancel' | 'receipt',
    step: () => Promise<OrderActionFailure | null>,
  ): Promise<boolean> {
    if (this.busyOrderId !== null) return false;
    this.busyOrderId = order.id;
    this.failure = null;
    let failure: OrderActionFailure | null;
    try {
      failure = await step();
    } catch (error) {
      failure = { action, error };
    }
    await this.onChanged();
    runInAction(() => {
      this.busyOrderId = null;
      this.failure = failure;
    });
    return failure === null;
  }
}
