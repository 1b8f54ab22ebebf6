import type { AppStorage, LocalKey, SessionKey } from '../../src/application/shared/storage.port';

/** AppStorage in memory, without lifetimes: for tests of code that only needs to read and write. */
export class InMemoryStorage implements AppStorage {
  token: string | null = null;
  userInfo: unknown = null;
  readonly local = new Map<LocalKey, string>();
  readonly session = new Map<SessionKey, unknown>();
  touches = 0;

  getToken(): string | null {
    return this.token;
  }
  setToken(token: string): void {
    this.token = token;
  }
  touchToken(): void {
    this.touches += 1;
  }
  getUserInfo(): unknown {
    return this.userInfo;
  }
  setUserInfo(value: unknown): void {
    this.userInfo = value;
  }
  clearSession(): void {
    this.token = null;
    this.userInfo = null;
  }
  getLocal(key: LocalKey): string | null {
    return this.local.get(key) ?? null;
  }
  setLocal(key: LocalKey, value: string): void {
    this.local.set(key, value);
  }
  removeLocal(key: LocalKey): void {
    this.local.delete(key);
  }
  getSession(key: SessionKey): unknown {
    return this.session.get(key) ?? null;
  }
  setSession(key: SessionKey, value: unknown): void {
    this.session.set(key, value);
  }
  removeSession(key: SessionKey): void {
    this.session.delete(key);
  }
}
