import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { type IReactionDisposer, makeAutoObservable, reaction } from 'mobx';
import { SessionStore } from '../../../application/auth/session.store';
import { UnpaidReminderStore } from '../../../application/orders/unpaid-reminder.store';
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
 * and pay them. A failed check stays silent (a reminder is no reason to show an error). What was asked
 * and dismissed is kept in the app-wide UnpaidReminderStore, not here: this view-model goes whenever the
 * shell leaves the reminder out (bare routes such as the opening screen), and a new one must not remind
 * the session again.
 */
@injectable()
export class UnpaidReminderVm implements ViewModel<UnpaidReminderParams> {
  private onOrdersPage = false;
  private stop: readonly IReactionDisposer[] | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(UnpaidReminderStore) private readonly reminder: UnpaidReminderStore,
  ) {
    makeAutoObservable<this, 'session' | 'reminder' | 'stop'>(
      this,
      { session: false, reminder: false, stop: false },
      { autoBind: true },
    );
  }

  attach({ onOrdersPage }: UnpaidReminderParams): void {
    this.onOrdersPage = onOrdersPage;
    this.stop ??= [
      reaction(
        // Checked once the user is known: the guard has then confirmed the session is alive.
        () => (this.session.user !== null ? this.session.token : null),
        (token) => {
          if (token !== null) void this.reminder.checkOnce(token);
        },
        { fireImmediately: true },
      ),
      // The orders page lists the same orders: a reminder due while it is on screen is not shown later.
      reaction(
        () => this.onOrdersPage && this.reminder.due,
        (moot) => {
          if (moot) this.reminder.settle();
        },
        { fireImmediately: true },
      ),
    ];
  }

  detach(): void {
    for (const stop of this.stop ?? []) stop();
    this.stop = null;
  }

  /** The popup shows: this session's check found unpaid orders, not yet dismissed or acted on. */
  get open(): boolean {
    return this.reminder.dueFor(this.session.token) && !this.onOrdersPage;
  }

  /** The unpaid orders this session's check found, oldest first. */
  get orders(): readonly Order[] {
    return this.reminder.orders;
  }

  /** The order the popup leads to: the oldest unpaid one. */
  get first(): Order | null {
    return this.orders[0] ?? null;
  }

  get total(): Decimal {
    return sumAmounts(this.orders.map((order) => order.totalPrice));
  }

  /** "Later", or "Go to pay": either way the reminder has done its work for this session. */
  dismiss(): void {
    this.reminder.settle();
  }
}
