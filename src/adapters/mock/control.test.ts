import { describe, expect, it } from 'vitest';
import { MockBackend } from './mock-backend';
import { PACT_TOKEN, PROVIDER_STATES } from './provider-states';
import { call, makeBackend, must } from './test-kit';

const state = (backend: MockBackend, name: string, extra: object = {}) =>
  call(backend, 'POST', '/__mock/state', { body: { state: name, ...extra } });
const addresses = async (backend: MockBackend) =>
  (await call(backend, 'GET', '/api/v1/address/addressList', { token: PACT_TOKEN })).json;

describe('control API', () => {
  it('reports health', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'GET', '/__mock/health');
    expect(result.json).toEqual({
      code: 200,
      msg: 'ok',
      data: { status: 'ok', envelope: false, users: 5, faults: 0 },
    });
  });

  it('arms faults and clears them', async () => {
    const { backend } = makeBackend();
    const armed = await call(backend, 'POST', '/__mock/fault', {
      body: { endpoint: 'common.config', fault: 'http500', times: 2 },
    });
    expect(armed.json.code).toBe(200);
    expect((await call(backend, 'GET', '/api/v1/common/config')).status).toBe(500);
    await call(backend, 'POST', '/__mock/fault', { body: { endpoint: '*', fault: 'slow', delayMs: 10 } });
    expect(backend.health()).toMatchObject({ faults: 2 });
    expect((await call(backend, 'POST', '/__mock/faults/clear')).json.code).toBe(200);
    expect((await call(backend, 'GET', '/api/v1/common/config')).status).toBe(200);
  });

  it('refuses a bad fault request', async () => {
    const { backend } = makeBackend();
    for (const body of [
      { endpoint: 'x', fault: 'boom' },
      { fault: 'drop' },
      { endpoint: 'x', fault: 'drop', times: 0 },
    ]) {
      const result = await call(backend, 'POST', '/__mock/fault', { body });
      expect(result, JSON.stringify(body)).toMatchObject({ status: 400, json: { code: 400 } });
    }
    const notJson = await call(backend, 'POST', '/__mock/fault', { rawBody: 'nope' });
    expect(notJson.json.msg).toBe('request body is not JSON');
  });

  it('resets to the seed', async () => {
    const { backend } = makeBackend();
    await state(backend, 'the user has no addresses');
    backend.setFault('*', 'drop');
    expect((await call(backend, 'POST', '/__mock/reset')).json.code).toBe(200);
    expect(backend.health()).toMatchObject({ faults: 0 });
    expect(backend.state.addresses(10001)).toHaveLength(2);
    expect(backend.state.userByToken(PACT_TOKEN)).toBeUndefined();
  });

  it('logs the pact user in with the fixed token', async () => {
    const { backend } = makeBackend();
    const result = await state(backend, 'a user is logged in');
    expect(result.json.data).toEqual({
      token: PACT_TOKEN,
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      code: 'NADI2025',
    });
    expect((await call(backend, 'GET', '/api/v1/user/info', { token: PACT_TOKEN })).json.data.id).toBe(10001);
  });

  it('gives the user addresses, or none', async () => {
    const { backend } = makeBackend();
    await state(backend, 'the user has no addresses');
    expect((await addresses(backend)).data).toEqual([]);
    const result = await state(backend, 'the user has addresses');
    expect(result.json.data).toMatchObject({ token: PACT_TOKEN, address_ids: [1, 2] });
    expect((await addresses(backend)).data.map((a: { id: number }) => a.id)).toEqual([1, 2]);
    // New addresses keep getting fresh ids.
    const added = backend.state.addAddress(10001, {
      ...must(backend.state.addresses(10001)[0]),
      isDefault: false,
    });
    expect(added.id).toBe(3);
  });

  it('logs out and restores direct referrals', async () => {
    const { backend } = makeBackend();
    await state(backend, 'a user is logged in');
    await state(backend, 'no user is logged in');
    expect((await addresses(backend)).code).toBe(401);
    const result = await state(backend, 'the user has direct referrals');
    expect(result.json.data).toMatchObject({ token: PACT_TOKEN, direct_count: 2 });
  });

  it('rebuilds the pact user and the team in an empty world', async () => {
    const backend = new MockBackend({
      initialState: { version: 1, nextUserId: 1, nextAddressId: 1, users: [], tokens: {}, addresses: [] },
    });
    const result = await state(backend, 'the user has direct referrals');
    expect(result.json.data.direct_count).toBe(2);
    expect(backend.state.userCount).toBe(5);
  });

  it('does nothing on teardown, and refuses unknown states', async () => {
    const { backend } = makeBackend();
    const teardown = await state(backend, 'the user has no addresses', {
      action: 'teardown',
      params: { a: 1 },
    });
    expect(teardown.json.data).toEqual({});
    expect(backend.state.addresses(10001)).toHaveLength(2);
    const unknown = await state(backend, 'the moon is full');
    expect(unknown).toMatchObject({ status: 400, json: { code: 400 } });
    expect(unknown.json.msg).toContain(PROVIDER_STATES[0]);
    expect((await call(backend, 'POST', '/__mock/state', { body: {} })).status).toBe(400);
  });

  it('answers 404 for unknown control calls, and is off when disabled', async () => {
    const { backend } = makeBackend();
    expect((await call(backend, 'GET', '/__mock/reset')).status).toBe(404);
    expect((await call(backend, 'POST', '/__mock/nothing')).status).toBe(404);
    const closed = makeBackend({ controlApi: false }).backend;
    expect(await call(closed, 'GET', '/__mock/health')).toMatchObject({ status: 404, json: { code: 404 } });
  });
});
