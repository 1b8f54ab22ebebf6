import type { MockSettingsPart } from '../core/mock-settings';

/**
 * The funds mock's timings and limits. The Node server reads them from its environment
 * (scripts/mock-server.ts: MOCK_QUOTE_MS, MOCK_WITHDRAW_REVIEW_MS, MOCK_WITHDRAW_REVIEW_LIMIT,
 * MOCK_FUNDS_BLOCK_MS) and hands them to the backend (`MockBackendOptions.funds`); the in-page mock uses the
 * defaults.
 */
export interface FundsMockSettings {
  /** How long an exchange quote stays valid. */
  readonly quoteMs: number;
  /** How long a withdrawal waits for review before it is approved (or rejected over the limit). */
  readonly reviewMs: number;
  /** NADI: a withdrawal above this is rejected at review (and refunded). */
  readonly reviewLimit: string;
  /** Without a chain (in-page demo, BSC without a local stand-in): one simulated confirmation this often. */
  readonly blockMs: number;
}

export const DEFAULT_FUNDS_SETTINGS: FundsMockSettings = {
  quoteMs: 30_000,
  reviewMs: 5_000,
  reviewLimit: '10000',
  blockMs: 2_000,
};

declare module '../core/mock-settings' {
  interface MockFeatureSettings {
    readonly funds: FundsMockSettings;
  }
}

/** The Node server's values from its environment (FUNDS_FEATURE.settings); the in-page demo's are the defaults. */
export const FUNDS_SETTINGS_PART: MockSettingsPart<FundsMockSettings> = {
  fromEnv: (read) => ({
    quoteMs: read.integer('MOCK_QUOTE_MS', DEFAULT_FUNDS_SETTINGS.quoteMs),
    reviewMs: read.integer('MOCK_WITHDRAW_REVIEW_MS', DEFAULT_FUNDS_SETTINGS.reviewMs),
    reviewLimit: read.decimal('MOCK_WITHDRAW_REVIEW_LIMIT', DEFAULT_FUNDS_SETTINGS.reviewLimit),
    blockMs: Math.max(1, read.integer('MOCK_FUNDS_BLOCK_MS', DEFAULT_FUNDS_SETTINGS.blockMs)),
  }),
};

export const fundsSettings = (given: Partial<FundsMockSettings> | undefined): FundsMockSettings => ({
  ...DEFAULT_FUNDS_SETTINGS,
  ...given,
});

/** Deposits are credited after this many confirmations (both chains; spec section 9 gives 3 for withdrawals). */
export const DEPOSIT_CONFIRMATIONS = 3;
/** Withdrawals are complete after this many confirmations (spec section 9). */
export const WITHDRAW_CONFIRMATIONS = 3;
/** The smallest deposit credited, per coin; a smaller one is marked "below the minimum" and not credited. */
export const DEPOSIT_MINIMUM: Readonly<Record<string, string>> = { USDT: '1', NADI: '1' };
/** Withdrawal rules (spec section 5 and 9): NADI only, at least 1; fee 1 % of the amount, at least 0.1 NADI. */
export const WITHDRAW_RULES = {
  coin: 'NADI',
  chain: 'NADI',
  minimum: '1',
  feeRate: '0.01',
  minFee: '0.1',
} as const;
/** Exchange: NADI ↔ USDT, a 0.2 % fee taken from what is received, a minimum amount per coin given. */
export const EXCHANGE_FEE_RATE = '0.002';
export const EXCHANGE_MINIMUM: Readonly<Record<string, string>> = { USDT: '1', NADI: '10' };
/** What a new user's ledger holds: the registration VIC gift, and the trade account's demo grant. */
export const REGISTRATION_VIC = '100';
export const TRADE_OPENING: Readonly<Record<string, string>> = { USDT: '10000', NADI: '100000' };
/** Seeded users also start with NADI in the fund account (a past deposit) and some income. */
export const SEEDED_FUND_NADI = { deposit: '20000', deviceIncome: '12.5', nodeMiningIncome: '8.25' } as const;
/** USDT per coin for the assets' values; VIC has no market yet (valued at 0). NADI is the home price. */
export const VIC_PRICE = '0';
