import type { FundRecordType } from '../../domain/funds/fund-record-type';
import type {
  Assets,
  Deposit,
  DepositAddress,
  Exchange,
  ExchangeQuote,
  IncomeTotal,
  MoneyRecord,
  NewTransfer,
  NewWithdrawal,
  QuoteRequest,
  Transfer,
  Withdrawal,
  WithdrawConfig,
} from '../../domain/funds/funds';
import type { Page, PageQuery } from '../../domain/shared/paging';
import type { Chain, Token } from '../../domain/shared/token';

export interface MoneyLogPage extends Page<MoneyRecord> {
  /** Records per type over the whole log (unfiltered), for the filter's badges. */
  readonly counts: Readonly<Partial<Record<FundRecordType, number>>>;
}

export interface IncomeLogPage extends Page<MoneyRecord> {
  readonly totals: readonly IncomeTotal[];
}

/**
 * The funds calls over HTTP (proposed paths `/api/v1/wallet/*`, see the API catalogue). Every method fails
 * with AppError of an API kind; a refusal is `server-exception` with the server's code, read by
 * `fundsRefusalOf` (funds-refusal.ts).
 */
export const FundsApi = Symbol.for('FundsApi');
export interface FundsApi {
  /** Fund account, trade account and destroy quota per coin, with the total in USDT (`wallet/assets`). */
  assets(): Promise<Assets>;
  /** The user's deposit address for a coin on a chain (`wallet/depositAddress`). */
  depositAddress(coin: Token, chain: Chain): Promise<DepositAddress>;
  /** Deposits, newest first (`wallet/depositList`). */
  deposits(page: PageQuery): Promise<Page<Deposit>>;
  /** What a withdrawal of `coin` needs and where it goes (`wallet/withdrawConfig`). */
  withdrawConfig(coin: Token): Promise<WithdrawConfig>;
  /** Withdraws; the same request id answers the same withdrawal (`wallet/withdraw`). */
  withdraw(withdrawal: NewWithdrawal): Promise<Withdrawal>;
  /** Withdrawals, newest first (`wallet/withdrawList`). */
  withdrawals(page: PageQuery): Promise<Page<Withdrawal>>;
  /** Moves a coin between the fund and the trade account (`wallet/transfer`). */
  transfer(transfer: NewTransfer): Promise<Transfer>;
  /** Transfers, newest first (`wallet/transferList`). */
  transfers(page: PageQuery): Promise<Page<Transfer>>;
  /** A price for an exchange, valid until its expiry (`wallet/exchangeQuote`). */
  quote(request: QuoteRequest): Promise<ExchangeQuote>;
  /** Exchanges at a quote (`wallet/exchange`). */
  exchange(quoteId: string, requestId: string): Promise<Exchange>;
  /** Money-log records, newest first, optionally of some types only (`wallet/moneyLog`). */
  moneyLog(page: PageQuery, types?: readonly FundRecordType[]): Promise<MoneyLogPage>;
  /** Income records with totals (`wallet/incomeLog`). */
  incomeLog(page: PageQuery): Promise<IncomeLogPage>;
}
