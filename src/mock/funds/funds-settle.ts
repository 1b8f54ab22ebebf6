import { DEPOSIT_STATUS_CODES } from '../../domain/funds/deposit-status';
import { WITHDRAW_STATUS_CODES } from '../../domain/funds/withdraw-status';
import type { MockEnv } from '../core/handler';
import type { LocalChainSettings } from '../core/local-chain';
import type { MockState } from '../core/mock-state';
import type { MockDeposit, MockWithdrawal } from './funds.state';
import { ledgerOf, money } from './funds-ledger';
import { refusalText, type WithdrawRefusal } from './funds-refusals';
import { DEPOSIT_MINIMUM } from './funds-settings';

const W = WITHDRAW_STATUS_CODES;
const D = DEPOSIT_STATUS_CODES;
const iso = (ms: number) => new Date(ms).toISOString();

/** The attached chain a funds chain key stands for, when the Node server attached one and gave the hooks. */
export const attachedChain = (env: MockEnv, chain: string): LocalChainSettings | undefined => {
  if (!env.fundsChain) return undefined;
  return chain === 'NADI' ? env.nadiChain.localChain : chain === 'BSC' ? env.bscChain : undefined;
};

/** Credits a deposit that reached its confirmations (or marks it below the minimum); the caller saves nothing else. */
export const settleDeposit = (state: MockState, userId: number, deposit: MockDeposit, now: number): void => {
  if (deposit.status !== D.confirming || deposit.confirmations < deposit.required) return;
  if (money(deposit.amount).lt(DEPOSIT_MINIMUM[deposit.coin] ?? '0')) {
    deposit.status = D.belowMinimum;
    return;
  }
  deposit.status = D.credited;
  deposit.creditedAt = iso(now);
  ledgerOf(state, userId, now)?.move(
    'fund',
    deposit.coin,
    money(deposit.amount),
    'crossChainDeposit',
    `deposit#${deposit.id}`,
    now,
  );
};

/** Rejects a withdrawal under way: status 3 with the reason (worded for each reader), the whole amount back with a 'withdrawReturn' record. */
export const rejectWithdrawal = (
  state: MockState,
  userId: number,
  withdrawal: MockWithdrawal,
  refusal: WithdrawRefusal,
  now: number,
): void => {
  withdrawal.review = 'rejected';
  withdrawal.status = W.failed;
  withdrawal.reason = refusalText(refusal, 'en');
  withdrawal.refusal = refusal;
  withdrawal.refunded = withdrawal.amount;
  withdrawal.updatedAt = iso(now);
  const ref = `withdraw#${withdrawal.id}`;
  ledgerOf(state, userId, now)?.move(
    'fund',
    withdrawal.coin,
    money(withdrawal.amount),
    'withdrawReturn',
    ref,
    now,
  );
};
