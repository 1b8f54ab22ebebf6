import Decimal from 'decimal.js';
import { ACCOUNT_KIND_CODES, type AccountKind } from '../../domain/funds/account-kind';
import { FUND_RECORD_CODES, type FundRecordType } from '../../domain/funds/fund-record-type';
import { activitySettlements } from '../activity/activity.state';
import type { MockState, MockUser } from '../core/mock-state';
import { SEED_USERS } from '../core/seed-users';
import { goldCarReleaseRecords } from '../gold/releases';
import { type FundRecord, fundsData, type MockLedger, nextFundsId } from './funds.state';
import { REGISTRATION_VIC, SEEDED_FUND_NADI, TRADE_OPENING } from './funds-settings';

/** Exact money inside the mock: 64 significant digits, never exponent notation. */
export const Money = Decimal.clone({ precision: 64, toExpNeg: -64, toExpPos: 64 });
export type Money = Decimal;
export const money = (value: Decimal.Value): Decimal => new Money(value);
/** Plain decimal text (no exponent, no trailing zeros). */
export const moneyText = (value: Decimal): string => new Money(value).toFixed();

/** The coins the fund account shows (VIC only where held). */
export const FUND_COINS = ['NADI', 'USDT', 'VIC'] as const;
export const TRADE_COINS = ['USDT', 'NADI'] as const;

const HOUR = 3_600_000;
const SEEDED_IDS = new Set(SEED_USERS.map((user) => user.id));

/**
 * A user's ledger the first time the funds feature sees them: the registration VIC gift (a 'registrationVic'
 * record at registration), the trade account's demo grant, and for the seeded users a past NADI deposit
 * and two income records, so that every balance has the records that explain it.
 */
const openLedger = (state: MockState, user: MockUser, now: number): MockLedger => {
  const ledger: MockLedger = {
    userId: user.id,
    fund: { NADI: '0', VIC: '0' },
    trade: Object.fromEntries(
      Object.entries(TRADE_OPENING).map(([coin, available]) => [coin, { available, frozen: '0' }]),
    ),
    addresses: {},
    records: [],
    deposits: [],
    withdrawals: [],
    transfers: [],
    exchanges: [],
  };
  const book = new FundsLedger(state, ledger, user.id);
  book.move('fund', 'VIC', money(REGISTRATION_VIC), 'registrationVic', null, Date.parse(user.createdAt));
  if (SEEDED_IDS.has(user.id)) {
    book.move(
      'fund',
      'NADI',
      money(SEEDED_FUND_NADI.deposit),
      'crossChainDeposit',
      null,
      Date.parse(user.createdAt),
    );
    book.move('fund', 'NADI', money(SEEDED_FUND_NADI.deviceIncome), 'deviceIncome', null, now - 24 * HOUR);
    book.move('fund', 'NADI', money(SEEDED_FUND_NADI.nodeMiningIncome), 'nodeMiningIncome', null, now - HOUR);
  }
  return ledger;
};

/**
 * One user's money: the fund account (USDT = the user's balance, the other coins in the ledger), the trade
 * account (the market's, see trade/market-accounts.ts) and the destroy quota (the user's destroy pool). Every
 * `move` writes its money-log record. Ask `ledgerOf` again after anything that may restore the state.
 */
export class FundsLedger {
  constructor(
    readonly state: MockState,
    readonly data: MockLedger,
    readonly userId: number,
  ) {}

  private get user(): MockUser {
    const user = this.state.userById(this.userId);
    if (!user) throw new Error(`no user ${this.userId}`);
    return user;
  }

  /** What an account holds of a coin, available to spend. */
  available(account: AccountKind, coin: string): Decimal {
    if (account === 'fund') return money(coin === 'USDT' ? this.user.balance : (this.data.fund[coin] ?? '0'));
    if (account === 'trade') return money(this.data.trade[coin]?.available ?? '0');
    return money(coin === 'USDT' ? this.user.destroyPool : '0');
  }

  /** Sets what an account holds of a coin, without a record (control calls and provider states). */
  set(account: AccountKind, coin: string, value: Decimal): void {
    const text = moneyText(value);
    if (account === 'fund' && coin === 'USDT') this.state.updateUser(this.userId, { balance: text });
    else if (account === 'fund') this.data.fund[coin] = text;
    else if (account === 'trade')
      this.data.trade[coin] = { available: text, frozen: this.data.trade[coin]?.frozen ?? '0' };
    else if (coin === 'USDT') this.state.updateUser(this.userId, { destroyPool: text });
    else throw new RangeError(`the destroy quota holds only USDT, not ${coin}`);
  }

  /** Adds `amount` (negative: takes it) to an account's coin and writes the money-log record. */
  move(
    account: AccountKind,
    coin: string,
    amount: Decimal,
    type: FundRecordType,
    ref: string | null,
    at: number,
  ): FundRecord {
    this.set(account, coin, this.available(account, coin).plus(amount));
    return this.record(account, coin, amount, type, ref, at);
  }

  /** Writes a money-log record of money another part of the mock moved already (the payment engine's). */
  record(
    account: AccountKind,
    coin: string,
    amount: Decimal,
    type: FundRecordType,
    ref: string | null,
    at: number,
  ): FundRecord {
    const record: FundRecord = {
      id: nextFundsId(this.state),
      type: FUND_RECORD_CODES[type],
      coin,
      amount: moneyText(amount),
      account: ACCOUNT_KIND_CODES[account],
      ref,
      time: new Date(at).toISOString(),
    };
    this.data.records.push(record);
    return record;
  }
}

/** The user's ledger, opened (with its opening records) the first time; undefined for an unknown user. */
export const ledgerOf = (state: MockState, userId: number, now: number): FundsLedger | undefined => {
  const user = state.userById(userId);
  if (!user) return undefined;
  const data = fundsData(state);
  let ledger = data.fundsLedgers.find((l) => l.userId === userId);
  if (!ledger) {
    ledger = openLedger(state, user, now);
    data.fundsLedgers.push(ledger);
    creditActivitySettlements(new FundsLedger(state, ledger, userId), now);
    listReleases(new FundsLedger(state, ledger, userId), now);
  }
  return new FundsLedger(state, ledger, userId);
};

/** As ledgerOf, for a user the caller knows exists (a handler's logged-in user). */
export const ledgerFor = (state: MockState, userId: number, now: number): FundsLedger => {
  const ledger = ledgerOf(state, userId, now);
  if (!ledger) throw new Error(`no user ${userId}`);
  return ledger;
};

/**
 * Writes the money-log record of money another part of the mock moved (the payment engine's purchases,
 * withholdings and refunds); nothing for a user that does not exist.
 */
export const recordMovement = (
  state: MockState,
  userId: number,
  account: AccountKind,
  coin: string,
  amount: Decimal,
  type: FundRecordType,
  ref: string | null,
  at: number,
): void => {
  ledgerOf(state, userId, at)?.record(account, coin, amount, type, ref, at);
};

/**
 * Credits the user's activity settlements (the activity feature settles an activity once it has ended) to the
 * fund account, each once, with its "activity settlement" record dated at the settlement.
 */
export const creditActivitySettlements = (ledger: FundsLedger, now: number): void => {
  const type = FUND_RECORD_CODES.activitySettlement;
  // A settlement is known by its time and amount (one per activity, dated at its end): its record carries no
  // reference, as income records do not.
  const credited = new Set(
    ledger.data.records.filter((r) => r.type === type).map((r) => `${r.time} ${r.amount} ${r.coin}`),
  );
  for (const settlement of activitySettlements(ledger.state, ledger.userId, now).reverse()) {
    const at = Date.parse(settlement.createdAt);
    const amount = money(settlement.amount);
    if (credited.has(`${new Date(at).toISOString()} ${moneyText(amount)} ${settlement.unit}`)) continue;
    ledger.move('fund', settlement.unit, amount, 'activitySettlement', null, at);
  }
};

/**
 * Lists the gold and car releases (the gold feature pays them to the balance, fund USDT) in the money log,
 * each once, as "gold and car order release" records dated at the release.
 */
export const listReleases = (ledger: FundsLedger, now: number): void => {
  const listed = new Set(ledger.data.records.map((record) => record.ref));
  for (const release of goldCarReleaseRecords(ledger.state, ledger.userId, now).reverse()) {
    const ref = `${release.kind}-release#${release.orderNo}@${release.time}`;
    if (listed.has(ref)) continue;
    ledger.record(
      'fund',
      'USDT',
      money(release.amount),
      'goldCarOrderRelease',
      ref,
      Date.parse(release.time),
    );
  }
};
