import { DEPOSIT_STATUS_CODES } from '../../domain/funds/deposit-status';
import { WITHDRAW_STATUS_CODES } from '../../domain/funds/withdraw-status';
import type { MockEnv } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { randomHex } from '../core/random';
import { settlePledges } from '../pledge/pledge-clock';
import { fundsData, type MockWithdrawal } from './funds.state';
import { scanChainDeposits } from './funds-chain-scan';
import { creditActivitySettlements, ledgerFor, listReleases, money } from './funds-ledger';
import { type FundsMockSettings, fundsSettings } from './funds-settings';
import { attachedChain, rejectWithdrawal, settleDeposit } from './funds-settle';

const W = WITHDRAW_STATUS_CODES;
const D = DEPOSIT_STATUS_CODES;
const iso = (ms: number) => new Date(ms).toISOString();

/** Reviews, sends and follows one withdrawal as far as it can go now. */
const advanceWithdrawal = async (
  state: MockState,
  env: MockEnv,
  settings: FundsMockSettings,
  userId: number,
  w: MockWithdrawal,
): Promise<void> => {
  const now = env.now();
  if (w.review === 'pending' && now - w.requestedAt >= settings.reviewMs) {
    if (money(w.amount).gt(settings.reviewLimit)) {
      rejectWithdrawal(
        state,
        userId,
        w,
        { kind: 'review-limit', limit: settings.reviewLimit, coin: w.coin },
        now,
      );
      return;
    }
    w.review = 'approved';
    w.updatedAt = iso(now);
  }
  const chain = attachedChain(env, w.chain);
  if (w.review === 'approved' && w.status === W.processing && w.sentAt === null) {
    if (chain && env.fundsChain) {
      // Marked first, so that a second look while the send is under way does not send again.
      w.sentAt = now;
      w.onChain = true;
      try {
        w.txHash = await env.fundsChain.send(chain, 'NADI', w.address, w.received);
      } catch {
        w.sentAt = null;
        return;
      }
    } else {
      w.sentAt = now;
      w.txHash = `0x${randomHex(env.random, 64)}`;
    }
    w.status = W.confirming;
    w.updatedAt = iso(env.now());
  }
  if (w.status !== W.confirming || w.sentAt === null || w.txHash === null) return;
  let confirmations: number | null;
  if (w.onChain) {
    if (!chain || !env.fundsChain) return;
    try {
      confirmations = await env.fundsChain.confirmations(chain, w.txHash);
    } catch {
      return;
    }
  } else {
    confirmations = Math.floor((env.now() - w.sentAt) / settings.blockMs);
  }
  if (confirmations === null) {
    rejectWithdrawal(state, userId, w, { kind: 'chain-failed' }, env.now());
    return;
  }
  const next = Math.min(w.required, Math.max(w.confirmations, confirmations));
  if (next !== w.confirmations) w.updatedAt = iso(env.now());
  w.confirmations = next;
  if (next >= w.required) w.status = W.completed;
};

/** Simulated deposits (no chain) count one confirmation per `blockMs` from when they were seen. */
const advanceSimulatedDeposits = (state: MockState, now: number, settings: FundsMockSettings): void => {
  for (const ledger of fundsData(state).fundsLedgers) {
    for (const deposit of ledger.deposits) {
      if (deposit.status !== D.confirming || deposit.block !== null) continue;
      const counted = Math.floor((now - deposit.seenAt) / settings.blockMs);
      deposit.confirmations = Math.min(deposit.required, Math.max(deposit.confirmations, counted));
      settleDeposit(state, ledger.userId, deposit, now);
    }
  }
};

const running = new WeakMap<MockState, Promise<void>>();

const advanceOnce = async (state: MockState, env: MockEnv): Promise<void> => {
  const settings = fundsSettings(env.funds);
  advanceSimulatedDeposits(state, env.now(), settings);
  await scanChainDeposits(state, env);
  for (const ledger of [...fundsData(state).fundsLedgers]) {
    const open = ledgerFor(state, ledger.userId, env.now());
    creditActivitySettlements(open, env.now());
    listReleases(open, env.now());
    // Savings releases due are paid into the fund account, so the balance and money log show them.
    settlePledges(state, env.now(), ledger.userId);
    for (const withdrawal of ledger.withdrawals) {
      if (withdrawal.status === W.completed || withdrawal.status === W.failed) continue;
      await advanceWithdrawal(state, env, settings, ledger.userId, withdrawal);
    }
  }
};

/**
 * Brings every ledger up to now: withdrawals reviewed (approved after the review delay, or rejected over the
 * review limit and refunded), sent (on the attached chain from the hot wallet, else simulated) and followed to
 * their confirmations; deposits detected on attached chains, counted and credited; simulated deposits counted
 * on the clock; savings releases that fell due paid (pledge-clock.ts). No timers: the handlers call it on every funds call, and the Node server may call it on its
 * own clock too. Runs one at a time per state (a second call waits for the first, then looks again); a chain
 * that does not answer is asked again next time.
 */
export const advanceFunds = (state: MockState, env: MockEnv): Promise<void> => {
  const previous = running.get(state) ?? Promise.resolve();
  const next = previous.then(() => advanceOnce(state, env));
  running.set(
    state,
    next.catch(() => {}),
  );
  return next;
};
