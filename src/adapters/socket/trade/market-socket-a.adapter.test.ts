import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeWebSocket, makeSocketKit } from '../../../../tests/fakes/fake-web-socket';
import type { MarketMessage } from '../../../application/trade/market-messages';
import type { SocketState } from '../../../application/trade/market-socket.port';
import { backoffDelay, MarketSocketA, SOCKET_A } from './market-socket-a.adapter';

const DEPTH = 'depth:NADI-USDT';
const TICKER = 'ticker:NADI-USDT';
const KLINE = 'kline:1m:NADI-USDT';
const ORDERS = 'orders';
const TICKER_DATA = {
  e: '24hrTicker',
  s: 'NADIUSDT',
  c: '1',
  o: '1',
  h: '1',
  l: '1',
  v: '1',
  q: '1',
  P: '0',
};

const setup = (options: Parameters<typeof makeSocketKit>[0] = {}) => {
  const kit = makeSocketKit(options);
  const socket = new MarketSocketA(kit.config, kit.storage, kit.factory, kit.runtime);
  const states: SocketState[] = [];
  socket.onState((state) => states.push(state));
  return { kit, socket, states };
};

/** Answers every PING at once, as a live server does. */
const answerPings = (ws: FakeWebSocket) => {
  ws.onSend = (text, self) => {
    const frame = JSON.parse(text);
    if (frame.method === 'PING') self.push({ result: 'PONG', id: frame.id });
  };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 0, 1));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MarketSocketA connecting', () => {
  it('connects on the first subscription with the token as a query parameter', () => {
    const { kit, socket, states } = setup();
    expect(kit.sockets).toHaveLength(0);
    expect(socket.state).toBe('disconnected');
    socket.subscribe([DEPTH, TICKER], () => {});
    expect(kit.last().url).toBe('wss://nadi.test/ws?token=tok');
    expect(states).toEqual(['connecting']);
    kit.last().open();
    expect(socket.state).toBe('connected');
    expect(kit.last().requests('SUBSCRIBE')).toEqual([
      { method: 'SUBSCRIBE', params: ['nadiusdt@depth', 'nadiusdt@ticker'], id: 1 },
    ]);
  });

  it('uses the configured URL, and connects without a token when none is held', () => {
    const { kit, socket } = setup({ config: { socket: { protocol: 'a', url: 'ws://h:1/x' } }, token: null });
    socket.subscribe([DEPTH], () => {});
    expect(kit.last().url).toBe('ws://h:1/x');
  });

  it('ignores unknown stream names and does not connect for them alone', () => {
    const { kit, socket } = setup();
    socket.subscribe(['nadiusdt@depth', 'depth:nadi', 'kline:2m:NADI-USDT'], () => {});
    expect(kit.sockets).toHaveLength(0);
  });

  it('gives up a connect after 10 s and reconnects', () => {
    const { kit, socket } = setup();
    socket.subscribe([DEPTH], () => {});
    vi.advanceTimersByTime(SOCKET_A.connectTimeoutMs - 1);
    expect(kit.last().closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(kit.sockets[0]?.closedWith).toBe(1000);
    expect(socket.state).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(kit.sockets).toHaveLength(2);
    answerPings(kit.last().open());
    vi.advanceTimersByTime(60_000);
    expect(socket.state).toBe('connected');
  });

  it('treats a URL the platform refuses as a failed connection', () => {
    const { kit, socket } = setup();
    let calls = 0;
    const failing = new MarketSocketA(
      kit.config,
      kit.storage,
      (url) => {
        calls += 1;
        if (calls === 1) throw new SyntaxError('bad url');
        return kit.factory(url);
      },
      kit.runtime,
    );
    failing.subscribe([DEPTH], () => {});
    expect(failing.state).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(kit.sockets).toHaveLength(1);
    expect(socket.state).toBe('disconnected');
  });
});

describe('MarketSocketA subscriptions', () => {
  it('sends SUBSCRIBE for new streams only and UNSUBSCRIBE when the last subscriber goes', () => {
    const { kit, socket } = setup();
    const first = socket.subscribe([DEPTH], () => {});
    kit.last().open();
    const second = socket.subscribe([DEPTH, KLINE, ORDERS], () => {});
    expect(kit.last().requests('SUBSCRIBE').at(-1)?.params).toEqual(['nadiusdt@kline_1m', 'user@orders']);
    first();
    first();
    expect(kit.last().requests('UNSUBSCRIBE')).toEqual([]);
    second();
    expect(kit.last().requests('UNSUBSCRIBE').at(-1)?.params).toEqual([
      'nadiusdt@depth',
      'nadiusdt@kline_1m',
      'user@orders',
    ]);
  });

  it('closes the socket 30 s after the last subscription goes, not before', () => {
    const { kit, socket, states } = setup();
    const off = socket.subscribe([DEPTH], () => {});
    kit.last().open();
    answerPings(kit.last());
    off();
    vi.advanceTimersByTime(29_999);
    expect(socket.state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(kit.last().closedWith).toBe(1000);
    expect(states.at(-1)).toBe('disconnected');
  });

  it('keeps the socket when a subscription comes back within the 30 s', () => {
    const { kit, socket } = setup();
    const off = socket.subscribe([DEPTH], () => {});
    answerPings(kit.last().open());
    off();
    vi.advanceTimersByTime(29_999);
    socket.subscribe([TICKER], () => {});
    vi.advanceTimersByTime(60_000);
    expect(kit.sockets).toHaveLength(1);
    expect(kit.last().requests('SUBSCRIBE').at(-1)?.params).toEqual(['nadiusdt@ticker']);
  });

  it('re-asks for streams on resubscribe (a fresh depth snapshot)', () => {
    const { kit, socket } = setup();
    socket.resubscribe([DEPTH]);
    socket.subscribe([DEPTH], () => {});
    socket.resubscribe([DEPTH]);
    expect(kit.last().sent).toEqual([]);
    kit.last().open();
    socket.resubscribe([DEPTH, DEPTH, TICKER]);
    socket.resubscribe([TICKER]);
    const methods = kit.last().frames.map((f) => (f as { method: string; params: string[] }).method);
    expect(methods).toEqual(['SUBSCRIBE', 'UNSUBSCRIBE', 'SUBSCRIBE']);
    expect(kit.last().requests('UNSUBSCRIBE')[0]?.params).toEqual(['nadiusdt@depth']);
  });

  it('close() drops every subscription, closes with 1000 and never reconnects', () => {
    const { kit, socket, states } = setup();
    socket.subscribe([DEPTH], () => {});
    kit.last().open();
    socket.close();
    expect(kit.last().closedWith).toBe(1000);
    expect(socket.state).toBe('disconnected');
    vi.advanceTimersByTime(10 * 60_000);
    expect(kit.sockets).toHaveLength(1);
    socket.subscribe([TICKER], () => {});
    expect(kit.sockets).toHaveLength(2);
    expect(states).toEqual(['connecting', 'connected', 'disconnected', 'connecting']);
  });
});

describe('MarketSocketA heartbeat and network check', () => {
  it('sends PING every 30 s and keeps the socket when the reply comes within 10 s', () => {
    const { kit, socket } = setup();
    socket.subscribe([DEPTH], () => {});
    const ws = kit.last().open();
    vi.advanceTimersByTime(SOCKET_A.pingEveryMs - 1);
    expect(ws.requests('PING')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const ping = ws.requests('PING')[0];
    expect(ping).toEqual({ method: 'PING', id: 2 });
    vi.advanceTimersByTime(SOCKET_A.pingReplyTimeoutMs - 1);
    ws.push({ result: 'PONG', id: ping?.id });
    vi.advanceTimersByTime(20_000);
    expect(ws.requests('PING')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ws.requests('PING')).toHaveLength(2);
    expect(socket.state).toBe('connected');
  });

  it('reconnects when a PING has no reply after 10 s', () => {
    const { kit, socket } = setup();
    socket.subscribe([DEPTH], () => {});
    const ws = kit.last().open();
    vi.advanceTimersByTime(30_000 + 9_999);
    ws.push({ result: null, id: 1 }); // another answer does not count as the reply
    expect(socket.state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(ws.closedWith).toBe(1000);
    expect(socket.state).toBe('reconnecting');
  });

  it('checks the network every 60 s', () => {
    const { kit, socket } = setup();
    socket.subscribe([DEPTH], () => {});
    const ws = kit.last().open();
    answerPings(ws);
    vi.advanceTimersByTime(30_000);
    vi.setSystemTime(Date.now() + 500_000); // the device slept: the clock jumped, no timer ran
    vi.advanceTimersByTime(29_999);
    expect(socket.state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(socket.state).toBe('reconnecting');
  });

  it.each([
    [119_999, 'connected'],
    [120_000, 'reconnecting'],
  ])('acts after 120 s of silence: %i ms silent → %s', (silence, expected) => {
    const { kit, socket } = setup();
    socket.subscribe([DEPTH], () => {});
    const ws = kit.last().open();
    answerPings(ws);
    vi.advanceTimersByTime(30_000); // the last message: the PING's reply at 30 s
    vi.setSystemTime(Date.now() + silence - 30_000);
    vi.advanceTimersByTime(30_000); // the check at 60 s
    expect(socket.state).toBe(expected);
  });
});

describe('MarketSocketA back-off', () => {
  it('waits 1 s doubling to 60 s over 10 reconnects, then a new cycle after 5 minutes', () => {
    const { kit, socket, states } = setup();
    socket.subscribe([DEPTH], () => {});
    kit.last().serverClose(1006);
    const delays = [1, 2, 4, 8, 16, 32, 60, 60, 60, 60].map((s) => s * 1000);
    for (const delay of delays) {
      expect(socket.state).toBe('reconnecting');
      const before = kit.sockets.length;
      vi.advanceTimersByTime(delay - 1);
      expect(kit.sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(kit.sockets).toHaveLength(before + 1);
      kit.last().serverClose(1006);
    }
    expect(kit.sockets).toHaveLength(11);
    expect(socket.state).toBe('error');
    vi.advanceTimersByTime(SOCKET_A.retryCycleMs - 1);
    expect(kit.sockets).toHaveLength(11);
    vi.advanceTimersByTime(1);
    expect(kit.sockets).toHaveLength(12);
    expect(socket.state).toBe('reconnecting');
    kit.last().fail();
    vi.advanceTimersByTime(999);
    expect(kit.sockets).toHaveLength(12);
    vi.advanceTimersByTime(1);
    expect(kit.sockets).toHaveLength(13);
    expect(states.filter((s) => s === 'error')).toHaveLength(1);
  });

  it('starts the back-off over after a stable open (first data, or 5 s open), not after any open', () => {
    const { kit, socket } = setup();
    socket.subscribe([TICKER], () => {});
    kit.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    kit.last().serverClose(1006);
    vi.advanceTimersByTime(2000);
    // Accepted, then closed at once: not stable, the next wait is 4 s.
    kit.last().open().serverClose(1006);
    vi.advanceTimersByTime(3999);
    expect(kit.sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(kit.sockets).toHaveLength(4);
    // The first data message makes the open stable: back to 1 s.
    kit.last().open().push({ stream: 'nadiusdt@ticker', data: TICKER_DATA }).serverClose(1006);
    vi.advanceTimersByTime(1000);
    expect(kit.sockets).toHaveLength(5);
    // So does an open that lasts 5 s without any data.
    kit.last().serverClose(1006);
    vi.advanceTimersByTime(2000);
    answerPings(kit.last().open());
    vi.advanceTimersByTime(5000);
    kit.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    expect(kit.sockets).toHaveLength(7);
  });

  it('takes up to 20 % off each delay as jitter', () => {
    const { kit, socket } = setup();
    kit.runtime.jitter = 0.5;
    socket.subscribe([DEPTH], () => {});
    kit.last().serverClose(1006);
    vi.advanceTimersByTime(899);
    expect(kit.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(kit.sockets).toHaveLength(2);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('keeps delay %i within (80 %, 100 %] of its base', (attempt) => {
    const base = Math.min(60_000, 1000 * 2 ** (attempt - 1));
    expect(backoffDelay(attempt, 0)).toBe(base);
    expect(backoffDelay(attempt, 0.999_999)).toBeGreaterThan(base * 0.8 - 1);
    expect(backoffDelay(attempt, 0.999_999)).toBeLessThanOrEqual(base);
    expect(backoffDelay(attempt, 0.5)).toBe(base * 0.9);
  });
});

describe('MarketSocketA close codes', () => {
  it.each([1000, 1001, 1005, 1006, 1011])(
    'reconnects and re-subscribes when the server closes with %i while screens subscribe',
    (code) => {
      const { kit, socket, states } = setup();
      socket.subscribe([DEPTH, ORDERS], () => {});
      socket.subscribe([TICKER], () => {});
      kit.last().open().serverClose(code);
      expect(socket.state).toBe('reconnecting');
      vi.advanceTimersByTime(1000);
      kit.last().open();
      expect(kit.last().requests('SUBSCRIBE')[0]?.params).toEqual([
        'nadiusdt@depth',
        'user@orders',
        'nadiusdt@ticker',
      ]);
      expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    },
  );

  it.each([1000, 1001, 1005, 1006])(
    'stays disconnected when the server closes with %i and no screen subscribes',
    (code) => {
      const { kit, socket } = setup();
      socket.subscribe([DEPTH], () => {})();
      kit.last().open().serverClose(code);
      expect(socket.state).toBe('disconnected');
      vi.advanceTimersByTime(10 * 60_000);
      expect(kit.sockets).toHaveLength(1);
    },
  );

  it('gives up a pending reconnect when the last subscription goes meanwhile', () => {
    const { kit, socket } = setup();
    const off = socket.subscribe([DEPTH], () => {});
    kit.last().open().serverClose(1001);
    off();
    socket.subscribe(['bogus'], () => {});
    vi.advanceTimersByTime(1000);
    expect(kit.sockets).toHaveLength(1);
    expect(socket.state).toBe('disconnected');
  });

  it('ignores events of a socket it already dropped', () => {
    const { kit, socket } = setup();
    const seen: MarketMessage[] = [];
    socket.subscribe([TICKER], (m) => seen.push(m));
    const old = kit.last();
    const onmessage = old.onmessage;
    const onclose = old.onclose;
    vi.advanceTimersByTime(10_000);
    onmessage?.({ data: '{}' });
    onclose?.({ code: 1006 });
    expect(socket.state).toBe('reconnecting');
  });
});

describe('MarketSocketA messages', () => {
  const connected = () => {
    const ctx = setup();
    const seen: MarketMessage[] = [];
    const other: MarketMessage[] = [];
    ctx.socket.subscribe([DEPTH, TICKER, KLINE, ORDERS], (m) => seen.push(m));
    ctx.socket.subscribe([ORDERS], (m) => other.push(m));
    const ws = ctx.kit.last().open();
    return { ...ctx, ws, seen, other };
  };

  it('parses depth snapshots and updates with their sequence numbers', () => {
    const { ws, seen } = connected();
    ws.push({
      stream: 'nadiusdt@depth',
      data: { e: 'depthSnapshot', lastUpdateId: 10, bids: [['0.0825', '5']], asks: [['0.0826', '1']] },
    });
    ws.push({
      stream: 'nadiusdt@depth',
      data: { e: 'depthUpdate', E: 5, s: 'NADIUSDT', U: 11, u: 12, b: [['0.0825', '0']], a: [] },
    });
    expect(seen).toEqual([
      {
        kind: 'bookSnapshot',
        stream: DEPTH,
        instId: 'NADI-USDT',
        ts: null,
        bids: [['0.0825', '5']],
        asks: [['0.0826', '1']],
        sequence: { protocol: 'a', lastUpdateId: 10 },
      },
      {
        kind: 'bookUpdate',
        stream: DEPTH,
        instId: 'NADI-USDT',
        ts: 5,
        bids: [['0.0825', '0']],
        asks: [],
        sequence: { protocol: 'a', firstUpdateId: 11, lastUpdateId: 12 },
      },
    ]);
  });

  it('parses tickers and candles into decimals', () => {
    const { ws, seen } = connected();
    ws.push({
      stream: 'nadiusdt@ticker',
      data: {
        e: '24hrTicker',
        s: 'NADIUSDT',
        c: '0.0825',
        o: '0.08',
        h: '0.09',
        l: '0.07',
        v: '10',
        q: '0.8',
        P: '3.13',
      },
    });
    ws.push({
      stream: 'nadiusdt@kline_1m',
      data: {
        e: 'kline',
        k: { t: 60_000, T: 119_999, i: '1m', o: '1', h: '2', l: '0.5', c: '1.5', v: '7', x: false },
      },
    });
    expect(seen[0]).toMatchObject({ kind: 'ticker', instId: 'NADI-USDT', ts: null });
    expect(String((seen[0] as { changePercent: unknown }).changePercent)).toBe('3.13');
    expect(seen[1]).toMatchObject({ kind: 'candle', interval: '1m', openTime: 60_000, closed: false });
    expect(String((seen[1] as { quoteVolume: unknown }).quoteVolume)).toBe('0');
  });

  it('gives user@orders to every subscriber of orders, with the lists to reload', () => {
    const { ws, seen, other } = connected();
    const order = {
      e: 'orderUpdate',
      orderId: '7',
      status: 'filled',
      inst_id: 'NADI-USDT',
      side: 'buy',
      type: 'limit',
      price: '0.08',
      quantity: '100',
      amount: '8',
      filled: '100',
      filled_amount: '8',
      avg_price: '0.08',
      fee: '0.1',
      fee_coin: 'NADI',
      create_time: 1,
      update_time: 2,
    };
    ws.push({ stream: 'user@orders', data: order });
    expect(seen).toHaveLength(1);
    expect(other).toHaveLength(1);
    expect(other[0]).toMatchObject({
      kind: 'orderUpdate',
      stream: ORDERS,
      order: { id: '7', status: 'filled', side: 'buy', type: 'limit', feeCoin: 'NADI' },
      reload: ['current', 'history', 'success'],
    });
  });

  it('ignores parse errors, unknown streams and stray answers silently', () => {
    const { ws, seen, kit } = connected();
    ws.push('not json');
    ws.push('42');
    ws.push({ stream: 'nadiusdt@depth', data: { e: 'depthUpdate', U: 'x' } });
    ws.push({ stream: 'nadiusdt@ticker', data: { e: '24hrTicker', c: 1 } });
    ws.push({ stream: 'nadiusdt@kline_1m', data: {} });
    ws.push({ stream: 'user@orders', data: { e: 'orderUpdate' } });
    ws.push({ stream: 'btcusdt@depth', data: {} });
    ws.push({ result: 'x', id: 999 });
    ws.push({ result: 'x', id: null });
    ws.onmessage?.({ data: 12 });
    ws.onmessage?.({ data: new TextEncoder().encode('{}') });
    expect(seen).toEqual([]);
    expect(kit.errors).toEqual([]);
  });

  it('reports a throwing listener and still serves the others', () => {
    const { kit, socket, ws, other } = connected();
    socket.subscribe([ORDERS], () => {
      throw new Error('boom');
    });
    ws.push({ stream: 'user@orders', data: { e: 'orderUpdate' } });
    ws.push({
      stream: 'user@orders',
      data: {
        e: 'orderUpdate',
        orderId: '1',
        status: 'new',
        inst_id: 'NADI-USDT',
        side: 'sell',
        type: 'market',
        price: null,
        quantity: '5',
        amount: null,
        filled: '0',
        filled_amount: '0',
        avg_price: null,
        fee: '0',
        fee_coin: 'USDT',
        create_time: 1,
        update_time: 1,
      },
    });
    expect(other).toHaveLength(1);
    expect(kit.errors).toEqual([new Error('boom')]);
  });
});

describe('MarketSocketA GET_TIME', () => {
  it('answers the server time, null on timeout or when not connected', async () => {
    const { kit, socket } = setup();
    await expect(socket.serverTime()).resolves.toBeNull();
    socket.subscribe([DEPTH], () => {});
    const ws = kit.last().open();
    const answered = socket.serverTime();
    const request = ws.requests('GET_TIME')[0];
    expect(request).toEqual({ method: 'GET_TIME', id: 2 });
    ws.push({ result: 1_767_225_600_000, id: request?.id });
    await expect(answered).resolves.toBe(1_767_225_600_000);

    const wrong = socket.serverTime();
    ws.push({ result: 'soon', id: ws.requests('GET_TIME')[1]?.id });
    await expect(wrong).resolves.toBeNull();

    const late = socket.serverTime();
    vi.advanceTimersByTime(10_000);
    await expect(late).resolves.toBeNull();

    const dropped = socket.serverTime();
    ws.serverClose(1006);
    await expect(dropped).resolves.toBeNull();
  });
});
