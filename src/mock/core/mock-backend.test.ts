import { describe, expect, it } from 'vitest';
import { DEV_ENVELOPE_KEYS } from '../../adapters/crypto/dev-keys';
import { sealEnvelope } from '../../adapters/crypto/envelope';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';
import { MockBackend } from './mock-backend';
import { seedState } from './mock-world';

describe('MockBackend routing', () => {
  it('answers 404 for an unknown path and 405 for a known path with another method', async () => {
    const { backend } = makeBackend();
    expect(await call(backend, 'GET', '/api/v1/nothing')).toMatchObject({ status: 404, json: { code: 404 } });
    expect(await call(backend, 'POST', '/api/v1/common/config')).toMatchObject({
      status: 405,
      json: { code: 405 },
    });
  });

  it('takes the method in any case and ignores the host of a full URL', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'get', 'http://elsewhere.example/api/v1/common/config');
    expect(result.json.code).toBe(200);
  });

  it('answers 400 naming what is wrong with the request', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'POST', '/api/v1/auth/isRegister', { body: { address: 'nope' } });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe(400);
    expect(result.json.msg).toMatch(/^invalid request: address: /);
    const empty = await call(backend, 'POST', '/api/v1/auth/isRegister');
    expect(empty.json.msg).toMatch(/address/);
    const notJson = await call(backend, 'POST', '/api/v1/auth/isRegister', { rawBody: '{nope' });
    expect(notJson).toMatchObject({ status: 400, json: { code: 400, msg: 'request body is not JSON' } });
    const array = await call(backend, 'POST', '/api/v1/auth/isRegister', { body: [] });
    expect(array.json.msg).toMatch(/\(body\)/);
  });

  it('answers HTTP 401 without a valid Bearer token', async () => {
    const { backend } = makeBackend();
    const expected = { status: 401, json: { code: 401, msg: 'login expired' } };
    expect(await call(backend, 'GET', '/api/v1/user/info')).toMatchObject(expected);
    expect(await call(backend, 'GET', '/api/v1/user/info', { token: 'unknown' })).toMatchObject(expected);
    const token = await login(backend, seededWallet(10001));
    const basic = await call(backend, 'GET', '/api/v1/user/info', {
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic).toMatchObject(expected);
    const lower = await call(backend, 'GET', '/api/v1/user/info', {
      headers: { authorization: `bearer ${token}` },
    });
    expect(lower.status).toBe(200);
  });

  it('turns an internal failure into HTTP 500', async () => {
    const backend = new MockBackend({
      envelope: { enabled: true, keys: { aesKeyHex: 'x', hmacKeyHex: 'y' } },
    });
    // A well-formed envelope reaches the key import, which throws on keys that are not hex.
    const body = await sealEnvelope({ address: '0x' }, DEV_ENVELOPE_KEYS);
    const result = await call(backend, 'POST', '/api/v1/auth/isRegister', { body });
    expect(result).toMatchObject({ status: 500, json: { code: 500 } });
    expect(result.json.msg).toMatch(/^mock backend error: /);
  });

  it('starts from a given state, resets to the seed, and round-trips snapshots', async () => {
    const initial = { ...seedState(), users: [] };
    const backend = new MockBackend({ initialState: initial });
    expect(backend.state.userCount).toBe(0);
    backend.reset();
    expect(backend.state.userCount).toBe(5);
    const snapshot = backend.snapshot();
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(backend.restore({ nonsense: true })).toBe(false);
    expect(backend.restore(initial)).toBe(true);
    expect(backend.state.userCount).toBe(0);
  });

  it('is deterministic with the same clock and randomness', async () => {
    const a = makeBackend().backend;
    const b = makeBackend().backend;
    expect(await login(a, seededWallet(10001))).toBe(await login(b, seededWallet(10001)));
  });

  it('uses the real clock, randomness and sleep by default', async () => {
    const backend = new MockBackend();
    backend.setFault('common.mainInfo', 'slow', { times: 1, delayMs: 5 });
    const started = Date.now();
    const info = await call(backend, 'GET', '/api/v1/common/mainInfo');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4);
    expect(Date.parse(info.json.data.node_end_time)).toBeGreaterThan(started);
    const token = await login(backend, seededWallet(10003));
    expect(token).toMatch(/^[0-9a-f]{48}$/);
  });
});
