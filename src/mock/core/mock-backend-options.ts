import type { Endpoint } from '../../adapters/api/catalogue/endpoint';
import type { EnvelopeKeys } from '../../adapters/crypto/envelope';
import type { Clock } from '../../application/shared/clock.port';
import type { NadiChainSettings } from './handler';
import type {
  ConfirmOnChain,
  FindOnChain,
  FundsChainHooks,
  LocalChainSettings,
  OpenOnChain,
} from './local-chain';
import { MOCK_NADI_CHAIN_ID } from './mock-contracts';
import type { MockSettings } from './mock-settings';
import type { MockStateData } from './mock-state';
import type { Random } from './random';

/** How a mock backend is set up: its clock, chains, timings and hooks (mock-backend.ts). */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:3000';

/** BSC testnet stands in for the NADI chain until it has its own id. */
export const DEFAULT_NADI_CHAIN: NadiChainSettings = {
  chainId: MOCK_NADI_CHAIN_ID,
  rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  explorerUrl: 'https://testnet.bscscan.com',
};

/**
 * Besides these, each feature's settings under its name (`funds`, `mall`, `pledge`: mock-settings.ts), the
 * feature's defaults where absent.
 */
export interface MockBackendOptions extends MockSettings {
  /** The app's origin, for invite links (default http://127.0.0.1:3000). */
  readonly origin?: string;
  /** When enabled, every non-GET body must be an envelope sealed with these keys. */
  readonly envelope?: { readonly enabled: boolean; readonly keys: EnvelopeKeys };
  readonly clock?: Clock;
  readonly random?: Random;
  /** How `slow` waits (tests pass a fake). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Whether `/__mock/*` answers (default true; both hosts are test and demo hosts). */
  readonly controlApi?: boolean;
  readonly nadiChain?: Partial<NadiChainSettings>;
  /**
   * A second local chain standing for BSC (the Node server's, with MOCK_BSC_CHAIN): announced as BSC when
   * `announced`, else kept aside until the control API announces it (`POST /__mock/chains`); a reset goes
   * back to `announced`.
   */
  readonly bscChain?: { readonly settings: LocalChainSettings; readonly announced: boolean };
  /** Start from this state instead of the seed (a reset still goes back to the seed). */
  readonly initialState?: MockStateData;
  /** The declared endpoints (default ALL_ENDPOINTS). */
  readonly endpoints?: readonly Endpoint[];
  /** Checks payments on an attached local chain (the Node server's chain-watch.ts; the page has none). */
  readonly confirmOnChain?: ConfirmOnChain;
  /** Finds an order's payment by the payment contract's events (the Node server's chain-find.ts). */
  readonly findOnChain?: FindOnChain;
  /** Opens an order on the payment contract when an intent is recorded (the Node server's chain's `openOrder`). */
  readonly openOnChain?: OpenOnChain;
  /** Deposits and withdrawals on the attached chains (the Node server's; the page simulates them). */
  readonly fundsChain?: FundsChainHooks;
}
