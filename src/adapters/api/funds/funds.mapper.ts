import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { IncomeLogPage, MoneyLogPage } from '../../../application/funds/funds-api.port';
import { ACCOUNT_KIND_CODES, accountKinds } from '../../../domain/funds/account-kind';
import { depositStatuses } from '../../../domain/funds/deposit-status';
import {
  FUND_RECORD_CODES,
  type FundRecordType,
  fundRecordTypes,
} from '../../../domain/funds/fund-record-type';
import type {
  Assets,
  Deposit,
  DepositAddress,
  Exchange,
  ExchangeQuote,
  MoneyRecord,
  NewTransfer,
  Transfer,
  Withdrawal,
  WithdrawConfig,
} from '../../../domain/funds/funds';
import { parseWithdrawStatus } from '../../../domain/funds/withdraw-status';
import { type Chain, chains, type Token } from '../../../domain/shared/token';
import type { walletTransfer } from '../catalogue/funds.schema';
import type {
  assetsWire,
  depositAddressWire,
  depositWire,
  exchangeQuoteWire,
  exchangeWire,
  incomeLogWire,
  moneyLogWire,
  moneyRecordWire,
  transferWire,
  withdrawalWire,
  withdrawConfigWire,
} from '../catalogue/funds-wire.schema';
import { toPage } from '../page.mapper';

type Wire<S extends z.ZodMiniType> = z.output<S>;

const dec = (text: string): Decimal => new Decimal(text);
/** Decimals leave as plain decimal text (toFixed never uses exponent form). */
export const decimalText = (value: Decimal): string => value.toFixed();

export const toAssets = (wire: Wire<typeof assetsWire>): Assets => ({
  totalUsdt: dec(wire.total_usdt),
  accounts: wire.accounts.map((account) => ({
    kind: accountKinds.parse(account.account),
    assets: account.assets.map((asset) => ({
      coin: asset.coin,
      available: dec(asset.available),
      frozen: dec(asset.frozen),
      usdtValue: dec(asset.usdt_value),
    })),
  })),
  prices: Object.fromEntries(Object.entries(wire.prices).map(([coin, price]) => [coin, dec(price)])),
});

/** The address answers the coin and chain that were asked; those are what the screen shows beside it. */
export const toDepositAddress =
  (coin: Token, chain: Chain) =>
  (wire: Wire<typeof depositAddressWire>): DepositAddress => ({
    coin,
    chain,
    address: wire.address,
    minAmount: dec(wire.min_amount),
    confirmations: wire.confirmations,
  });

export const toDeposit = (wire: Wire<typeof depositWire>): Deposit => ({
  id: wire.id,
  coin: wire.coin,
  chain: chains.parse(wire.chain),
  amount: dec(wire.amount),
  txHash: wire.tx_hash,
  fromAddress: wire.from_address,
  confirmations: wire.confirmations,
  requiredConfirmations: wire.required_confirmations,
  status: depositStatuses.parse(wire.status),
  createdAt: new Date(wire.create_time),
  creditedAt: wire.credit_time === null ? null : new Date(wire.credit_time),
});

export const toWithdrawConfig =
  (coin: Token) =>
  (wire: Wire<typeof withdrawConfigWire>): WithdrawConfig => ({
    coin,
    chain: chains.parse(wire.chain),
    minAmount: dec(wire.min_amount),
    feeRate: dec(wire.fee_rate),
    minFee: dec(wire.min_fee),
    reviewLimit: wire.review_limit ? dec(wire.review_limit) : null,
    confirmations: wire.confirmations,
    address: wire.address,
    available: dec(wire.available),
  });

export const toWithdrawal = (wire: Wire<typeof withdrawalWire>): Withdrawal => ({
  id: wire.id,
  requestId: wire.request_id,
  coin: wire.coin,
  chain: chains.parse(wire.chain),
  amount: dec(wire.amount),
  fee: dec(wire.fee),
  received: dec(wire.received),
  address: wire.address,
  status: parseWithdrawStatus(wire.status),
  confirmations: wire.confirmations,
  requiredConfirmations: wire.required_confirmations,
  txHash: wire.tx_hash,
  reason: wire.reason,
  refunded: wire.refunded === null ? null : dec(wire.refunded),
  createdAt: new Date(wire.create_time),
  updatedAt: new Date(wire.update_time),
});

export const toTransferRequest = (transfer: NewTransfer): z.input<(typeof walletTransfer)['request']> => ({
  from_account: ACCOUNT_KIND_CODES[transfer.from],
  to_account: ACCOUNT_KIND_CODES[transfer.to],
  coin: transfer.coin,
  amount: decimalText(transfer.amount),
  request_id: transfer.requestId,
});

export const toTransfer = (wire: Wire<typeof transferWire>): Transfer => ({
  id: wire.id,
  requestId: wire.request_id,
  from: accountKinds.parse(wire.from_account),
  to: accountKinds.parse(wire.to_account),
  coin: wire.coin,
  amount: dec(wire.amount),
  createdAt: new Date(wire.create_time),
});

export const toExchangeQuote = (wire: Wire<typeof exchangeQuoteWire>): ExchangeQuote => ({
  quoteId: wire.quote_id,
  from: wire.from_coin,
  to: wire.to_coin,
  amount: dec(wire.amount),
  price: dec(wire.price),
  fee: dec(wire.fee),
  receive: dec(wire.receive),
  expiresAt: new Date(wire.expire_time),
});

export const toExchange = (wire: Wire<typeof exchangeWire>): Exchange => ({
  id: wire.id,
  requestId: wire.request_id,
  from: wire.from_coin,
  to: wire.to_coin,
  amount: dec(wire.amount),
  price: dec(wire.price),
  fee: dec(wire.fee),
  receive: dec(wire.receive),
  createdAt: new Date(wire.create_time),
});

export const toMoneyRecord = (wire: Wire<typeof moneyRecordWire>): MoneyRecord => ({
  id: wire.id,
  type: fundRecordTypes.parse(wire.type),
  coin: wire.coin,
  amount: dec(wire.amount),
  account: accountKinds.parse(wire.account),
  ref: wire.ref,
  createdAt: new Date(wire.create_time),
});

/** The filter's type codes as the call wants them: comma-separated, in the order given. */
export const typesQuery = (types: readonly FundRecordType[]): string =>
  types.map((type) => FUND_RECORD_CODES[type]).join(',');

/** Counts of codes the app does not know are left out (no badge can name them). */
export const toMoneyLogPage = async (wire: Wire<typeof moneyLogWire>): Promise<MoneyLogPage> => {
  const counts: Partial<Record<FundRecordType, number>> = {};
  for (const [code, count] of Object.entries(wire.counts)) {
    const type = fundRecordTypes.parse(code);
    if (type !== 'unknown') counts[type] = count;
  }
  return { ...(await toPage(wire, toMoneyRecord)), counts };
};

export const toIncomeLogPage = async (wire: Wire<typeof incomeLogWire>): Promise<IncomeLogPage> => ({
  ...(await toPage(wire, toMoneyRecord)),
  totals: wire.totals.map((total) => ({
    coin: total.coin,
    today: dec(total.today),
    total: dec(total.total),
  })),
});
