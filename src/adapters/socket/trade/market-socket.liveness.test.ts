import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeWebSocket, makeSocketKit } from '../../../../tests/fakes/fake-web-socket';
import type { SocketState } from '../../../application/trade/market-socket.port';
import { MarketSocketA } from './market-socket-a.adapter';
import { backoffDelayB, MarketSocketB, SOCKET_B } from './market-socket-b.adapter';

/**
 * Issue 13, item 5: a stalled connection must not stay "connected" (version B had no connect timeout, no pong
 * timeout and no silence check: 600 s stalled, prices still shown as Live), and a server that accepts then
 * closes at once must meet a growing back-off (version A started over on every open; B retried every second).
 */

const TICKER = 'ticker:NADI-USDT';

const protocols = {
  a: {
    make: (kit: ReturnType<typeof makeSocketKit>) =>
      new MarketSocketA(kit.config, kit.storage, kit.factory, kit.runtime),
    /** Answers every heartbeat at once, as a live server does. */
    answer: (ws: FakeWebSocket) => {
      ws.onSend = (text, self) => {
        const frame = JSON.parse(text);
        if (frame.method === 'PING') self.push({ result: 'PONG', id: frame.id });
      };
    },
    data: {
      stream: 'nadiusdt@ticker',
      data: { e: '24hrTicker', s: 'NADIUSDT', c: '1', o: '1', h: '1', l: '1', v: '1', q: '1', P: '0' },
    },
  },
  b: {
    make: (kit: ReturnType<typeof makeSocketKit>) =>
      new MarketSocketB(kit.config, kit.storage, kit.factory, kit.runtime),
    answer: (ws: FakeWebSocket) => {
      ws.onSend = (text, self) => {
        if (text === 'ping') self.push('pong');
      };
    },
    data: {
      arg: { channel: 'tickers', instId: 'NADI-USDT' },
      data: [{ last: '1', open24h: '1', high24h: '1', low24h: '1', vol24h: '1', volCcy24h: '1', ts: '1' }],
    },
  },
} as const;

const setup = (protocol: 'a' | 'b') => {
  const kit = makeSocketKit({ config: { socket: { protocol, url: null } } });
  const socket = protocols[protocol].make(kit);
  const states: SocketState[] = [];
  socket.onState((state) => states.push(state));
  socket.subscribe([TICKER], () => {});
  return { kit, socket, states, ...protocols[protocol] };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 0, 1));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Plays a server that accepts, then closes at once, `rounds` times; answers the waits before each reconnect. */
const acceptThenClose = (kit: ReturnType<typeof makeSocketKit>, rounds: number): number[] => {
  const waits: number[] = [];
  for (let i = 0; i < rounds; i++) {
    kit.last().open().serverClose(1000);
    const before = kit.sockets.length;
    let waited = 0;
    while (kit.sockets.length === before) {
      vi.advanceTimersByTime(100);
      waited += 100;
    }
    waits.push(waited / 1000);
  }
  return waits;
};

describe.each([
  ['a', 40_000, [1, 2, 4, 8, 16, 32, 60, 60]],
  ['b', 30_000, [1, 2, 4, 8, 16, 30, 30, 30]],
] as const)('version %s notices a dead connection within 2 × 20 s', (protocol, detection, backoff) => {
  it(`leaves connected ${detection / 1000} s after the server stops answering, and reconnects 1 s later`, () => {
    const { kit, socket, data } = setup(protocol);
    const ws = kit.last().open().push(data);
    vi.advanceTimersByTime(detection - 1);
    expect(socket.state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(ws.closedWith).toBe(1000);
    expect(socket.state).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(kit.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(kit.sockets).toHaveLength(2);
    kit.last().open();
    expect(socket.state).toBe('connected');
  });

  it('stays connected for 10 minutes while the heartbeats are answered', () => {
    const { kit, socket, states, answer } = setup(protocol);
    answer(kit.last().open());
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.state).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('gives up a connect that does not open within 10 s', () => {
    const { kit, socket } = setup(protocol);
    vi.advanceTimersByTime(9_999);
    expect(kit.last().closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(kit.sockets[0]?.closedWith).toBe(1000);
    expect(socket.state).toBe('reconnecting');
  });

  it(`meets a server that accepts then closes at once with a growing back-off: ${backoff.join(', ')} s`, () => {
    const { kit, states } = setup(protocol);
    expect(acceptThenClose(kit, backoff.length)).toEqual(backoff);
    expect(states.filter((s) => s === 'connected')).toHaveLength(backoff.length);
  });

  it('starts the back-off over once an open is stable: its first data message, or 5 s open', () => {
    const { kit, data, answer } = setup(protocol);
    expect(acceptThenClose(kit, 4)).toEqual([1, 2, 4, 8]);
    kit.last().open().push(data).serverClose(1000);
    vi.advanceTimersByTime(1000);
    expect(acceptThenClose(kit, 2)).toEqual([2, 4]);
    answer(kit.last().open());
    vi.advanceTimersByTime(4_999);
    kit.last().serverClose(1000);
    vi.advanceTimersByTime(1000);
    expect(kit.sockets).toHaveLength(8); // not yet stable after 4.999 s: the wait is 8 s
    vi.advanceTimersByTime(7000);
    answer(kit.last().open());
    vi.advanceTimersByTime(5_000);
    kit.last().serverClose(1000);
    vi.advanceTimersByTime(1000);
    expect(kit.sockets).toHaveLength(10);
  });
});

describe('version B liveness numbers', () => {
  it('drops the connection when no pong comes within 10 s of a ping', () => {
    const { kit, socket } = setup('b');
    const ws = kit.last().open();
    vi.advanceTimersByTime(SOCKET_B.pingEveryMs);
    expect(ws.sent.at(-1)).toBe('ping');
    vi.advanceTimersByTime(SOCKET_B.pongTimeoutMs - 1);
    ws.push({ event: 'subscribe', arg: { channel: 'tickers', instId: 'NADI-USDT' } }); // not a pong
    expect(socket.state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(socket.state).toBe('reconnecting');
  });

  it('drops a connection silent for 40 s even when its timers ran late (a device that slept)', () => {
    const { kit, socket, answer } = setup('b');
    answer(kit.last().open());
    vi.advanceTimersByTime(20_000); // ping, pong: the last message at 20 s
    vi.setSystemTime(Date.now() + 39_000); // the clock jumped, no timer ran
    vi.advanceTimersByTime(19_999);
    expect(socket.state).toBe('connected');
    vi.advanceTimersByTime(1); // the ping at 40 s finds 59 s of silence
    expect(socket.state).toBe('reconnecting');
  });

  it.each([1, 2, 3, 4, 5, 6, 10, 100])(
    'keeps reconnect %i at 1 s, then within (80 %, 100 %] of 2^(n−1) s ≤ 30 s',
    (n) => {
      const base = Math.min(30_000, 1000 * 2 ** (n - 1));
      expect(backoffDelayB(n, 0)).toBe(base);
      expect(backoffDelayB(n, 0.999_999)).toBe(n === 1 ? 1000 : Math.round(base * (1 - 0.2 * 0.999_999)));
      expect(backoffDelayB(n, 0.999_999)).toBeGreaterThan(base * 0.8 - 1);
    },
  );
});
