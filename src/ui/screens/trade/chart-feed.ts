import { makeAutoObservable, runInAction } from 'mobx';
import type { Candle, CandleMessage, KlineInterval } from '../../../application/trade/market-messages';
import type { TradeApi } from '../../../application/trade/trade-api.port';
import type { TradeSession } from '../../../application/trade/trade-session';

/** Candles asked for per history call (the first screenful and each page back). */
export const CANDLES_PER_CALL = 300;

/**
 * The k-line chart's data: history pages from TradeApi.kline, the live last candle from the socket (through
 * the trade session), and the chosen interval. The chart component draws; this holds no canvas.
 */
export class ChartFeed {
  /** A failed history call: the chart says so with a retry. */
  error: unknown = null;
  loading = false;
  /** Bumped by retry: the chart loads its data again. */
  revision = 0;

  constructor(
    private readonly api: TradeApi,
    private readonly session: TradeSession,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  get instId(): string {
    return this.session.instId;
  }

  get interval(): KlineInterval {
    return this.session.interval;
  }

  setInterval(interval: KlineInterval): void {
    this.error = null;
    this.session.setInterval(interval);
  }

  /**
   * One page of candles of `interval`, oldest first: the latest ones, or those opening before `endTime` (to
   * page back). A failure is kept in `error` and answers no candles, so the chart stays usable.
   */
  async history(interval: KlineInterval, endTime?: number): Promise<readonly Candle[]> {
    this.loading = true;
    try {
      const candles = await this.api.kline({
        instId: this.instId,
        interval,
        limit: CANDLES_PER_CALL,
        ...(endTime === undefined ? {} : { endTime }),
      });
      runInAction(() => (this.error = null));
      return candles;
    } catch (error) {
      runInAction(() => (this.error = error));
      return [];
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Each live candle of the current interval; returns the unsubscribe function. */
  onLive(listener: (candle: CandleMessage) => void): () => void {
    return this.session.onCandle(listener);
  }

  retry(): void {
    this.error = null;
    this.revision++;
  }
}
