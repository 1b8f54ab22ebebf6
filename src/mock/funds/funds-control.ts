import * as z from 'zod/mini';
import { parseAccountKind } from '../../domain/funds/account-kind';
import { DEPOSIT_STATUS_CODES } from '../../domain/funds/deposit-status';
import { WITHDRAW_STATUS_CODES } from '../../domain/funds/withdraw-status';
import type { FeatureControl, FeatureControlResult } from '../core/control';
import type { MockControlContext } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import { randomHex } from '../core/random';
import { fundsData, nextFundsId } from './funds.state';
import { ledgerFor, money, moneyText } from './funds-ledger';
import { canDeposit, depositAddressOf } from './funds-rules';
import { DEPOSIT_CONFIRMATIONS } from './funds-settings';
import { rejectWithdrawal, settleDeposit } from './funds-settle';
import { depositWireOf, withdrawalWireOf } from './funds-wire';

const amount = z.string().check(z.regex(/^\d+(\.\d{1,6})?$/));
const who = { user_id: z.optional(z.number().check(z.int())), address: z.optional(z.string()) };

const withdrawalRequest = z.object({
  id: z.number().check(z.int()),
  action: z.enum(['approve', 'reject']),
  reason: z.optional(z.string().check(z.minLength(1))),
});
const balanceRequest = z.object({
  ...who,
  account: z.number().check(z.int()),
  coin: z.string(),
  available: amount,
});
const depositRequest = z.object({
  ...who,
  coin: z.string(),
  chain: z.string(),
  amount,
  confirmations: z.optional(z.number().check(z.int(), z.nonnegative())),
});

const bad = (msg: string): FeatureControlResult => ({ ok: false, status: 400, msg });
const missing = (msg: string): FeatureControlResult => ({ ok: false, status: 404, msg });

const userOf = (state: MockState, body: { user_id?: number | undefined; address?: string | undefined }) =>
  body.user_id !== undefined ? state.userById(body.user_id) : state.userByAddress(body.address ?? '');

/** Parses the body and finds the user it names, then runs `act`. */
const forUser =
  <S extends z.ZodMiniObject>(
    schema: S,
    usage: string,
    act: (ctx: MockControlContext, user: MockUser, body: z.output<S>) => FeatureControlResult,
  ) =>
  (ctx: MockControlContext, raw: unknown): FeatureControlResult => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return bad(usage);
    const user = userOf(ctx.state, parsed.data as { user_id?: number; address?: string });
    return user ? act(ctx, user, parsed.data) : missing('no such user');
  };

/**
 * The funds feature's control calls (tests and the demo): decide a withdrawal under review at once, set a
 * balance, and make a deposit without a chain (it then confirms on the clock, or at once with
 * `confirmations` ≥ 3).
 */
export const FUNDS_CONTROLS: readonly FeatureControl<MockControlContext>[] = [
  {
    path: 'funds/withdrawal',
    run: ({ state, env }, raw) => {
      const parsed = withdrawalRequest.safeParse(raw);
      if (!parsed.success) return bad("funds/withdrawal needs {id, action: 'approve'|'reject', reason?}");
      const { id, action, reason } = parsed.data;
      const ledger = fundsData(state).fundsLedgers.find((l) => l.withdrawals.some((w) => w.id === id));
      const withdrawal = ledger?.withdrawals.find((w) => w.id === id);
      if (!ledger || !withdrawal) return missing('no such withdrawal');
      if (withdrawal.review !== 'pending' || withdrawal.status !== WITHDRAW_STATUS_CODES.processing)
        return bad('the withdrawal is not awaiting review');
      if (action === 'reject')
        rejectWithdrawal(
          state,
          ledger.userId,
          withdrawal,
          reason ? { kind: 'rejected', text: reason } : { kind: 'rejected' },
          env.now(),
        );
      // Approved: the next funds call (or the server's tick) sends it.
      else withdrawal.review = 'approved';
      return { ok: true, data: withdrawalWireOf(withdrawal, 'en') };
    },
  },
  {
    path: 'funds/balance',
    run: forUser(
      balanceRequest,
      'funds/balance needs {user_id | address, account: 1|2|3, coin, available}',
      ({ state, env }, user, body) => {
        const account = parseAccountKind(body.account);
        const coin = body.coin.toUpperCase();
        if (account === 'unknown') return bad('account must be 1 (fund), 2 (trade) or 3 (destroy quota)');
        if (account === 'destroyQuota' && coin !== 'USDT') return bad('the destroy quota holds USDT only');
        const ledger = ledgerFor(state, user.id, env.now());
        ledger.set(account, coin, money(body.available));
        return {
          ok: true,
          data: {
            user_id: user.id,
            account: body.account,
            coin,
            available: moneyText(ledger.available(account, coin)),
          },
        };
      },
    ),
  },
  {
    path: 'funds/deposit',
    run: forUser(
      depositRequest,
      'funds/deposit needs {user_id | address, coin, chain, amount, confirmations?}',
      ({ state, env }, user, body) => {
        const coin = body.coin.toUpperCase();
        const chain = body.chain.toUpperCase();
        if (!canDeposit(coin, chain)) return bad(`${coin} cannot be deposited on ${chain}`);
        const now = env.now();
        const ledger = ledgerFor(state, user.id, now);
        ledger.data.addresses[chain] ??= depositAddressOf(user.id, chain);
        const to = ledger.data.addresses[chain];
        const deposit = {
          id: nextFundsId(state),
          coin,
          chain,
          amount: body.amount,
          txHash: `0x${randomHex(env.random, 64)}`,
          from: user.address,
          to,
          confirmations: Math.min(DEPOSIT_CONFIRMATIONS, body.confirmations ?? 0),
          required: DEPOSIT_CONFIRMATIONS,
          status: DEPOSIT_STATUS_CODES.confirming,
          createdAt: new Date(now).toISOString(),
          creditedAt: null,
          seenAt: now,
          block: null,
          chainId: null,
        };
        ledger.data.deposits.push(deposit);
        settleDeposit(state, user.id, deposit, now);
        return { ok: true, data: depositWireOf(deposit) };
      },
    ),
  },
];
