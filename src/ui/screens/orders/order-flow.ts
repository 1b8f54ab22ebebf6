import { makeAutoObservable } from 'mobx';
import type { Order } from '../../../domain/orders/order';

/**
 * After a pre-order: the confirm popup (pay now or keep browsing), then the payment sheet. Held by the
 * view-model of each screen that orders something (node detail, mining); `onSettled` runs when the sheet
 * closes, paid or not, so the screen reloads what the order changed.
 */
export class OrderFlow {
  /** The order just made, while the popup asks what to do next. */
  created: Order | null = null;
  /** The order being paid in the payment sheet. */
  payingOrderId: number | null = null;

  constructor(private readonly onSettled: () => void) {
    makeAutoObservable<this, 'onSettled'>(this, { onSettled: false }, { autoBind: true });
  }

  /** Shows the popup for a new (or already open) order. */
  offer(order: Order): void {
    this.created = order;
  }

  /** "Pay now": the popup gives way to the payment sheet. */
  payNow(): void {
    if (this.created) this.payingOrderId = this.created.id;
    this.created = null;
  }

  /** Opens the payment sheet straight away (an order already open). */
  pay(orderId: number): void {
    this.created = null;
    this.payingOrderId = orderId;
  }

  /** "Keep browsing": the order stays unpaid (the orders list and the reminder have it). */
  keepBrowsing(): void {
    this.created = null;
    this.onSettled();
  }

  /** The payment sheet closed, after a payment or not. */
  closePayment(): void {
    this.payingOrderId = null;
    this.onSettled();
  }
}
