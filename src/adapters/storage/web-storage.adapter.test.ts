import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../application/shared/app-config';
import { MemoryStorage } from './storage-areas';
import { WebStorage } from './web-storage.adapter';

const TTL = 360_000;

class FakeClock {
  constructor(public time = 1_000_000) {}
  now = () => this.time;
}

/** A Storage that refuses everything, as blocked storage or a full quota does. */
class BrokenStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  }
  override removeItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
}

function setup(
  storage: 'session' | 'local' = 'session',
  areas = { local: new MemoryStorage(), session: new MemoryStorage() },
) {
  const clock = new FakeClock();
  const config = { token: { storage, ttlMs: TTL } } as AppConfig;
  return { clock, areas, store: new WebStorage(config, clock, areas) };
}

describe('WebStorage token', () => {
  it('stores the token with its expiry in session storage by default', () => {
    const { store, areas, clock } = setup();
    store.setToken('tok');
    expect(JSON.parse(areas.session.getItem('token') ?? '')).toEqual({
      token: 'tok',
      expiresAt: clock.time + TTL,
    });
    expect(areas.local.getItem('token')).toBeNull();
    expect(store.getToken()).toBe('tok');
  });

  it('stores it in local storage when configured', () => {
    const { store, areas } = setup('local');
    store.setToken('tok');
    expect(areas.local.getItem('token')).not.toBeNull();
    expect(areas.session.getItem('token')).toBeNull();
    expect(store.getToken()).toBe('tok');
  });

  it('expires the token and the user info after the lifetime, removing both', () => {
    const { store, areas, clock } = setup();
    store.setToken('tok');
    store.setUserInfo({ name: 'n' });
    clock.time += TTL - 1;
    expect(store.getToken()).toBe('tok');
    clock.time += 1;
    expect(store.getToken()).toBeNull();
    expect(areas.session.getItem('token')).toBeNull();
    expect(areas.session.getItem('userInfo')).toBeNull();
    expect(store.getUserInfo()).toBeNull();
  });

  it('renews the token and the user info on touch', () => {
    const { store, clock } = setup();
    store.setToken('tok');
    store.setUserInfo({ name: 'n' });
    clock.time += TTL - 10;
    store.touchToken();
    clock.time += TTL - 10;
    expect(store.getToken()).toBe('tok');
    expect(store.getUserInfo()).toEqual({ name: 'n' });
    clock.time += 10;
    expect(store.getToken()).toBeNull();
  });

  it('touch does nothing without a token, nor after it expired', () => {
    const { store, areas, clock } = setup();
    store.touchToken();
    expect(areas.session.length).toBe(0);
    store.setToken('tok');
    clock.time += TTL;
    store.touchToken();
    expect(store.getToken()).toBeNull();
  });

  it('reads a stored value that is not ours as no token', () => {
    const { store, areas } = setup();
    for (const raw of ['plain-token', '{"token":5,"expiresAt":1}', '{"token":"t"}', 'null']) {
      areas.session.setItem('token', raw);
      expect(store.getToken()).toBeNull();
    }
  });

  it('clears token and user info', () => {
    const { store, areas } = setup();
    store.setToken('tok');
    store.setUserInfo({ id: 1 });
    store.clearSession();
    expect(store.getToken()).toBeNull();
    expect(store.getUserInfo()).toBeNull();
    expect(areas.session.length).toBe(0);
  });
});

describe('WebStorage user info', () => {
  it('shares the token expiry and the token area', () => {
    const { store, areas, clock } = setup('local');
    clock.time = 0;
    store.setToken('tok');
    clock.time = 100;
    store.setUserInfo({ id: 1 });
    expect(JSON.parse(areas.local.getItem('userInfo') ?? '')).toEqual({ value: { id: 1 }, expiresAt: TTL });
    expect(store.getUserInfo()).toEqual({ id: 1 });
  });

  it('gets a lifetime of its own when no token is held, and expires alone', () => {
    const { store, areas, clock } = setup();
    store.setUserInfo({ id: 2 });
    clock.time += TTL;
    expect(store.getUserInfo()).toBeNull();
    expect(areas.session.getItem('userInfo')).toBeNull();
  });

  it('reads unreadable JSON as null and drops values without JSON', () => {
    const { store, areas } = setup();
    areas.session.setItem('userInfo', '{broken');
    expect(store.getUserInfo()).toBeNull();
    areas.session.setItem('userInfo', '{"expiresAt":99999999999}');
    expect(store.getUserInfo()).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    store.setUserInfo(cyclic);
    expect(areas.session.getItem('userInfo')).toBe('{"expiresAt":99999999999}');
  });
});

describe('WebStorage local and session values', () => {
  it('keeps local values as strings', () => {
    const { store, areas } = setup();
    expect(store.getLocal('lang')).toBeNull();
    store.setLocal('lang', 'ja');
    expect(areas.local.getItem('lang')).toBe('ja');
    expect(store.getLocal('lang')).toBe('ja');
    store.removeLocal('lang');
    expect(store.getLocal('lang')).toBeNull();
  });

  it('keeps session values as JSON', () => {
    const { store, areas } = setup();
    expect(store.getSession('tempOrder')).toBeNull();
    store.setSession('tempOrder', { id: 3, amount: '10.5' });
    expect(areas.session.getItem('tempOrder')).toBe('{"id":3,"amount":"10.5"}');
    expect(store.getSession('tempOrder')).toEqual({ id: 3, amount: '10.5' });
    store.removeSession('tempOrder');
    expect(store.getSession('tempOrder')).toBeNull();
    areas.session.setItem('pledgeDetail', 'not json');
    expect(store.getSession('pledgeDetail')).toBeNull();
    store.setSession('shopOrder', undefined);
    expect(areas.session.getItem('shopOrder')).toBeNull();
  });

  it('never throws when the browser refuses storage', () => {
    const broken = { local: new BrokenStorage(), session: new BrokenStorage() };
    const { store } = setup('session', broken);
    expect(() => {
      store.setToken('tok');
      store.touchToken();
      store.setUserInfo({ id: 1 });
      store.setLocal('theme', 'dark');
      store.setSession('pledgeDetail', { id: 1 });
      store.removeLocal('theme');
      store.removeSession('pledgeDetail');
      store.clearSession();
    }).not.toThrow();
    expect(store.getToken()).toBeNull();
    expect(store.getUserInfo()).toBeNull();
    expect(store.getLocal('theme')).toBeNull();
    expect(store.getSession('pledgeDetail')).toBeNull();
  });
});
