import * as z from 'zod/mini';
import { DEV_ENVELOPE_KEYS } from '../adapters/crypto/dev-keys';
import type { AppConfig } from '../application/shared/app-config';
import { isLocale, LOCALES, type Locale } from '../domain/language/language';
import { type ChainPins, ChainPinsError, parseChainPins } from '../domain/payment/chain-pins';

/** A configuration value that stops start-up, naming the variable and what it must be. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const httpUrl = z.url({ protocol: /^https?$/ });
const wsUrl = z.url({ protocol: /^wss?$/ });
const hexKey = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/));
const positiveInt = z.coerce.number().check(z.int(), z.positive());

type Env = Readonly<Record<string, string | undefined>>;

function read<T>(env: Env, name: string, schema: z.ZodMiniType<T>, problem: string): T | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(name, `${problem} (got "${raw}")`);
  return parsed.data;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[]): T | undefined {
  return read(env, name, z.enum(values as [T, ...T[]]), `must be one of ${values.join(', ')}`);
}

/** 127.0.0.0/8, ::1 and localhost: addresses that never leave this machine. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A live build talks to its backend over TLS only; a server on this machine is the one exception. */
function requireSecure(name: string, url: string | undefined, protocol: 'https:' | 'wss:'): void {
  if (url === undefined || isLoopback(url) || new URL(url).protocol === protocol) return;
  throw new ConfigError(name, `must use ${protocol.slice(0, -1)} in the live profile (got "${url}")`);
}

/**
 * Reads every PUBLIC_* variable into one typed object (decisions.md, "Configuration").
 * `origin` is the page's origin, used for the app URL the MetaMask SDK shows.
 * Throws ConfigError naming the variable when a value is bad.
 */
export function parseConfig(env: Env, origin = 'http://127.0.0.1:3000'): AppConfig {
  const apiBase = read(env, 'PUBLIC_API_BASE', httpUrl, 'must be an http(s) URL');
  const apiHost2 = read(env, 'PUBLIC_API_HOST_2', httpUrl, 'must be an http(s) URL');
  const profile = oneOf(env, 'PUBLIC_PROFILE', ['demo', 'live'] as const) ?? (apiBase ? 'live' : 'demo');
  if (profile === 'live' && !apiBase) {
    throw new ConfigError('PUBLIC_API_BASE', 'must be set when PUBLIC_PROFILE is live');
  }
  // The demo offers a wallet whose key sits in local storage: never against a real backend.
  if (profile === 'demo' && apiBase && !isLoopback(apiBase)) {
    throw new ConfigError(
      'PUBLIC_PROFILE',
      `must not be demo with a real PUBLIC_API_BASE (got "${apiBase}"); the demo runs against the mock on this machine only`,
    );
  }
  const socketUrl = read(env, 'PUBLIC_SOCKET_URL', wsUrl, 'must be a ws(s) URL');
  if (profile === 'live') {
    requireSecure('PUBLIC_API_BASE', apiBase, 'https:');
    requireSecure('PUBLIC_API_HOST_2', apiHost2, 'https:');
    requireSecure('PUBLIC_SOCKET_URL', socketUrl, 'wss:');
  }
  const chainRpcUrls = (env.PUBLIC_CHAIN_RPC_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of chainRpcUrls) {
    if (!httpUrl.safeParse(url).success) {
      throw new ConfigError(
        'PUBLIC_CHAIN_RPC_URLS',
        `must list http(s) URLs separated by commas (got "${url}")`,
      );
    }
    if (profile === 'live') requireSecure('PUBLIC_CHAIN_RPC_URLS', url, 'https:');
  }
  const nadiChainId = read(
    env,
    'PUBLIC_NADI_CHAIN_ID',
    positiveInt,
    'must be a positive whole number (a chain id)',
  );
  const localeRaw = env.PUBLIC_DEFAULT_LOCALE?.trim();
  if (localeRaw && !isLocale(localeRaw)) {
    throw new ConfigError(
      'PUBLIC_DEFAULT_LOCALE',
      `must be one of ${LOCALES.join(', ')} (got "${localeRaw}")`,
    );
  }
  const defaultLocale: Locale = localeRaw && isLocale(localeRaw) ? localeRaw : 'zhTw';

  const envelopeOn = oneOf(env, 'PUBLIC_API_ENVELOPE', ['on', 'off'] as const) === 'on';
  const aesKeyHex = read(env, 'PUBLIC_ENVELOPE_AES_KEY', hexKey, 'must be 64 hex characters (a 256-bit key)');
  const hmacKeyHex = read(
    env,
    'PUBLIC_ENVELOPE_HMAC_KEY',
    hexKey,
    'must be 64 hex characters (a 256-bit key)',
  );
  if (envelopeOn && profile === 'live' && (!aesKeyHex || !hmacKeyHex)) {
    throw new ConfigError(
      aesKeyHex ? 'PUBLIC_ENVELOPE_HMAC_KEY' : 'PUBLIC_ENVELOPE_AES_KEY',
      'must be set when PUBLIC_API_ENVELOPE is on in the live profile',
    );
  }

  const chainPins = readChainPins(env, profile);
  const demoHooks = oneOf(env, 'PUBLIC_DEMO_HOOKS', ['on', 'off'] as const) === 'on';
  // Test hooks script the demo wallet and reach the mock's control: never in a build for real money.
  if (demoHooks && profile === 'live') {
    throw new ConfigError('PUBLIC_DEMO_HOOKS', 'must not be on in the live profile');
  }

  return {
    profile,
    apiBase: apiBase ? apiBase.replace(/\/+$/, '') : null,
    apiHost2: apiHost2 ? apiHost2.replace(/\/+$/, '') : null,
    defaultLocale,
    envelope: {
      enabled: envelopeOn,
      aesKeyHex: aesKeyHex ?? DEV_ENVELOPE_KEYS.aesKeyHex,
      hmacKeyHex: hmacKeyHex ?? DEV_ENVELOPE_KEYS.hmacKeyHex,
    },
    token: {
      storage: oneOf(env, 'PUBLIC_TOKEN_STORAGE', ['session', 'local'] as const) ?? 'session',
      ttlMs:
        read(env, 'PUBLIC_TOKEN_TTL_MS', positiveInt, 'must be a positive whole number of milliseconds') ??
        360000,
    },
    socket: {
      protocol: oneOf(env, 'PUBLIC_SOCKET_PROTOCOL', ['a', 'b'] as const) ?? 'a',
      url: socketUrl ?? null,
    },
    requestTimeoutMs:
      read(
        env,
        'PUBLIC_REQUEST_TIMEOUT_MS',
        positiveInt,
        'must be a positive whole number of milliseconds',
      ) ?? 15000,
    demoHooks,
    chainRpcUrls,
    nadiChainId: nadiChainId ?? null,
    chainPins,
    appName: 'NADI',
    appUrl: read(env, 'PUBLIC_APP_URL', httpUrl, 'must be an http(s) URL') ?? origin,
  };
}

/**
 * The money addresses pinned per chain (`PUBLIC_CHAIN_CONTRACTS`): required in the live profile; a demo build
 * gets the local mock's from the build (rsbuild.config.ts). A malformed value stops start-up, naming it.
 */
function readChainPins(env: Env, profile: 'demo' | 'live'): ChainPins {
  const raw = env.PUBLIC_CHAIN_CONTRACTS?.trim() ?? '';
  if (raw === '') {
    if (profile === 'live') {
      throw new ConfigError(
        'PUBLIC_CHAIN_CONTRACTS',
        'must be set in the live profile (<chainId>:USDT=0x…,NADI=0x…,payment=0x…,receiver=0x…;…)',
      );
    }
    return new Map();
  }
  try {
    return parseChainPins(raw);
  } catch (error) {
    if (error instanceof ChainPinsError) throw new ConfigError('PUBLIC_CHAIN_CONTRACTS', error.message);
    throw error;
  }
}

/**
 * What a build with test hooks on (PUBLIC_DEMO_HOOKS=on, never a live one) takes from the page's storage at
 * start: `demoSocketProtocol` (`a` or `b`) picks the market socket's version, so that one e2e build serves
 * the journeys of both versions. Any other build, and any other value, keeps the configuration as built.
 */
export function withDemoOverrides(config: AppConfig, storage: Pick<Storage, 'getItem'>): AppConfig {
  if (!config.demoHooks) return config;
  const protocol = storage.getItem('demoSocketProtocol');
  if (protocol !== 'a' && protocol !== 'b') return config;
  return { ...config, socket: { ...config.socket, protocol } };
}
