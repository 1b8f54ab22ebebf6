import Decimal from 'decimal.js';
import type { FundsApi, IncomeLogPage, MoneyLogPage } from '../../src/application/funds/funds-api.port';
import type { AccountKind } from '../../src/domain/funds/account-kind';
import { type FundRecordType, isIncomeRecord } from '../../src/domain/funds/fund-record-type';
import type {
  Assets,
  Deposit,
  DepositAddress,
  Exchange,
  ExchangeQuote,
  MoneyRecord,
  NewTransfer,
  NewWithdrawal,
  QuoteRequest,
  Transfer,
  Withdrawal,
  WithdrawConfig,
} from '../../src/domain/funds/funds';
import { AppError } from '../../src/domain/shared/app-error';
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import type { Chain, Token } from '../../src/domain/shared/token';
import { Gate } from './gate';

const d = (text: string | number) => new Decimal(text);
const T0 = Date.parse('2026-11-20T08:00:00Z');
export const SAMPLE_WALLET = '0x1111111111111111111111111111111111111111';
export const SAMPLE_DEPOSIT_ADDRESS = '0xdE9051aDdae5500000000000000000000000beef';

/** The fake's prices: USDT per coin. */
export const FAKE_PRICES: Readonly<Record<string, string>> = { USDT: '1', NADI: '0.5', VIC: '0.1' };

type Method = keyof FundsApi;
type Balances = Record<'fund' | 'trade' | 'destroyQuota', Record<string, Decimal>>;

const refusal = (code: number, figures: object = {}) =>
  new AppError('server-exception', { code, operation: 'wallet', ...figures });

const pageOf = <T>(all: readonly T[], page: PageQuery): Page<T> => ({
  items: all.slice((page.page - 1) * page.pageSize, page.page * page.pageSize),
  total: all.length,
  page: page.page,
  pageSize: page.pageSize,
});

/**
 * FundsApi in memory, with the mock's rules in small: balances per account and coin, withdrawals of NADI only
 * (minimum 1, fee 1 % with at least 0.1) that stay "processing", transfers between fund and trade, quotes that
 * expire after `quoteTtlMs` of `now()`, and a money log of every movement. Request ids are idempotent. Records
 * every call; `failWith` makes a method fail; `hold()` keeps calls waiting.
 */
export class FakeFundsApi implements FundsApi {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  failWith: Partial<Record<Method, AppError>> = {};
  now = () => T0;
  quoteTtlMs = 30_000;
  balances: Balances = {
    fund: { NADI: d(100), USDT: d(50) },
    trade: { NADI: d(0), USDT: d(0) },
    destroyQuota: { USDT: d(20) },
  };
  depositList: Deposit[] = [];
  withdrawalList: Withdrawal[] = [];
  transferList: Transfer[] = [];
  records: MoneyRecord[] = [];
  private readonly quotes = new Map<string, ExchangeQuote>();
  private readonly exchanges = new Map<string, Exchange>();
  private nextId = 1;
  private readonly gate = new Gate();

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  hold(): () => void {
    return this.gate.hold();
  }

  private async enter(method: Method, args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    await this.gate.pass();
    const failure = this.failWith[method];
    if (failure) throw failure;
  }

  private balance(account: keyof Balances, coin: string): Decimal {
    return this.balances[account][coin] ?? d(0);
  }

  private move(account: keyof Balances, coin: string, amount: Decimal, type: FundRecordType, ref: string) {
    this.balances[account][coin] = this.balance(account, coin).plus(amount);
    const id = this.nextId++;
    this.records.unshift({ id, type, coin, amount, account, ref, createdAt: new Date(this.now()) });
  }

  async assets(): Promise<Assets> {
    await this.enter('assets', []);
    const accounts = (Object.keys(this.balances) as (keyof Balances)[]).map((kind) => ({
      kind: kind as AccountKind,
      assets: Object.entries(this.balances[kind]).map(([coin, available]) => ({
        coin,
        available,
        frozen: d(0),
        usdtValue: available.times(FAKE_PRICES[coin] ?? '0'),
      })),
    }));
    const totalUsdt = accounts
      .flatMap((account) => account.assets)
      .reduce((sum, asset) => sum.plus(asset.usdtValue), d(0));
    const prices = Object.fromEntries(Object.entries(FAKE_PRICES).map(([coin, price]) => [coin, d(price)]));
    return { totalUsdt, accounts, prices };
  }

  async depositAddress(coin: Token, chain: Chain): Promise<DepositAddress> {
    await this.enter('depositAddress', [coin, chain]);
    if (coin !== 'NADI' && coin !== 'USDT') throw refusal(4202);
    return { coin, chain, address: SAMPLE_DEPOSIT_ADDRESS, minAmount: d(1), confirmations: 3 };
  }

  async deposits(page: PageQuery): Promise<Page<Deposit>> {
    await this.enter('deposits', [page]);
    return pageOf(this.depositList, page);
  }

  /** The review limit the config names (null: none). */
  reviewLimit: Decimal | null = d('10000');

  async withdrawConfig(coin: Token): Promise<WithdrawConfig> {
    await this.enter('withdrawConfig', [coin]);
    if (coin !== 'NADI') throw refusal(4202);
    return {
      coin,
      chain: 'NADI',
      minAmount: d(1),
      feeRate: d('0.01'),
      minFee: d('0.1'),
      reviewLimit: this.reviewLimit,
      confirmations: 3,
      address: SAMPLE_WALLET,
      available: this.balance('fund', 'NADI'),
    };
  }

  async withdraw(input: NewWithdrawal): Promise<Withdrawal> {
    await this.enter('withdraw', [input]);
    const same = this.withdrawalList.find((w) => w.requestId === input.requestId);
    if (same) return same;
    if (input.coin !== 'NADI') throw refusal(4202);
    if (input.amount.lt(1)) throw refusal(4201, { minimum: d(1) });
    const current = this.balance('fund', 'NADI');
    if (input.amount.gt(current)) throw refusal(4101, { current, required: input.amount });
    const fee = Decimal.max(input.amount.times('0.01'), d('0.1'));
    const id = this.nextId++;
    const withdrawal: Withdrawal = {
      id,
      requestId: input.requestId,
      coin: 'NADI',
      chain: 'NADI',
      amount: input.amount,
      fee,
      received: input.amount.minus(fee),
      address: SAMPLE_WALLET,
      status: 'processing',
      confirmations: 0,
      requiredConfirmations: 3,
      txHash: null,
      reason: null,
      refunded: null,
      createdAt: new Date(this.now()),
      updatedAt: new Date(this.now()),
    };
    this.move('fund', 'NADI', input.amount.negated(), 'withdraw', `withdraw#${id}`);
    this.withdrawalList.unshift(withdrawal);
    return withdrawal;
  }

  async withdrawals(page: PageQuery): Promise<Page<Withdrawal>> {
    await this.enter('withdrawals', [page]);
    return pageOf(this.withdrawalList, page);
  }

  async transfer(input: NewTransfer): Promise<Transfer> {
    await this.enter('transfer', [input]);
    const same = this.transferList.find((t) => t.requestId === input.requestId);
    if (same) return same;
    if (input.from === input.to) throw refusal(4204);
    const current = this.balance(input.from, input.coin);
    if (input.amount.gt(current)) throw refusal(4101, { current, required: input.amount });
    const id = this.nextId++;
    this.move(input.from, input.coin, input.amount.negated(), 'transferOut', `transfer#${id}`);
    this.move(input.to, input.coin, input.amount, 'transferIn', `transfer#${id}`);
    const transfer: Transfer = { id, ...input, createdAt: new Date(this.now()) };
    this.transferList.unshift(transfer);
    return transfer;
  }

  async transfers(page: PageQuery): Promise<Page<Transfer>> {
    await this.enter('transfers', [page]);
    return pageOf(this.transferList, page);
  }

  async quote(request: QuoteRequest): Promise<ExchangeQuote> {
    await this.enter('quote', [request]);
    if (request.from === request.to) throw refusal(4202);
    const current = this.balance('fund', request.from);
    if (request.amount.gt(current)) throw refusal(4101, { current, required: request.amount });
    const price = d(FAKE_PRICES[request.from] ?? '0').div(FAKE_PRICES[request.to] ?? '1');
    const gross = request.amount.times(price);
    const fee = gross.times('0.002').toDecimalPlaces(6, Decimal.ROUND_UP);
    const quote: ExchangeQuote = {
      quoteId: `q${this.nextId++}`,
      from: request.from,
      to: request.to,
      amount: request.amount,
      price,
      fee,
      receive: gross.minus(fee).toDecimalPlaces(6, Decimal.ROUND_DOWN),
      expiresAt: new Date(this.now() + this.quoteTtlMs),
    };
    this.quotes.set(quote.quoteId, quote);
    return quote;
  }

  async exchange(quoteId: string, requestId: string): Promise<Exchange> {
    await this.enter('exchange', [quoteId, requestId]);
    const same = this.exchanges.get(requestId);
    if (same) return same;
    const quote = this.quotes.get(quoteId);
    if (!quote || quote.expiresAt.getTime() <= this.now()) throw refusal(4203);
    this.quotes.delete(quoteId);
    const id = this.nextId++;
    this.move('fund', quote.from, quote.amount.negated(), 'exchange', `exchange#${id}`);
    this.move('fund', quote.to, quote.receive, 'exchange', `exchange#${id}`);
    const { from, to, amount, price, fee, receive } = quote;
    const done: Exchange = {
      id,
      requestId,
      from,
      to,
      amount,
      price,
      fee,
      receive,
      createdAt: new Date(this.now()),
    };
    this.exchanges.set(requestId, done);
    return done;
  }

  async moneyLog(page: PageQuery, types?: readonly FundRecordType[]): Promise<MoneyLogPage> {
    await this.enter('moneyLog', [page, types]);
    const counts: Partial<Record<FundRecordType, number>> = {};
    for (const record of this.records) {
      if (record.type !== 'unknown') counts[record.type] = (counts[record.type] ?? 0) + 1;
    }
    const chosen = types?.length
      ? this.records.filter((r) => types.includes(r.type as FundRecordType))
      : this.records;
    return { ...pageOf(chosen, page), counts };
  }

  async incomeLog(page: PageQuery): Promise<IncomeLogPage> {
    await this.enter('incomeLog', [page]);
    const income = this.records.filter((record) => isIncomeRecord(record.type));
    const coins = [...new Set(income.map((record) => record.coin))];
    const totals = coins.map((coin) => {
      const total = income.filter((r) => r.coin === coin).reduce((sum, r) => sum.plus(r.amount), d(0));
      return { coin, today: total, total };
    });
    return { ...pageOf(income, page), totals };
  }
}
