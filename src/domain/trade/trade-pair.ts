import type Decimal from 'decimal.js';
import type { TradeSide, TradeType } from './trade-order';

/** A trading pair and its order rules. */
export interface TradePair {
  /** `NADI-USDT` */
  readonly instId: string;
  readonly base: string;
  readonly quote: string;
  /** Smallest price step (USDT). */
  readonly tickSize: Decimal;
  /** Smallest quantity step (base coin). */
  readonly lotSize: Decimal;
  /** Smallest order value in USDT. */
  readonly minNotional: Decimal;
  /** Fee rates as fractions (0.001 = 0.1 %). */
  readonly makerFeeRate: Decimal;
  readonly takerFeeRate: Decimal;
  readonly lastPrice: Decimal;
  readonly changePercent: Decimal;
}

/**
 * A new order. Limit: `price` and `quantity` (base coin). Market buy: `amount` (USDT to spend). Market
 * sell: `quantity`. The adapter sends only the fields the kind needs.
 */
export type NewTradeOrder =
  | {
      readonly instId: string;
      readonly type: Extract<TradeType, 'limit'>;
      readonly side: TradeSide;
      readonly price: Decimal;
      readonly quantity: Decimal;
    }
  | {
      readonly instId: string;
      readonly type: Extract<TradeType, 'market'>;
      readonly side: Extract<TradeSide, 'buy'>;
      readonly amount: Decimal;
    }
  | {
      readonly instId: string;
      readonly type: Extract<TradeType, 'market'>;
      readonly side: Extract<TradeSide, 'sell'>;
      readonly quantity: Decimal;
    };
