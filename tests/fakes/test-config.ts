import type { AppConfig } from '../../src/application/shared/app-config';
import type { ChainSettings } from '../../src/domain/home/home';
import type { ChainPins } from '../../src/domain/payment/chain-pins';

/**
 * The one AppConfig of tests: the documented defaults (the demo profile, no API base), with the given
 * fields replaced. The adapter kits start from `LIVE_API`.
 */
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
  chainRpcUrls: [],
  nadiChainId: null,
  chainPins: new Map(),
  appName: 'NADI',
  appUrl: 'http://127.0.0.1:3000',
  ...overrides,
});

/** The live profile with its API at https://nadi.test: the HTTP and socket adapter kits' starting point. */
export const LIVE_API = {
  profile: 'live',
  apiBase: 'https://nadi.test',
  appUrl: 'https://nadi.test',
  requestTimeoutMs: 5_000,
} as const satisfies Partial<AppConfig>;

/** Pins naming exactly what these chain settings name: a build whose `PUBLIC_CHAIN_CONTRACTS` agrees with the server. */
export const pinsOf = (chains: readonly ChainSettings[]): ChainPins =>
  new Map(
    chains.map((chain) => [
      chain.chainId,
      {
        chainId: chain.chainId,
        tokens: {
          USDT: chain.tokens.USDT ?? `0x${'0'.repeat(39)}1`,
          NADI: chain.tokens.NADI ?? `0x${'0'.repeat(39)}2`,
        },
        paymentContract: chain.paymentContract,
        receiver: chain.receiver,
      },
    ]),
  );
