import { CANDLE_CHANNEL_B } from '../../adapters/socket/trade/protocol-b.codec';
import { KLINE_INTERVALS, type KlineInterval } from '../../application/trade/market-messages';
import type { SimCandle } from './market-candles';
import type { Level, MarketEvent, TickerData } from './market-events';
import type { SessionDialect, SessionLink } from './market-session-link';
import { lotsText, priceText, quoteText } from './market-units';
import { levelsWire, orderUpdateB } from './market-wire';

const INTERVAL_OF_B = new Map(KLINE_INTERVALS.map((i) => [CANDLE_CHANNEL_B[i], i] as const));

interface ArgB {
  channel: string;
  instId?: string;
}

/**
 * Version B of the market socket (channels, `{"op":…,"args":[…]}` requests): `subscribe` and
 * `unsubscribe` of `books`, `tickers`, the candle channels (with the pair's instId) and `update_order`
 * (needs the token of a session). Books start with a snapshot, tickers and candles with the current value.
 */
export class SessionB implements SessionDialect {
  constructor(private readonly link: SessionLink) {}

  receive(request: Record<string, unknown>): void {
    const op = request.op;
    if (op !== 'subscribe' && op !== 'unsubscribe') {
      this.link.send({ event: 'error', code: '60012', msg: `unknown op: ${String(op)}` });
      return;
    }
    const args = Array.isArray(request.args) ? request.args : [];
    for (const raw of args) {
      const arg = (typeof raw === 'object' && raw !== null ? raw : {}) as ArgB;
      const error = this.check(arg);
      if (error) {
        this.link.send({ event: 'error', code: '60018', msg: error, arg: raw });
        continue;
      }
      const key = `${arg.channel}|${arg.instId ?? ''}`;
      this.link.send({ event: op, arg: this.argOf(arg.channel) });
      if (op === 'unsubscribe') {
        this.link.subscribed.delete(key);
      } else if (!this.link.subscribed.has(key)) {
        this.link.subscribed.add(key);
        this.greet(arg.channel);
      }
    }
  }

  private check(arg: ArgB): string | null {
    if (arg.channel === 'update_order')
      return this.link.userId === null ? 'update_order needs a login token' : null;
    const known = arg.channel === 'books' || arg.channel === 'tickers' || INTERVAL_OF_B.has(arg.channel);
    if (!known) return `channel not found: ${String(arg.channel)}`;
    return arg.instId === this.link.market.instId ? null : `instId not found: ${String(arg.instId)}`;
  }

  private argOf(channel: string): ArgB {
    return channel === 'update_order' ? { channel } : { channel, instId: this.link.market.instId };
  }

  private greet(channel: string): void {
    const now = this.link.market.now();
    if (channel === 'books') this.snapshot(now);
    else if (channel === 'tickers') this.ticker(this.link.market.ticker(), now);
    else if (channel !== 'update_order') {
      const interval = INTERVAL_OF_B.get(channel) as KlineInterval;
      this.candle(interval, this.link.market.candles(interval).live);
    }
  }

  private books(
    action: 'snapshot' | 'update',
    bids: readonly Level[],
    asks: readonly Level[],
    seqId: number,
    prevSeqId: number,
    ts: number,
  ): void {
    const four = (levels: readonly Level[]) =>
      levelsWire(levels).map(([p, q]) => [p, q, '0', q === '0' ? '0' : '1']);
    this.link.send({
      arg: this.argOf('books'),
      action,
      data: [{ asks: four(asks), bids: four(bids), ts: String(ts), checksum: 0, seqId, prevSeqId }],
    });
  }

  private snapshot(now: number): void {
    const { lastUpdateId, bids, asks } = this.link.market.snapshot();
    this.books('snapshot', bids, asks, lastUpdateId, -1, now);
  }

  private ticker(t: TickerData, now: number): void {
    this.link.send({
      arg: this.argOf('tickers'),
      data: [
        {
          instId: this.link.market.instId,
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

  private candle(interval: KlineInterval, c: SimCandle): void {
    const quote = quoteText(c.quote);
    this.link.send({
      arg: this.argOf(CANDLE_CHANNEL_B[interval]),
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

  onEvent(event: MarketEvent): void {
    const has = (channel: string, instId = this.link.market.instId) =>
      this.link.subscribed.has(`${channel}|${instId}`);
    switch (event.type) {
      case 'depth':
        if (has('books')) {
          this.books('update', event.bids, event.asks, event.lastUpdateId, event.prevUpdateId, event.ts);
        }
        return;
      case 'ticker':
        if (has('tickers')) this.ticker(event.ticker, event.ts);
        return;
      case 'candle':
        if (has(CANDLE_CHANNEL_B[event.interval])) this.candle(event.interval, event.candle);
        return;
      case 'order':
        if (has('update_order', '') && this.link.mine(event.order)) {
          this.link.send({ arg: this.argOf('update_order'), data: [orderUpdateB(event.order)] });
        }
        return;
      case 'reset':
        if (has('books')) this.snapshot(event.ts);
        return;
    }
  }
}
