import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EnvelopeKeys } from '../../adapters/crypto/envelope';
import type { NadiChainSettings } from '../core/handler';
import type { OpenOnChain } from '../core/local-chain';
import { MockBackend, type MockBackendOptions } from '../core/mock-backend';
import { isDrop } from '../core/mock-http';
import type { MockMarket } from '../trade/market-simulation';
import { findPaidOnChain } from './chain-find';
import { fundAfterLogin } from './chain-funding';
import { type AttachedChain, chainSettings } from './chain-settings';
import { confirmOnChainPayment } from './chain-watch';
import { hasControlSecret, isControlPath, newControlSecret } from './control-guard';
import { createFundsChainHooks } from './funds-chain';
import { attachMockSocket, type MockSocketHost, type MockSocketOptions } from './market-socket';
import { SERVER_TICKS, type ServerTick, startTicking } from './server-ticks';

/**
 * CORS for the dev server's origin (and any other): the app calls the mock from another port. Only the
 * API has it: the control API (`/__mock/*`) answers without any, so no web page can read it or preflight it.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, lang, accept-language',
  'access-control-max-age': '600',
  // The client learns the server's time from Date (the envelope's clock); a browser hides it otherwise.
  'access-control-expose-headers': 'date',
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
  /**
   * A running local chain (scripts/chain/local-chain.ts): announced as the NADI chain by common.config,
   * and every address that logs in is funded on it (chain-funding.ts).
   */
  readonly chain?: AttachedChain;
  /**
   * A second running local chain standing for BSC (its own port and chain id, the same contracts): every
   * address that logs in is funded on it too, and common.config announces it as BSC when `announced`
   * (default true; else after `POST /__mock/chains {bsc: 'local'}`).
   */
  readonly bscChain?: AttachedChain & { readonly announced?: boolean };
  /** Further backend options (clock, randomness, a starting state). */
  readonly backend?: Omit<
    MockBackendOptions,
    | 'envelope'
    | 'origin'
    | 'nadiChain'
    | 'confirmOnChain'
    | 'findOnChain'
    | 'openOnChain'
    | 'bscChain'
    | 'fundsChain'
  >;
  /** The market behind the socket and the trade calls: seed, pace, whether its timer runs (market-socket.ts). */
  readonly market?: Omit<MockSocketOptions, 'clock'>;
  /**
   * What a control call (`/__mock/*`) must carry in its `x-mock-secret` header (control-guard.ts); without
   * it the call answers 403. Default: a random one for this run (RunningMockServer.controlSecret).
   */
  readonly controlSecret?: string;
  /** How often the server runs its ticks (server-ticks.ts), in milliseconds: default 1000; 0 = never. */
  readonly tickMs?: number;
  /** The ticks to run (default SERVER_TICKS, the features'). */
  readonly ticks?: readonly ServerTick[];
}

export interface RunningMockServer {
  /** `http://127.0.0.1:<port>`; the socket is at `ws://127.0.0.1:<port>/ws`. */
  readonly url: string;
  readonly port: number;
  readonly backend: MockBackend;
  /** The mock market (the socket's and the trade calls'). */
  readonly market: MockMarket;
  /** The secret of the control API for this run (header `x-mock-secret`). */
  readonly controlSecret: string;
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

interface Host {
  readonly backend: MockBackend;
  /** The attached chains (NADI chain, BSC stand-in): a new login is funded on each. */
  readonly chains: readonly AttachedChain[];
  readonly controlSecret: string;
  readonly sockets?: MockSocketHost;
}

const FORBIDDEN = JSON.stringify({ code: 403, msg: 'the control API needs the x-mock-secret header' });

const serve = async (host: Host, request: IncomingMessage, response: ServerResponse) => {
  const { backend, chains, sockets } = host;
  const control = isControlPath(request.url ?? '/');
  const headers = flatHeaders(request);
  // The control API: no CORS headers at all (a preflight is refused too), and the run's secret.
  if (control && !hasControlSecret(headers, host.controlSecret)) {
    response.writeHead(403, { 'content-type': 'application/json; charset=utf-8' }).end(FORBIDDEN);
    return;
  }
  const cors = control ? {} : CORS_HEADERS;
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const call = {
    method: request.method ?? 'GET',
    path: request.url ?? '/',
    headers,
    body: await readBody(request),
  };
  const answer = sockets?.control(call) ?? (await backend.handle(call));
  for (const chain of chains) await fundAfterLogin(backend, chain, call, answer);
  if (isDrop(answer)) {
    request.socket.destroy();
    return;
  }
  // Dated by the backend's clock (Node would date it by the machine's), so a test clock shows too.
  const date = new Date(backend.now()).toUTCString();
  response.writeHead(answer.status, { ...cors, date, ...answer.headers }).end(answer.body);
};

/** The NADI chain to announce: the attached chain's id and RPC URL win over the configured ones. */
const nadiChainOf = ({ nadiChain, chain }: MockServerOptions): Partial<NadiChainSettings> =>
  chain
    ? {
        explorerUrl: '',
        ...nadiChain,
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        localChain: chainSettings(chain),
      }
    : { ...nadiChain };

/**
 * Opens orders on whichever attached chain the settings name (by chain id and RPC URL); a chain that cannot
 * open orders (a test's stand-in without a payment contract owner) is left alone.
 */
const openOnChainOf =
  (chains: readonly AttachedChain[]): OpenOnChain =>
  async (settings, order) => {
    const chain = chains.find((c) => c.chainId === settings.chainId && c.rpcUrl === settings.rpcUrl);
    await chain?.openOrder?.(order);
  };

/** Starts the mock backend over HTTP and WebSocket; resolves once it listens. */
export const startMockServer = async (options: MockServerOptions = {}): Promise<RunningMockServer> => {
  const { port = DEFAULT_MOCK_PORT, host = '127.0.0.1' } = options;
  // The attached chains (NADI chain, BSC stand-in): logins are funded on each, funds move on each.
  const chains = [options.chain, options.bscChain].flatMap((chain) => (chain ? [chain] : []));
  const backend = new MockBackend({
    ...options.backend,
    ...(options.envelope ? { envelope: options.envelope } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.nadiChain || options.chain ? { nadiChain: nadiChainOf(options) } : {}),
    ...(chains.length > 0
      ? {
          confirmOnChain: confirmOnChainPayment,
          findOnChain: findPaidOnChain,
          openOnChain: openOnChainOf(chains),
          fundsChain: createFundsChainHooks(chains),
        }
      : {}),
    ...(options.bscChain
      ? {
          bscChain: {
            settings: chainSettings(options.bscChain),
            announced: options.bscChain.announced !== false,
          },
        }
      : {}),
  });
  const controlSecret = options.controlSecret ?? newControlSecret();
  const server = createServer((request, response) => {
    const host = { backend, chains, controlSecret, sockets: socket };
    serve(host, request, response).catch(() => {
      if (!response.headersSent)
        response.writeHead(500, isControlPath(request.url ?? '/') ? {} : CORS_HEADERS);
      response.end();
    });
  });
  // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment gets a
  // "socket hang up" (seen once in CI: a test's API call between two steps of a journey). Clients close idle
  // connections long before this: browsers after a few seconds, Playwright's request context with the test.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const clock = options.backend?.clock;
  const socket = attachMockSocket(server, backend, { ...options.market, ...(clock ? { clock } : {}) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const ticking = startTicking(
    (tick) => backend.runTick(tick),
    options.ticks ?? SERVER_TICKS,
    options.tickMs ?? 1000,
  );
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    backend,
    market: socket.market,
    controlSecret,
    close: async () => {
      await ticking.stop();
      await socket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
};
