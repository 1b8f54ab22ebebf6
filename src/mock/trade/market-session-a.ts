import { INTERVAL_MS, KLINE_INTERVALS, type KlineInterval } from '../../application/trade/market-messages';
import type { SimCandle } from './market-candles';
import type { MarketEvent, TickerData } from './market-events';
import type { SessionDialect, SessionLink } from './market-session-link';
import { lotsText, priceText, quoteText } from './market-units';
import { levelsWire, orderUpdateA } from './market-wire';

/** The version A streams of the pair, and the user stream. */
const SYMBOL = 'nadiusdt';
const DEPTH_A = `${SYMBOL}@depth`;
const TICKER_A = `${SYMBOL}@ticker`;
const ORDERS_A = 'user@orders';
const klineA = (interval: KlineInterval) => `${SYMBOL}@kline_${interval}`;
const STREAMS_A = new Set([DEPTH_A, TICKER_A, ORDERS_A, ...KLINE_INTERVALS.map(klineA)]);

/**
 * Version A of the market socket (stream subscriptions, `{"method":…,"id"}` requests): `SUBSCRIBE` and
 * `UNSUBSCRIBE` of streams, `PING`, `GET_TIME`. Depth starts with a snapshot, ticker and kline with the
 * current value; `user@orders` carries the connection's user's orders.
 */
export class SessionA implements SessionDialect {
  constructor(private readonly link: SessionLink) {}

  receive(request: Record<string, unknown>): void {
    const id = typeof request.id === 'number' ? request.id : null;
    const reply = (body: Record<string, unknown>) => this.link.send({ ...body, id });
    const method = request.method;
    if (method === 'PING') reply({ result: 'PONG' });
    else if (method === 'GET_TIME') reply({ result: this.link.market.now() });
    else if (method === 'SUBSCRIBE' || method === 'UNSUBSCRIBE') {
      const params = Array.isArray(request.params) ? request.params : [];
      const bad = params.find((p) => typeof p !== 'string' || !STREAMS_A.has(p));
      if (bad !== undefined || params.length === 0) {
        reply({ error: { code: 2, msg: `invalid stream: ${String(bad ?? '(none)')}` } });
        return;
      }
      reply({ result: null });
      for (const stream of params as string[]) {
        if (method === 'UNSUBSCRIBE') this.link.subscribed.delete(stream);
        else if (!this.link.subscribed.has(stream)) {
          this.link.subscribed.add(stream);
          this.greet(stream);
        }
      }
    } else reply({ error: { code: 400, msg: `unknown method: ${String(method)}` } });
  }

  private greet(stream: string): void {
    if (stream === DEPTH_A) this.snapshot();
    else if (stream === TICKER_A) this.ticker(this.link.market.ticker(), this.link.market.now());
    else if (stream !== ORDERS_A) {
      const interval = stream.slice(stream.indexOf('_') + 1) as KlineInterval;
      this.candle(interval, this.link.market.candles(interval).live, this.link.market.now());
    }
  }

  private snapshot(): void {
    const { lastUpdateId, bids, asks } = this.link.market.snapshot();
    this.link.send({
      stream: DEPTH_A,
      data: {
        e: 'depthSnapshot',
        E: this.link.market.now(),
        lastUpdateId,
        bids: levelsWire(bids),
        asks: levelsWire(asks),
      },
    });
  }

  private ticker(t: TickerData, now: number): void {
    this.link.send({
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

  private candle(interval: KlineInterval, c: SimCandle, now: number): void {
    this.link.send({
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

  onEvent(event: MarketEvent): void {
    switch (event.type) {
      case 'depth':
        // A step that changed nothing is version B's heartbeat; version A sends nothing.
        if (!this.link.subscribed.has(DEPTH_A) || event.bids.length + event.asks.length === 0) return;
        this.link.send({
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
        if (this.link.subscribed.has(TICKER_A)) this.ticker(event.ticker, event.ts);
        return;
      case 'candle':
        if (this.link.subscribed.has(klineA(event.interval)))
          this.candle(event.interval, event.candle, event.ts);
        return;
      case 'order':
        if (this.link.subscribed.has(ORDERS_A) && this.link.mine(event.order)) {
          this.link.send({ stream: ORDERS_A, data: orderUpdateA(event.order, event.ts) });
        }
        return;
      case 'reset':
        if (this.link.subscribed.has(DEPTH_A)) this.snapshot();
        return;
    }
  }
}
