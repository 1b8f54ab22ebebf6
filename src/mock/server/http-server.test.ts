import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEV_ENVELOPE_KEYS } from '../../adapters/crypto/dev-keys';
import { sealEnvelope } from '../../adapters/crypto/envelope';
import { loginBody, seededWallet } from '../testing/test-kit';
import { type RunningMockServer, startMockServer } from './http-server';

let server: RunningMockServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const open = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
const next = (ws: WebSocket) =>
  new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));

describe('startMockServer', () => {
  it('serves the backend over real HTTP on a free port', async () => {
    server = await startMockServer({ port: 0, origin: 'http://localhost:5173' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await loginBody(seededWallet(10001))),
    });
    expect(login.headers.get('access-control-allow-origin')).toBe('*');
    const { token } = (await login.json()).data;
    const info = await fetch(`${server.url}/api/v1/user/info`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await info.json()).data.invite_link).toBe('http://localhost:5173/#/index?code=NADI2025');
  });

  it('dates its answers by the backend’s clock and lets the page read the Date header', async () => {
    server = await startMockServer({ port: 0, backend: { clock: { now: () => Date.UTC(2026, 0, 1, 12) } } });
    const answer = await fetch(`${server.url}/api/v1/common/config`, {
      headers: { origin: 'http://x.test' },
    });
    expect(answer.headers.get('date')).toBe('Thu, 01 Jan 2026 12:00:00 GMT');
    expect(answer.headers.get('access-control-expose-headers')).toBe('date');
  });

  it('answers CORS preflight', async () => {
    server = await startMockServer({ port: 0 });
    const response = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, lang, accept-language',
    );
  });

  it('drops the connection for a drop fault', async () => {
    server = await startMockServer({ port: 0 });
    await fetch(`${server.url}/__mock/fault`, {
      method: 'POST',
      headers: { 'x-mock-secret': server.controlSecret },
      body: JSON.stringify({ endpoint: 'common.config', fault: 'drop', times: 1 }),
    });
    await expect(fetch(`${server.url}/api/v1/common/config`)).rejects.toThrow(TypeError);
    expect((await fetch(`${server.url}/api/v1/common/config`)).status).toBe(200);
  });

  it('answers the control API only with the run’s secret, and without any CORS header', async () => {
    server = await startMockServer({ port: 0, controlSecret: 'run-secret' });
    expect(server.controlSecret).toBe('run-secret');
    const reset = (headers: Record<string, string>) =>
      fetch(`${server?.url}/__mock/reset`, { method: 'POST', headers });
    const origin = { origin: 'https://evil.example' };

    const without = await reset(origin);
    expect(without.status).toBe(403);
    expect(without.headers.get('access-control-allow-origin')).toBeNull();
    const wrong = await reset({ ...origin, 'x-mock-secret': 'run-secreT' });
    expect(wrong.status).toBe(403);
    const health = await fetch(`${server.url}/__mock/health`);
    expect(health.status).toBe(403);
    const market = await fetch(`${server.url}/__mock/market/state`);
    expect(market.status).toBe(403);

    const right = await reset({ ...origin, 'x-mock-secret': 'run-secret' });
    expect(right.status).toBe(200);
    expect((await right.json()).msg).toBe('ok');
    expect(right.headers.get('access-control-allow-origin')).toBeNull();
    // A preflight for the control API is never allowed, with or without the secret.
    const preflight = await fetch(`${server.url}/__mock/reset`, {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-mock-secret',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    // The API keeps its CORS headers.
    const api = await fetch(`${server.url}/api/v1/common/config`, { headers: origin });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('makes up a secret for each run when none is given', async () => {
    server = await startMockServer({ port: 0 });
    const other = await startMockServer({ port: 0 });
    await other.close();
    expect(server.controlSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(other.controlSecret).not.toBe(server.controlSecret);
  });

  it('funds a login on each attached chain and announces the BSC stand-in as BSC', async () => {
    const funded: string[] = [];
    const fake = (chainId: number, port: number) => ({
      chainId,
      rpcUrl: `http://127.0.0.1:${port}`,
      tokens: { USDT: `0x${'1'.repeat(40)}`, NADI: `0x${'2'.repeat(40)}` },
      paymentContract: `0x${'3'.repeat(40)}`,
      receiver: `0x${'4'.repeat(40)}`,
      nativeSymbol: 'BNB',
      fund: async (address: string) => {
        funded.push(`${chainId} ${address.toLowerCase()}`);
      },
    });
    server = await startMockServer({
      port: 0,
      chain: fake(1337, 1),
      bscChain: { ...fake(31337, 2), announced: true },
    });
    await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      body: JSON.stringify(await loginBody(seededWallet(10003))),
    });
    const address = seededWallet(10003).address.toLowerCase();
    expect(funded.sort()).toEqual([`1337 ${address}`, `31337 ${address}`]);
    const config = await (await fetch(`${server.url}/api/v1/common/config`)).json();
    expect(config.data.chains.map((c: { chain_id: number }) => c.chain_id)).toEqual([31337, 1337]);
  });

  it('checks the envelope when it is on', async () => {
    server = await startMockServer({ port: 0, envelope: { enabled: true, keys: DEV_ENVELOPE_KEYS } });
    const url = `${server.url}/api/v1/auth/isRegister`;
    const body = { address: seededWallet(10001).address };
    const plain = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
    expect(plain.status).toBe(400);
    const sealed = await fetch(url, {
      method: 'POST',
      body: JSON.stringify(await sealEnvelope(body, DEV_ENVELOPE_KEYS)),
    });
    expect((await sealed.json()).data).toEqual({ is_register: true });
  });

  it('fails to start on a port in use', async () => {
    server = await startMockServer({ port: 0, nadiChain: { chainId: 31337 } });
    await expect(startMockServer({ port: server.port })).rejects.toThrow(/EADDRINUSE/);
    const config = await (await fetch(`${server.url}/api/v1/common/config`)).json();
    expect(config.data.chains[1].chain_id).toBe(31337);
  });

  it('answers PING on the socket at /ws with a token', async () => {
    server = await startMockServer({ port: 0, backend: { clock: { now: () => 1234 } } });
    const ws = await open(`${server.url.replace('http', 'ws')}/ws?token=abc`);
    ws.send(JSON.stringify({ method: 'PING', id: 1 }));
    expect(JSON.parse(await next(ws))).toEqual({ result: 'PONG', id: 1 });
    ws.send(JSON.stringify({ method: 'GET_TIME', id: 2 }));
    expect(JSON.parse(await next(ws))).toEqual({ result: 1234, id: 2 });
    ws.send('ping');
    expect(await next(ws)).toBe('pong');
    ws.send(Buffer.from([1, 2, 3]), { binary: true });
    ws.send('not json');
    ws.send(JSON.stringify({ method: 'PING', id: 3 }));
    expect(JSON.parse(await next(ws))).toEqual({ result: 'PONG', id: 3 });
    // The server closing ends the client too.
    const closed = new Promise((resolve) => ws.once('close', resolve));
    await server.close();
    server = undefined;
    await closed;
  });

  it('refuses a socket without a token or on another path', async () => {
    server = await startMockServer({ port: 0 });
    const base = server.url.replace('http', 'ws');
    await expect(open(`${base}/ws`)).rejects.toThrow(/401/);
    await expect(open(`${base}/other?token=a`)).rejects.toThrow(/404/);
  });
});
