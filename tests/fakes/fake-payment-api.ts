import Decimal from 'decimal.js';
import type { ChainIntentRequest, PaymentApi } from '../../src/application/payment/payment-api.port';
import type {
  ChainIntent,
  ChainOption,
  PaidBy,
  PaymentOptions,
  PaymentState,
  PaymentStatus,
} from '../../src/domain/payment/payment-method';
import { AppError } from '../../src/domain/shared/app-error';
import { multiplyAmounts, subtractAmounts } from '../../src/domain/shared/money';
import type { Unknown } from '../../src/domain/shared/wire-enum';

export interface FakeOrder {
  amount: Decimal;
  status: PaymentStatus | Unknown;
  txHash: string | null;
  paidBy: PaidBy | null;
  intent: ChainIntent | null;
}

type Call = keyof PaymentApi;

const ALL_CHAINS: ChainOption[] = [
  {
    chain: 'BSC',
    tokens: [
      { token: 'USDT', amount: new Decimal(0) },
      { token: 'NADI', amount: new Decimal(0) },
      { token: 'BNB', amount: new Decimal(0) },
    ],
  },
  { chain: 'NADI', tokens: [{ token: 'USDT', amount: new Decimal(0) }] },
];

export const CONTRACTS = {
  payment: '0x00000000000000000000000000000000000000a1',
  receiver: '0x00000000000000000000000000000000000000b2',
  usdt: '0x00000000000000000000000000000000000000c3',
  nadi: '0x00000000000000000000000000000000000000d4',
} as const;

/**
 * The payment server in memory, for one user: orders by id, the user's balance and destroy quota. Paying
 * calls keep the server's rules (idempotent per order, the same intent twice, a hash recorded at once).
 * A pending hash is confirmed after `confirmAfterPolls` status polls (0: at the first). `failWith` fails a
 * call; `calls` logs every call in order.
 */
export class FakePaymentApi implements PaymentApi {
  readonly orders = new Map<number, FakeOrder>();
  balance = new Decimal(500);
  destroyQuota = new Decimal(0);
  unit = 'USDT';
  mixed = true;
  chains: ChainOption[] = ALL_CHAINS;
  balanceEnabled = true;
  destroyQuotaEnabled = true;
  /** Converts the chain part into the token's amount (1:1 by default). */
  rate = new Decimal(1);
  confirmAfterPolls = 0;
  /** The verdict of the chain on a pending hash once its polls are done. */
  verdict: 'paid' | 'failed' = 'paid';
  failWith: Partial<Record<Call, AppError>> = {};
  readonly calls: Array<{ call: Call; args: unknown[] }> = [];
  intentsCreated = 0;
  private polls = 0;

  addOrder(id: number, amount: string | Decimal, fields: Partial<FakeOrder> = {}): void {
    this.orders.set(id, {
      amount: new Decimal(amount),
      status: 'unpaid',
      txHash: null,
      paidBy: null,
      intent: null,
      ...fields,
    });
  }

  count(call: Call): number {
    return this.calls.filter((c) => c.call === call).length;
  }

  async methods(orderId: number): Promise<PaymentOptions> {
    this.enter('methods', [orderId], orderId);
    const options = this.optionsOf(orderId);
    if (this.quoteMovesBy) this.rate = multiplyAmounts(this.rate, this.quoteMovesBy);
    return options;
  }

  /** After each `methods` answer the quote is multiplied by this (a server whose price moves between calls). */
  quoteMovesBy: Decimal | null = null;

  /** What `methods` answers now, without counting a call (the figures a sheet would show). */
  optionsOf(orderId: number): PaymentOptions {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    return {
      orderId,
      status: order.status,
      amount: order.amount,
      unit: this.unit,
      expiresAt: new Date(Date.UTC(2030, 0, 1)),
      balance: { enabled: this.balanceEnabled, available: this.balance },
      destroyQuota: { enabled: this.destroyQuotaEnabled, available: this.destroyQuota },
      mixed: this.mixed,
      // The quote: the whole price in each token, at `rate` (what the intent's amount is checked against).
      chains: this.chains.map(({ chain, tokens }) => ({
        chain,
        tokens: tokens.map(({ token }) => ({ token, amount: multiplyAmounts(order.amount, this.rate) })),
      })),
    };
  }

  async payByBalance(orderId: number): Promise<PaymentState> {
    const order = this.enter('payByBalance', [orderId], orderId);
    if (order.status === 'paid') return this.state(orderId);
    if (this.balance.lt(order.amount)) throw new AppError('insufficient-balance', { code: 4101 });
    this.balance = subtractAmounts(this.balance, order.amount);
    Object.assign(order, { status: 'paid', paidBy: 'balance' });
    return this.state(orderId);
  }

  async payByDestroyQuota(orderId: number): Promise<PaymentState> {
    const order = this.enter('payByDestroyQuota', [orderId], orderId);
    if (order.status === 'paid') return this.state(orderId);
    if (this.destroyQuota.lt(order.amount)) throw new AppError('insufficient-balance', { code: 4102 });
    this.destroyQuota = subtractAmounts(this.destroyQuota, order.amount);
    Object.assign(order, { status: 'paid', paidBy: 'destroyQuota' });
    return this.state(orderId);
  }

  async chainIntent(request: ChainIntentRequest): Promise<ChainIntent> {
    const order = this.enter('chainIntent', [request], request.orderId);
    const { intent } = order;
    if (
      intent &&
      intent.chain === request.chain &&
      intent.token === request.token &&
      intent.balancePart.eq(request.balancePart)
    ) {
      return intent;
    }
    if (this.balance.lt(request.balancePart)) throw new AppError('insufficient-balance', { code: 4101 });
    this.intentsCreated += 1;
    const native = request.token === 'BNB';
    order.intent = {
      orderId: request.orderId,
      orderRef: `0x${request.orderId.toString(16).padStart(64, '0')}`,
      chain: request.chain,
      chainId: request.chain === 'BSC' ? 56 : 97,
      token: request.token,
      amount: multiplyAmounts(subtractAmounts(order.amount, request.balancePart), this.rate),
      balancePart: request.balancePart,
      paymentContract: CONTRACTS.payment,
      receiver: CONTRACTS.receiver,
      tokenContract: native ? null : request.token === 'NADI' ? CONTRACTS.nadi : CONTRACTS.usdt,
      decimals: 18,
      confirmations: 2,
      expiresAt: new Date(Date.UTC(2030, 0, 1)),
    };
    return order.intent;
  }

  async chainSubmit(orderId: number, txHash: string): Promise<PaymentState> {
    const order = this.enter('chainSubmit', [orderId, txHash], orderId);
    if (order.status === 'pending' && order.txHash !== txHash) {
      throw new AppError('payment-failed', { code: 4104 });
    }
    if (order.status !== 'paid') Object.assign(order, { status: 'pending', txHash });
    return this.state(orderId);
  }

  async status(orderId: number): Promise<PaymentState> {
    const order = this.enter('status', [orderId], orderId);
    if (order.status === 'pending') {
      this.polls += 1;
      if (this.polls > this.confirmAfterPolls) {
        this.polls = 0;
        if (this.verdict === 'paid') {
          const mixed = order.intent?.balancePart.gt(0) ?? false;
          if (mixed && order.intent) this.balance = subtractAmounts(this.balance, order.intent.balancePart);
          Object.assign(order, { status: 'paid', paidBy: mixed ? 'mixed' : 'chain' });
        } else {
          order.status = 'failed';
        }
      }
    }
    return this.state(orderId);
  }

  state(orderId: number): PaymentState {
    const order = this.orders.get(orderId);
    if (!order) throw new AppError('server-exception', { code: 404 });
    return { orderId, status: order.status, txHash: order.txHash, paidBy: order.paidBy };
  }

  private enter(call: Call, args: unknown[], orderId: number): FakeOrder {
    this.calls.push({ call, args });
    const failure = this.failWith[call];
    if (failure) throw failure;
    const order = this.orders.get(orderId);
    if (!order) throw new AppError('server-exception', { code: 404 });
    return order;
  }
}
