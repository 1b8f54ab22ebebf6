import { DEPOSIT_STATUS_CODES } from '../../domain/funds/deposit-status';
import { WITHDRAW_STATUS_CODES } from '../../domain/funds/withdraw-status';
import type { MockFeature } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import { FUNDS_HANDLERS } from './funds.handlers';
import { FUNDS_SLICE, fundsData, type MockQuote, type MockWithdrawal, nextFundsId } from './funds.state';
import { advanceFunds } from './funds-advance';
import { FUNDS_CONTROLS } from './funds-control';
import { type FundsLedger, ledgerFor, money, moneyText } from './funds-ledger';
import { depositAddressOf, quoteFigures, withdrawFee } from './funds-rules';
import {
  DEFAULT_FUNDS_SETTINGS,
  DEPOSIT_CONFIRMATIONS,
  FUNDS_SETTINGS_PART,
  WITHDRAW_CONFIRMATIONS,
} from './funds-settings';
import { rejectWithdrawal, settleDeposit } from './funds-settle';

/** The request id of the rejected withdrawal of "the user has a funds history" (the Pact sends it again). */
export const PACT_WITHDRAW_REQUEST_ID = 'pact-withdraw-0001';
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A credited deposit of `amount` on `chain`, seen and credited at `at`. */
const creditedDeposit = (
  state: MockState,
  user: MockUser,
  ledger: FundsLedger,
  coin: string,
  amount: string,
  at: number,
) => {
  const deposit = {
    id: nextFundsId(state),
    coin,
    chain: 'NADI',
    amount,
    txHash: `0x${nextFundsId(state).toString(16).padStart(64, 'd')}`,
    from: user.address,
    to: depositAddressOf(user.id, 'NADI'),
    confirmations: DEPOSIT_CONFIRMATIONS,
    required: DEPOSIT_CONFIRMATIONS,
    status: DEPOSIT_STATUS_CODES.confirming,
    createdAt: iso(at),
    creditedAt: null,
    seenAt: at,
    block: null,
    chainId: null,
  };
  ledger.data.deposits.push(deposit);
  settleDeposit(state, user.id, deposit, at);
};

/** A withdrawal of `amount` NADI made at `at` (its amount taken from the fund account). */
const withdrawal = (
  state: MockState,
  user: MockUser,
  ledger: FundsLedger,
  amount: string,
  requestId: string,
  at: number,
) => {
  const fee = withdrawFee(money(amount));
  const w: MockWithdrawal = {
    id: nextFundsId(state),
    requestId,
    coin: 'NADI',
    chain: 'NADI',
    amount,
    fee: moneyText(fee),
    received: moneyText(money(amount).minus(fee)),
    address: user.address,
    status: WITHDRAW_STATUS_CODES.processing,
    confirmations: 0,
    required: WITHDRAW_CONFIRMATIONS,
    txHash: null,
    reason: null,
    refunded: null,
    createdAt: iso(at),
    updatedAt: iso(at),
    review: 'pending',
    requestedAt: at,
    sentAt: null,
    onChain: false,
  };
  ledger.move('fund', 'NADI', money(amount).negated(), 'withdraw', `withdraw#${w.id}`, at);
  ledger.data.withdrawals.push(w);
  return w;
};

/**
 * Every kind of movement, in the past: a credited USDT deposit, a completed withdrawal, a rejected one
 * (refunded), a transfer each way and an exchange, with their money-log records.
 */
const fundsHistory = (state: MockState, user: MockUser, now: number) => {
  const ledger = ledgerFor(state, user.id, now);
  creditedDeposit(state, user, ledger, 'USDT', '250', now - 48 * HOUR);
  const done = withdrawal(state, user, ledger, '100', 'pact-withdraw-done', now - 30 * HOUR);
  Object.assign(done, {
    review: 'approved',
    status: WITHDRAW_STATUS_CODES.completed,
    confirmations: WITHDRAW_CONFIRMATIONS,
    txHash: `0x${'c'.repeat(64)}`,
    sentAt: now - 30 * HOUR,
  });
  const rejected = withdrawal(state, user, ledger, '15000', PACT_WITHDRAW_REQUEST_ID, now - 20 * HOUR);
  rejectWithdrawal(
    state,
    user.id,
    rejected,
    { kind: 'review-limit', limit: '10000', coin: 'NADI' },
    now - 20 * HOUR,
  );
  for (const [from, to] of [
    ['fund', 'trade'],
    ['trade', 'fund'],
  ] as const) {
    const id = nextFundsId(state);
    const at = now - (from === 'fund' ? 10 : 5) * HOUR;
    ledger.move(from, 'USDT', money(-10), 'transferOut', `transfer#${id}`, at);
    ledger.move(to, 'USDT', money(10), 'transferIn', `transfer#${id}`, at);
    ledger.data.transfers.push({
      id,
      requestId: `pact-transfer-${id}`,
      from: from === 'fund' ? 1 : 2,
      to: to === 'fund' ? 1 : 2,
      coin: 'USDT',
      amount: '10',
      createdAt: iso(at),
    });
  }
  const figures = quoteFigures('NADI', 'USDT', money(100));
  const id = nextFundsId(state);
  ledger.move('fund', 'NADI', money(-100), 'exchange', `exchange#${id}`, now - HOUR);
  ledger.move('fund', 'USDT', money(figures.receive), 'exchange', `exchange#${id}`, now - HOUR);
  ledger.data.exchanges.push({
    id,
    requestId: 'pact-exchange-0001',
    from: 'NADI',
    to: 'USDT',
    amount: '100',
    ...figures,
    createdAt: iso(now - HOUR),
  });
  return {};
};

/** A quote of 100 NADI → USDT for the user, valid from `now` for the default time (or expired when `expired`). */
const openQuote = (state: MockState, user: MockUser, now: number, expired: boolean) => {
  ledgerFor(state, user.id, now);
  const quote: MockQuote = {
    id: `Q${nextFundsId(state)}pact`,
    userId: user.id,
    from: 'NADI',
    to: 'USDT',
    amount: '100',
    ...quoteFigures('NADI', 'USDT', money(100)),
    expiresAt: expired ? now - 1000 : now + 10 * DEFAULT_FUNDS_SETTINGS.quoteMs,
  };
  fundsData(state).fundsQuotes.push(quote);
  return { quote_id: quote.id };
};

/** The funds feature: ledgers per user shared with payments and the market (see src/mock/README.md, "Funds"). */
export const FUNDS_FEATURE: MockFeature = {
  name: 'funds',
  handlers: FUNDS_HANDLERS,
  slice: FUNDS_SLICE,
  controls: FUNDS_CONTROLS,
  settings: FUNDS_SETTINGS_PART,
  // Deposits on the attached chains detected, counted and credited; withdrawals reviewed, sent, followed;
  // savings releases that fell due paid into the fund accounts (pledge-clock.ts, run by advanceFunds).
  serverTick: advanceFunds,
  providerStates: [
    { name: 'the user has a funds history', apply: ({ state, user, now }) => fundsHistory(state, user, now) },
    {
      name: 'the user has an exchange quote',
      apply: ({ state, user, now }) => openQuote(state, user, now, false),
    },
    {
      name: 'the user has an expired exchange quote',
      apply: ({ state, user, now }) => openQuote(state, user, now, true),
    },
    {
      name: 'the user has an exchange quote the fund account no longer covers',
      apply: ({ state, user, now }) => {
        const answer = openQuote(state, user, now, false);
        ledgerFor(state, user.id, now).set('fund', 'NADI', money(50));
        return answer;
      },
    },
  ],
};
