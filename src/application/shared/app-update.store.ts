import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PaymentActivity } from '../payment/payment-activity.port';
import { ConnectivityStore } from './connectivity.store';

/** Lets a new version of the app, installed and waiting, take over; the page then reloads. */
export const AppUpdater = Symbol.for('AppUpdater');
export interface AppUpdater {
  /**
   * Asks the waiting version to take over; the page reloads once it has, unless it already runs that version
   * (it reloaded into it after a deployment). Never fails.
   */
  takeOver(): void;
}

export interface UpdateSituation {
  /** A new version is installed and waiting. */
  readonly waiting: boolean;
  readonly paymentInProgress: boolean;
  /** Writes (money moves, saves) sent and not yet answered. */
  readonly writesInFlight: number;
}

/** `take-over` only at a navigation with a new version waiting and no payment or write under way. */
export type UpdateDecision = 'none' | 'hold' | 'take-over';

export function updateDecision(situation: UpdateSituation): UpdateDecision {
  if (!situation.waiting) return 'none';
  if (situation.paymentInProgress || situation.writesInFlight > 0) return 'hold';
  return 'take-over';
}

/**
 * The update policy: a new version (the service worker installed it in the background) takes over on the
 * person's next navigation, which becomes a reload into the new version, unless a payment or a write is
 * under way: then it waits for a later navigation. It is never forced in the middle of a screen.
 */
@injectable()
export class AppUpdateStore {
  waiting = false;
  private deciding = false;

  constructor(
    @inject(AppUpdater) private readonly updater: AppUpdater,
    @inject(PaymentActivity) private readonly payments: PaymentActivity,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    makeAutoObservable<this, 'updater' | 'payments' | 'connectivity' | 'deciding'>(
      this,
      { updater: false, payments: false, connectivity: false, deciding: false },
      { autoBind: true },
    );
  }

  /** The platform found a new version installed and waiting. */
  setWaiting(waiting: boolean): void {
    this.waiting = waiting;
  }

  /**
   * Whether the page may reload itself now, into a new version a deployment put on the host (a lazy screen
   * of the old one is gone): only with no payment or write under way, as for a waiting version. Not when
   * that cannot be known (the check's own code gone with the old version): the person is asked instead.
   */
  async mayReload(): Promise<boolean> {
    let paymentInProgress: boolean;
    try {
      paymentInProgress = await this.payments.inProgress();
    } catch {
      return false;
    }
    const decision = updateDecision({
      waiting: true,
      paymentInProgress,
      writesInFlight: this.connectivity.writesInFlight,
    });
    return decision === 'take-over';
  }

  /** The person moved to another screen: the moment a waiting version may take over. */
  async atNavigation(): Promise<UpdateDecision> {
    if (!this.waiting || this.deciding) return this.waiting ? 'hold' : 'none';
    this.deciding = true;
    try {
      const decision = updateDecision({
        waiting: this.waiting,
        paymentInProgress: await this.payments.inProgress(),
        writesInFlight: this.connectivity.writesInFlight,
      });
      if (decision === 'take-over') {
        this.setWaiting(false);
        this.updater.takeOver();
      }
      return decision;
    } finally {
      this.deciding = false;
    }
  }
}
