import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../api/catalogue/all-endpoints';
import { answerEnvelope } from '../api/catalogue/endpoint';
import { IMPLEMENTATIONS } from './mock-backend';
import { PACT_TOKEN } from './provider-states';
import { call, loginBody, makeBackend, seededWallet } from './test-kit';

/**
 * One valid request per implemented endpoint. A new handler without an entry here fails the first test,
 * so every answer the mock gives is checked against its declaration.
 */
const SAMPLES: Record<string, () => Promise<{ query?: string; body?: unknown }>> = {
  'auth.loginMessage': async () => ({}),
  'auth.login': async () => ({ body: await loginBody(seededWallet(10002)) }),
  'auth.isRegister': async () => ({ body: { address: seededWallet(10003).address } }),
  'user.info': async () => ({}),
  'user.zhiList': async () => ({ query: 'page=1&page_size=10' }),
  'common.bannerList': async () => ({}),
  'common.mainInfo': async () => ({}),
  'common.config': async () => ({}),
  'common.generateR2PresignedUrl': async () => ({ body: { file_name: 'a.png', content_type: 'image/png' } }),
  'address.addressList': async () => ({}),
  'address.getDefaultAddress': async () => ({}),
  'address.addressDetail': async () => ({ query: 'id=1' }),
  'address.addAddress': async () => ({
    body: {
      name: 'N',
      phone: '+66812345678',
      area_code: 'TH',
      area: 'Bangkok',
      address: '1 Road',
      is_default: 1,
    },
  }),
  'address.editAddress': async () => ({
    body: {
      id: 2,
      name: 'N',
      phone: '+66812345678',
      area_code: 'TH',
      area: 'Bangkok',
      address: '1 Road',
      is_default: 0,
    },
  }),
  'address.setDefaultAddress': async () => ({ body: { id: 2 } }),
  'address.deleteAddress': async () => ({ body: { id: 2 } }),
};

describe('every implemented answer matches its declaration', () => {
  it('has a sample for each implementation, and each implementation is declared', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(IMPLEMENTATIONS.map((i) => i.endpoint.id).sort());
    for (const { endpoint } of IMPLEMENTATIONS) expect(ALL_ENDPOINTS).toContain(endpoint);
  });

  for (const { endpoint } of IMPLEMENTATIONS) {
    it(`${endpoint.id} (${endpoint.method} ${endpoint.path})`, async () => {
      const { backend } = makeBackend();
      backend.applyProviderState('a user is logged in');
      const sample = await SAMPLES[endpoint.id]?.();
      const path = sample?.query ? `${endpoint.path}?${sample.query}` : endpoint.path;
      const result = await call(backend, endpoint.method, path, { token: PACT_TOKEN, body: sample?.body });
      expect(result.status).toBe(200);
      const answer = answerEnvelope.parse(result.json);
      expect(answer.code, result.text).toBe(200);
      const data = endpoint.response.safeParse(answer.data);
      expect(data.success, `${result.text} ${JSON.stringify(data.error?.issues)}`).toBe(true);
    });
  }

  it('answers 501 for each declared endpoint without a handler', async () => {
    const { backend } = makeBackend();
    const implemented = new Set(IMPLEMENTATIONS.map((i) => i.endpoint.id));
    const missing = ALL_ENDPOINTS.filter((e) => !implemented.has(e.id));
    expect(missing.length).toBeGreaterThan(0);
    for (const endpoint of missing) {
      const result = await call(backend, endpoint.method, endpoint.path, { token: PACT_TOKEN });
      expect(result, endpoint.id).toMatchObject({
        status: 501,
        json: { code: 501, msg: 'not implemented in the mock' },
      });
    }
  });
});
