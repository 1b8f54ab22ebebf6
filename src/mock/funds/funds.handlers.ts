import { getAddress } from 'ethers';
import {
  walletAssets,
  walletDepositAddress,
  walletDepositList,
  walletIncomeLog,
  walletMoneyLog,
  walletTransferList,
  walletWithdrawConfig,
  walletWithdrawList,
} from '../../adapters/api/catalogue/funds.schema';
import { ACCOUNT_KIND_CODES, type AccountKind } from '../../domain/funds/account-kind';
import { FUND_RECORD_CODES, INCOME_RECORD_TYPES } from '../../domain/funds/fund-record-type';
import { WITHDRAW_STATUS_CODES } from '../../domain/funds/withdraw-status';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import { pageAnswer } from '../core/paging';
import { requestLocale } from '../core/request-language';
import type { FundRecord } from './funds.state';
import { advanceFunds } from './funds-advance';
import { startScanning } from './funds-chain-scan';
import { type FundsLedger, ledgerFor, money, moneyText } from './funds-ledger';
import { FUNDS_MONEY_HANDLERS } from './funds-money.handlers';
import { canDeposit, depositAddressOf, PRICES, priceOf } from './funds-rules';
import {
  DEPOSIT_CONFIRMATIONS,
  DEPOSIT_MINIMUM,
  fundsSettings,
  WITHDRAW_CONFIRMATIONS,
  WITHDRAW_RULES,
} from './funds-settings';
import { depositWireOf, newestFirst, recordWire, transferWireOf, withdrawalWireOf } from './funds-wire';

const PENDING = new Set<number>([WITHDRAW_STATUS_CODES.processing, WITHDRAW_STATUS_CODES.confirming]);
const INCOME_CODES = new Set<number>(INCOME_RECORD_TYPES.map((type) => FUND_RECORD_CODES[type]));

/** One coin of one account, valued in USDT at the prices of the answer. */
const asset = (coin: string, available: string, frozen: string) => ({
  coin,
  available,
  frozen,
  usdt_value: moneyText(money(available).plus(frozen).times(priceOf(coin))),
});

/** The accounts as `wallet/assets` lists them; the fund account's frozen NADI is what withdrawals under way hold. */
const accountsOf = (ledger: FundsLedger) => {
  const withdrawing = (coin: string) =>
    ledger.data.withdrawals
      .filter((w) => w.coin === coin && PENDING.has(w.status))
      .reduce((sum, w) => sum.plus(w.amount), money(0));
  const fundOf = (coin: string) =>
    asset(coin, moneyText(ledger.available('fund', coin)), moneyText(withdrawing(coin)));
  const vicHeld = ledger.available('fund', 'VIC').gt(0) || ledger.data.records.some((r) => r.coin === 'VIC');
  const line = (account: AccountKind, assets: ReturnType<typeof asset>[]) => ({
    account: ACCOUNT_KIND_CODES[account],
    assets,
  });
  return [
    line('fund', [fundOf('NADI'), fundOf('USDT'), ...(vicHeld ? [fundOf('VIC')] : [])]),
    line(
      'trade',
      ['NADI', 'USDT'].map((coin) => {
        const balance = ledger.data.trade[coin] ?? { available: '0', frozen: '0' };
        return asset(coin, balance.available, balance.frozen);
      }),
    ),
    line('destroyQuota', [asset('USDT', moneyText(ledger.available('destroyQuota', 'USDT')), '0')]),
  ];
};

/** Income totals per coin: today (the server's UTC day) and all time. */
const incomeTotals = (records: readonly FundRecord[], now: number) => {
  const today = new Date(now).toISOString().slice(0, 10);
  const coins = [...new Set(records.map((r) => r.coin))];
  return coins.map((coin) => {
    const mine = records.filter((r) => r.coin === coin);
    const sum = (list: readonly FundRecord[]) => moneyText(list.reduce((s, r) => s.plus(r.amount), money(0)));
    return { coin, today: sum(mine.filter((r) => r.time.slice(0, 10) === today)), total: sum(mine) };
  });
};

/** The funds calls (`/api/v1/wallet/*`); each first brings the ledgers up to now (funds-advance.ts). */
export const FUNDS_HANDLERS: readonly Implementation[] = [
  implementAuthed(walletAssets, async ({ state, env, user }) => {
    await advanceFunds(state, env);
    const accounts = accountsOf(ledgerFor(state, user.id, env.now()));
    const total = accounts.flatMap((a) => a.assets).reduce((sum, a) => sum.plus(a.usdt_value), money(0));
    return ok({ total_usdt: moneyText(total), accounts, prices: { ...PRICES } });
  }),

  implementAuthed(walletDepositAddress, async ({ state, env, user, input }) => {
    const coin = input.coin.toUpperCase();
    const chain = input.chain.toUpperCase();
    if (!canDeposit(coin, chain)) return fail(4202, `${coin} cannot be deposited on ${chain}`);
    const ledger = ledgerFor(state, user.id, env.now());
    ledger.data.addresses[chain] ??= depositAddressOf(user.id, chain);
    const address = ledger.data.addresses[chain];
    await startScanning(state, env, chain);
    return ok({
      coin,
      chain,
      address,
      min_amount: DEPOSIT_MINIMUM[coin] ?? '0',
      confirmations: DEPOSIT_CONFIRMATIONS,
    });
  }),

  implementAuthed(walletDepositList, async ({ state, env, user, input }) => {
    await advanceFunds(state, env);
    const deposits = newestFirst(ledgerFor(state, user.id, env.now()).data.deposits, (d) => d.createdAt);
    return pageAnswer(deposits.map(depositWireOf), input.page, input.page_size);
  }),

  implementAuthed(walletWithdrawConfig, async ({ state, env, user, input }) => {
    if (input.coin.toUpperCase() !== WITHDRAW_RULES.coin) return fail(4202, 'only NADI can be withdrawn');
    await advanceFunds(state, env);
    return ok({
      coin: WITHDRAW_RULES.coin,
      chain: WITHDRAW_RULES.chain,
      min_amount: WITHDRAW_RULES.minimum,
      fee_rate: WITHDRAW_RULES.feeRate,
      min_fee: WITHDRAW_RULES.minFee,
      // Larger withdrawals are refused at review: named here so the form says so before sending.
      review_limit: fundsSettings(env.funds).reviewLimit,
      confirmations: WITHDRAW_CONFIRMATIONS,
      address: getAddress(user.address),
      available: moneyText(ledgerFor(state, user.id, env.now()).available('fund', WITHDRAW_RULES.coin)),
    });
  }),

  implementAuthed(walletWithdrawList, async ({ state, env, user, input, headers }) => {
    await advanceFunds(state, env);
    const list = newestFirst(ledgerFor(state, user.id, env.now()).data.withdrawals, (w) => w.createdAt);
    const locale = requestLocale(headers);
    return pageAnswer(
      list.map((w) => withdrawalWireOf(w, locale)),
      input.page,
      input.page_size,
    );
  }),

  implementAuthed(walletTransferList, async ({ state, env, user, input }) => {
    await advanceFunds(state, env);
    const list = newestFirst(ledgerFor(state, user.id, env.now()).data.transfers, (t) => t.createdAt);
    return pageAnswer(list.map(transferWireOf), input.page, input.page_size);
  }),

  implementAuthed(walletMoneyLog, async ({ state, env, user, input }) => {
    await advanceFunds(state, env);
    const records = newestFirst(ledgerFor(state, user.id, env.now()).data.records, (r) => r.time);
    const counts: Record<string, number> = {};
    for (const r of records) counts[r.type] = (counts[r.type] ?? 0) + 1;
    const wanted = input.types === undefined ? null : new Set(input.types.split(',').map(Number));
    const chosen = wanted ? records.filter((r) => wanted.has(r.type)) : records;
    const page = pageAnswer(chosen.map(recordWire), input.page, input.page_size);
    return page.ok ? ok({ ...page.data, counts }) : page;
  }),

  implementAuthed(walletIncomeLog, async ({ state, env, user, input }) => {
    await advanceFunds(state, env);
    const all = ledgerFor(state, user.id, env.now()).data.records.filter((r) => INCOME_CODES.has(r.type));
    const page = pageAnswer(newestFirst(all, (r) => r.time).map(recordWire), input.page, input.page_size);
    return page.ok ? ok({ ...page.data, totals: incomeTotals(all, env.now()) }) : page;
  }),

  ...FUNDS_MONEY_HANDLERS,
];
