import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSocketKit } from '../../../../tests/fakes/fake-web-socket';
import type { MarketMessage } from '../../../application/trade/market-messages';
import type { SocketState } from '../../../application/trade/market-socket.port';
import { MarketSocketB, SOCKET_B } from './market-socket-b.adapter';

const DEPTH = 'depth:NADI-USDT';
const TICKER = 'ticker:NADI-USDT';
const ORDERS = 'orders';

const setup = () => {
  const kit = makeSocketKit({ config: { socket: { protocol: 'b', url: null } } });
  const socket = new MarketSocketB(kit.config, kit.storage, kit.factory, kit.runtime);
  const states: SocketState[] = [];
  socket.onState((state) => states.push(state));
  return { kit, socket, states };
};

const BOOKS = { channel: 'books', instId: 'NADI-USDT' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MarketSocketB', () => {
  it('subscribes with channel args on open, and unsubscribes the last subscriber', () => {
    const { kit, socket } = setup();
    const off = socket.subscribe([DEPTH, TICKER, 'kline:1h:NADI-USDT', ORDERS], () => {});
    const ws = kit.last().open();
    expect(ws.url).toBe('wss://nadi.test/ws?token=tok');
    expect(ws.frames).toEqual([
      {
        op: 'subscribe',
        args: [
          BOOKS,
          { channel: 'tickers', instId: 'NADI-USDT' },
          { channel: 'candle1H', instId: 'NADI-USDT' },
          { channel: 'update_order' },
        ],
      },
    ]);
    off();
    expect(ws.frames.at(-1)).toMatchObject({ op: 'unsubscribe' });
    socket.resubscribe([DEPTH]);
    expect(ws.frames).toHaveLength(2);
  });

  it('sends a text ping every 20 s', async () => {
    const { kit, socket } = setup();
    socket.subscribe([DEPTH], () => {});
    const ws = kit.last().open();
    vi.advanceTimersByTime(SOCKET_B.pingEveryMs - 1);
    expect(ws.sent).not.toContain('ping');
    vi.advanceTimersByTime(1);
    expect(ws.sent.filter((f) => f === 'ping')).toHaveLength(1);
    ws.push('pong');
    ws.onSend = (text, self) => text === 'ping' && self.push('pong');
    vi.advanceTimersByTime(40_000);
    expect(ws.sent.filter((f) => f === 'ping')).toHaveLength(3);
    expect(socket.state).toBe('connected');
    await expect(socket.serverTime()).resolves.toBeNull();
  });

  it.each([1000, 1001, 1005, 1006])(
    'reconnects 1 s after the server closes with %i, then backs off, and re-subscribes',
    (code) => {
      const { kit, socket, states } = setup();
      socket.subscribe([DEPTH], () => {});
      kit.last().open().serverClose(code);
      expect(states.at(-1)).toBe('reconnecting');
      vi.advanceTimersByTime(SOCKET_B.reconnectDelayMs - 1);
      expect(kit.sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(kit.sockets).toHaveLength(2);
      // No limit: after the 1 s first retry the wait doubles up to its 30 s cap (no jitter drawn here).
      for (const delay of [2, 4, 8, 16, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30]) {
        kit.last().fail();
        const before = kit.sockets.length;
        vi.advanceTimersByTime(delay * 1000 - 1);
        expect(kit.sockets).toHaveLength(before);
        vi.advanceTimersByTime(1);
        expect(kit.sockets).toHaveLength(before + 1);
      }
      expect(kit.sockets).toHaveLength(17);
      const ws = kit.last().open();
      expect(ws.frames).toEqual([{ op: 'subscribe', args: [BOOKS] }]);
      expect(states.includes('error')).toBe(false);
    },
  );

  it('does not reconnect after close() or when no screen subscribes', () => {
    const { kit, socket } = setup();
    socket.subscribe([DEPTH], () => {})();
    kit.last().open().serverClose(1001);
    vi.advanceTimersByTime(5000);
    expect(kit.sockets).toHaveLength(1);
    socket.subscribe([DEPTH], () => {});
    kit.last().open();
    socket.close();
    vi.advanceTimersByTime(5000);
    expect(kit.sockets).toHaveLength(2);
    expect(socket.state).toBe('disconnected');
  });

  it('routes books by instId and action, tickers, candles and update_order', () => {
    const { kit, socket } = setup();
    const seen: MarketMessage[] = [];
    socket.subscribe([DEPTH, TICKER, 'kline:1m:NADI-USDT', ORDERS], (m) => seen.push(m));
    const ws = kit.last().open();
    ws.push({ event: 'subscribe', arg: BOOKS });
    ws.push({
      arg: BOOKS,
      action: 'snapshot',
      data: [{ asks: [['0.0826', '5', '0', '1']], bids: [], ts: '9', checksum: 0, seqId: 5, prevSeqId: -1 }],
    });
    ws.push({
      arg: BOOKS,
      action: 'update',
      data: [{ asks: [], bids: [], ts: '10', checksum: 0, seqId: 5, prevSeqId: 5 }],
    });
    ws.push({ arg: { channel: 'books', instId: 'BTC-USDT' }, action: 'update', data: [{}] });
    ws.push({
      arg: { channel: 'tickers', instId: 'NADI-USDT' },
      data: [
        {
          instId: 'NADI-USDT',
          last: '0.0825',
          open24h: '0.08',
          high24h: '0.09',
          low24h: '0.07',
          vol24h: '100',
          volCcy24h: '8',
          ts: '11',
        },
        { last: '1', open24h: '0', high24h: '1', low24h: '1', vol24h: '0', volCcy24h: '0', ts: '12' },
      ],
    });
    ws.push({
      arg: { channel: 'candle1m', instId: 'NADI-USDT' },
      data: [['60000', '1', '2', '0.5', '1.5', '10', '15', '15', '1']],
    });
    ws.push({
      arg: { channel: 'update_order' },
      data: [
        {
          ordId: '3',
          instId: 'NADI-USDT',
          side: 'buy',
          ordType: 'market',
          state: 'partially_filled',
          px: '',
          sz: '',
          amt: '10',
          accFillSz: '50',
          accFillAmt: '4.1',
          avgPx: '0.082',
          fee: '0.05',
          feeCcy: 'NADI',
          cTime: '1',
          uTime: '2',
        },
        { ordId: 'bad' },
      ],
    });
    expect(seen.map((m) => m.kind)).toEqual([
      'bookSnapshot',
      'bookUpdate',
      'ticker',
      'ticker',
      'candle',
      'orderUpdate',
    ]);
    expect(seen[0]).toEqual({
      kind: 'bookSnapshot',
      stream: DEPTH,
      instId: 'NADI-USDT',
      ts: 9,
      bids: [],
      asks: [['0.0826', '5']],
      sequence: { protocol: 'b', seqId: 5, prevSeqId: -1, checksum: 0 },
    });
    expect(seen[1]).toMatchObject({ sequence: { protocol: 'b', seqId: 5, prevSeqId: 5 } });
    expect(String((seen[2] as { changePercent: unknown }).changePercent)).toBe('3.13');
    expect(String((seen[3] as { changePercent: unknown }).changePercent)).toBe('0');
    expect(seen[4]).toMatchObject({ kind: 'candle', openTime: 60_000, closed: true, interval: '1m' });
    expect(seen[5]).toMatchObject({
      kind: 'orderUpdate',
      stream: ORDERS,
      order: { id: '3', status: 'partiallyFilled', price: null, quantity: null, createdAt: 1, updatedAt: 2 },
      reload: ['current'],
    });
  });

  it('ignores parse errors and frames of channels nobody subscribed to', () => {
    const { kit, socket } = setup();
    const seen: MarketMessage[] = [];
    socket.subscribe([DEPTH], (m) => seen.push(m));
    const ws = kit.last().open();
    ws.push('garbage');
    ws.push({ arg: BOOKS, data: 'x' });
    ws.push({ arg: BOOKS, action: 'update', data: [{ asks: 'x' }] });
    ws.push({ arg: { channel: 'tickers', instId: 'NADI-USDT' }, data: [{}] });
    ws.push({ event: 'error', code: '60012', msg: 'bad' });
    expect(seen).toEqual([]);
  });
});
