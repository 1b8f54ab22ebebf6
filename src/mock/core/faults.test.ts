import { describe, expect, it, vi } from 'vitest';
import { answerEnvelope } from '../../adapters/api/catalogue/endpoint';
import { commonConfig } from '../../adapters/api/catalogue/home.schema';
import { call, makeBackend } from '../testing/test-kit';
import { FAULT_KINDS, FaultBook, faultResponse } from './faults';
import { MockBackend } from './mock-backend';
import { isDrop } from './mock-http';

const CONFIG = '/api/v1/common/config';

describe('faults per call', () => {
  it.each([
    ['http400', 400, 400],
    ['http401', 401, 401],
    ['http403', 403, 403],
    ['http500', 500, 500],
    ['code401', 200, 401],
    ['code500', 200, 500],
  ] as const)('%s answers HTTP %i with code %i', async (fault, status, code) => {
    const { backend } = makeBackend();
    backend.setFault('common.config', fault, { times: 1 });
    const result = await call(backend, 'GET', CONFIG);
    expect(result.status).toBe(status);
    expect(result.json.code).toBe(code);
    expect(typeof result.json.msg).toBe('string');
    expect((await call(backend, 'GET', CONFIG)).json.code).toBe(200);
  });

  it('malformed-json answers text that is not JSON', async () => {
    const { backend } = makeBackend();
    backend.setFault('common.config', 'malformed-json');
    const result = await call(backend, 'GET', CONFIG);
    expect(result.status).toBe(200);
    expect(() => JSON.parse(result.text)).toThrow();
  });

  it('wrong-shape answers data the declaration refuses', async () => {
    const { backend } = makeBackend();
    backend.setFault('common.config', 'wrong-shape');
    const result = await call(backend, 'GET', CONFIG);
    expect(result.json.code).toBe(200);
    expect(commonConfig.response.safeParse(result.json.data).success).toBe(false);
  });

  it('wrong-shape breaks the answer itself when the declaration takes any data', async () => {
    const { backend } = makeBackend();
    backend.setFault('/api/v1/address/setDefaultAddress', 'wrong-shape');
    const result = await call(backend, 'POST', '/api/v1/address/setDefaultAddress', { body: { id: 1 } });
    expect(answerEnvelope.safeParse(result.json).success).toBe(false);
    const bare = faultResponse('wrong-shape', null);
    expect('body' in bare && answerEnvelope.safeParse(JSON.parse(bare.body)).success).toBe(false);
  });

  it('slow waits the configured delay (3000 ms by default), then answers', async () => {
    const sleep = vi.fn(async () => {});
    const { backend } = makeBackend({ sleep });
    backend.setFault('common.config', 'slow', { times: 1 });
    backend.setFault('common.mainInfo', 'slow', { delayMs: 250, times: 1 });
    expect((await call(backend, 'GET', CONFIG)).json.code).toBe(200);
    expect((await call(backend, 'GET', '/api/v1/common/mainInfo')).json.code).toBe(200);
    expect(sleep.mock.calls).toEqual([[3000], [250]]);
  });

  it('drop cuts the connection', async () => {
    const { backend } = makeBackend();
    backend.setFault('common.config', 'drop', { times: 2 });
    for (let i = 0; i < 2; i++) {
      const response = await backend.handle({ method: 'GET', path: CONFIG, headers: {}, body: null });
      expect(isDrop(response)).toBe(true);
    }
    expect((await call(backend, 'GET', CONFIG)).status).toBe(200);
  });

  it('lasts until cleared when no count is given, and hits before auth and routing', async () => {
    const { backend } = makeBackend();
    backend.setFault('user.info', 'http500');
    for (let i = 0; i < 3; i++) expect((await call(backend, 'GET', '/api/v1/user/info')).status).toBe(500);
    backend.setFault('/api/v1/no/such', 'http403');
    expect((await call(backend, 'GET', '/api/v1/no/such')).status).toBe(403);
    backend.clearFaults();
    expect((await call(backend, 'GET', '/api/v1/user/info')).status).toBe(401);
  });

  it('matches by id first, then path, then *', async () => {
    const { backend } = makeBackend();
    backend.setFault('*', 'http403');
    backend.setFault(CONFIG, 'http400');
    backend.setFault('common.config', 'http500', { times: 1 });
    expect((await call(backend, 'GET', CONFIG)).status).toBe(500);
    expect((await call(backend, 'GET', CONFIG)).status).toBe(400);
    expect((await call(backend, 'GET', '/api/v1/common/bannerList')).status).toBe(403);
    expect((await call(backend, 'GET', '/__mock/health')).status).toBe(200);
  });

  it('has an answer for every kind but slow', () => {
    for (const kind of FAULT_KINDS) {
      if (kind === 'slow') continue;
      expect(faultResponse(kind, commonConfig)).toBeTruthy();
    }
  });

  it('refuses bad settings', () => {
    const book = new FaultBook();
    expect(() => book.set(' ', 'drop')).toThrow(RangeError);
    expect(() => book.set('x', 'boom' as 'drop')).toThrow(/unknown fault/);
    expect(() => book.set('x', 'drop', { times: 0 })).toThrow(/times/);
    expect(() => book.set('x', 'drop', { times: 1.5 })).toThrow(/times/);
    expect(() => book.set('x', 'slow', { delayMs: -1 })).toThrow(/delayMs/);
    expect(book.size).toBe(0);
    expect(new MockBackend().health()).toMatchObject({ faults: 0 });
  });
});
