import Decimal from 'decimal.js';
import type {
  ChainGateway,
  FoundTransfer,
  PayAsset,
  TransferMark,
  TxHash,
} from '../../src/application/payment/chain-gateway.port';
import type { ChainParams, Wallet } from '../../src/application/wallet/wallet.port';
import type { AppError } from '../../src/domain/shared/app-error';
import { addAmounts, subtractAmounts } from '../../src/domain/shared/money';

type Step =
  | 'balanceOf'
  | 'allowance'
  | 'gasCost'
  | 'approve'
  | 'payOrder'
  | 'transfer'
  | 'tokenDecimals'
  | 'waitForConfirmation'
  | 'findPayment'
  | 'transferMark'
  | 'findTransfer';
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
  }> = [];
  /** The next payment is broadcast (it moves the money) but its hash never reaches the app, as in a reload. */
  losePaymentHash = false;
  /** How often the engine looked on chain for an earlier payment of an order (not in `log`). */
  finds = 0;
  readonly transfers: Array<{ token: string; to: string; amount: Decimal }> = [];
  /** Every transaction the account sent, with the block it was mined in (one block per transaction). */
  readonly mined: Array<{ token: string; to: string; amount: Decimal; hash: string; block: number }> = [];
  /** A transaction of the account the node knows but has not mined: findTransfer answers 'pending'. */
  unmined = false;
  /** How often the engine looked for an earlier plain transfer (not in `log`). */
  transferFinds = 0;
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
    this.payments.push({ token: asset.symbol, contract, orderRef, amount, hash });
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

  async findPayment(_w: Wallet, _c: ChainParams, contract: string, orderRef: string): Promise<TxHash | null> {
    this.finds += 1;
    const failure = this.failWith.findPayment;
    if (failure) throw failure;
    const found = this.payments.filter(
      (p) => p.contract === contract && p.orderRef === orderRef && !this.failingHashes.has(p.hash),
    );
    return found.at(-1)?.hash ?? null;
  }

  /** What `tokenDecimals` answers for every token. */
  decimals = 18;

  async tokenDecimals(_w: Wallet, _c: ChainParams, contract: string): Promise<number> {
    this.step('tokenDecimals', contract);
    return this.decimals;
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

  async transferMark(): Promise<TransferMark> {
    this.step('transferMark', '');
    // One block and one nonce per mined transaction of the account.
    return { block: this.mined.length, nonce: this.mined.length };
  }

  async findTransfer(
    _w: Wallet,
    _c: ChainParams,
    search: Parameters<ChainGateway['findTransfer']>[2],
  ): Promise<FoundTransfer> {
    this.transferFinds += 1;
    const failure = this.failWith.findTransfer;
    if (failure) throw failure;
    if (this.unmined) return 'pending';
    const found = this.mined.find(
      (tx) =>
        tx.block > search.since.block &&
        tx.token === search.asset.symbol &&
        tx.to === search.to &&
        tx.amount.eq(search.amount) &&
        !search.except.includes(tx.hash),
    );
    return found?.hash ?? null;
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
