import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EnvelopeKeys } from '../crypto/envelope';
import type { NadiChainSettings } from './handler';
import { MockBackend, type MockBackendOptions } from './mock-backend';
import { isDrop } from './mock-http';
import { attachMockSocket } from './mock-socket';

/** CORS for the dev server's origin (and any other): the app calls the mock from another port. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, lang, accept-language',
  'access-control-max-age': '600',
};

export interface MockServerOptions {
  /** 0 picks a free port (default 8787). */
  readonly port?: number;
  /** Default 127.0.0.1: the mock is never reachable from other machines. */
  readonly host?: string;
  readonly envelope?: { readonly enabled: boolean; readonly keys: EnvelopeKeys };
  /** The app's origin, for invite links. */
  readonly origin?: string;
  readonly nadiChain?: Partial<NadiChainSettings>;
  /** Further backend options (clock, randomness, a starting state). */
  readonly backend?: Omit<MockBackendOptions, 'envelope' | 'origin' | 'nadiChain'>;
}

export interface RunningMockServer {
  /** `http://127.0.0.1:<port>`; the socket is at `ws://127.0.0.1:<port>/ws`. */
  readonly url: string;
  readonly port: number;
  readonly backend: MockBackend;
  close(): Promise<void>;
}

export const DEFAULT_MOCK_PORT = 8787;

const readBody = async (request: IncomingMessage): Promise<string | null> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? null : Buffer.concat(chunks).toString('utf8');
};

const flatHeaders = (request: IncomingMessage): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
};

const serve = async (backend: MockBackend, request: IncomingMessage, response: ServerResponse) => {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS).end();
    return;
  }
  const answer = await backend.handle({
    method: request.method ?? 'GET',
    path: request.url ?? '/',
    headers: flatHeaders(request),
    body: await readBody(request),
  });
  if (isDrop(answer)) {
    request.socket.destroy();
    return;
  }
  response.writeHead(answer.status, { ...CORS_HEADERS, ...answer.headers }).end(answer.body);
};

/** Starts the mock backend over HTTP and WebSocket; resolves once it listens. */
export const startMockServer = async (options: MockServerOptions = {}): Promise<RunningMockServer> => {
  const { port = DEFAULT_MOCK_PORT, host = '127.0.0.1' } = options;
  const backend = new MockBackend({
    ...options.backend,
    ...(options.envelope ? { envelope: options.envelope } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.nadiChain ? { nadiChain: options.nadiChain } : {}),
  });
  const server = createServer((request, response) => {
    serve(backend, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, CORS_HEADERS);
      response.end();
    });
  });
  const socket = attachMockSocket(server, options.backend?.clock);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    backend,
    close: async () => {
      await socket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
};
