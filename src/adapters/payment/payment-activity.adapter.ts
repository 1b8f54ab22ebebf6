import type { PaymentActivity } from '../../application/payment/payment-activity.port';
import { PaymentJournal } from '../../application/payment/payment-journal';
import type { AppStorage } from '../../application/shared/storage.port';
import { orderLockName } from './web-locks-order-lock.adapter';

/** The part of the Web Locks API that lists the locks held and asked for, across the origin's tabs. */
export interface LockQuery {
  query(): Promise<{
    held?: ReadonlyArray<{ name?: string }>;
    pending?: ReadonlyArray<{ name?: string }>;
  }>;
}

const ORDER_LOCK_PREFIX = orderLockName(0).replace(/0$/, '');

const browserLockQuery = (): LockQuery | null => {
  const locks = (globalThis as { navigator?: { locks?: LockQuery } }).navigator?.locks;
  return locks && typeof locks.query === 'function' ? locks : null;
};

/**
 * A payment is under way when any tab of the origin holds or waits for an order's payment lock (every
 * payment runs under it: web-locks-order-lock.adapter.ts), when this tab's journal holds a sent transaction
 * still waiting to be settled (the payment records, `paymentRecords`; not one the server said is paid), or when this tab's payment progress says so (`runningHere`:
 * the progress store, once the payment feature is loaded; it covers browsers without Web Locks).
 */
export class BrowserPaymentActivity implements PaymentActivity {
  private readonly journal: PaymentJournal;

  constructor(
    storage: AppStorage,
    private readonly runningHere: () => boolean,
    private readonly locks: LockQuery | null = browserLockQuery(),
  ) {
    this.journal = new PaymentJournal(storage);
  }

  async inProgress(): Promise<boolean> {
    if (this.runningHere() || this.journal.all().some((record) => !record.settled)) return true;
    if (!this.locks) return false;
    try {
      const { held = [], pending = [] } = await this.locks.query();
      return [...held, ...pending].some((lock) => lock.name?.startsWith(ORDER_LOCK_PREFIX) ?? false);
    } catch {
      return false;
    }
  }
}
