import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../../tests/fakes/fake-trade-api';
import {
  candleMessage,
  FakeMarketSocket,
  orderUpdateOf,
  snapshotA,
  tickerOf,
  updateA,
} from '../../../tests/fakes/fake-trade-socket';
import type { CandleMessage, OrderUpdate } from './market-messages';
import { TradeSession } from './trade-session';

function setup() {
  const socket = new FakeMarketSocket();
  const session = new TradeSession(socket, {
    instId: 'NADI-USDT',
    protocol: 'a',
    interval: '15m',
    depthRows: 2,
  });
  return { socket, session };
}

const book = () =>
  snapshotA(
    10,
    [
      ['0.0824', '5'],
      ['0.0823', '7'],
      ['0.0822', '1'],
    ],
    [['0.0826', '3']],
  );

describe('TradeSession', () => {
  it('subscribes book, ticker, orders and the live candle on start, and nothing after stop', () => {
    const { socket, session } = setup();
    session.start();
    session.start();
    expect(socket.streams).toEqual(['depth:NADI-USDT', 'kline:15m:NADI-USDT', 'orders', 'ticker:NADI-USDT']);
    session.stop();
    session.stop();
    expect(socket.streams).toEqual([]);
    expect(session.running).toBe(false);
  });

  it('reads live only when the socket is connected and the book has its snapshot', () => {
    const { socket, session } = setup();
    const seen: string[] = [];
    autorun(() => seen.push(session.status));
    session.start();
    socket.setState('connecting');
    socket.setState('connected');
    socket.emit(book());
    expect(session.store.depth.bids.map((row) => row.total.toFixed())).toEqual(['5', '12']);
    expect(seen).toEqual(['disconnected', 'connecting', 'waiting', 'live']);
  });

  it('says reconnecting when the socket drops, then resyncing until the new snapshot, then live', () => {
    const { socket, session } = setup();
    session.start();
    socket.setState('connected');
    socket.emit(book());
    socket.setState('reconnecting');
    expect(session.status).toBe('reconnecting');
    socket.setState('connected');
    // Levels from before the drop are kept for display but marked stale.
    expect(session.status).toBe('resyncing');
    expect(session.store.depth.bids).toHaveLength(2);
    socket.emit(snapshotA(50, [['0.083', '1']], [['0.084', '1']]));
    expect(session.status).toBe('live');
    expect(session.store.bestBid?.toFixed()).toBe('0.083');
  });

  it('re-subscribes the depth stream on a sequence gap and reads resyncing meanwhile', () => {
    const { socket, session } = setup();
    session.start();
    socket.setState('connected');
    socket.emit(book());
    socket.emit(updateA(11, 12, [['0.0824', '6']]));
    expect(session.status).toBe('live');
    socket.emit(updateA(20, 21, [['0.0824', '9']]));
    expect(socket.resubscribed).toEqual([['depth:NADI-USDT']]);
    expect(session.status).toBe('resyncing');
    socket.emit(snapshotA(30, [['0.0824', '9']], [['0.0826', '3']]));
    expect(session.status).toBe('live');
  });

  it('goes live on the first snapshot after a server restart with lower update ids (issue 13)', () => {
    const { socket, session } = setup();
    session.start();
    socket.setState('connected');
    socket.emit(book());
    socket.emit(updateA(20, 21, [['0.0824', '9']])); // a gap: held for the replay
    socket.emit(updateA(22, 22, [['0.0824', '8']]));
    socket.setState('reconnecting'); // the server restarts
    socket.setState('connected');
    socket.emit(snapshotA(3, [['0.0824', '1']], [['0.0826', '1']]));
    expect(session.status).toBe('live');
    expect(socket.resubscribed).toEqual([['depth:NADI-USDT']]); // the gap's, none after the restart
  });

  it('marks the book stale when started again after a stop (the snapshot comes with the new subscription)', () => {
    const { socket, session } = setup();
    session.start();
    socket.setState('connected');
    socket.emit(book());
    session.stop();
    session.start();
    expect(session.status).toBe('resyncing');
  });

  it('keeps the latest ticker of its pair', () => {
    const { socket, session } = setup();
    session.start();
    socket.emit(tickerOf('0.0825'));
    expect(session.ticker?.last.toFixed()).toBe('0.0825');
    socket.emit({ ...tickerOf('1'), instId: 'OTHER-USDT' });
    expect(session.ticker?.last.toFixed()).toBe('0.0825');
  });

  it('passes live candles of the current interval on, and follows an interval change', () => {
    const { socket, session } = setup();
    const candles: CandleMessage[] = [];
    session.onCandle((candle) => candles.push(candle));
    session.start();
    socket.emit(candleMessage('15m', 900_000));
    session.setInterval('1h');
    expect(socket.streams).toContain('kline:1h:NADI-USDT');
    expect(socket.streams).not.toContain('kline:15m:NADI-USDT');
    socket.emit(candleMessage('15m', 1_800_000));
    socket.emit(candleMessage('1h', 3_600_000));
    expect(candles.map((c) => `${c.interval}@${c.openTime}`)).toEqual(['15m@900000', '1h@3600000']);
  });

  it('passes order updates on to its listeners until they unsubscribe', () => {
    const { socket, session } = setup();
    const updates: OrderUpdate[] = [];
    const off = session.onOrderUpdate((update) => updates.push(update));
    session.start();
    socket.emit(orderUpdateOf(sampleOrder({ status: 'filled' })));
    off();
    socket.emit(orderUpdateOf(sampleOrder({ status: 'cancelled' })));
    expect(updates.map((u) => u.reload)).toEqual([['current', 'history', 'success']]);
  });
});
