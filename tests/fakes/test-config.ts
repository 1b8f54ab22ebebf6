import type { AppConfig } from '../../src/application/shared/app-config';

/** A complete AppConfig for tests: the documented defaults, with the given fields replaced. */
export const testAppConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  profile: 'demo',
  apiBase: null,
  apiHost2: null,
  defaultLocale: 'zhTw',
  envelope: { enabled: false, aesKeyHex: '0'.repeat(64), hmacKeyHex: '1'.repeat(64) },
  token: { storage: 'session', ttlMs: 360000 },
  socket: { protocol: 'a', url: null },
  requestTimeoutMs: 15000,
  demoHooks: false,
  appName: 'NADI',
  appUrl: 'http://127.0.0.1:3000',
  ...overrides,
});
