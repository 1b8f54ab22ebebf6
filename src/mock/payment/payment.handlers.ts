import Decimal from 'decimal.js';
import {
  PAY_CODES,
  payBalance,
  payChainIntent,
  payChainSubmit,
  payDestroyQuota,
  payMethods,
  payStatus,
} from '../../adapters/api/catalogue/payment.schema';
import { ORDER_STATUS_CODES, ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { subtractAmounts } from '../../domain/shared/money';
import {
  fail,
  type HandlerResult,
  type Implementation,
  implementAuthed,
  invalid,
  type MockEnv,
  ok,
} from '../core/handler';
import type { MockState, MockUser } from '../core/mock-state';
import { randomHex } from '../core/random';
import { type MockOrder, type MockPayment, orderBook } from '../orders/orders.state';
import { creditOrderFromChain } from './chain-credit';
import { openOnChain } from './chain-open';
import { countMethodsAnswer, quoteFactor } from './payment.state';
import {
  type ChainCheck,
  checkOnChain,
  contractsOf,
  loadOrder,
  PAY_CONFIRMATIONS,
  type PayChain,
  type PayTokenSymbol,
  payStatusOf,
  priceIn,
  purchaseRecordType,
  releaseWithheld,
  settlePending,
  spendable,
  takeFromBalance,
  takeFromQuota,
  tokenDecimals,
} from './payment-ledger';
import { plainNativeTransfers } from './plain-transfers';

const PAY_CHAINS: readonly PayChain[] = ['BSC', 'NADI'];
const PAY_TOKENS: readonly PayTokenSymbol[] = ['USDT', 'NADI', 'BNB'];

const notFound = () => fail(PAY_CODES.orderNotFound, 'order not found');
const notPayable = (why: string) => fail(PAY_CODES.notPayable, why);
const inProgress = () => fail(PAY_CODES.inProgress, 'a transaction is already recorded for this order');

const statusWire = (order: MockOrder) => ({
  order_id: order.id,
  status: payStatusOf(order),
  tx_hash: order.payment.txHash,
  paid_by: order.payment.paidBy,
});

type Intent = NonNullable<MockPayment['intent']>;

const intentWire = (order: MockOrder, intent: Intent, orderRef: string) => ({
  order_id: order.id,
  order_ref: orderRef,
  chain: intent.chain,
  chain_id: intent.chainId,
  token: intent.token,
  amount: intent.amount,
  balance_part: intent.balancePart,
  payment_contract: intent.paymentContract,
  receiver: intent.receiver,
  token_contract: intent.tokenContract,
  decimals: intent.decimals,
  confirmations: intent.confirmations,
  expires_at: intent.expiresAt ?? order.expiresAt,
});

/** Destroy mining cannot be paid with destroy quota (it is what makes the quota). */
const quotaAllowed = (order: MockOrder) => order.orderType !== ORDER_TYPE_CODES.destroyMining;

/** Refuses an order that cannot take a new payment: paid, cancelled, or with a transaction pending. */
const refusal = (order: MockOrder): HandlerResult<never> | null => {
  const status = payStatusOf(order);
  if (status === 'paid') return notPayable('order already paid');
  if (status === 'cancelled') return notPayable('order cancelled or expired');
  return status === 'pending' ? inProgress() : null;
};

/**
 * Pays an order off chain from the balance or the destroy quota, exactly its total. Idempotent: a paid
 * order answers its state and is not charged again. A mixed intent's withheld balance is given back first.
 */
export const payOffChain = (
  state: MockState,
  user: MockUser,
  order: MockOrder,
  source: 'balance' | 'destroy_quota',
  now: number,
) => {
  if (payStatusOf(order) === 'paid') return ok(statusWire(order));
  const refused = refusal(order);
  if (refused) return refused;
  const total = new Decimal(order.totalPrice);
  if (source === 'balance') {
    if (spendable(user, order).lt(total)) return fail(PAY_CODES.insufficientBalance, 'insufficient balance');
    releaseWithheld(state, order, now);
    takeFromBalance(state, user, total, order, purchaseRecordType(order), now);
  } else {
    if (!quotaAllowed(order)) return fail(PAY_CODES.methodNotAllowed, 'destroy quota cannot pay this order');
    const quota = new Decimal(state.userById(user.id)?.destroyPool ?? '0');
    if (quota.lt(total)) return fail(PAY_CODES.insufficientQuota, 'insufficient destroy quota');
    releaseWithheld(state, order, now);
    takeFromQuota(state, user, quota, order, now);
  }
  order.payment = { ...order.payment, paidBy: source, txHash: null, txStatus: null };
  order.status = ORDER_STATUS_CODES.paid;
  orderBook(state).saveOrder(order);
  return ok(statusWire(order));
};

/**
 * The payment calls (catalogue `pay.*`, proposed). Every order is the user's own (someone else's is not
 * found); an unpaid order past its expiry is cancelled on the next look, after a look on the attached
 * chain for its payment (chain-credit.ts: money that moved is credited even when its hash was never
 * reported). `check` decides whether a transaction is on chain (default: the attached local chain, see
 * `checkOnChain`).
 */
export const createPaymentHandlers = (check: ChainCheck = checkOnChain): readonly Implementation[] => {
  /** The user's order as it stands now: its payment looked for on chain, then expired if due. */
  const current = async (state: MockState, user: MockUser, id: number, env: MockEnv) => {
    await creditOrderFromChain(state, user, id, env, check);
    return loadOrder(state, user.id, id, env.now());
  };
  return [
    implementAuthed(payMethods, async ({ input, user, state, env }) => {
      const order = await current(state, user, input.order_id, env);
      if (!order) return notFound();
      const usdt = order.totalPrice;
      // A quote that changes between calls (payment.state.ts): the price in every coin times the factor.
      const factor = quoteFactor(state, order.id);
      const answer = ok({
        order_id: order.id,
        status: payStatusOf(order),
        amount: usdt,
        unit: 'USDT',
        expire_time: order.expiresAt,
        balance: { enabled: true, available: spendable(user, order).toFixed() },
        destroy_quota: { enabled: quotaAllowed(order), available: user.destroyPool },
        mixed: true,
        chains: PAY_CHAINS.map((chain) => ({
          chain,
          tokens: PAY_TOKENS.map((token) => ({ token, amount: priceIn(token, usdt, factor) })),
        })),
      });
      countMethodsAnswer(state, order.id);
      return answer;
    }),

    implementAuthed(payBalance, async ({ input, user, state, env }) => {
      const order = await current(state, user, input.order_id, env);
      return order ? payOffChain(state, user, order, 'balance', env.now()) : notFound();
    }),

    implementAuthed(payDestroyQuota, async ({ input, user, state, env }) => {
      const order = await current(state, user, input.order_id, env);
      return order ? payOffChain(state, user, order, 'destroy_quota', env.now()) : notFound();
    }),

    /**
     * The same chain, token and balance part answer the same intent (no second withholding); other choices
     * replace it while no transaction is recorded. The balance part is withheld from the balance now.
     */
    implementAuthed(payChainIntent, async ({ input, user, state, env }) => {
      const order = await current(state, user, input.order_id, env);
      if (!order) return notFound();
      const refused = refusal(order);
      if (refused) return refused;
      const balancePart = new Decimal(input.balance_part ?? '0');
      const total = new Decimal(order.totalPrice);
      if (balancePart.isNegative() || balancePart.gte(total)) {
        return invalid('balance_part must be at least 0 and leave something to pay on chain');
      }
      const existing = order.payment.intent;
      const orderRef = order.payment.orderRef ?? `0x${randomHex(env.random, 64)}`;
      if (
        existing &&
        existing.chain === input.chain &&
        existing.token === input.token &&
        balancePart.eq(existing.balancePart)
      ) {
        return ok(intentWire(order, existing, orderRef));
      }
      if (spendable(user, order).lt(balancePart))
        return fail(PAY_CODES.insufficientBalance, 'insufficient balance');
      releaseWithheld(state, order, env.now());
      takeFromBalance(state, user, balancePart, order, 'withholdingBalance', env.now());
      const contracts = contractsOf(input.chain, env, state);
      const native = input.token === 'BNB';
      const intent: Intent = {
        chain: input.chain,
        token: input.token,
        chainId: contracts.chainId,
        balancePart: balancePart.toFixed(),
        amount: priceIn(
          input.token,
          subtractAmounts(total, balancePart).toFixed(),
          quoteFactor(state, order.id),
        ),
        paymentContract: native && plainNativeTransfers(state) ? null : contracts.paymentContract,
        receiver: contracts.receiver,
        tokenContract: native ? null : contracts.tokens[input.token as 'USDT' | 'NADI'],
        decimals: tokenDecimals(input.token),
        confirmations: PAY_CONFIRMATIONS,
      };
      order.payment = {
        ...order.payment,
        withheld: balancePart.toFixed(),
        orderRef,
        intent,
        txHash: null,
        txStatus: null,
      };
      orderBook(state).saveOrder(order);
      // Opened on chain with exactly these terms before the app may pay (chain-open.ts): else nothing to pay.
      try {
        await openOnChain(env, orderRef, user.address, intent);
      } catch (error) {
        releaseWithheld(state, order, env.now());
        orderBook(state).saveOrder(order);
        const why = error instanceof Error ? error.message : String(error);
        return fail(500, `the order could not be opened on chain: ${why}`);
      }
      return ok(intentWire(order, intent, orderRef));
    }),

    /** Records the hash at once (pending), then asks the chain; the same hash again changes nothing. */
    implementAuthed(payChainSubmit, async ({ input, user, state, env }) => {
      const order = await current(state, user, input.order_id, env);
      if (!order) return notFound();
      const hash = input.tx_hash.toLowerCase();
      const status = payStatusOf(order);
      const sameHash = order.payment.txHash === hash;
      if (status === 'paid') return sameHash ? ok(statusWire(order)) : notPayable('order already paid');
      if (status === 'cancelled') return notPayable('order cancelled or expired');
      if (status === 'pending' && !sameHash) return inProgress();
      if (!order.payment.intent) return invalid('no chain intent for this order');
      const reused = orderBook(state)
        .ordersOf(user.id)
        .some((o) => o.id !== order.id && o.payment.txHash === hash);
      if (reused) return invalid('this transaction was reported for another order');
      if (!sameHash) {
        order.payment = { ...order.payment, txHash: hash, txStatus: 'pending' };
        orderBook(state).saveOrder(order);
      }
      return ok(statusWire(await settlePending(state, order, user.address, env, check)));
    }),

    implementAuthed(payStatus, async ({ input, user, state, env }) => {
      const order = await current(state, user, input.order_id, env);
      return order ? ok(statusWire(await settlePending(state, order, user.address, env, check))) : notFound();
    }),
  ];
};

/** The payment calls with the default chain check. */
export const PAYMENT_HANDLERS: readonly Implementation[] = createPaymentHandlers();
