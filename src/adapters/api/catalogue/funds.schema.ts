import * as z from 'zod/mini';
import { endpoint, noParams, pageOf, pageParams } from './endpoint';
import {
  amountText,
  assetsWire,
  coinText,
  depositAddressWire,
  depositWire,
  exchangeQuoteWire,
  exchangeWire,
  FUNDS_CODES,
  incomeLogWire,
  moneyLogWire,
  requestId,
  transferWire,
  withdrawalWire,
  withdrawConfigWire,
} from './funds-wire.schema';

export { FUNDS_CODES };

/** The calls of the funds feature (`/api/v1/wallet/*`, all proposed); the shapes are in funds-wire.schema.ts. */
const funds = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  action: string,
  method: 'GET' | 'POST',
  summary: string,
  request: Req,
  response: Res,
) =>
  endpoint({
    id: `wallet.${action}`,
    proposed: ['request', 'response'],
    method,
    path: `/api/v1/wallet/${action}`,
    auth: true,
    origin: 'proposed',
    summary,
    request,
    response,
  });

const C = FUNDS_CODES;
const coinQuery = z.object({ coin: coinText });
const accountCode = z.number().check(z.int());

export const walletAssets = funds(
  'assets',
  'GET',
  'The fund account, the trade account and the destroy quota, per coin, with their USDT values, the total ' +
    'in USDT and the prices used.',
  noParams,
  assetsWire,
);

export const walletDepositAddress = funds(
  'depositAddress',
  'GET',
  "The user's deposit address for a coin on a chain (BSC or NADI), with the minimum credited and the " +
    `confirmations needed. Code ${C.wrongCoin} when the coin cannot be deposited on that chain.`,
  z.object({ coin: coinText, chain: coinText }),
  depositAddressWire,
);

export const walletDepositList = funds(
  'depositList',
  'GET',
  "The user's deposits, newest first: detected (with the confirmations so far), credited, or below the minimum.",
  pageParams,
  pageOf(depositWire),
);

export const walletWithdrawConfig = funds(
  'withdrawConfig',
  'GET',
  `What a withdrawal of a coin needs: minimum, fee rule, confirmations, the address the coins go to (the ` +
    `logged-in wallet) and what is available. Code ${C.wrongCoin} for a coin that cannot be withdrawn.`,
  coinQuery,
  withdrawConfigWire,
);

export const walletWithdraw = funds(
  'withdraw',
  'POST',
  'Withdraws from the fund account to the logged-in wallet address; the amount leaves the fund account at ' +
    'once (a rejection gives it back with a "withdraw return" record). The same request_id answers the same ' +
    `withdrawal. Codes: ${C.belowMinimum} below the minimum, ${C.insufficientBalance} over the available ` +
    `balance, ${C.wrongCoin} a coin other than NADI.`,
  z.object({ coin: coinText, amount: amountText, request_id: requestId }),
  withdrawalWire,
);

export const walletWithdrawList = funds(
  'withdrawList',
  'GET',
  "The user's withdrawals, newest first, with status 0–3, confirmations, hash, and a rejection's reason and refund.",
  pageParams,
  pageOf(withdrawalWire),
);

export const walletTransfer = funds(
  'transfer',
  'POST',
  'Moves a coin between the fund account (1) and the trade account (2), either way. The same request_id ' +
    `answers the same transfer. Codes: ${C.insufficientBalance} over the source's available balance, ` +
    `${C.wrongAccount} any other pair of accounts.`,
  z.object({
    from_account: accountCode,
    to_account: accountCode,
    coin: coinText,
    amount: amountText,
    request_id: requestId,
  }),
  transferWire,
);

export const walletTransferList = funds(
  'transferList',
  'GET',
  "The user's transfers between the fund and the trade account, newest first.",
  pageParams,
  pageOf(transferWire),
);

export const walletExchangeQuote = funds(
  'exchangeQuote',
  'GET',
  'A price for exchanging `amount` of from_coin into to_coin (NADI ↔ USDT) in the fund account, valid until ' +
    `expire_time. Codes: ${C.wrongCoin} an unsupported pair, ${C.belowMinimum} below the minimum, ` +
    `${C.insufficientBalance} more than the fund account holds.`,
  z.object({ from_coin: coinText, to_coin: coinText, amount: amountText }),
  exchangeQuoteWire,
);

export const walletExchange = funds(
  'exchange',
  'POST',
  'Exchanges at a quote: takes amount of from_coin and credits receive of to_coin in the fund account, ' +
    `with two money-log records. Codes: ${C.quoteExpired} quote expired or used, ${C.insufficientBalance} ` +
    'the balance no longer covers it.',
  z.object({ quote_id: z.string().check(z.minLength(1)), request_id: requestId }),
  exchangeWire,
);

export const walletMoneyLog = funds(
  'moneyLog',
  'GET',
  'Money-log records, newest first; `types` filters by type codes (comma-separated); `counts` gives ' +
    'the number of records per type over the whole log.',
  z.extend(pageParams, { types: z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/))) }),
  moneyLogWire,
);

export const walletIncomeLog = funds(
  'incomeLog',
  'GET',
  'The income records only (the income types of the money log), newest first, with totals per coin for ' +
    'today and all time.',
  pageParams,
  incomeLogWire,
);

export const FUNDS_ENDPOINTS = [
  walletAssets,
  walletDepositAddress,
  walletDepositList,
  walletWithdrawConfig,
  walletWithdraw,
  walletWithdrawList,
  walletTransfer,
  walletTransferList,
  walletExchangeQuote,
  walletExchange,
  walletMoneyLog,
  walletIncomeLog,
] as const;
