import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { type IReactionDisposer, makeAutoObservable, reaction, runInAction } from 'mobx';
import { SessionStore } from '../../../application/auth/session.store';
import { UnpaidOrdersUseCase } from '../../../application/orders/unpaid-orders.use-case';
import type { Order } from '../../../domain/orders/order';
import { sumAmounts } from '../../../domain/shared/money';
import type { ViewModel } from '../../shared/view-model';

export interface UnpaidReminderParams {
  /** The orders page is on screen: the reminder would only repeat it, so it waits. */
  readonly onOrdersPage: boolean;
}

/**
 * The unpaid-order reminder (spec sections 1 and 2): when the app opens with a session (or the user logs
 * in), `preOrder/tips` is asked once for that session; if orders wait for payment, a popup offers to go
 * and pay them. A failed check stays silent (a reminder is no reason to show an error).
 */
@injectable()
export class UnpaidReminderVm implements ViewModel<UnpaidReminderParams> {
  orders: readonly Order[] = [];
  open = false;
  private checkedToken: string | null = null;
  private onOrdersPage = false;
  private stop: IReactionDisposer | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(UnpaidOrdersUseCase) private readonly unpaid: UnpaidOrdersUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'unpaid' | 'checkedToken' | 'onOrdersPage' | 'stop'>(
      this,
      { session: false, unpaid: false, checkedToken: false, onOrdersPage: false, stop: false },
      { autoBind: true },
    );
  }

  attach({ onOrdersPage }: UnpaidReminderParams): void {
    this.onOrdersPage = onOrdersPage;
    if (onOrdersPage) this.open = false;
    this.stop ??= reaction(
      // Checked once the user is known: the guard has then confirmed the session is alive.
      () => (this.session.user !== null ? this.session.token : null),
      (token) => void this.check(token),
      { fireImmediately: true },
    );
  }

  detach(): void {
    this.stop?.();
    this.stop = null;
  }

  /** The order the popup leads to: the oldest unpaid one. */
  get first(): Order | null {
    return this.orders[0] ?? null;
  }

  get total(): Decimal {
    return sumAmounts(this.orders.map((order) => order.totalPrice));
  }

  dismiss(): void {
    this.open = false;
  }

  private async check(token: string | null): Promise<void> {
    if (token === null) {
      this.open = false;
      return;
    }
    if (token === this.checkedToken) return;
    this.checkedToken = token;
    try {
      const orders = await this.unpaid.execute();
      runInAction(() => {
        this.orders = orders;
        this.open = orders.length > 0 && !this.onOrdersPage && this.session.token === token;
      });
    } catch {
      // The next session asks again; this one goes without a reminder.
    }
  }
}
