import Decimal from 'decimal.js';
import {
  isKlineInterval,
  listsToReload,
  type MarketMessage,
  type StreamRef,
} from '../../../application/trade/market-messages';
import { toTradeOrderFields } from '../../api/trade/trade.mapper';
import {
  depthSnapshotA,
  depthUpdateA,
  klineA,
  orderUpdateA,
  resultA,
  streamMessageA,
  tickerA,
} from './socket-messages.schema';

/**
 * Version A (stream subscriptions): neutral stream names ↔ wire streams, and wire messages → neutral
 * messages. `depth:NADI-USDT` ↔ `nadiusdt@depth`, `ticker:…` ↔ `nadiusdt@ticker`, `kline:1m:…` ↔
 * `nadiusdt@kline_1m`, `orders` ↔ `user@orders`.
 */

export const USER_STREAM_PREFIX = 'user@';

/** `NADI-USDT` → `nadiusdt`. */
export const symbolA = (instId: string): string => instId.replace('-', '').toLowerCase();

export function wireStreamA(ref: StreamRef): string {
  switch (ref.kind) {
    case 'depth':
      return `${symbolA(ref.instId)}@depth`;
    case 'ticker':
      return `${symbolA(ref.instId)}@ticker`;
    case 'kline':
      return `${symbolA(ref.instId)}@kline_${ref.interval}`;
    case 'orders':
      return `${USER_STREAM_PREFIX}orders`;
  }
}

export type IncomingA =
  | { readonly kind: 'result'; readonly id: number | null; readonly result: unknown }
  | { readonly kind: 'data'; readonly message: MarketMessage }
  | null;

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Reads one text frame. `streams` maps the wire streams subscribed to their neutral names and refs; a
 * message of another stream, a malformed one or one that is not JSON gives null (ignored silently).
 */
export function parseA(
  text: string,
  streams: ReadonlyMap<string, { name: string; ref: StreamRef }>,
): IncomingA {
  const value = json(text);
  const result = resultA.safeParse(value);
  if (result.success && 'result' in (value as object)) {
    return { kind: 'result', id: result.data.id, result: result.data.result };
  }
  const envelope = streamMessageA.safeParse(value);
  if (!envelope.success) return null;
  const target = streams.get(envelope.data.stream);
  if (!target) return null;
  const message = toMessage(target.name, target.ref, envelope.data.data);
  return message ? { kind: 'data', message } : null;
}

function toMessage(stream: string, ref: StreamRef, data: unknown): MarketMessage | null {
  switch (ref.kind) {
    case 'depth': {
      const snapshot = depthSnapshotA.safeParse(data);
      if (snapshot.success) {
        const { lastUpdateId, bids, asks, E } = snapshot.data;
        return {
          kind: 'bookSnapshot',
          stream,
          instId: ref.instId,
          ts: E ?? null,
          bids,
          asks,
          sequence: { protocol: 'a', lastUpdateId },
        };
      }
      const update = depthUpdateA.safeParse(data);
      if (!update.success) return null;
      const { U, u, b, a, E } = update.data;
      return {
        kind: 'bookUpdate',
        stream,
        instId: ref.instId,
        ts: E,
        bids: b,
        asks: a,
        sequence: { protocol: 'a', firstUpdateId: U, lastUpdateId: u },
      };
    }
    case 'ticker': {
      const parsed = tickerA.safeParse(data);
      if (!parsed.success) return null;
      const t = parsed.data;
      return {
        kind: 'ticker',
        stream,
        instId: ref.instId,
        last: new Decimal(t.c),
        open24h: new Decimal(t.o),
        high24h: new Decimal(t.h),
        low24h: new Decimal(t.l),
        volume24h: new Decimal(t.v),
        quoteVolume24h: new Decimal(t.q),
        changePercent: new Decimal(t.P),
        ts: t.E ?? null,
      };
    }
    case 'kline': {
      const parsed = klineA.safeParse(data);
      if (!parsed.success) return null;
      const k = parsed.data.k;
      const interval = isKlineInterval(k.i) ? k.i : ref.interval;
      return {
        kind: 'candle',
        stream,
        instId: ref.instId,
        interval,
        openTime: k.t,
        open: new Decimal(k.o),
        high: new Decimal(k.h),
        low: new Decimal(k.l),
        close: new Decimal(k.c),
        volume: new Decimal(k.v),
        quoteVolume: new Decimal(k.q ?? '0'),
        closed: k.x,
      };
    }
    case 'orders': {
      const parsed = orderUpdateA.safeParse(data);
      if (!parsed.success) return null;
      const order = toTradeOrderFields(parsed.data.orderId, parsed.data);
      return { kind: 'orderUpdate', stream, order, reload: listsToReload(order.status) };
    }
  }
}
