import { CANDLE_CHANNEL_B } from '../../adapters/socket/trade/protocol-b.codec';
import { INTERVAL_MS, KLINE_INTERVALS, type KlineInterval } from '../../application/trade/market-messages';
import type { SimCandle } from './market-candles';
import type { EngineOrder } from './market-engine';
import type { Level, MarketEvent, MockMarket, TickerData } from './market-simulation';
import { lotsText, priceText, quoteText } from './market-units';
import { levelsWire, orderUpdateA, orderUpdateB } from './market-wire';

/** `a`, `b`, or `auto`: decided by the client's first request (`method` → A, `op` → B). */
export type SocketProtocol = 'a' | 'b' | 'auto';

/** The version A streams of the pair, and the user stream. */
const SYMBOL = 'nadiusdt';
const DEPTH_A = `${SYMBOL}@depth`;
const TICKER_A = `${SYMBOL}@ticker`;
const ORDERS_A = 'user@orders';
const klineA = (interval: KlineInterval) => `${SYMBOL}@kline_${interval}`;
const STREAMS_A = new Set([DEPTH_A, TICKER_A, ORDERS_A, ...KLINE_INTERVALS.map(klineA)]);
const INTERVAL_OF_B = new Map(KLINE_INTERVALS.map((i) => [CANDLE_CHANNEL_B[i], i] as const));

interface ArgB {
  channel: string;
  instId?: string;
}

const json = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * One client connection to the mock market, free of any transport: text frames in (`receive`), text
 * frames out (`send`). Speaks version A (stream subscriptions) or B (channels) as documented in
 * src/adapters/socket/socket-messages.schema.ts. A depth subscription starts with a snapshot; ticker and
 * candle subscriptions start with the current value; `user@orders` / `update_order` carry the orders of
 * the connection's user (the token's), nothing for a connection without one.
 */
export class MarketSession {
  private protocol: 'a' | 'b' | null;
  /** Version A streams, or version B `channel|instId` keys. */
  private readonly subscribed = new Set<string>();
  private readonly off: () => void;

  constructor(
    private readonly market: MockMarket,
    private readonly send: (text: string) => void,
    private readonly userId: number | null,
    protocol: SocketProtocol = 'auto',
  ) {
    this.protocol = protocol === 'auto' ? null : protocol;
    this.off = market.on((event) => this.onEvent(event));
  }

  receive(text: string): void {
    if (text.trim().toLowerCase() === 'ping') {
      this.send('pong');
      return;
    }
    const request = json(text);
    if (!request) return;
    if (this.protocol === null) this.protocol = 'op' in request ? 'b' : 'a';
    if (this.protocol === 'a') this.receiveA(request);
    else this.receiveB(request);
  }

  close(): void {
    this.off();
    this.subscribed.clear();
  }

  // ---- version A ----

  private receiveA(request: Record<string, unknown>): void {
    const id = typeof request.id === 'number' ? request.id : null;
    const reply = (body: Record<string, unknown>) => this.sendJson({ ...body, id });
    const method = request.method;
    if (method === 'PING') reply({ result: 'PONG' });
    else if (method === 'GET_TIME') reply({ result: this.market.now() });
    else if (method === 'SUBSCRIBE' || method === 'UNSUBSCRIBE') {
      const params = Array.isArray(request.params) ? request.params : [];
      const bad = params.find((p) => typeof p !== 'string' || !STREAMS_A.has(p));
      if (bad !== undefined || params.length === 0) {
        reply({ error: { code: 2, msg: `invalid stream: ${String(bad ?? '(none)')}` } });
        return;
      }
      reply({ result: null });
      for (const stream of params as string[]) {
        if (method === 'UNSUBSCRIBE') this.subscribed.delete(stream);
        else if (!this.subscribed.has(stream)) {
          this.subscribed.add(stream);
          this.greetA(stream);
        }
      }
    } else reply({ error: { code: 400, msg: `unknown method: ${String(method)}` } });
  }

  private greetA(stream: string): void {
    if (stream === DEPTH_A) this.snapshotA();
    else if (stream === TICKER_A) this.tickerA(this.market.ticker(), this.market.now());
    else if (stream !== ORDERS_A) {
      const interval = stream.slice(stream.indexOf('_') + 1) as KlineInterval;
      this.candleA(interval, this.market.candles(interval).live, this.market.now());
    }
  }

  private snapshotA(): void {
    const { lastUpdateId, bids, asks } = this.market.snapshot();
    this.sendJson({
      stream: DEPTH_A,
      data: {
        e: 'depthSnapshot',
        E: this.market.now(),
        lastUpdateId,
        bids: levelsWire(bids),
        asks: levelsWire(asks),
      },
    });
  }

  private tickerA(t: TickerData, now: number): void {
    this.sendJson({
      stream: TICKER_A,
      data: {
        e: '24hrTicker',
        E: now,
        s: 'NADIUSDT',
        c: priceText(t.last),
        o: priceText(t.open),
        h: priceText(t.high),
        l: priceText(t.low),
        v: lotsText(t.volume),
        q: quoteText(t.quote),
        P: t.changePercent,
      },
    });
  }

  private candleA(interval: KlineInterval, c: SimCandle, now: number): void {
    this.sendJson({
      stream: klineA(interval),
      data: {
        e: 'kline',
        E: now,
        s: 'NADIUSDT',
        k: {
          t: c.openTime,
          T: c.openTime + INTERVAL_MS[interval] - 1,
          i: interval,
          o: priceText(c.open),
          h: priceText(c.high),
          l: priceText(c.low),
          c: priceText(c.close),
          v: lotsText(c.volume),
          q: quoteText(c.quote),
          x: c.closed,
        },
      },
    });
  }

  // ---- version B ----

  private receiveB(request: Record<string, unknown>): void {
    const op = request.op;
    if (op !== 'subscribe' && op !== 'unsubscribe') {
      this.sendJson({ event: 'error', code: '60012', msg: `unknown op: ${String(op)}` });
      return;
    }
    const args = Array.isArray(request.args) ? request.args : [];
    for (const raw of args) {
      const arg = (typeof raw === 'object' && raw !== null ? raw : {}) as ArgB;
      const error = this.checkB(arg);
      if (error) {
        this.sendJson({ event: 'error', code: '60018', msg: error, arg: raw });
        continue;
      }
      const key = `${arg.channel}|${arg.instId ?? ''}`;
      this.sendJson({ event: op, arg: this.argB(arg.channel) });
      if (op === 'unsubscribe') {
        this.subscribed.delete(key);
      } else if (!this.subscribed.has(key)) {
        this.subscribed.add(key);
        this.greetB(arg.channel);
      }
    }
  }

  private checkB(arg: ArgB): string | null {
    if (arg.channel === 'update_order')
      return this.userId === null ? 'update_order needs a login token' : null;
    const known = arg.channel === 'books' || arg.channel === 'tickers' || INTERVAL_OF_B.has(arg.channel);
    if (!known) return `channel not found: ${String(arg.channel)}`;
    return arg.instId === this.market.instId ? null : `instId not found: ${String(arg.instId)}`;
  }

  private argB(channel: string): ArgB {
    return channel === 'update_order' ? { channel } : { channel, instId: this.market.instId };
  }

  private greetB(channel: string): void {
    const now = this.market.now();
    if (channel === 'books') this.snapshotB(now);
    else if (channel === 'tickers') this.tickerB(this.market.ticker(), now);
    else if (channel !== 'update_order') {
      const interval = INTERVAL_OF_B.get(channel) as KlineInterval;
      this.candleB(interval, this.market.candles(interval).live);
    }
  }

  private booksB(
    action: 'snapshot' | 'update',
    bids: readonly Level[],
    asks: readonly Level[],
    seqId: number,
    prevSeqId: number,
    ts: number,
  ): void {
    const four = (levels: readonly Level[]) =>
      levelsWire(levels).map(([p, q]) => [p, q, '0', q === '0' ? '0' : '1']);
    this.sendJson({
      arg: this.argB('books'),
      action,
      data: [{ asks: four(asks), bids: four(bids), ts: String(ts), checksum: 0, seqId, prevSeqId }],
    });
  }

  private snapshotB(now: number): void {
    const { lastUpdateId, bids, asks } = this.market.snapshot();
    this.booksB('snapshot', bids, asks, lastUpdateId, -1, now);
  }

  private tickerB(t: TickerData, now: number): void {
    this.sendJson({
      arg: this.argB('tickers'),
      data: [
        {
          instId: this.market.instId,
          last: priceText(t.last),
          open24h: priceText(t.open),
          high24h: priceText(t.high),
          low24h: priceText(t.low),
          vol24h: lotsText(t.volume),
          volCcy24h: quoteText(t.quote),
          ts: String(now),
        },
      ],
    });
  }

  private candleB(interval: KlineInterval, c: SimCandle): void {
    const quote = quoteText(c.quote);
    this.sendJson({
      arg: this.argB(CANDLE_CHANNEL_B[interval]),
      data: [
        [
          String(c.openTime),
          priceText(c.open),
          priceText(c.high),
          priceText(c.low),
          priceText(c.close),
          lotsText(c.volume),
          quote,
          quote,
          c.closed ? '1' : '0',
        ],
      ],
    });
  }

  // ---- market events ----

  private onEvent(event: MarketEvent): void {
    if (this.protocol === 'a') this.eventA(event);
    else if (this.protocol === 'b') this.eventB(event);
  }

  private eventA(event: MarketEvent): void {
    switch (event.type) {
      case 'depth':
        // A step that changed nothing is version B's heartbeat; version A sends nothing.
        if (!this.subscribed.has(DEPTH_A) || event.bids.length + event.asks.length === 0) return;
        this.sendJson({
          stream: DEPTH_A,
          data: {
            e: 'depthUpdate',
            E: event.ts,
            s: 'NADIUSDT',
            U: event.firstUpdateId,
            u: event.lastUpdateId,
            b: levelsWire(event.bids),
            a: levelsWire(event.asks),
          },
        });
        return;
      case 'ticker':
        if (this.subscribed.has(TICKER_A)) this.tickerA(event.ticker, event.ts);
        return;
      case 'candle':
        if (this.subscribed.has(klineA(event.interval))) this.candleA(event.interval, event.candle, event.ts);
        return;
      case 'order':
        if (this.subscribed.has(ORDERS_A) && this.mine(event.order)) {
          this.sendJson({ stream: ORDERS_A, data: orderUpdateA(event.order, event.ts) });
        }
        return;
      case 'reset':
        if (this.subscribed.has(DEPTH_A)) this.snapshotA();
        return;
    }
  }

  private eventB(event: MarketEvent): void {
    const has = (channel: string, instId = this.market.instId) => this.subscribed.has(`${channel}|${instId}`);
    switch (event.type) {
      case 'depth':
        if (has('books')) {
          this.booksB('update', event.bids, event.asks, event.lastUpdateId, event.prevUpdateId, event.ts);
        }
        return;
      case 'ticker':
        if (has('tickers')) this.tickerB(event.ticker, event.ts);
        return;
      case 'candle':
        if (has(CANDLE_CHANNEL_B[event.interval])) this.candleB(event.interval, event.candle);
        return;
      case 'order':
        if (has('update_order', '') && this.mine(event.order)) {
          this.sendJson({ arg: this.argB('update_order'), data: [orderUpdateB(event.order)] });
        }
        return;
      case 'reset':
        if (has('books')) this.snapshotB(event.ts);
        return;
    }
  }

  private mine(order: EngineOrder): boolean {
    return this.userId !== null && order.userId === this.userId;
  }

  private sendJson(value: unknown): void {
    this.send(JSON.stringify(value));
  }
}
