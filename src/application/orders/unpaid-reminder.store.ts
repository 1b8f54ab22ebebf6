import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../domain/orders/order';
import { UnpaidOrdersUseCase } from './unpaid-orders.use-case';

/**
 * What the unpaid-order reminder knows about the session, one copy for the whole app (bound as a
 * singleton): whether this session's unpaid orders were already asked for, what the answer was, and
 * whether the reminder still waits to be seen. The reminder's view-model goes with its view, which the
 * shell leaves out on bare routes (the opening screen); kept here, a reminder dismissed or acted on is
 * not shown again, and not asked for again, when the view comes back. The next session asks afresh.
 */
@injectable()
export class UnpaidReminderStore {
  /** The unpaid orders this session's check found, oldest first. */
  orders: readonly Order[] = [];
  /** The check found unpaid orders and the reminder was not yet dismissed, acted on or made moot. */
  due = false;
  /** The session token the check was made for; null before the first one. */
  private checkedToken: string | null = null;

  constructor(@inject(UnpaidOrdersUseCase) private readonly unpaid: UnpaidOrdersUseCase) {
    makeAutoObservable<this, 'unpaid' | 'checkedToken'>(
      this,
      { unpaid: false, checkedToken: false },
      { autoBind: true },
    );
  }

  /** True when the reminder is due for the session with `token` (a late answer of another one is not). */
  dueFor(token: string | null): boolean {
    return this.due && token !== null && token === this.checkedToken;
  }

  /**
   * Asks for the unpaid orders once per session token: again for the same token, nothing happens. A
   * failed check stays silent and is not repeated (a reminder is no reason to show an error).
   */
  async checkOnce(token: string): Promise<void> {
    if (token === this.checkedToken) return;
    this.checkedToken = token;
    this.orders = [];
    this.due = false;
    try {
      const orders = await this.unpaid.execute();
      runInAction(() => {
        if (this.checkedToken !== token) return;
        this.orders = orders;
        this.due = orders.length > 0;
      });
    } catch {
      // The next session asks again; this one goes without a reminder.
    }
  }

  /** The reminder was dismissed, acted on, or the orders page shows the same: not again this session. */
  settle(): void {
    this.due = false;
  }
}
