import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { FakeTokenStorage } from '../../../tests/fakes/fake-http';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { systemSocketRuntime, type WebSocketLike } from '../../adapters/socket/socket-runtime';
import { MarketSocketA } from '../../adapters/socket/trade/market-socket-a.adapter';
import { MarketSocketB } from '../../adapters/socket/trade/market-socket-b.adapter';
import type { BookLevel, MarketMessage } from '../../application/trade/market-messages';
import type { SocketState } from '../../application/trade/market-socket.port';
import { type RunningMockServer, startMockServer } from './http-server';

/**
 * The Node mock server speaking both protocols over real WebSockets on a free port, driven by the app's
 * own socket adapters: the book rebuilt from snapshot and updates equals the market's, the user's orders
 * come back over the socket, and a server drop is followed by a reconnect with a fresh snapshot.
 */

let server: RunningMockServer | undefined;
let sockets: { close(): void }[] = [];
afterEach(async () => {
  for (const s of sockets) s.close();
  sockets = [];
  await server?.close();
  server = undefined;
});

const until = async (what: string, check: () => boolean, timeoutMs = 4000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const start = async () => {
  server = await startMockServer({ port: 0, market: { booksPerSecond: 50 } });
  server.backend.applyProviderState('a user is logged in');
  return server;
};

const open = (running: RunningMockServer, protocol: 'a' | 'b', path: string) => {
  const config = testAppConfig({ socket: { protocol, url: `${running.url.replace('http', 'ws')}${path}` } });
  const factory = (url: string) => new WebSocket(url) as unknown as WebSocketLike;
  const Adapter = protocol === 'a' ? MarketSocketA : MarketSocketB;
  const socket = new Adapter(config, new FakeTokenStorage('pact-token'), factory, systemSocketRuntime);
  sockets.push(socket);
  const seen: MarketMessage[] = [];
  const states: SocketState[] = [];
  socket.onState((state) => states.push(state));
  socket.subscribe(['depth:NADI-USDT', 'ticker:NADI-USDT', 'kline:1m:NADI-USDT', 'orders'], (m) =>
    seen.push(m),
  );
  return { socket, seen, states };
};

/** Snapshot (the last one) plus the updates after it. */
const rebuild = (seen: readonly MarketMessage[]) => {
  const from = seen.findLastIndex((m) => m.kind === 'bookSnapshot');
  const book = { bids: new Map<string, string>(), asks: new Map<string, string>() };
  const apply = (side: Map<string, string>, levels: readonly BookLevel[]) => {
    for (const [price, qty] of levels) {
      if (Number(qty) === 0) side.delete(price);
      else side.set(price, qty);
    }
  };
  for (const m of seen.slice(from)) {
    if (m.kind === 'bookSnapshot' || m.kind === 'bookUpdate') {
      apply(book.bids, m.bids);
      apply(book.asks, m.asks);
    }
  }
  return book;
};

const marketBook = (running: RunningMockServer) => {
  const { bids, asks } = running.market.snapshot();
  const side = (levels: readonly (readonly [number, number])[]) =>
    new Map(levels.map(([tick, lots]) => [(tick / 1e5).toFixed(5), (lots / 100).toFixed(2)]));
  return { bids: side(bids), asks: side(asks) };
};

/** The control API's secret header of the running server. */
const secret = (running: RunningMockServer) => ({ 'x-mock-secret': running.controlSecret });
const control = async (running: RunningMockServer, path: string, body?: unknown) =>
  (
    await fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: secret(running),
      body: JSON.stringify(body ?? {}),
    })
  ).json();

const placeMarketSell = (running: RunningMockServer) =>
  fetch(`${running.url}/api/v1/trade/placeOrder`, {
    method: 'POST',
    headers: { authorization: 'Bearer pact-token', 'content-type': 'application/json' },
    body: JSON.stringify({ inst_id: 'NADI-USDT', side: 'sell', type: 'market', quantity: '100' }),
  });

describe.each([
  ['a', '/ws'],
  ['b', '/ws/b'],
] as const)('the mock market over version %s at %s', (protocol, path) => {
  it('streams a consistent book, tickers, candles and the user orders, and comes back after a drop', async () => {
    const running = await start();
    const { seen, states } = open(running, protocol, path);
    await until('snapshot and updates', () => seen.filter((m) => m.kind === 'bookUpdate').length >= 5);
    await until(
      'ticker and candle',
      () => seen.some((m) => m.kind === 'ticker') && seen.some((m) => m.kind === 'candle'),
    );
    await control(running, '/__mock/market/pause', { paused: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rebuild(seen)).toEqual(marketBook(running));

    expect((await placeMarketSell(running)).status).toBe(200);
    await until('order update', () => seen.some((m) => m.kind === 'orderUpdate'));
    expect(seen.find((m) => m.kind === 'orderUpdate')).toMatchObject({
      order: { status: 'filled', side: 'sell' },
    });

    await control(running, '/__mock/market/pause', { paused: false });
    const snapshots = seen.filter((m) => m.kind === 'bookSnapshot').length;
    expect(await control(running, '/__mock/socket/drop', { code: 1001 })).toMatchObject({
      data: { dropped: 1 },
    });
    await until('reconnecting', () => states.includes('reconnecting'));
    await until('a fresh snapshot', () => seen.filter((m) => m.kind === 'bookSnapshot').length > snapshots);
    expect(states.slice(-2)).toEqual(['reconnecting', 'connected']);
    await control(running, '/__mock/market/pause', { paused: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rebuild(seen)).toEqual(marketBook(running));
  });
});

describe('the market control API', () => {
  it('sets the pace, steps, reports, funds and resets', async () => {
    const running = await start();
    expect(await control(running, '/__mock/market/rate', { booksPerSecond: 100 })).toMatchObject({
      data: { booksPerSecond: 100 },
    });
    await control(running, '/__mock/market/pause');
    const stepped = await control(running, '/__mock/market/step', { count: 3 });
    expect(stepped.data.update_id).toBeGreaterThan(0);
    const state = await (
      await fetch(`${running.url}/__mock/market/state`, { headers: secret(running) })
    ).json();
    expect(state.data).toMatchObject({ paused: true, running: true, books_per_second: 100, connections: 0 });
    expect(
      await control(running, '/__mock/market/balance', { user_id: 10001, coin: 'USDT', available: '5' }),
    ).toMatchObject({
      code: 200,
    });
    expect(running.market.engine.account(10001).USDT.available.toFixed()).toBe('5');
    await control(running, '/__mock/reset');
    expect(running.market.snapshot().lastUpdateId).toBe(0);
    expect(running.market.engine.account(10001).USDT.available.toFixed()).toBe('10000');
    for (const [path, body] of [
      ['/__mock/market/rate', { booksPerSecond: 0 }],
      ['/__mock/market/pause', { paused: 'yes' }],
      ['/__mock/market/step', { count: 0 }],
      ['/__mock/market/balance', { user_id: 1 }],
      ['/__mock/socket/drop', { code: 999 }],
    ] as const) {
      const response = await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: secret(running),
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
    const notJson = await fetch(`${running.url}/__mock/market/rate`, {
      method: 'POST',
      headers: secret(running),
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${running.url}/__mock/health`, { headers: secret(running) })).status).toBe(200);
  });

  it('drops sockets with 1005, or cuts them', async () => {
    const running = await start();
    for (const [body, code] of [
      [{ code: 1005 }, 1005],
      [{ terminate: true }, 1006],
      [{ code: 1006 }, 1006],
      [{ code: 1004 }, 1006],
      [{}, 1001],
    ] as const) {
      const ws = new WebSocket(`${running.url.replace('http', 'ws')}/ws?token=x`);
      await new Promise((resolve) => ws.once('open', resolve));
      const closed = new Promise<number>((resolve) => ws.once('close', resolve));
      await control(running, '/__mock/socket/drop', body);
      expect(await closed).toBe(code);
    }
  });

  it('forces a version with ?protocol= and serves /ws/a', async () => {
    const running = await start();
    const base = running.url.replace('http', 'ws');
    for (const url of [`${base}/ws?token=x&protocol=b`, `${base}/ws/a?token=x`]) {
      const ws = new WebSocket(url);
      await new Promise((resolve) => ws.once('open', resolve));
      const reply = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
      ws.send(JSON.stringify({ method: 'PING', id: 1 }));
      const text = await reply;
      if (url.includes('protocol=b'))
        expect(JSON.parse(text)).toMatchObject({ event: 'error', code: '60012' });
      else expect(JSON.parse(text)).toEqual({ result: 'PONG', id: 1 });
      ws.close();
    }
  });
});
