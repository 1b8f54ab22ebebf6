import * as z from 'zod/mini';
import { decimalString } from '../../api/catalogue/endpoint';
import { tradeOrderWire } from '../../api/catalogue/trade.schema';

/**
 * Wire formats of the live market socket, both versions (spec section 7). The mock market
 * (src/mock/trade/market-*.ts) sends exactly these; the adapters parse with them and drop what does not fit.
 * Prices and quantities are decimal strings.
 */

/** Integer milliseconds as text (version B). */
const msText = z.string().check(z.regex(/^\d+$/));

/** [price, quantity] (version A). */
const levelA = z.tuple([decimalString, decimalString]);
/** [price, quantity, "0" (deprecated), order count] (version B, as OKX sends). */
const levelB = z.tuple([decimalString, decimalString], z.string());

// ---- version A: stream subscriptions (Binance-like) ----

/** `{"result": …, "id": N}`: the answer to SUBSCRIBE, UNSUBSCRIBE (null), GET_TIME (ms) or PING ("PONG"). */
export const resultA = z.object({ result: z.unknown(), id: z.nullable(z.number()) });

export const depthSnapshotA = z.object({
  e: z.literal('depthSnapshot'),
  E: z.optional(z.number()),
  lastUpdateId: z.number(),
  bids: z.array(levelA),
  asks: z.array(levelA),
});

export const depthUpdateA = z.object({
  e: z.literal('depthUpdate'),
  /** Event time, ms. */
  E: z.number(),
  /** Symbol, e.g. NADIUSDT. */
  s: z.string(),
  /** First and last update id of this event. */
  U: z.number(),
  u: z.number(),
  b: z.array(levelA),
  a: z.array(levelA),
});

export const tickerA = z.object({
  e: z.literal('24hrTicker'),
  E: z.optional(z.number()),
  s: z.string(),
  /** last, open, high, low, base volume, quote volume, change percent */
  c: decimalString,
  o: decimalString,
  h: decimalString,
  l: decimalString,
  v: decimalString,
  q: decimalString,
  P: decimalString,
});

export const klineA = z.object({
  e: z.literal('kline'),
  E: z.optional(z.number()),
  s: z.optional(z.string()),
  k: z.object({
    /** Open and close time, ms. */
    t: z.number(),
    T: z.number(),
    i: z.string(),
    o: decimalString,
    h: decimalString,
    l: decimalString,
    c: decimalString,
    /** Base volume; `q` the quote volume (optional: 0 when absent). */
    v: decimalString,
    q: z.optional(decimalString),
    /** Whether the candle is closed. */
    x: z.boolean(),
  }),
});

/** `{e: 'orderUpdate', E, orderId, …}` with the HTTP order's other fields (trade.schema.ts). */
export const orderUpdateA = z.extend(z.omit(tradeOrderWire, { order_id: true }), {
  e: z.literal('orderUpdate'),
  E: z.optional(z.number()),
  orderId: z.string(),
});

export const streamMessageA = z.object({ stream: z.string(), data: z.unknown() });

// ---- version B: channels (OKX-like) ----

export const argB = z.object({ channel: z.string(), instId: z.optional(z.string()) });

export const booksB = z.object({
  asks: z.array(levelB),
  bids: z.array(levelB),
  /** Server time, ms as text. */
  ts: msText,
  /** 0 = not sent. */
  checksum: z.number(),
  seqId: z.number(),
  /** -1 for a snapshot; equal to seqId for an empty heartbeat. */
  prevSeqId: z.number(),
});

export const tickerB = z.object({
  instId: z.optional(z.string()),
  last: decimalString,
  open24h: decimalString,
  high24h: decimalString,
  low24h: decimalString,
  /** Base volume; `volCcy24h` the quote volume. */
  vol24h: decimalString,
  volCcy24h: decimalString,
  ts: msText,
});

/** [ts, o, h, l, c, vol (base), volCcy (quote), volCcyQuote (quote), confirm "0"|"1"] */
export const candleB = z.tuple([
  msText,
  decimalString,
  decimalString,
  decimalString,
  decimalString,
  decimalString,
  decimalString,
  decimalString,
  z.enum(['0', '1']),
]);

/**
 * One order of `update_order`. Strings as OKX sends them; an empty string means "none" (no price for a
 * market order, no size for a market buy, no average before a fill).
 * state: live | partially_filled | filled | canceled. sz and accFillSz in NADI; amt and accFillAmt in USDT.
 */
/** A decimal string, or '' for none. */
const decimalOrEmpty = z.union([z.literal(''), decimalString]);
export const orderB = z.object({
  ordId: z.string(),
  instId: z.string(),
  side: z.string(),
  ordType: z.string(),
  state: z.string(),
  px: decimalOrEmpty,
  sz: decimalOrEmpty,
  amt: decimalOrEmpty,
  accFillSz: decimalString,
  accFillAmt: decimalString,
  avgPx: decimalOrEmpty,
  fee: decimalString,
  feeCcy: z.string(),
  cTime: msText,
  uTime: msText,
});

export const dataMessageB = z.object({
  arg: argB,
  action: z.optional(z.enum(['snapshot', 'update'])),
  data: z.array(z.unknown()),
});

/** Version B's order states mapped to the domain's wire codes (TRADE_STATUS_CODES). */
export const ORDER_STATE_B: Readonly<Record<string, string>> = {
  live: 'new',
  partially_filled: 'partial_filled',
  filled: 'filled',
  canceled: 'canceled',
};
