import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FakeTokenStorage } from '../../../tests/fakes/fake-http';
import { LIVE_API, testAppConfig } from '../../../tests/fakes/test-config';
import { AuthSignals } from '../../application/shared/auth-signals';
import { DEV_ENVELOPE_KEYS } from '../crypto/dev-keys';
import { type EnvelopeWire, openEnvelope } from '../crypto/envelope';
import { WebCryptoEnvelope } from '../crypto/webcrypto-envelope.adapter';
import { endpoint, noData } from './catalogue/endpoint';
import type { FetchFn } from './fetch';
import { HttpClient } from './http-client';

const post = endpoint({
  id: 'test.post',
  method: 'POST',
  path: '/api/v1/test/post',
  auth: false,
  origin: 'proposed',
  proposed: [],
  summary: 'test',
  request: z.object({ id: z.number() }),
  response: noData,
});

/** A server whose clock is five minutes behind the device's, refusing stale envelopes as the mock does. */
function slowServer() {
  const serverNow = () => Date.now() - 300_000;
  const seen: EnvelopeWire[] = [];
  const fetch: FetchFn = async (_input, init) => {
    const wire = JSON.parse(String(init?.body)) as EnvelopeWire;
    seen.push(wire);
    const opened = await openEnvelope(wire, DEV_ENVELOPE_KEYS, new Set(), serverNow());
    const headers = { date: new Date(serverNow()).toUTCString(), 'content-type': 'application/json' };
    if (!opened.ok) {
      const body = JSON.stringify({ code: 400, msg: `envelope rejected: ${opened.reason}` });
      return new Response(body, { status: 400, headers });
    }
    return new Response(JSON.stringify({ code: 200, msg: 'success', data: null }), { headers });
  };
  return { fetch, seen };
}

const clientOf = (fetch: FetchFn) => {
  const config = testAppConfig({ ...LIVE_API, envelope: { enabled: true, ...DEV_ENVELOPE_KEYS } });
  return new HttpClient(
    config,
    new FakeTokenStorage(),
    { apiCode: () => 'TW' },
    new WebCryptoEnvelope(config),
    new AuthSignals(),
    fetch,
  );
};

describe('HttpClient with a device clock far off', () => {
  afterEach(() => vi.useRealTimers());

  it('learns the server time from the stale answer and succeeds on one retry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 12, 0, 0));
    const server = slowServer();
    const client = clientOf(server.fetch);
    await expect(client.call(post, { id: 1 })).resolves.toBeNull();
    expect(server.seen).toHaveLength(2);
    expect(Math.abs((server.seen[1]?.ts ?? 0) - (Date.now() - 300_000))).toBeLessThan(2_000);
    // From then on the offset is known: one request per call.
    await client.call(post, { id: 2 });
    expect(server.seen).toHaveLength(3);
  });

  it('retries a stale answer once only, then reports the refusal', async () => {
    let calls = 0;
    const fetch: FetchFn = async () => {
      calls += 1;
      return new Response(JSON.stringify({ code: 400, msg: 'envelope rejected: stale' }), { status: 400 });
    };
    await expect(clientOf(fetch).call(post, { id: 1 })).rejects.toMatchObject({ kind: 'bad-request' });
    expect(calls).toBe(2);
  });
});
