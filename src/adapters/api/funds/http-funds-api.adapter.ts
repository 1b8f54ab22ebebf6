import { inject, injectable } from 'inversify';
import type { FundsApi, IncomeLogPage, MoneyLogPage } from '../../../application/funds/funds-api.port';
import type { FundRecordType } from '../../../domain/funds/fund-record-type';
import type {
  Assets,
  Deposit,
  DepositAddress,
  Exchange,
  ExchangeQuote,
  NewTransfer,
  NewWithdrawal,
  QuoteRequest,
  Transfer,
  Withdrawal,
  WithdrawConfig,
} from '../../../domain/funds/funds';
import type { Page, PageQuery } from '../../../domain/shared/paging';
import type { Chain, Token } from '../../../domain/shared/token';
import {
  walletAssets,
  walletDepositAddress,
  walletDepositList,
  walletExchange,
  walletExchangeQuote,
  walletIncomeLog,
  walletMoneyLog,
  walletTransfer,
  walletTransferList,
  walletWithdraw,
  walletWithdrawConfig,
  walletWithdrawList,
} from '../catalogue/funds.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import {
  decimalText,
  toAssets,
  toDeposit,
  toDepositAddress,
  toExchange,
  toExchangeQuote,
  toIncomeLogPage,
  toMoneyLogPage,
  toTransfer,
  toTransferRequest,
  toWithdrawal,
  toWithdrawConfig,
  typesQuery,
} from './funds.mapper';

const paging = (page: PageQuery) => ({ page: page.page, page_size: page.pageSize });

/** The funds calls over HTTP (proposed `/api/v1/wallet/*` paths); refusals stay AppErrors with their code. */
@injectable()
export class HttpFundsApi implements FundsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async assets(): Promise<Assets> {
    return toAssets(await this.http.call(walletAssets, {}));
  }

  async depositAddress(coin: Token, chain: Chain): Promise<DepositAddress> {
    return toDepositAddress(coin, chain)(await this.http.call(walletDepositAddress, { coin, chain }));
  }

  async deposits(page: PageQuery): Promise<Page<Deposit>> {
    return toPage(await callPage(this.http, walletDepositList, paging(page)), toDeposit);
  }

  async withdrawConfig(coin: Token): Promise<WithdrawConfig> {
    return toWithdrawConfig(coin)(await this.http.call(walletWithdrawConfig, { coin }));
  }

  async withdraw(withdrawal: NewWithdrawal): Promise<Withdrawal> {
    const request = {
      coin: withdrawal.coin,
      amount: decimalText(withdrawal.amount),
      request_id: withdrawal.requestId,
    };
    return toWithdrawal(await this.http.call(walletWithdraw, request));
  }

  async withdrawals(page: PageQuery): Promise<Page<Withdrawal>> {
    return toPage(await callPage(this.http, walletWithdrawList, paging(page)), toWithdrawal);
  }

  async transfer(transfer: NewTransfer): Promise<Transfer> {
    return toTransfer(await this.http.call(walletTransfer, toTransferRequest(transfer)));
  }

  async transfers(page: PageQuery): Promise<Page<Transfer>> {
    return toPage(await callPage(this.http, walletTransferList, paging(page)), toTransfer);
  }

  async quote(request: QuoteRequest): Promise<ExchangeQuote> {
    const query = { from_coin: request.from, to_coin: request.to, amount: decimalText(request.amount) };
    return toExchangeQuote(await this.http.call(walletExchangeQuote, query));
  }

  async exchange(quoteId: string, requestId: string): Promise<Exchange> {
    return toExchange(await this.http.call(walletExchange, { quote_id: quoteId, request_id: requestId }));
  }

  async moneyLog(page: PageQuery, types?: readonly FundRecordType[]): Promise<MoneyLogPage> {
    const query = { ...paging(page), ...(types?.length ? { types: typesQuery(types) } : {}) };
    return toMoneyLogPage(await callPage(this.http, walletMoneyLog, query));
  }

  async incomeLog(page: PageQuery): Promise<IncomeLogPage> {
    return toIncomeLogPage(await callPage(this.http, walletIncomeLog, paging(page)));
  }
}
