import { inject, injectable } from 'inversify';
import { AppConfig } from '../../application/shared/app-config';
import { Clock } from '../../application/shared/clock.port';
import type { AppStorage, LocalKey, SessionKey } from '../../application/shared/storage.port';
import { StorageAreas } from './storage-areas';

const TOKEN_KEY = 'token';
const USER_INFO_KEY = 'userInfo';

/** The token as stored: with the moment its lifetime runs out. */
interface StoredToken {
  readonly token: string;
  readonly expiresAt: number;
}

/** The user info as stored: with the same expiry as the token. */
interface StoredUserInfo {
  readonly value: unknown;
  readonly expiresAt: number;
}

/**
 * AppStorage over the browser's local and session storage. The token and the user info live in the
 * area the configuration names (session storage by default) and expire after `token.ttlMs` unless a
 * successful authenticated call renews them. Nothing here throws: a blocked area, a full quota or a
 * value that is not our JSON reads as absent and writes are dropped.
 */
@injectable()
export class WebStorage implements AppStorage {
  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(Clock) private readonly clock: Clock,
    @inject(StorageAreas) private readonly areas: StorageAreas,
  ) {}

  getToken(): string | null {
    const stored = this.readToken();
    if (stored === null) return null;
    if (this.expired(stored.expiresAt)) {
      this.clearSession();
      return null;
    }
    return stored.token;
  }

  setToken(token: string): void {
    const stored: StoredToken = { token, expiresAt: this.freshExpiry() };
    write(this.tokenArea, TOKEN_KEY, JSON.stringify(stored));
  }

  touchToken(): void {
    const token = this.getToken();
    if (token === null) return;
    this.setToken(token);
    const info = this.readUserInfo();
    if (info !== null) this.writeUserInfo(info.value);
  }

  getUserInfo(): unknown {
    const stored = this.readUserInfo();
    if (stored === null) return null;
    if (this.expired(stored.expiresAt)) {
      remove(this.tokenArea, USER_INFO_KEY);
      return null;
    }
    return stored.value;
  }

  setUserInfo(value: unknown): void {
    this.writeUserInfo(value);
  }

  clearSession(): void {
    remove(this.tokenArea, TOKEN_KEY);
    remove(this.tokenArea, USER_INFO_KEY);
  }

  getLocal(key: LocalKey): string | null {
    return read(this.areas.local, key);
  }

  setLocal(key: LocalKey, value: string): void {
    write(this.areas.local, key, value);
  }

  removeLocal(key: LocalKey): void {
    remove(this.areas.local, key);
  }

  getSession(key: SessionKey): unknown {
    const raw = read(this.areas.session, key);
    return raw === null ? null : parseJson(raw);
  }

  setSession(key: SessionKey, value: unknown): void {
    const json = stringify(value);
    if (json !== undefined) write(this.areas.session, key, json);
  }

  removeSession(key: SessionKey): void {
    remove(this.areas.session, key);
  }

  private get tokenArea(): Storage {
    return this.config.token.storage === 'local' ? this.areas.local : this.areas.session;
  }

  private freshExpiry(): number {
    return this.clock.now() + this.config.token.ttlMs;
  }

  private expired(expiresAt: number): boolean {
    return this.clock.now() >= expiresAt;
  }

  private readToken(): StoredToken | null {
    const raw = read(this.tokenArea, TOKEN_KEY);
    const parsed = raw === null ? null : parseJson(raw);
    if (!isRecord(parsed) || typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'number') {
      return null;
    }
    return { token: parsed.token, expiresAt: parsed.expiresAt };
  }

  private readUserInfo(): StoredUserInfo | null {
    const raw = read(this.tokenArea, USER_INFO_KEY);
    const parsed = raw === null ? null : parseJson(raw);
    if (!isRecord(parsed) || typeof parsed.expiresAt !== 'number' || !('value' in parsed)) return null;
    return { value: parsed.value, expiresAt: parsed.expiresAt };
  }

  /** Stores the user info with the token's expiry, or a fresh lifetime when no token is held. */
  private writeUserInfo(value: unknown): void {
    const expiresAt = this.readToken()?.expiresAt ?? this.freshExpiry();
    const json = stringify({ value, expiresAt });
    if (json !== undefined) write(this.tokenArea, USER_INFO_KEY, json);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function read(area: Storage, key: string): string | null {
  try {
    return area.getItem(key);
  } catch {
    return null;
  }
}

function write(area: Storage, key: string, value: string): void {
  try {
    area.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value lives no longer than the page's state.
  }
}

function remove(area: Storage, key: string): void {
  try {
    area.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** JSON of a value, or undefined when it has none (undefined, functions, cycles, BigInt). */
function stringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
