import type { KlineInterval } from '../../application/trade/market-messages';
import type { SimCandle } from './market-candles';
import type { EngineOrder } from './market-engine';

/** A book level: [tick, lots]. */
export type Level = readonly [tick: number, lots: number];

export interface TickerData {
  readonly last: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  /** Lots and quote units over the last 24 hours (the last 24 hourly candles). */
  readonly volume: number;
  readonly quote: number;
  /** (last − open) / open × 100, 2 decimals. */
  readonly changePercent: string;
}

/**
 * What the market tells its sockets. A depth event carries the update ids `firstUpdateId`..`lastUpdateId`
 * (version A's U and u; version B's seqId is `lastUpdateId`, prevSeqId the previous one). A step that
 * changed nothing gives a depth event with no levels and firstUpdateId = lastUpdateId = the current id (version B's
 * heartbeat; version A sends nothing). `reset` means the sequence started over (sockets send snapshots).
 */
export type MarketEvent =
  | {
      readonly type: 'depth';
      readonly ts: number;
      readonly firstUpdateId: number;
      readonly lastUpdateId: number;
      readonly prevUpdateId: number;
      readonly bids: readonly Level[];
      readonly asks: readonly Level[];
    }
  | { readonly type: 'ticker'; readonly ts: number; readonly ticker: TickerData }
  | {
      readonly type: 'candle';
      readonly ts: number;
      readonly interval: KlineInterval;
      readonly candle: SimCandle;
    }
  | { readonly type: 'order'; readonly ts: number; readonly order: EngineOrder }
  | { readonly type: 'reset'; readonly ts: number };
