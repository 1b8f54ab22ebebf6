import { makeAutoObservable, runInAction } from 'mobx';
import type { TradeApi } from '../../../application/trade/trade-api.port';

/** What cancels an order: the trade screen's and the order list's view-models. */
export interface OrderCanceller {
  readonly cancelling: string | null;
  cancel(orderId: string): Promise<boolean>;
}

/**
 * Cancelling a spot order, one at a time, for the trade screen and the order list (the screen has asked
 * first). A failure is kept to show; `afterwards` runs after every attempt, worked or not, to reload what
 * the owner shows.
 */
export class OrderCancel implements OrderCanceller {
  /** The order being cancelled, by id. */
  cancelling: string | null = null;
  cancelFailure: unknown = null;

  constructor(
    private readonly trade: Pick<TradeApi, 'cancelOrder'>,
    private readonly afterwards: () => void,
  ) {
    makeAutoObservable<this, 'trade' | 'afterwards'>(
      this,
      { trade: false, afterwards: false },
      { autoBind: true },
    );
  }

  /** Resolves whether the order was cancelled; false at once while another cancel is under way. */
  async cancel(orderId: string): Promise<boolean> {
    if (this.cancelling) return false;
    this.cancelling = orderId;
    this.cancelFailure = null;
    try {
      await this.trade.cancelOrder(orderId);
      return true;
    } catch (error) {
      runInAction(() => (this.cancelFailure = error));
      return false;
    } finally {
      runInAction(() => (this.cancelling = null));
      this.afterwards();
    }
  }
}
