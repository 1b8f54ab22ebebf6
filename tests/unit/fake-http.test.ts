import { describe, expect, it } from 'vitest';
import { FakeFetch, FakeTokenStorage, failure } from '../fakes/fake-http';

describe('test kit', () => {
  it('FakeFetch fails loudly when a test forgot to script a reply or asks for a request never made', async () => {
    const fake = new FakeFetch();
    expect(() => fake.last).toThrow('no request made');
    await expect(fake.fn('/x')).rejects.toThrow('no reply scripted for /x');
    expect(fake.last).toEqual({ url: '/x', method: 'GET', headers: {}, body: undefined });
  });

  it('FakeTokenStorage holds only the token', () => {
    const storage = new FakeTokenStorage();
    storage.setToken('t');
    expect(storage.getToken()).toBe('t');
    storage.setUserInfo();
    storage.setLocal();
    storage.removeLocal();
    storage.setSession();
    storage.removeSession();
    expect([storage.getUserInfo(), storage.getLocal(), storage.getSession()]).toEqual([null, null, null]);
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
  });

  it('failure insists on a failing call with an AppError', async () => {
    await expect(failure(Promise.resolve(1))).rejects.toThrow('it succeeded');
    await expect(failure(Promise.reject(new Error('plain')))).rejects.toThrow('expected an AppError');
  });
});
