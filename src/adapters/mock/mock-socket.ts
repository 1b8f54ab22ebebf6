import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';

/** Where the live socket listens on the mock server. */
export const SOCKET_PATH = '/ws';

export interface MockSocketHost {
  readonly wss: WebSocketServer;
  close(): Promise<void>;
}

const refuse = (socket: Duplex, status: string): void => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

const text = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

/**
 * Answers one message. Version B's text `ping` gets `pong`; version A's JSON requests get
 * `{result, id}`: PING → "pong", GET_TIME → server time, SUBSCRIBE / UNSUBSCRIBE → null (no market
 * data yet: the market issue adds streams). Anything else that is JSON gets `{error, id}`; text that
 * is not JSON is ignored.
 */
export const answerSocketMessage = (message: string, now: number): string | null => {
  if (message.trim().toLowerCase() === 'ping') return 'pong';
  let request: unknown;
  try {
    request = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof request !== 'object' || request === null) return null;
  const { method, id = null } = request as { method?: unknown; id?: unknown };
  switch (method) {
    case 'PING':
      return JSON.stringify({ result: 'pong', id });
    case 'GET_TIME':
      return JSON.stringify({ result: now, id });
    case 'SUBSCRIBE':
    case 'UNSUBSCRIBE':
      return JSON.stringify({ result: null, id });
    default:
      return JSON.stringify({ error: { code: 400, msg: `unknown method: ${String(method)}` }, id });
  }
};

/**
 * Attaches the live socket to the mock's HTTP server at `/ws`. A connection needs a non-empty
 * `?token=` (its value is not checked against the sessions: market data is the same for everyone).
 */
export const attachMockSocket = (server: Server, clock: { now(): number } = Date): MockSocketHost => {
  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://mock.invalid');
    if (url.pathname !== SOCKET_PATH) return refuse(socket, '404 Not Found');
    if (!url.searchParams.get('token')) return refuse(socket, '401 Unauthorized');
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      ws.on('message', (data, isBinary) => {
        if (isBinary) return;
        const reply = answerSocketMessage(text(data), clock.now());
        if (reply !== null) ws.send(reply);
      });
      wss.emit('connection', ws, request);
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    wss,
    close: () =>
      new Promise<void>((resolve) => {
        server.off('upgrade', onUpgrade);
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
};
