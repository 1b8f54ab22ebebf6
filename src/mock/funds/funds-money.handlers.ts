import type Decimal from 'decimal.js';
import { getAddress } from 'ethers';
import {
  FUNDS_CODES,
  walletExchange,
  walletExchangeQuote,
  walletTransfer,
  walletWithdraw,
} from '../../adapters/api/catalogue/funds.schema';
import { ACCOUNT_KIND_CODES, parseAccountKind } from '../../domain/funds/account-kind';
import { WITHDRAW_STATUS_CODES } from '../../domain/funds/withdraw-status';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import { randomHex } from '../core/random';
import { requestLocale } from '../core/request-language';
import { fundsData, type MockQuote, type MockWithdrawal, nextFundsId } from './funds.state';
import { advanceFunds } from './funds-advance';
import { ledgerFor, money, moneyText } from './funds-ledger';
import { REQUEST_REFUSALS } from './funds-refusals';
import { isExchangePair, quoteFigures, withdrawFee } from './funds-rules';
import { EXCHANGE_MINIMUM, fundsSettings, WITHDRAW_CONFIRMATIONS, WITHDRAW_RULES } from './funds-settings';
import { exchangeWireOf, quoteWireOf, transferWireOf, withdrawalWireOf } from './funds-wire';

const C = FUNDS_CODES;
const iso = (ms: number) => new Date(ms).toISOString();

const insufficient = (current: Decimal, required: Decimal, message = 'insufficient balance') =>
  fail(C.insufficientBalance, message, {
    current: moneyText(current),
    required: moneyText(required),
  });
const belowMinimum = (minimum: string, coin: string) =>
  fail(C.belowMinimum, `below the minimum of ${minimum} ${coin}`, { minimum });

/** Quotes expired an hour ago are forgotten (an expired one is still named "expired" until then). */
const FORGET_QUOTES_AFTER_MS = 3_600_000;

/** The calls that move money: withdraw, transfer, quote and exchange. Each request id answers once. */
export const FUNDS_MONEY_HANDLERS: readonly Implementation[] = [
  implementAuthed(walletWithdraw, async ({ state, env, user, input, headers }) => {
    // Refusals in the person's language, as the server answers every call (the `lang` header).
    const locale = requestLocale(headers);
    await advanceFunds(state, env);
    const now = env.now();
    const ledger = ledgerFor(state, user.id, now);
    const same = ledger.data.withdrawals.find((w) => w.requestId === input.request_id);
    if (same) return ok(withdrawalWireOf(same, locale));
    const coin = input.coin.toUpperCase();
    if (coin !== WITHDRAW_RULES.coin) return fail(C.wrongCoin, REQUEST_REFUSALS.onlyNadi[locale]);
    const amount = money(input.amount);
    if (amount.lt(WITHDRAW_RULES.minimum)) {
      const minimum = `${WITHDRAW_RULES.minimum} ${coin}`;
      return fail(C.belowMinimum, REQUEST_REFUSALS.belowMinimum[locale].replace('{minimum}', minimum), {
        minimum: WITHDRAW_RULES.minimum,
      });
    }
    const current = ledger.available('fund', coin);
    if (amount.gt(current)) return insufficient(current, amount, REQUEST_REFUSALS.insufficient[locale]);
    const fee = withdrawFee(amount);
    const withdrawal: MockWithdrawal = {
      id: nextFundsId(state),
      requestId: input.request_id,
      coin,
      chain: WITHDRAW_RULES.chain,
      amount: moneyText(amount),
      fee: moneyText(fee),
      received: moneyText(amount.minus(fee)),
      address: getAddress(user.address),
      status: WITHDRAW_STATUS_CODES.processing,
      confirmations: 0,
      required: WITHDRAW_CONFIRMATIONS,
      txHash: null,
      reason: null,
      refunded: null,
      createdAt: iso(now),
      updatedAt: iso(now),
      review: 'pending',
      requestedAt: now,
      sentAt: null,
      onChain: false,
    };
    ledger.move('fund', coin, amount.negated(), 'withdraw', `withdraw#${withdrawal.id}`, now);
    ledger.data.withdrawals.push(withdrawal);
    return ok(withdrawalWireOf(withdrawal, locale));
  }),

  implementAuthed(walletTransfer, async ({ state, env, user, input }) => {
    await advanceFunds(state, env);
    const now = env.now();
    const ledger = ledgerFor(state, user.id, now);
    const same = ledger.data.transfers.find((t) => t.requestId === input.request_id);
    if (same) return ok(transferWireOf(same));
    const from = parseAccountKind(input.from_account);
    const to = parseAccountKind(input.to_account);
    const pair = `${from}>${to}`;
    if (pair !== 'fund>trade' && pair !== 'trade>fund')
      return fail(C.wrongAccount, 'a transfer goes between the fund and the trade account');
    if (from === 'unknown' || to === 'unknown') return fail(C.wrongAccount, 'unknown account');
    const coin = input.coin.toUpperCase();
    if (coin !== 'USDT' && coin !== 'NADI') return fail(C.wrongCoin, `${coin} cannot be transferred`);
    const amount = money(input.amount);
    const current = ledger.available(from, coin);
    if (amount.gt(current)) return insufficient(current, amount);
    const id = nextFundsId(state);
    ledger.move(from, coin, amount.negated(), 'transferOut', `transfer#${id}`, now);
    ledger.move(to, coin, amount, 'transferIn', `transfer#${id}`, now);
    const transfer = {
      id,
      requestId: input.request_id,
      from: ACCOUNT_KIND_CODES[from],
      to: ACCOUNT_KIND_CODES[to],
      coin,
      amount: moneyText(amount),
      createdAt: iso(now),
    };
    ledger.data.transfers.push(transfer);
    return ok(transferWireOf(transfer));
  }),

  implementAuthed(walletExchangeQuote, async ({ state, env, user, input }) => {
    await advanceFunds(state, env);
    const now = env.now();
    const from = input.from_coin.toUpperCase();
    const to = input.to_coin.toUpperCase();
    if (!isExchangePair(from, to)) return fail(C.wrongCoin, `no exchange from ${from} to ${to}`);
    const amount = money(input.amount);
    const minimum = EXCHANGE_MINIMUM[from] ?? '0';
    if (amount.lt(minimum)) return belowMinimum(minimum, from);
    const current = ledgerFor(state, user.id, now).available('fund', from);
    if (amount.gt(current)) return insufficient(current, amount);
    const data = fundsData(state);
    data.fundsQuotes = data.fundsQuotes.filter((q) => q.expiresAt > now - FORGET_QUOTES_AFTER_MS);
    const quote: MockQuote = {
      id: `Q${nextFundsId(state)}${randomHex(env.random, 8)}`,
      userId: user.id,
      from,
      to,
      amount: moneyText(amount),
      ...quoteFigures(from, to, amount),
      expiresAt: now + fundsSettings(env.funds).quoteMs,
    };
    data.fundsQuotes.push(quote);
    return ok(quoteWireOf(quote));
  }),

  implementAuthed(walletExchange, async ({ state, env, user, input }) => {
    await advanceFunds(state, env);
    const now = env.now();
    const ledger = ledgerFor(state, user.id, now);
    const same = ledger.data.exchanges.find((e) => e.requestId === input.request_id);
    if (same) return ok(exchangeWireOf(same));
    const quote = fundsData(state).fundsQuotes.find((q) => q.id === input.quote_id && q.userId === user.id);
    if (!quote) return fail(C.notFound, 'quote not found');
    if (quote.expiresAt <= now) return fail(C.quoteExpired, 'quote expired or used: ask a new one');
    const amount = money(quote.amount);
    const current = ledger.available('fund', quote.from);
    if (amount.gt(current)) return insufficient(current, amount);
    // Used up: the same quote again answers "expired or used".
    quote.expiresAt = now;
    const id = nextFundsId(state);
    ledger.move('fund', quote.from, amount.negated(), 'exchange', `exchange#${id}`, now);
    ledger.move('fund', quote.to, money(quote.receive), 'exchange', `exchange#${id}`, now);
    const { from, to, price, fee, receive } = quote;
    const exchange = {
      id,
      requestId: input.request_id,
      from,
      to,
      amount: quote.amount,
      price,
      fee,
      receive,
      createdAt: iso(now),
    };
    ledger.data.exchanges.push(exchange);
    return ok(exchangeWireOf(exchange));
  }),
];
