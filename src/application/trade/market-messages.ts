import type Decimal from 'decimal.js';
import type { Unknown } from '../../domain/shared/wire-enum';
import type { TradeSide, TradeStatus, TradeType } from '../../domain/trade/trade-order';

/**
 * What the live market socket delivers, whatever the protocol version (spec section 7, A and B). The
 * socket adapters parse each protocol's wire format and hand these protocol-neutral messages to
 * subscribers; the local order book, the ticker and the chart read only these.
 *
 * Book levels stay decimal strings exactly as they came over the wire: a 400-level update would cost
 * 800 Decimal constructions per message, and the order book compares and stores them as text (it parses
 * only what it shows). Every other number is a Decimal (money) or integer milliseconds (times, ids).
 */

/** K-line intervals (spec section 2). */
export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

const MINUTE = 60_000;
/** Length of one candle of each interval in milliseconds. */
export const INTERVAL_MS: Readonly<Record<KlineInterval, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
};

export const isKlineInterval = (value: unknown): value is KlineInterval =>
  typeof value === 'string' && (KLINE_INTERVALS as readonly string[]).includes(value);

// ---- stream names (protocol-neutral; each adapter maps them to its own subscription) ----

/** The one pair of the app; instrument ids are written `BASE-QUOTE`. */
export const NADI_USDT = 'NADI-USDT';

/** `depth:NADI-USDT`: the order book (a snapshot first, then updates). */
export const depthStream = (instId: string): string => `depth:${instId}`;
/** `ticker:NADI-USDT`: the 24-hour ticker. */
export const tickerStream = (instId: string): string => `ticker:${instId}`;
/** `kline:1m:NADI-USDT`: the live last candle of one interval. */
export const klineStream = (interval: KlineInterval, instId: string): string => `kline:${interval}:${instId}`;
/** `orders`: the logged-in user's order updates (version A `user@orders`, version B `update_order`). */
export const ORDERS_STREAM = 'orders';

export type StreamRef =
  | { readonly kind: 'depth'; readonly instId: string }
  | { readonly kind: 'ticker'; readonly instId: string }
  | { readonly kind: 'kline'; readonly interval: KlineInterval; readonly instId: string }
  | { readonly kind: 'orders' };

const INST_ID = /^[A-Z0-9]+-[A-Z0-9]+$/;

/** Reads a stream name; null when it is not one of the four shapes above. */
export function parseStream(name: string): StreamRef | null {
  if (name === ORDERS_STREAM) return { kind: 'orders' };
  const parts = name.split(':');
  if (parts.length === 2 && INST_ID.test(parts[1] ?? '')) {
    const instId = parts[1] as string;
    if (parts[0] === 'depth') return { kind: 'depth', instId };
    if (parts[0] === 'ticker') return { kind: 'ticker', instId };
  }
  if (
    parts.length === 3 &&
    parts[0] === 'kline' &&
    isKlineInterval(parts[1]) &&
    INST_ID.test(parts[2] ?? '')
  ) {
    return { kind: 'kline', interval: parts[1], instId: parts[2] as string };
  }
  return null;
}

// ---- order book ----

/** One price level: [price, quantity] as decimal strings; a quantity of "0" (any zero form) removes the level. */
export type BookLevel = readonly [price: string, quantity: string];

/**
 * Sequence numbers of a snapshot, kept per protocol (decisions.md, "Local order book").
 * A: the snapshot's `lastUpdateId`. B: `seqId`, `prevSeqId` (-1 for a snapshot) and `checksum` (0 = not sent).
 */
export type SnapshotSequence =
  | { readonly protocol: 'a'; readonly lastUpdateId: number }
  | { readonly protocol: 'b'; readonly seqId: number; readonly prevSeqId: number; readonly checksum: number };

/**
 * Sequence numbers of an update. A: `U` (firstUpdateId) and `u` (lastUpdateId); the first update after a
 * snapshot applies when U <= lastUpdateId + 1 <= u, each later one when U == previous u + 1.
 * B: applies when prevSeqId == the last seqId; seqId == prevSeqId with no levels is a heartbeat; a seqId
 * lower than the last one is a reset (wait for a snapshot).
 */
export type UpdateSequence =
  | { readonly protocol: 'a'; readonly firstUpdateId: number; readonly lastUpdateId: number }
  | { readonly protocol: 'b'; readonly seqId: number; readonly prevSeqId: number; readonly checksum: number };

export interface BookSnapshot {
  readonly kind: 'bookSnapshot';
  /** The neutral stream name, e.g. `depth:NADI-USDT`. */
  readonly stream: string;
  readonly instId: string;
  /** Server time of the snapshot in ms; null when the protocol does not send one. */
  readonly ts: number | null;
  /** Best (highest) first as sent; the order book does not rely on the order. */
  readonly bids: readonly BookLevel[];
  /** Best (lowest) first as sent. */
  readonly asks: readonly BookLevel[];
  readonly sequence: SnapshotSequence;
}

export interface BookUpdate {
  readonly kind: 'bookUpdate';
  readonly stream: string;
  readonly instId: string;
  readonly ts: number | null;
  /** Changed levels only; quantity "0" removes the level. */
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  readonly sequence: UpdateSequence;
}

// ---- ticker and candles ----

export interface Ticker {
  readonly kind: 'ticker';
  readonly stream: string;
  readonly instId: string;
  /** Last price, USDT per NADI. */
  readonly last: Decimal;
  readonly open24h: Decimal;
  readonly high24h: Decimal;
  readonly low24h: Decimal;
  /** 24-hour volume in the base coin (NADI). */
  readonly volume24h: Decimal;
  /** 24-hour volume in the quote coin (USDT). */
  readonly quoteVolume24h: Decimal;
  /** (last − open24h) / open24h × 100, as sent (A) or computed by the adapter (B); 0 when open24h is 0. */
  readonly changePercent: Decimal;
  /** Server time in ms; null when not sent. */
  readonly ts: number | null;
}

/** One candle (also what the kline HTTP call answers, without `kind` and `stream`). */
export interface Candle {
  readonly instId: string;
  readonly interval: KlineInterval;
  /** Open time in ms (a multiple of the interval, UTC). */
  readonly openTime: number;
  readonly open: Decimal;
  readonly high: Decimal;
  readonly low: Decimal;
  readonly close: Decimal;
  /** Volume in NADI. */
  readonly volume: Decimal;
  /** Volume in USDT. */
  readonly quoteVolume: Decimal;
  /** False for the live last candle, true once its interval is over. */
  readonly closed: boolean;
}

export interface CandleMessage extends Candle {
  readonly kind: 'candle';
  readonly stream: string;
}

// ---- the user's orders ----

/** A spot order of the user (spec section 3, "Trade order"). */
export interface TradeOrder {
  readonly id: string;
  readonly instId: string;
  readonly side: TradeSide | Unknown;
  readonly type: TradeType | Unknown;
  readonly status: TradeStatus | Unknown;
  /** Limit price in USDT; null for a market order. */
  readonly price: Decimal | null;
  /** Ordered NADI; null for a market buy (sized in USDT). */
  readonly quantity: Decimal | null;
  /**
   * The order's size in USDT (the spec's "quantity in USDT"): price × quantity for a limit order, the USDT
   * to spend for a market buy; null for a market sell (its USDT is known only as it fills: `filledAmount`).
   */
  readonly amount: Decimal | null;
  /** Filled NADI. */
  readonly filled: Decimal;
  /** Filled value in USDT (sum of price × quantity of the fills). */
  readonly filledAmount: Decimal;
  /** filledAmount / filled; null before the first fill. */
  readonly averagePrice: Decimal | null;
  /** Fee paid so far, in `feeCoin` (the coin received: NADI for a buy, USDT for a sell). */
  readonly fee: Decimal;
  readonly feeCoin: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The order lists of /trade/orderList: current (new, partial_filled), history (filled, canceled), success (filled). */
export const TRADE_ORDER_LISTS = ['current', 'history', 'success'] as const;
export type TradeOrderList = (typeof TRADE_ORDER_LISTS)[number];

export interface OrderUpdate {
  readonly kind: 'orderUpdate';
  readonly stream: string;
  readonly order: TradeOrder;
  /**
   * The lists to reload (spec: update_order reloads the lists of new and partial_filled, and of filled and
   * canceled): current for an open order; current and history for a finished one, plus success when filled.
   */
  readonly reload: readonly TradeOrderList[];
}

/** The lists an order update of this status changes (see OrderUpdate.reload); all three for an unknown status. */
export function listsToReload(status: TradeStatus | Unknown): readonly TradeOrderList[] {
  switch (status) {
    case 'pending':
    case 'partiallyFilled':
      return ['current'];
    case 'cancelled':
      return ['current', 'history'];
    default:
      return TRADE_ORDER_LISTS;
  }
}

/** Everything a subscriber may receive. */
export type MarketMessage = BookSnapshot | BookUpdate | Ticker | CandleMessage | OrderUpdate;
