import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { MockBackend } from '../core/mock-backend';
import type { MockRequest, MockResponse } from '../core/mock-http';
import { handleMarketControl } from '../trade/market-control';
import { marketFor } from '../trade/market-registry';
import type { SocketProtocol } from '../trade/market-session';
import { MarketSession } from '../trade/market-session';
import type { MockMarket } from '../trade/market-simulation';

/**
 * Where the live socket listens on the mock server: `/ws` speaks the version the client's first request
 * is in (`method` → A, `op` → B), `/ws/a` and `/ws/b` only that version; `?protocol=a|b` on `/ws` forces it
 * too. Every path needs a non-empty `?token=`; a token of a session gets that user's order updates.
 */
export const SOCKET_PATH = '/ws';
export const SOCKET_PATHS: Readonly<Record<string, SocketProtocol>> = {
  '/ws': 'auto',
  '/ws/a': 'a',
  '/ws/b': 'b',
};

export interface MockSocketOptions {
  readonly clock?: { now(): number };
  /** Seed of the market (default 2025). */
  readonly seed?: number;
  /** Depth updates a second (default 10: every 100 ms). */
  readonly booksPerSecond?: number;
  /** Whether the market steps by its timer from the start (default true; tests step it by hand). */
  readonly autoStart?: boolean;
}

export interface MockSocketHost {
  readonly wss: WebSocketServer;
  readonly market: MockMarket;
  readonly connections: number;
  /** The market's control calls (market-control.ts); null for any other call. */
  control(call: MockRequest): MockResponse | null;
  /** Closes every socket with `code`, or cuts it (`terminate`); answers how many. */
  drop(options: { readonly code: number; readonly terminate: boolean }): number;
  close(): Promise<void>;
}

const refuse = (socket: Duplex, status: string): void => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

const text = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

/** The protocol of an upgrade request, or null for a path the mock does not serve. */
const protocolOf = (url: URL): SocketProtocol | null => {
  const byPath = SOCKET_PATHS[url.pathname];
  if (byPath === undefined) return null;
  const flag = url.searchParams.get('protocol');
  return byPath === 'auto' && (flag === 'a' || flag === 'b') ? flag : byPath;
};

/**
 * Attaches the live market socket to the mock's HTTP server and starts the backend's market
 * (market-registry.ts: the same market the trade HTTP calls use).
 */
export const attachMockSocket = (
  server: Server,
  backend: MockBackend,
  options: MockSocketOptions = {},
): MockSocketHost => {
  const clock = options.clock ?? Date;
  const market = marketFor(backend.state, {
    now: () => clock.now(),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  if (options.booksPerSecond !== undefined) market.setRate(options.booksPerSecond);
  if (options.autoStart !== false) market.start();

  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://mock.invalid');
    const protocol = protocolOf(url);
    if (protocol === null) return refuse(socket, '404 Not Found');
    const token = url.searchParams.get('token');
    if (!token) return refuse(socket, '401 Unauthorized');
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      const userId = backend.state.userByToken(token)?.id ?? null;
      const session = new MarketSession(market, (frame) => ws.send(frame), userId, protocol);
      ws.on('message', (data, isBinary) => {
        if (!isBinary) session.receive(text(data));
      });
      ws.on('close', () => session.close());
      wss.emit('connection', ws, request);
    });
  };
  server.on('upgrade', onUpgrade);

  const host: MockSocketHost = {
    wss,
    market,
    get connections() {
      return wss.clients.size;
    },
    control: (call) => handleMarketControl(market, host, call),
    drop: ({ code, terminate }) => {
      const clients = [...wss.clients];
      for (const client of clients) {
        // 1005 ("no code") is what a close frame without a code reads as; 1006 is a cut without a frame.
        if (terminate || code === 1006) client.terminate();
        else if (code === 1005) client.close();
        else {
          try {
            client.close(code, 'dropped by the mock');
          } catch {
            client.terminate(); // a code the protocol forbids sending
          }
        }
      }
      return clients.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        market.stop();
        server.off('upgrade', onUpgrade);
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  return host;
};
