import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/random';
import { loginBody, seededWallet } from '../testing/test-kit';
import { createInPageHost, MOCK_STATE_KEY, type StateStorage } from './in-page-host';

class FakeStorage implements StateStorage {
  readonly items = new Map<string, string>();
  writes = 0;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes++;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const post = (fetch: typeof globalThis.fetch, path: string, body: unknown, token?: string) =>
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('createInPageHost', () => {
  it('keeps users, sessions and addresses across page loads', async () => {
    const storage = new FakeStorage();
    const first = createInPageHost({ storage, backend: { random: seededRandom(7) } });
    const { token } = (
      await (await post(first.fetch, '/api/v1/auth/login', await loginBody(seededWallet(10002)))).json()
    ).data;
    await post(
      first.fetch,
      '/api/v1/address/addAddress',
      {
        name: 'Mei',
        phone: '+886911111111',
        area_code: 'TW',
        area: 'Taichung',
        address: 'Road 1',
        is_default: 1,
      },
      token,
    );
    expect(storage.items.has(MOCK_STATE_KEY)).toBe(true);

    const reloaded = createInPageHost({ storage });
    const list = await reloaded.fetch('/api/v1/address/addressList', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await list.json()).data.map((a: { name: string }) => a.name)).toEqual(['Mei']);
  });

  it('writes only after calls that can change the state', async () => {
    const storage = new FakeStorage();
    const host = createInPageHost({ storage });
    await host.fetch('/api/v1/common/config');
    expect(storage.writes).toBe(0);
    await host.fetch(new Request('http://x/__mock/reset', { method: 'POST' }));
    expect(storage.writes).toBe(1);
    host.backend.setFault('*', 'drop');
    await expect(post(host.fetch, '/api/v1/auth/isRegister', {})).rejects.toThrow(TypeError);
    expect(storage.writes).toBe(2);
  });

  it('starts from the seed when the saved state is missing, unreadable or foreign', () => {
    for (const saved of [null, '{not json', '{"version":2}']) {
      const storage = new FakeStorage();
      if (saved !== null) storage.items.set(MOCK_STATE_KEY, saved);
      expect(createInPageHost({ storage }).backend.state.userCount).toBe(5);
    }
  });

  it('goes on in memory when storage fails or is absent', async () => {
    const broken: StateStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const host = createInPageHost({ storage: broken });
    const answer = await post(host.fetch, '/api/v1/auth/isRegister', {
      address: seededWallet(10001).address,
    });
    expect((await answer.json()).data.is_register).toBe(true);
    const memoryOnly = createInPageHost({ storage: null });
    expect((await post(memoryOnly.fetch, '/__mock/reset', {})).ok).toBe(true);
    expect(() => host.reset()).not.toThrow();
  });

  it('resets the demo on purpose: the saved state goes and the backend is the seed again', async () => {
    const storage = new FakeStorage();
    const host = createInPageHost({ storage, backend: { random: seededRandom(3) } });
    const { token } = (
      await (await post(host.fetch, '/api/v1/auth/login', await loginBody(seededWallet(10002)))).json()
    ).data;
    await post(
      host.fetch,
      '/api/v1/address/addAddress',
      {
        name: 'Mei',
        phone: '+886911111111',
        area_code: 'TW',
        area: 'Taichung',
        address: 'Road 1',
        is_default: 1,
      },
      token,
    );
    expect(storage.items.get(MOCK_STATE_KEY)).toContain('Mei');

    host.reset();
    expect(storage.items.has(MOCK_STATE_KEY)).toBe(false);
    // The token means nothing to the seeded backend, and the address is gone.
    const list = await host.fetch('/api/v1/address/addressList', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await list.json()).code).toBe(401);
    expect(createInPageHost({ storage }).backend.state.userCount).toBe(5);
  });
});
