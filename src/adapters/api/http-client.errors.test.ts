import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, makeHttpKit } from '../../../tests/fakes/fake-http';
import { addressAdd, addressList } from './catalogue/address.schema';

afterEach(() => {
  vi.useRealTimers();
});

describe('HttpClient error catalogue', () => {
  it('maps a rejected fetch to network', async () => {
    const kit = makeHttpKit();
    kit.fetch.offline();
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('network');
    expect(error.detail.operation).toBe('address.addressList');
    expect(error.retryable).toBe(true);
  });

  it('maps no answer within the timeout to timeout', async () => {
    vi.useFakeTimers();
    const kit = makeHttpKit({ config: { requestTimeoutMs: 1_000 } });
    kit.fetch.hang();
    const pending = failure(kit.client.call(addressList, {}));
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.detail.operation).toBe('address.addressList');
  });

  it('maps HTTP 401 to unauthorized and signals with the server message, clearing nothing', async () => {
    const kit = makeHttpKit({ token: 'tok' });
    kit.fetch.raw(401, JSON.stringify({ code: 401, msg: 'login expired' }));
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('unauthorized');
    expect(error.detail).toEqual({
      operation: 'address.addressList',
      status: 401,
      code: 401,
      serverMessage: 'login expired',
    });
    expect(kit.unauthorized).toEqual(['login expired']);
    expect(kit.storage.token).toBe('tok');
    expect(kit.storage.touches).toBe(0);
  });

  it('signals once per failing call when several fail with 401 together (the session store dedups)', async () => {
    const kit = makeHttpKit({ token: 'tok' });
    kit.fetch.raw(401, '').answer(null, 401, 'kicked').raw(401, '{"msg":"expired"}');
    const errors = await Promise.all([
      failure(kit.client.call(addressList, {})),
      failure(kit.client.call(addressList, {})),
      failure(kit.client.call(addressList, {})),
    ]);
    expect(errors.map((e) => e.kind)).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
    expect(kit.unauthorized).toEqual(['', 'kicked', 'expired']);
  });

  it('maps HTTP 403 to forbidden', async () => {
    const kit = makeHttpKit();
    kit.fetch.raw(403, 'Forbidden');
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('forbidden');
    expect(error.detail).toEqual({ operation: 'address.addressList', status: 403 });
    expect(kit.unauthorized).toEqual([]);
  });

  it('maps HTTP 400 to bad-request with the server message when the body has one', async () => {
    const kit = makeHttpKit();
    kit.fetch.raw(400, JSON.stringify({ code: 400, msg: 'phone is invalid', data: null })).raw(400, '<html>');
    const withMessage = await failure(kit.client.call(addressList, {}));
    expect(withMessage.kind).toBe('bad-request');
    expect(withMessage.detail.serverMessage).toBe('phone is invalid');
    const without = await failure(kit.client.call(addressList, {}));
    expect(without.kind).toBe('bad-request');
    expect(without.detail.serverMessage).toBeUndefined();
  });

  it.each([404, 429, 500, 502, 503])('maps HTTP %i to request-failed', async (status) => {
    const kit = makeHttpKit();
    kit.fetch.raw(status, 'oops');
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('request-failed');
    expect(error.detail.status).toBe(status);
  });

  it.each([
    ['not JSON', '<html>gateway</html>'],
    ['JSON without code', JSON.stringify({ data: [] })],
    ['JSON of another kind', JSON.stringify([1, 2])],
    ['an empty body', ''],
  ])('maps a 2xx body that is %s to malformed', async (_, body) => {
    const kit = makeHttpKit();
    kit.fetch.raw(200, body);
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('malformed');
    expect(error.detail.status).toBe(200);
  });

  it('maps answer code 401 to unauthorized and signals the message', async () => {
    const kit = makeHttpKit({ token: 'tok' });
    kit.fetch.answer(null, 401, 'please log in');
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('unauthorized');
    expect(error.detail).toEqual({
      operation: 'address.addressList',
      status: 200,
      code: 401,
      serverMessage: 'please log in',
    });
    expect(kit.unauthorized).toEqual(['please log in']);
  });

  it('maps another answer code to server-exception with code and message', async () => {
    const kit = makeHttpKit();
    kit.fetch.answer(null, 500, 'db down').answer(null, 1002, '');
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('server-exception');
    expect(error.detail).toEqual({
      operation: 'address.addressList',
      status: 200,
      code: 500,
      serverMessage: 'db down',
    });
    const silent = await failure(kit.client.call(addressList, {}));
    expect(silent.detail).toEqual({ operation: 'address.addressList', status: 200, code: 1002 });
    expect(kit.unauthorized).toEqual([]);
  });

  it("keeps a refusal's figures (current, required, minimum, remaining) as decimals and ignores anything else", async () => {
    const kit = makeHttpKit();
    kit.fetch
      .answer({ current: '0.5', required: '1.000001', minimum: 'x' }, 4101, 'insufficient')
      .answer({ minimum: '1' }, 4201, '')
      .answer({ remaining: '250.5' }, 4601, '')
      .answer('text', 4201, '');
    const short = await failure(kit.client.call(addressList, {}));
    expect(short.detail.current?.toFixed()).toBe('0.5');
    expect(short.detail.required?.toFixed()).toBe('1.000001');
    expect(short.detail.minimum).toBeUndefined();
    const below = await failure(kit.client.call(addressList, {}));
    expect(below.detail.minimum?.toFixed()).toBe('1');
    const full = await failure(kit.client.call(addressList, {}));
    expect(full.detail.remaining?.toFixed()).toBe('250.5');
    const plain = await failure(kit.client.call(addressList, {}));
    expect(plain.detail).toEqual({ operation: 'address.addressList', status: 200, code: 4201 });
  });

  it('maps data that fails the answer schema to malformed', async () => {
    const kit = makeHttpKit({ token: 'tok' });
    kit.fetch.answer([{ id: 'one' }]);
    const error = await failure(kit.client.call(addressList, {}));
    expect(error.kind).toBe('malformed');
    expect(error.detail.code).toBe(200);
    expect(kit.storage.touches).toBe(0);
  });

  it('validates POST params with the request schema of the catalogue', async () => {
    const kit = makeHttpKit();
    const draft = {
      name: '',
      phone: '+66812345678',
      area_code: 'TH',
      area: 'Bangkok',
      address: '1 Rd',
      is_default: 0,
    };
    const error = await failure(kit.client.call(addressAdd, draft as never));
    expect(error.kind).toBe('system-error');
  });
});
