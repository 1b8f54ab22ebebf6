/**
 * Helpers for the mock backend's own tests (not used by the app): a backend with a fixed clock and
 * fixed randomness, a JSON call helper, and a real-signature login.
 */
import { Wallet } from 'ethers';
import { LOGIN_MESSAGE } from '../auth/auth.handlers';
import { MockBackend, type MockBackendOptions } from '../core/mock-backend';
import { isDrop } from '../core/mock-http';
import { seededRandom } from '../core/random';
import { SEED_PRIVATE_KEYS } from './seed-keys';

/** 2026-01-01T00:00:00Z */
export const FIXED_NOW = Date.UTC(2026, 0, 1);

export const makeBackend = (options: MockBackendOptions = {}) => {
  let now = FIXED_NOW;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  const backend = new MockBackend({ clock, random: seededRandom(42), sleep: async () => {}, ...options });
  return { backend, clock };
};

export interface CallOptions {
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

export interface CallResult {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  readonly json: any;
  readonly text: string;
}

/** One call; throws when the connection is dropped. */
export const call = async (
  backend: MockBackend,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body));
  const response = await backend.handle({ method, path, headers, body });
  if (isDrop(response)) throw new Error('dropped');
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text: response.body };
};

/** The value, or a test failure when it is missing. */
export const must = <T>(value: T | undefined | null): T => {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
};

export const seededWallet = (userId: number): Wallet => {
  const key = SEED_PRIVATE_KEYS[userId];
  if (!key) throw new Error(`no seeded user ${userId}`);
  return new Wallet(key);
};

/** The login payload, signed by `wallet`. */
export const loginBody = async (wallet: Wallet, code = '') => ({
  address: wallet.address,
  message: LOGIN_MESSAGE,
  sign_message: await wallet.signMessage(LOGIN_MESSAGE),
  code,
});

/** Logs in with a real signature; answers the token. */
export const login = async (backend: MockBackend, wallet: Wallet, code = ''): Promise<string> => {
  const result = await call(backend, 'POST', '/api/v1/auth/login', { body: await loginBody(wallet, code) });
  if (result.json?.code !== 200) throw new Error(`login failed: ${result.text}`);
  return result.json.data.token;
};
