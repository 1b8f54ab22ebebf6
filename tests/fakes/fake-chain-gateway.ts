import Decimal from 'decimal.js';
import type {
  ChainGateway,
  PaidEvent,
  PayAsset,
  TxHash,
} from '../../src/application/payment/chain-gateway.port';
import type { ChainParams, Wallet } from '../../src/application/wallet/wallet.port';
import type { AppError } from '../../src/domain/shared/app-error';
import { addAmounts, subtractAmounts } from '../../src/domain/shared/money';
import { CONTRACTS } from './fake-payment-api';

type Step =
  | 'balanceOf'
  | 'allowance'
  | 'gasCost'
  | 'approve'
  | 'payOrder'
  | 'transfer'
  | 'tokenDecimals'
  | 'tokenSymbol'
  | 'waitForConfirmation'
  | 'findPayments'
  | 'headBlock';
type GasKind = 'approve' | 'transfer' | 'native-transfer';

/**
 * A chain in memory: balances by asset symbol, one allowance per token, gas prices per kind. An approval
 * sets the allowance when it is confirmed (unless `approvalTakes` is false); a payment moves the amount to
 * `received` and uses the allowance up. `failWith` fails a step; `hold()` keeps confirmations waiting until
 * `release()`. Every call is logged in `log` in order.
 */
export class FakeChainGateway implements ChainGateway {
  balances = new Map<string, Decimal>([
    ['USDT', new Decimal(1000)],
    ['NADI', new Decimal(50000)],
    ['BNB', new Decimal(1)],
  ]);
  allowances = new Map<string, Decimal>();
  gas: Record<GasKind, Decimal> = {
    approve: new Decimal('0.0002'),
    transfer: new Decimal('0.0003'),
    'native-transfer': new Decimal('0.0001'),
  };
  failWith: Partial<Record<Step, AppError | Error>> = {};
  /** Hashes whose confirmation fails with this error (a revert is AppError('payment-failed')). */
  readonly failingHashes = new Map<string, AppError | Error>();
  approvalTakes = true;
  readonly log: string[] = [];
  readonly approvals: Array<{ token: string; spender: string; amount: Decimal }> = [];
  readonly payments: Array<{
    token: string;
    contract: string;
    orderRef: string;
    amount: Decimal;
    hash: string;
    /** The sending account and the token contract paid with (null: the native coin), as `Paid` records them. */
    payer: string;
    tokenContract: string | null;
  }> = [];
  /** The next payment is broadcast (it moves the money) but its hash never reaches the app, as in a reload. */
  losePaymentHash = false;
  /** How often the engine looked on chain for an earlier payment of an order (not in `log`). */
  finds = 0;
  readonly transfers: Array<{ token: string; to: string; amount: Decimal }> = [];
  /** Every transaction the account sent, with the block it was mined in (one block per transaction). */
  readonly mined: Array<{ token: string; to: string; amount: Decimal; hash: string; block: number }> = [];
  /** The head block `headBlock` answers (one block per mined transaction unless set). */
  head: number | null = null;
  received = new Map<string, Decimal>();
  private hashes = 0;
  private readonly pendingApprovals = new Map<string, { token: string; amount: Decimal }>();
  private gate: { promise: Promise<void>; release: () => void } | null = null;

  async balanceOf(_w: Wallet, _c: ChainParams, asset: PayAsset): Promise<Decimal> {
    this.step('balanceOf', asset.symbol);
    return this.balances.get(asset.symbol) ?? new Decimal(0);
  }

  async allowance(_w: Wallet, _c: ChainParams, asset: PayAsset): Promise<Decimal> {
    this.step('allowance', asset.symbol);
    return this.allowances.get(asset.symbol) ?? new Decimal(0);
  }

  async gasCost(_w: Wallet, _c: ChainParams, kind: GasKind): Promise<Decimal> {
    this.step('gasCost', kind);
    return this.gas[kind];
  }

  async approve(
    _w: Wallet,
    _c: ChainParams,
    asset: PayAsset,
    spender: string,
    amount: Decimal,
  ): Promise<TxHash> {
    this.step('approve', `${asset.symbol}:${amount.toFixed()}`);
    this.approvals.push({ token: asset.symbol, spender, amount });
    const hash = this.nextHash();
    this.pendingApprovals.set(hash, { token: asset.symbol, amount });
    return hash;
  }

  async payOrder(
    _w: Wallet,
    _c: ChainParams,
    asset: PayAsset,
    contract: string,
    orderRef: string,
    amount: Decimal,
  ): Promise<TxHash> {
    this.step('payOrder', `${asset.symbol}:${amount.toFixed()}`);
    const hash = this.nextHash();
    const payer = (_w as { address?: string }).address ?? '';
    this.payments.push({
      token: asset.symbol,
      contract,
      orderRef,
      amount,
      hash,
      payer,
      tokenContract: asset.contract,
    });
    if (asset.contract !== null) {
      const allowed = this.allowances.get(asset.symbol) ?? new Decimal(0);
      this.allowances.set(asset.symbol, subtractAmounts(allowed, amount));
    }
    this.move(asset.symbol, amount);
    if (this.losePaymentHash) {
      this.losePaymentHash = false;
      throw new TypeError('Failed to fetch');
    }
    return hash;
  }

  async findPayments(
    _w: Wallet,
    _c: ChainParams,
    search: Parameters<ChainGateway['findPayments']>[2],
  ): Promise<readonly PaidEvent[]> {
    this.finds += 1;
    const failure = this.failWith.findPayments;
    if (failure) throw failure;
    return this.payments
      .filter(
        (p) =>
          p.contract === search.paymentContract &&
          p.orderRef === search.orderRef &&
          !this.failingHashes.has(p.hash),
      )
      .map((p) => ({ txHash: p.hash, payer: p.payer, token: p.tokenContract, amount: p.amount }));
  }

  /** Someone else's `pay()` of the reference (another account, or another token or amount): a front-run. */
  payFromElsewhere(payment: {
    contract: string;
    orderRef: string;
    payer: string;
    tokenContract: string | null;
    amount: Decimal;
  }): string {
    const hash = this.nextHash();
    this.payments.push({ ...payment, token: 'OTHER', hash });
    return hash;
  }

  async headBlock(): Promise<number> {
    const failure = this.failWith.headBlock;
    if (failure) throw failure;
    return this.head ?? this.mined.length + this.payments.length;
  }

  /** What `tokenDecimals` answers for every token. */
  decimals = 18;

  async tokenDecimals(_w: Wallet, _c: ChainParams, contract: string): Promise<number> {
    this.step('tokenDecimals', contract);
    return this.decimals;
  }

  /** What `tokenSymbol` answers, by lower-cased contract: the fake payment server's two tokens unless set. */
  readonly symbols = new Map<string, string>([
    [CONTRACTS.usdt, 'USDT'],
    [CONTRACTS.nadi, 'NADI'],
  ]);

  /** How often `tokenSymbol` was read (not in `log`, whose order the tests pin). */
  symbolReads = 0;

  async tokenSymbol(_w: Wallet, _c: ChainParams, contract: string): Promise<string> {
    const failure = this.failWith.tokenSymbol;
    if (failure) throw failure;
    this.symbolReads += 1;
    return this.symbols.get(contract.toLowerCase()) ?? 'UNKNOWN';
  }

  async transfer(_w: Wallet, _c: ChainParams, asset: PayAsset, to: string, amount: Decimal): Promise<TxHash> {
    this.step('transfer', `${asset.symbol}:${amount.toFixed()}`);
    this.transfers.push({ token: asset.symbol, to, amount });
    this.move(asset.symbol, amount);
    const hash = this.nextHash();
    this.mined.push({ token: asset.symbol, to, amount, hash, block: this.mined.length + 1 });
    if (this.losePaymentHash) {
      this.losePaymentHash = false;
      throw new TypeError('Failed to fetch');
    }
    return hash;
  }

  async waitForConfirmation(_w: Wallet, _c: ChainParams, hash: TxHash): Promise<void> {
    this.step('waitForConfirmation', hash);
    if (this.gate) await this.gate.promise;
    const failure = this.failingHashes.get(hash);
    if (failure) throw failure;
    const approval = this.pendingApprovals.get(hash);
    if (approval && this.approvalTakes) this.allowances.set(approval.token, approval.amount);
    this.pendingApprovals.delete(hash);
  }

  /** Confirmations wait until `release()`. */
  hold(): void {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.gate = { promise, release };
  }

  release(): void {
    this.gate?.release();
    this.gate = null;
  }

  /** The hash the next transaction will get. */
  get nextHashValue(): string {
    return `0x${(this.hashes + 1).toString(16).padStart(64, '0')}`;
  }

  /** How many calls of a step were made. */
  count(step: Step): number {
    return this.log.filter((entry) => entry.startsWith(`${step}:`)).length;
  }

  private step(step: Step, detail: string): void {
    this.log.push(`${step}:${detail}`);
    const failure = this.failWith[step];
    if (failure) throw failure;
  }

  private move(symbol: string, amount: Decimal): void {
    this.balances.set(symbol, subtractAmounts(this.balances.get(symbol) ?? new Decimal(0), amount));
    this.received.set(symbol, addAmounts(this.received.get(symbol) ?? new Decimal(0), amount));
  }

  private nextHash(): string {
    this.hashes += 1;
    return `0x${this.hashes.toString(16).padStart(64, '0')}`;
  }
}
