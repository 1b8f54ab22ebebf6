import { describe, expect, it } from 'vitest';
import { FakeTokenStorage } from '../../../tests/fakes/fake-http';
import { LIVE_API, testAppConfig } from '../../../tests/fakes/test-config';
import { authIsRegister, authLogin } from '../../adapters/api/catalogue/auth.schema';
import { HttpClient } from '../../adapters/api/http-client';
import { DEV_ENVELOPE_KEYS } from '../../adapters/crypto/dev-keys';
import { WebCryptoEnvelope } from '../../adapters/crypto/webcrypto-envelope.adapter';
import { AuthSignals } from '../../application/shared/auth-signals';
import { loginBody, seededWallet } from '../testing/test-kit';
import { createInPageHost } from './in-page-host';

/**
 * A device clock far from the server's, end to end: the app's real HTTP client and envelope against the
 * in-page mock whose clock is 5 minutes behind this machine's. The first sealed body is refused as stale
 * (the envelope allows 60 s); the answer's Date header (the backend's clock) teaches the client the
 * offset, and its one retry goes through. Without the header there is nothing to learn from, and the
 * retry is refused again.
 */

const FIVE_MINUTES = 5 * 60_000;

const skewedHost = () => {
  const seen: number[] = [];
  const host = createInPageHost({
    storage: null,
    backend: {
      clock: { now: () => Date.now() - FIVE_MINUTES },
      envelope: { enabled: true, keys: DEV_ENVELOPE_KEYS },
    },
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await host.fetch(input, init);
    seen.push(response.status);
    return response;
  };
  const config = testAppConfig({
    ...LIVE_API,
    apiBase: null,
    envelope: { enabled: true, ...DEV_ENVELOPE_KEYS },
  });
  const client = new HttpClient(
    config,
    new FakeTokenStorage(),
    { apiCode: () => 'EN' },
    new WebCryptoEnvelope(config),
    new AuthSignals(),
    fetch,
  );
  return { client, seen };
};

describe('a device clock 5 minutes ahead of the in-page mock', () => {
  it('gets a sealed POST through after one stale refusal, by the Date of the refusal', async () => {
    const { client, seen } = skewedHost();
    const wallet = seededWallet(10001);
    expect(await client.call(authIsRegister, { address: wallet.address })).toEqual({ is_register: true });
    expect(seen).toEqual([400, 200]);
    expect(Math.abs(client.serverTime.offset + FIVE_MINUTES)).toBeLessThan(2_000);

    // The offset is kept: the next sealed call (the login) goes through at once.
    const session = await client.call(authLogin, await loginBody(wallet));
    expect(session.token).toMatch(/^[0-9a-f]+$/);
    expect(seen).toEqual([400, 200, 200]);
  });
});
