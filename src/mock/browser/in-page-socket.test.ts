import { afterEach, describe, expect, it } from 'vitest';
import { FakeTokenStorage } from '../../../tests/fakes/fake-http';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { systemSocketRuntime } from '../../adapters/socket/socket-runtime';
import { MarketSocketA } from '../../adapters/socket/trade/market-socket-a.adapter';
import { MarketSocketB } from '../../adapters/socket/trade/market-socket-b.adapter';
import type { MarketMessage } from '../../application/trade/market-messages';
import { MockBackend } from '../core/mock-backend';
import { marketFor } from '../trade/market-registry';
import { createInPageSocketFactory } from './in-page-socket';

const until = async (check: () => boolean) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > 3000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

let closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers) close();
  closers = [];
});

describe('the in-page market socket', () => {
  it.each([
    ['a', null],
    ['b', 'ws://127.0.0.1/ws/b'],
  ] as const)('serves version %s to the real adapter without a server', async (protocol, url) => {
    const backend = new MockBackend();
    backend.applyProviderState('a user is logged in');
    const factory = createInPageSocketFactory(backend);
    const config = testAppConfig({ apiBase: null, socket: { protocol, url } });
    const Adapter = protocol === 'a' ? MarketSocketA : MarketSocketB;
    const socket = new Adapter(config, new FakeTokenStorage('pact-token'), factory, systemSocketRuntime);
    closers.push(() => socket.close());
    const seen: MarketMessage[] = [];
    socket.subscribe(['depth:NADI-USDT', 'orders'], (m) => seen.push(m));
    await until(() => seen.filter((m) => m.kind === 'bookUpdate').length >= 2);
    expect(seen[0]?.kind).toBe('bookSnapshot');
    expect(socket.state).toBe('connected');
    const market = marketFor(backend.state);
    expect(market.running).toBe(true);
    market.engine.place(
      10001,
      { inst_id: 'NADI-USDT', side: 'sell', type: 'market', quantity: '50' },
      'NADI-USDT',
    );
    await until(() => seen.some((m) => m.kind === 'orderUpdate'));
    socket.close();
    expect(market.running).toBe(false);
  });

  it('refuses a URL without a token, and sends nothing once closed', async () => {
    const backend = new MockBackend();
    const factory = createInPageSocketFactory(backend);
    const refused = factory('ws://in-page/ws');
    const codes: number[] = [];
    refused.onclose = (event) => codes.push(event.code);
    await until(() => codes.length === 1);
    expect(codes).toEqual([1006]);
    expect(() => refused.send('ping')).toThrow(/not open/);

    const early = factory('ws://in-page/ws?token=x');
    early.close(4000);
    early.close();
    const frames: unknown[] = [];
    early.onclose = (event) => codes.push(event.code);
    await until(() => codes.length === 2);
    expect(codes[1]).toBe(4000);

    const ws = factory('ws://in-page/ws/a?token=x&protocol=b');
    ws.onmessage = (event) => frames.push(event.data);
    await new Promise<void>((resolve) => {
      ws.onopen = () => resolve();
    });
    ws.send('ping');
    await until(() => frames.length === 1);
    expect(frames).toEqual(['pong']);
    ws.close();
    expect(marketFor(backend.state).running).toBe(false);
  });
});
