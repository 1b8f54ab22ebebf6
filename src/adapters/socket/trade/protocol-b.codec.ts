import Decimal from 'decimal.js';
import {
  type BookLevel,
  type KlineInterval,
  listsToReload,
  type MarketMessage,
  type StreamRef,
} from '../../../application/trade/market-messages';
import { parseTradeSide, parseTradeStatus, parseTradeType } from '../../../domain/trade/trade-order';
import { booksB, candleB, dataMessageB, ORDER_STATE_B, orderB, tickerB } from './socket-messages.schema';

/**
 * Version B (channels): neutral stream names ↔ `{channel, instId}` args, and wire messages → neutral
 * messages. `depth:NADI-USDT` ↔ `books`, `ticker:…` ↔ `tickers`, `kline:<i>:…` ↔ `candle<I>` (OKX's
 * names: candle1m, candle5m, candle15m, candle30m, candle1H, candle4H, candle1D), `orders` ↔
 * `update_order` (no instId).
 */

export interface ArgB {
  readonly channel: string;
  readonly instId?: string;
}

export const CANDLE_CHANNEL_B: Readonly<Record<KlineInterval, string>> = {
  '1m': 'candle1m',
  '5m': 'candle5m',
  '15m': 'candle15m',
  '30m': 'candle30m',
  '1h': 'candle1H',
  '4h': 'candle4H',
  '1d': 'candle1D',
};

export function wireArgB(ref: StreamRef): ArgB {
  switch (ref.kind) {
    case 'depth':
      return { channel: 'books', instId: ref.instId };
    case 'ticker':
      return { channel: 'tickers', instId: ref.instId };
    case 'kline':
      return { channel: CANDLE_CHANNEL_B[ref.interval], instId: ref.instId };
    case 'orders':
      return { channel: 'update_order' };
  }
}

/** The key a data message's `arg` is routed by: `channel` and `instId`. */
export const argKeyB = (arg: { readonly channel: string; readonly instId?: string | undefined }): string =>
  `${arg.channel}|${arg.instId ?? ''}`;

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const levels = (wire: readonly (readonly string[])[]): BookLevel[] =>
  wire.map((level) => [level[0] as string, level[1] as string]);

/** Empty text means "none" in version B. */
const decimalOrNull = (text: string): Decimal | null => (text === '' ? null : new Decimal(text));

/**
 * Reads one text frame into zero or more neutral messages (a data message may carry several entries).
 * `streams` maps the subscribed args' keys to their neutral names and refs; `pong`, event answers
 * (`{"event": "subscribe"…}`), other channels and malformed entries give nothing.
 */
export function parseB(
  text: string,
  streams: ReadonlyMap<string, { name: string; ref: StreamRef }>,
): MarketMessage[] {
  const message = dataMessageB.safeParse(json(text));
  if (!message.success) return [];
  const target = streams.get(argKeyB(message.data.arg));
  if (!target) return [];
  const out: MarketMessage[] = [];
  for (const entry of message.data.data) {
    const parsed = toMessage(target.name, target.ref, message.data.action, entry);
    if (parsed) out.push(parsed);
  }
  return out;
}

function toMessage(
  stream: string,
  ref: StreamRef,
  action: 'snapshot' | 'update' | undefined,
  entry: unknown,
): MarketMessage | null {
  switch (ref.kind) {
    case 'depth': {
      const parsed = booksB.safeParse(entry);
      if (!parsed.success) return null;
      const { asks, bids, ts, checksum, seqId, prevSeqId } = parsed.data;
      const sequence = { protocol: 'b', seqId, prevSeqId, checksum } as const;
      const common = { stream, instId: ref.instId, ts: Number(ts), bids: levels(bids), asks: levels(asks) };
      return action === 'snapshot'
        ? { kind: 'bookSnapshot', ...common, sequence }
        : { kind: 'bookUpdate', ...common, sequence };
    }
    case 'ticker': {
      const parsed = tickerB.safeParse(entry);
      if (!parsed.success) return null;
      const t = parsed.data;
      const last = new Decimal(t.last);
      const open = new Decimal(t.open24h);
      return {
        kind: 'ticker',
        stream,
        instId: ref.instId,
        last,
        open24h: open,
        high24h: new Decimal(t.high24h),
        low24h: new Decimal(t.low24h),
        volume24h: new Decimal(t.vol24h),
        quoteVolume24h: new Decimal(t.volCcy24h),
        changePercent: open.isZero()
          ? new Decimal(0)
          : last.minus(open).div(open).times(100).toDecimalPlaces(2),
        ts: Number(t.ts),
      };
    }
    case 'kline': {
      const parsed = candleB.safeParse(entry);
      if (!parsed.success) return null;
      const [ts, o, h, l, c, vol, , volCcyQuote, confirm] = parsed.data;
      return {
        kind: 'candle',
        stream,
        instId: ref.instId,
        interval: ref.interval,
        openTime: Number(ts),
        open: new Decimal(o),
        high: new Decimal(h),
        low: new Decimal(l),
        close: new Decimal(c),
        volume: new Decimal(vol),
        quoteVolume: new Decimal(volCcyQuote),
        closed: confirm === '1',
      };
    }
    case 'orders': {
      const parsed = orderB.safeParse(entry);
      if (!parsed.success) return null;
      const o = parsed.data;
      const status = parseTradeStatus(ORDER_STATE_B[o.state] ?? o.state);
      return {
        kind: 'orderUpdate',
        stream,
        order: {
          id: o.ordId,
          instId: o.instId,
          side: parseTradeSide(o.side),
          type: parseTradeType(o.ordType),
          status,
          price: decimalOrNull(o.px),
          quantity: decimalOrNull(o.sz),
          amount: decimalOrNull(o.amt),
          filled: new Decimal(o.accFillSz),
          filledAmount: new Decimal(o.accFillAmt),
          averagePrice: decimalOrNull(o.avgPx),
          fee: new Decimal(o.fee),
          feeCoin: o.feeCcy,
          createdAt: Number(o.cTime),
          updatedAt: Number(o.uTime),
        },
        reload: listsToReload(status),
      };
    }
  }
}
