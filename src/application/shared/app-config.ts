import type { Locale } from '../../domain/language/language';
import type { ChainPins } from '../../domain/payment/chain-pins';

/**
 * The app's configuration, read once at start-up from PUBLIC_* variables by src/main/config.ts
 * (see decisions.md, "Configuration"). Bound in the container as a constant.
 */
export const AppConfig = Symbol.for('AppConfig');
export interface AppConfig {
  /** `demo`: mock backend (in-page, or the Node mock server at apiBase) and the demo wallet offered. `live`: real backend and real wallets only. */
  readonly profile: 'demo' | 'live';
  /** Base URL of the API; null runs the mock backend inside the page. */
  readonly apiBase: string | null;
  /** The second, `api.`-prefixed host; null when not configured (calls then go to apiBase). */
  readonly apiHost2: string | null;
  /** Default language when nothing is stored and the browser prefers none of ours. */
  readonly defaultLocale: Locale;
  /** Signed, encrypted request envelope for non-GET bodies. */
  readonly envelope: { readonly enabled: boolean; readonly aesKeyHex: string; readonly hmacKeyHex: string };
  /** Where the session token lives and for how long (renewed by each successful authenticated call). */
  readonly token: { readonly storage: 'session' | 'local'; readonly ttlMs: number };
  /** Live market socket: protocol version and URL (null: derived from apiBase). */
  readonly socket: { readonly protocol: 'a' | 'b'; readonly url: string | null };
  /** Milliseconds before an HTTP call is abandoned with a timeout error. */
  readonly requestTimeoutMs: number;
  /** Test hooks for end-to-end runs (the demo wallet's scripted failures, the mock's control API). Off unless PUBLIC_DEMO_HOOKS=on. */
  readonly demoHooks: boolean;
  /**
   * What a wallet may be asked to add as a chain: the build's RPC URLs (`PUBLIC_CHAIN_RPC_URLS`) and the
   * NADI chain's id (`PUBLIC_NADI_CHAIN_ID`, null when not set); see domain/shared/chain-policy.ts.
   */
  readonly chainRpcUrls: readonly string[];
  readonly nadiChainId: number | null;
  /**
   * The money addresses of each chain the app pays on (`PUBLIC_CHAIN_CONTRACTS`, required in the live
   * profile; a demo build takes the local mock's): `common/config` and every payment intent must name them.
   */
  readonly chainPins: ChainPins;
  /** Name and URL the MetaMask SDK shows to the user. */
  readonly appName: string;
  readonly appUrl: string;
}
