/**
 * Chaos, part 3: the live socket's fault scenarios against the real mock socket (`npm run chaos`). Per
 * protocol, in-process and on loopback only: the mock backend (no control API: the faults are driven through
 * its socket host directly) behind a TCP relay (stall-proxy.ts), and the app's MarketSocketA/B with a
 * TradeSession on it, over the `ws` client and the real timers. Scenarios, in order: a refused port (the relay
 * starts listening after 8 s), a stall (the relay goes silent), the server closing with 1001, the connection
 * cut (1006, terminate), and a server that accepts then closes at once for 20 s. Each prints its detection
 * time (the fault until the state leaves `connected`) and the time until the trade feed reads `live` again.
 * Figures only: no time limit is asserted; a scenario that never recovers within 2 minutes prints so and the
 * run exits 1. Both protocols run side by side (CHAOS_SOCKET_PROTOCOLS=a or =b runs one), each line printed
 * as its scenario ends.
 */
import 'reflect-metadata';
import { createServer } from 'node:http';
import { reaction } from 'mobx';
import { WebSocket } from 'ws';
import type { WebSocketFactory, WebSocketLike } from '../../src/adapters/socket/socket-runtime';
import { systemSocketRuntime } from '../../src/adapters/socket/socket-runtime';
import { MarketSocketA } from '../../src/adapters/socket/trade/market-socket-a.adapter';
import { MarketSocketB } from '../../src/adapters/socket/trade/market-socket-b.adapter';
import { TradeSession } from '../../src/application/trade/trade-session';
import { MockBackend } from '../../src/mock/core/mock-backend';
import { attachMockSocket } from '../../src/mock/server/market-socket';
import { FakeTokenStorage } from '../fakes/fake-http';
import { testAppConfig } from '../fakes/test-config';
import { freePort, StallProxy } from './stall-proxy';

const LIMIT_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The browser's WebSocket, played by `ws` (whose unhandled 'error' event would throw where a browser's does not). */
const factory: WebSocketFactory = (url) => {
  const socket = new WebSocket(url);
  socket.on('error', () => {});
  return socket as unknown as WebSocketLike;
};

/** Runs the scenarios of one protocol; prints a line per scenario as it ends; answers whether one failed. */
async function scenarios(protocol: 'a' | 'b'): Promise<boolean> {
  let failed = false;
  const label = `chaos socket ${protocol.toUpperCase()}`;
  const server = createServer((_, response) => response.writeHead(404).end());
  const backend = new MockBackend({ controlApi: false });
  const host = attachMockSocket(server, backend, { booksPerSecond: 10 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  const proxy = new StallProxy((server.address() as { port: number }).port);

  const config = testAppConfig({ socket: { protocol, url: `ws://127.0.0.1:${port}/ws/${protocol}` } });
  const storage = new FakeTokenStorage('chaos');
  let dials = 0;
  const dial: WebSocketFactory = (url) => {
    dials += 1;
    return factory(url);
  };
  const socket =
    protocol === 'a'
      ? new MarketSocketA(config, storage, dial, systemSocketRuntime)
      : new MarketSocketB(config, storage, dial, systemSocketRuntime);
  const session = new TradeSession(socket, { instId: 'NADI-USDT', protocol, interval: '1m' });
  /** When the socket first counted a connection as lost (since the last reset), and when the feed turned live. */
  let leftAt = 0;
  let liveAt = 0;
  let opens = 0;
  socket.onState((state) => {
    if (state === 'connected') opens += 1;
    else if ((state === 'reconnecting' || state === 'error') && leftAt === 0) leftAt = Date.now();
  });
  const stopWatch = reaction(
    () => session.status,
    (status) => {
      if (status === 'live') liveAt = Date.now();
    },
  );
  const waitLive = async (since: number): Promise<number | null> => {
    while (liveAt < since || session.status !== 'live') {
      if (Date.now() - since > LIMIT_MS) return null;
      await sleep(5);
    }
    return liveAt - since;
  };
  const report = async (name: string, since: number, extra = '') => {
    const live = await waitLive(since);
    const detected = leftAt >= since ? `${leftAt - since} ms` : 'never';
    if (live === null) failed = true;
    console.log(
      `${label} ${name}: detected in ${detected}, live again in ${live === null ? 'never (2 min)' : `${live} ms`}${extra}`,
    );
  };
  const fault = async (name: string, act: () => void) => {
    await sleep(1500); // the open is stable and the book live before each fault
    leftAt = 0;
    const since = Date.now();
    act();
    await report(name, since);
  };

  // A refused port: nothing listens for 8 s, then the relay does.
  const started = Date.now();
  session.start();
  await sleep(8000);
  const attempts = dials;
  const detected = leftAt > 0 ? leftAt - started : null;
  const listening = Date.now();
  await proxy.listen(port);
  const live = await waitLive(listening);
  if (live === null) failed = true;
  console.log(
    `${label} refused port: detected in ${detected ?? 'never'} ms, ${attempts} connects in 8 s, live again in ` +
      `${live === null ? 'never (2 min)' : `${live} ms`} after the port opened`,
  );

  await fault('stall (no answer, no close)', () => proxy.stall());
  await fault('close 1001', () => host.drop({ code: 1001, terminate: false }));
  await fault('close 1006 (cut)', () => host.drop({ code: 1006, terminate: true }));

  // Accept, then close at once, for 20 s.
  await sleep(1500);
  let refusing = true;
  host.wss.on('connection', (ws: WebSocket) => {
    if (refusing) ws.close(1000);
  });
  leftAt = 0;
  const since = Date.now();
  const before = opens;
  host.drop({ code: 1001, terminate: false });
  await sleep(20_000);
  refusing = false;
  const connects = opens - before;
  const behaving = Date.now();
  const back = await waitLive(behaving);
  if (back === null) failed = true;
  console.log(
    `${label} accept-then-close: detected in ${leftAt - since} ms, ${connects} connects in 20 s, live again in ` +
      `${back === null ? 'never (2 min)' : `${back} ms`} after the server behaved`,
  );

  stopWatch();
  session.stop();
  socket.close();
  await proxy.close();
  await host.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return failed;
}

const watchdog = setTimeout(() => {
  console.log('chaos sockets: gave up after 8 minutes');
  process.exit(1);
}, 8 * 60_000);
const protocols = (process.env.CHAOS_SOCKET_PROTOCOLS ?? 'a,b').split(',') as ('a' | 'b')[];
const failures = await Promise.all(protocols.map(scenarios));
clearTimeout(watchdog);
process.exit(failures.some(Boolean) ? 1 : 0);
