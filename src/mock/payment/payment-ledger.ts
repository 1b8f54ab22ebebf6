import Decimal from 'decimal.js';
import type { FundRecordType } from '../../domain/funds/fund-record-type';
import { ORDER_STATUS_CODES, ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { addAmounts, divideAmounts, multiplyAmounts, subtractAmounts } from '../../domain/shared/money';
import type { MockEnv } from '../core/handler';
import type { LocalChainSettings, OnChainVerdict } from '../core/local-chain';
import type { MockState, MockUser } from '../core/mock-state';
import { recordMovement } from '../funds/funds-ledger';
import { MOCK_CONTRACTS, NADI_PRICE } from '../home/home.handlers';
import { type MockOrder, orderBook } from '../orders/orders.state';
import { announcedOverride, isRefused, overridden } from './payment.state';

/**
 * The payment rules of the mock backend over MockState: what an order's payment status is, expiry,
 * balance withheld for mixed intents, prices per token, and confirming a transaction on chain.
 */

export type PayChain = 'BSC' | 'NADI';
export type PayTokenSymbol = 'USDT' | 'NADI' | 'BNB';
export type PayStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'cancelled';

/** Made-up BNB price in USDT, for BNB payments of USDT-priced orders. */
export const BNB_PRICE = '600';
/** USDT per unit of each token. */
const PRICES: Readonly<Record<PayTokenSymbol, string>> = { USDT: '1', NADI: NADI_PRICE, BNB: BNB_PRICE };
const TOKEN_DECIMALS = 18;
/** Confirmations the mock asks for before it calls a payment done. */
export const PAY_CONFIRMATIONS = 1;

/** A payment the app reported, as the chain check needs it. */
export interface ChainClaim {
  readonly chain: PayChain;
  readonly txHash: string;
  readonly orderRef: string;
  readonly token: PayTokenSymbol;
  /** Whole units of `token`, as in the intent. */
  readonly amount: string;
  readonly payer: string;
  readonly confirmations: number;
}

/** Whether the chain shows the claimed payment; injectable so that tests need no chain. */
export type ChainCheck = (claim: ChainClaim, env: MockEnv) => Promise<OnChainVerdict>;

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The real chain the Node server attached for payments on `chain`, if any (the NADI chain's, BSC's stand-in). */
export const localChainOf = (chain: PayChain, env: MockEnv): LocalChainSettings | undefined =>
  chain === 'NADI' ? env.nadiChain.localChain : env.bscChain;

/**
 * The default check: on a local chain the Node server attached (for the NADI chain, and for BSC when its
 * stand-in is announced), the transaction must really be there (`env.confirmOnChain`, the server's
 * chain-watch.ts). Without a chain to look at (the in-page demo, BSC mainnet) a well-formed hash is taken
 * as confirmed.
 */
export const checkOnChain: ChainCheck = async (claim, env) => {
  const local = localChainOf(claim.chain, env);
  if (local && env.confirmOnChain) {
    const token = claim.token === 'BNB' ? local.nativeSymbol : claim.token;
    const payment = {
      txHash: claim.txHash,
      orderRef: claim.orderRef,
      token,
      amount: claim.amount,
      payer: claim.payer,
    };
    return env.confirmOnChain(local, payment, { confirmations: claim.confirmations });
  }
  return TX_HASH.test(claim.txHash) ? 'confirmed' : 'mismatch';
};

export interface ChainContracts {
  readonly chainId: number;
  readonly paymentContract: string;
  readonly receiver: string;
  readonly tokens: Readonly<Record<'USDT' | 'NADI', string>>;
}

/** The contracts of a chain as the mock has them (the attached local chain's, else made-up ones). */
const ownContractsOf = (chain: PayChain, env: MockEnv): ChainContracts => {
  const local = localChainOf(chain, env);
  if (local) {
    const { chainId, paymentContract, receiver, tokens } = local;
    return { chainId, paymentContract, receiver, tokens };
  }
  return chain === 'NADI'
    ? {
        chainId: env.nadiChain.chainId,
        paymentContract: MOCK_CONTRACTS.nadiPayment,
        receiver: MOCK_CONTRACTS.nadiReceiver,
        tokens: { USDT: MOCK_CONTRACTS.nadiUsdt, NADI: MOCK_CONTRACTS.nadiNadi },
      }
    : {
        chainId: 56,
        paymentContract: MOCK_CONTRACTS.bscPayment,
        receiver: MOCK_CONTRACTS.bscReceiver,
        tokens: { USDT: MOCK_CONTRACTS.bscUsdt, NADI: MOCK_CONTRACTS.bscNadi },
      };
};

/**
 * The contracts of a chain, as common.config announces them: with `state`, what a control call announces in
 * their place (`POST /__mock/payment/config`, payment-lies.ts).
 */
export const contractsOf = (chain: PayChain, env: MockEnv, state?: MockState): ChainContracts => {
  const own = ownContractsOf(chain, env);
  const override = state && announcedOverride(state, chain);
  return override ? { chainId: own.chainId, ...overridden(own, own.paymentContract, override) } : own;
};

/**
 * `usdt` in `token`, rounded up at the token's 18 decimals so that the payment always covers the price;
 * times `factor` when the order's quote changed (`POST /__mock/payment/quote`).
 */
export const priceIn = (token: PayTokenSymbol, usdt: string, factor: Decimal = new Decimal(1)): string => {
  const exact = divideAmounts(new Decimal(usdt), new Decimal(PRICES[token])) ?? new Decimal(0);
  return multiplyAmounts(exact, factor).toDecimalPlaces(TOKEN_DECIMALS, Decimal.ROUND_UP).toFixed();
};

export const tokenDecimals = (_token: PayTokenSymbol): number => TOKEN_DECIMALS;

/** The payment status the calls answer, from the order's status and its payment record. */
export const payStatusOf = (order: MockOrder): PayStatus => {
  if (order.status === ORDER_STATUS_CODES.cancelled) return 'cancelled';
  if (order.status !== ORDER_STATUS_CODES.toPay || order.payment.paidBy !== null) return 'paid';
  if (order.payment.txStatus === 'pending') return 'pending';
  return order.payment.txStatus === 'failed' ? 'failed' : 'unpaid';
};

/** What the user may spend from the balance on this order: the balance plus what its intent withholds. */
export const spendable = (user: MockUser, order: MockOrder): Decimal =>
  addAmounts(new Decimal(user.balance), new Decimal(order.payment.withheld));

/**
 * The money-log type of paying an order from the balance or the destroy quota, naming what was bought: a node,
 * destroy mining, a gold bar, or a device (the spec's "node or device" purchase).
 */
export const purchaseRecordType = (order: MockOrder): FundRecordType =>
  order.orderType === ORDER_TYPE_CODES.buyNode
    ? 'nodePurchase'
    : order.orderType === ORDER_TYPE_CODES.destroyMining
      ? 'destroyMining'
      : order.orderType === ORDER_TYPE_CODES.buyGold
        ? 'goldPurchase'
        : 'balancePurchase';

/**
 * Gives the withheld balance back (a 'refundBalance' record in the money log) and drops the intent (the
 * caller saves the order). The balance is the fund account's USDT (funds/funds-ledger.ts).
 */
export const releaseWithheld = (state: MockState, order: MockOrder, now: number = Date.now()): void => {
  const user = state.userById(order.userId);
  const withheld = new Decimal(order.payment.withheld);
  if (user && !withheld.isZero()) {
    state.updateUser(user.id, { balance: addAmounts(new Decimal(user.balance), withheld).toFixed() });
    recordMovement(state, user.id, 'fund', 'USDT', withheld, 'refundBalance', `order#${order.id}`, now);
  }
  order.payment.withheld = '0';
  order.payment.intent = null;
};

/**
 * Takes `amount` from the user's balance for `order` (the caller checked it is there), with its money-log
 * record of `type` (a purchase, or the withholding of a mixed payment's balance part).
 */
export const takeFromBalance = (
  state: MockState,
  user: MockUser,
  amount: Decimal,
  order: MockOrder,
  type: FundRecordType,
  now: number,
): void => {
  if (amount.isZero()) return;
  const current = state.userById(user.id)?.balance ?? user.balance;
  state.updateUser(user.id, { balance: subtractAmounts(new Decimal(current), amount).toFixed() });
  recordMovement(state, user.id, 'fund', 'USDT', amount.negated(), type, `order#${order.id}`, now);
};

/** Pays `order` from the destroy quota (`quota`, which the caller checked covers it), with its record. */
export const takeFromQuota = (
  state: MockState,
  user: MockUser,
  quota: Decimal,
  order: MockOrder,
  now: number,
) => {
  const total = new Decimal(order.totalPrice);
  state.updateUser(user.id, { destroyPool: subtractAmounts(quota, total).toFixed() });
  const type = purchaseRecordType(order);
  recordMovement(state, user.id, 'destroyQuota', 'USDT', total.negated(), type, `order#${order.id}`, now);
};

/**
 * The order as it stands now: an unpaid order past its expiry with no transaction in flight is cancelled
 * (its withheld balance given back). Undefined when the user has no such order.
 */
export const loadOrder = (
  state: MockState,
  userId: number,
  id: number,
  now: number,
): MockOrder | undefined => {
  const order = orderBook(state).order(userId, id);
  if (!order) return undefined;
  const due = order.status === ORDER_STATUS_CODES.toPay && Date.parse(order.expiresAt) <= now;
  if (due && order.payment.txStatus !== 'pending' && order.payment.paidBy === null) {
    releaseWithheld(state, order, now);
    order.status = ORDER_STATUS_CODES.cancelled;
    orderBook(state).saveOrder(order);
  }
  return order;
};

/**
 * Asks the chain about the order's pending transaction and records the verdict: confirmed → paid (by
 * chain, or mixed when balance was withheld, which is then spent); mismatch → failed, withheld balance
 * given back, the order payable again; pending → unchanged. Answers the order as it is afterwards.
 */
export const settlePending = async (
  state: MockState,
  order: MockOrder,
  payer: string,
  env: MockEnv,
  check: ChainCheck,
): Promise<MockOrder> => {
  const { txHash, intent, orderRef } = order.payment;
  if (order.payment.txStatus !== 'pending' || !txHash || !intent || !orderRef) return order;
  const claim = {
    chain: intent.chain,
    txHash,
    orderRef,
    token: intent.token,
    amount: intent.amount,
    payer,
    confirmations: intent.confirmations,
  };
  const checked = await check(claim, env);
  // A server that refuses the order's payment (`POST /__mock/payment/refuse`) fails it however it was mined.
  const verdict = checked === 'confirmed' && isRefused(state, order.id) ? 'mismatch' : checked;
  // The check took time: act only if the order still waits for this very transaction.
  const now = orderBook(state).order(order.userId, order.id);
  if (now?.payment.txStatus !== 'pending' || now.payment.txHash !== txHash) return now ?? order;
  if (verdict === 'confirmed') {
    now.payment.paidBy = new Decimal(now.payment.withheld).isZero() ? 'chain' : 'mixed';
    now.payment.withheld = '0';
    now.payment.txStatus = 'confirmed';
    now.status = ORDER_STATUS_CODES.paid;
  } else if (verdict === 'mismatch') {
    releaseWithheld(state, now, env.now());
    now.payment.txStatus = 'failed';
  }
  orderBook(state).saveOrder(now);
  return now;
};
