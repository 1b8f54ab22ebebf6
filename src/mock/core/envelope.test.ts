import { describe, expect, it } from 'vitest';
import { DEV_ENVELOPE_KEYS } from '../../adapters/crypto/dev-keys';
import { sealEnvelope } from '../../adapters/crypto/envelope';
import { call, FIXED_NOW, loginBody, makeBackend, seededWallet } from '../testing/test-kit';

const IS_REGISTER = '/api/v1/auth/isRegister';
const keys = DEV_ENVELOPE_KEYS;
const body = { address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' };
const withEnvelope = () => makeBackend({ envelope: { enabled: true, keys } });

describe('request envelope', () => {
  it('accepts a sealed body and answers in plain JSON', async () => {
    const { backend } = withEnvelope();
    const result = await call(backend, 'POST', IS_REGISTER, {
      body: await sealEnvelope(body, keys, FIXED_NOW),
    });
    expect(result.json).toEqual({ code: 200, msg: 'success', data: { is_register: true } });
    const login = await call(backend, 'POST', '/api/v1/auth/login', {
      body: await sealEnvelope(await loginBody(seededWallet(10001)), keys, FIXED_NOW),
    });
    expect(login.json.code).toBe(200);
    expect(backend.health()).toMatchObject({ envelope: true });
  });

  it('leaves GET calls alone', async () => {
    const { backend } = withEnvelope();
    expect((await call(backend, 'GET', '/api/v1/common/config')).json.code).toBe(200);
  });

  it('rejects a plain body', async () => {
    const { backend } = withEnvelope();
    const result = await call(backend, 'POST', IS_REGISTER, { body });
    expect(result).toMatchObject({ status: 400, json: { code: 400, msg: 'envelope rejected: malformed' } });
  });

  it('rejects a bad sign', async () => {
    const { backend } = withEnvelope();
    const sealed = await sealEnvelope(body, keys, FIXED_NOW);
    const forged = { ...sealed, sign: sealed.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    const result = await call(backend, 'POST', IS_REGISTER, { body: forged });
    expect(result.json).toEqual({ code: 400, msg: 'envelope rejected: bad-sign' });
    const otherKeys = { ...keys, hmacKeyHex: 'ab'.repeat(32) };
    const wrongKey = await call(backend, 'POST', IS_REGISTER, {
      body: await sealEnvelope(body, otherKeys, FIXED_NOW),
    });
    expect(wrongKey.json.msg).toBe('envelope rejected: bad-sign');
  });

  it('rejects a stale timestamp', async () => {
    const { backend, clock } = withEnvelope();
    const sealed = await sealEnvelope(body, keys, FIXED_NOW);
    clock.advance(61_000);
    const result = await call(backend, 'POST', IS_REGISTER, { body: sealed });
    expect(result).toMatchObject({ status: 400, json: { msg: 'envelope rejected: stale' } });
  });

  it('rejects a reused nonce, until a reset', async () => {
    const { backend } = withEnvelope();
    const sealed = await sealEnvelope(body, keys, FIXED_NOW);
    expect((await call(backend, 'POST', IS_REGISTER, { body: sealed })).status).toBe(200);
    const again = await call(backend, 'POST', IS_REGISTER, { body: sealed });
    expect(again).toMatchObject({ status: 400, json: { msg: 'envelope rejected: replayed' } });
    backend.reset();
    expect((await call(backend, 'POST', IS_REGISTER, { body: sealed })).status).toBe(200);
  });

  it('is off unless enabled', async () => {
    const { backend } = makeBackend({ envelope: { enabled: false, keys } });
    expect((await call(backend, 'POST', IS_REGISTER, { body })).json.code).toBe(200);
  });
});
