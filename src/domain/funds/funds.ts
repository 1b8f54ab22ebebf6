import type Decimal from 'decimal.js';
import type { Chain, Token } from '../shared/token';
import type { Unknown } from '../shared/wire-enum';
import type { AccountKind } from './account-kind';
import type { DepositStatus } from './deposit-status';
import type { FundRecordType } from './fund-record-type';
import type { WithdrawStatus } from './withdraw-status';

/**
 * The funds feature's values, as the app holds them after the adapter parsed the wire: amounts are Decimals,
 * times are Dates, codes are domain enums ('unknown' for a code the app does not know). A coin
 * the app does not know keeps its symbol as text (`coin: string`), so a new coin still shows.
 */

/** One coin of one account. */
export interface Asset {
  readonly coin: string;
  readonly available: Decimal;
  /** Held by open trade orders or a withdrawal under way. */
  readonly frozen: Decimal;
  readonly usdtValue: Decimal;
}

export interface Account {
  readonly kind: AccountKind | Unknown;
  readonly assets: readonly Asset[];
}

export interface Assets {
  readonly totalUsdt: Decimal;
  readonly accounts: readonly Account[];
  /** USDT per coin symbol. */
  readonly prices: Readonly<Record<string, Decimal>>;
}

export interface DepositAddress {
  readonly coin: Token;
  readonly chain: Chain;
  readonly address: string;
  readonly minAmount: Decimal;
  readonly confirmations: number;
}

export interface Deposit {
  readonly id: number;
  readonly coin: string;
  readonly chain: Chain | Unknown;
  readonly amount: Decimal;
  readonly txHash: string;
  readonly fromAddress: string;
  readonly confirmations: number;
  readonly requiredConfirmations: number;
  readonly status: DepositStatus | Unknown;
  readonly createdAt: Date;
  readonly creditedAt: Date | null;
}

export interface WithdrawConfig {
  readonly coin: Token;
  readonly chain: Chain | Unknown;
  readonly minAmount: Decimal;
  readonly feeRate: Decimal;
  readonly minFee: Decimal;
  /** A withdrawal above it is refused at review (and refunded); null when the server names none. */
  readonly reviewLimit: Decimal | null;
  readonly confirmations: number;
  readonly address: string;
  readonly available: Decimal;
}

export interface NewWithdrawal {
  readonly coin: Token;
  readonly amount: Decimal;
  /** The app's idempotency key: the same id never withdraws twice. */
  readonly requestId: string;
}

export interface Withdrawal {
  readonly id: number;
  readonly requestId: string;
  readonly coin: string;
  readonly chain: Chain | Unknown;
  readonly amount: Decimal;
  readonly fee: Decimal;
  readonly received: Decimal;
  readonly address: string;
  readonly status: WithdrawStatus | Unknown;
  readonly confirmations: number;
  readonly requiredConfirmations: number;
  readonly txHash: string | null;
  readonly reason: string | null;
  readonly refunded: Decimal | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The two accounts a transfer moves between. */
export type TransferAccount = Extract<AccountKind, 'fund' | 'trade'>;

export interface NewTransfer {
  readonly from: TransferAccount;
  readonly to: TransferAccount;
  readonly coin: Token;
  readonly amount: Decimal;
  readonly requestId: string;
}

export interface Transfer {
  readonly id: number;
  readonly requestId: string;
  readonly from: AccountKind | Unknown;
  readonly to: AccountKind | Unknown;
  readonly coin: string;
  readonly amount: Decimal;
  readonly createdAt: Date;
}

/** The coins the exchange converts between. */
export type ExchangeCoin = Extract<Token, 'NADI' | 'USDT'>;

export interface QuoteRequest {
  readonly from: ExchangeCoin;
  readonly to: ExchangeCoin;
  readonly amount: Decimal;
}

export interface ExchangeQuote {
  readonly quoteId: string;
  readonly from: string;
  readonly to: string;
  readonly amount: Decimal;
  /** `to` per `from`. */
  readonly price: Decimal;
  /** In `to`. */
  readonly fee: Decimal;
  readonly receive: Decimal;
  readonly expiresAt: Date;
}

export interface Exchange {
  readonly id: number;
  readonly requestId: string;
  readonly from: string;
  readonly to: string;
  readonly amount: Decimal;
  readonly price: Decimal;
  readonly fee: Decimal;
  readonly receive: Decimal;
  readonly createdAt: Date;
}

/** One money-log line; `amount` is signed (negative leaves the account). */
export interface MoneyRecord {
  readonly id: number;
  readonly type: FundRecordType | Unknown;
  readonly coin: string;
  readonly amount: Decimal;
  readonly account: AccountKind | Unknown;
  readonly ref: string | null;
  readonly createdAt: Date;
}

export interface IncomeTotal {
  readonly coin: string;
  readonly today: Decimal;
  readonly total: Decimal;
}
