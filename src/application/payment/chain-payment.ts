import Decimal from 'decimal.js';
import { NATIVE_DECIMALS } from '../../domain/payment/intent-check';
import { type ChainIntent, isNativeToken } from '../../domain/payment/payment-method';
import { covers, erc20GasNeeded, nativeTotalNeeded } from '../../domain/payment/payment-rules';
import { AppError, isAppError } from '../../domain/shared/app-error';
import { clampAtZero, subtractAmounts } from '../../domain/shared/money';
import type { ChainGateway, PayAsset } from './chain-gateway.port';
import type { GasKind, OnChain } from './chain-payment-types';
import { EarlierPayment } from './earlier-payment';
import type { PaymentProgressStore } from './payment.store';
import type { PaymentApi } from './payment-api.port';
import { intentRefused, nativeTransferFailure, readFailure, shortOf } from './payment-errors';
import type { PaymentJournal } from './payment-journal';
import { checkExpiry, notSent, recordPayment } from './payment-record';
import type { PaidOrder, PaymentSettlement, SentOnChain } from './payment-settlement';
import type { PaymentTiming } from './payment-timing';
import type { PaymentWalletAccess } from './payment-wallet';
import { verifiedTokenDecimals } from './pinned-token';

/** An approval is waited for until mined once: it moves no money. */
const APPROVAL_CONFIRMATIONS = 1;

/**
 * The on-chain part of a payment, from the intent the server recorded (checked against the build's pins and
 * the confirmed quote before this runs). First the payment's record goes to lasting storage (coin, amount,
 * receiver, payer, the chain's head block), and the chain is searched for the person's own earlier payment of
 * the order (followed, never paid again). Before anything is asked of the user: the token's own symbol and
 * decimals, the token balance and the gas (read through the chain's RPC, whichever chain the wallet is on).
 * Then: connect the wallet and put it on the chain, read the allowance, ask for an approval of exactly the
 * amount when it is short (never unlimited), wait for it, pay the order through the payment contract (BNB:
 * `payNative`), record the hash at once, and wait for the confirmation. The order's expiry is checked before
 * the approval and again before the payment is sent.
 */
export class ChainPayment {
  private readonly earlier: EarlierPayment;

  constructor(
    private readonly api: PaymentApi,
    private readonly gateway: ChainGateway,
    private readonly progress: PaymentProgressStore,
    private readonly journal: PaymentJournal,
    private readonly wallets: PaymentWalletAccess,
    private readonly settlement: PaymentSettlement,
    private readonly timing: PaymentTiming,
  ) {
    this.earlier = new EarlierPayment(gateway, journal);
  }

  /** Runs from the checking-balance phase on; answers the paid order or fails with an AppError. */
  async pay(orderId: number, intent: ChainIntent, signal?: AbortSignal): Promise<PaidOrder> {
    const chain = await this.wallets.chainParams(intent.chain);
    if (chain.chainId !== intent.chainId)
      throw new AppError('system-error', { operation: 'pay.chainIntent' });
    // Every payment goes through the payment contract, which records the order and refuses a second one.
    if (intent.paymentContract === null) throw intentRefused('payment-contract');
    this.checkExpiry(intent);
    const located = await this.wallets.locate();
    const native: PayAsset = { symbol: chain.nativeSymbol, contract: null, decimals: NATIVE_DECIMALS };
    const ctx: OnChain = {
      orderId,
      intent,
      chain,
      native,
      wallet: located.wallet,
      owner: located.address,
      ...(signal && { signal }),
    };
    await recordPayment(this.journal, this.gateway, ctx);
    const paidAsset: PayAsset = isNativeToken(intent.token)
      ? native
      : { symbol: intent.token, contract: intent.tokenContract, decimals: intent.decimals };
    const earlier = await this.earlier.find(ctx, paidAsset);
    if (earlier) {
      // Money already moved for this order (its hash was lost): follow that payment, never send another.
      this.progress.enter('processingPayment');
      return this.settlement.sent(orderId, earlier, this.sentOn(ctx, isNativeToken(intent.token)));
    }
    // The coin is the intent's token: the native coin only for BNB without a contract (checked before).
    if (isNativeToken(intent.token)) {
      if (intent.tokenContract !== null) throw intentRefused('token-contract');
      return this.payNative(ctx);
    }
    if (intent.tokenContract === null) throw intentRefused('token-contract');
    return this.payToken(ctx, intent.tokenContract);
  }

  private async payToken(ctx: OnChain, tokenContract: string): Promise<PaidOrder> {
    const { intent, wallet, chain } = ctx;
    const spender = intent.paymentContract;
    if (spender === null) throw new AppError('system-error', { operation: 'pay.chainIntent' });
    // The token's own symbol and decimals, never the server's: another token is never paid as this coin,
    // and inflated decimals would multiply approval and payment.
    const decimals = await verifiedTokenDecimals(this.gateway, wallet, chain, tokenContract, intent.token);
    if (decimals !== intent.decimals) throw intentRefused('decimals');
    const asset: PayAsset = { symbol: intent.token, contract: tokenContract, decimals };

    const balance = await this.balance(ctx, asset);
    if (!covers(balance, intent.amount)) {
      throw shortOf('insufficient-balance', balance, intent.amount, intent.token, 'chain.balanceOf');
    }
    const gasHeld = await this.balance(ctx, ctx.native);
    const approvalCounted = !covers(await this.allowance(ctx, asset, spender), intent.amount);
    await this.checkGas(ctx, asset, gasHeld, approvalCounted);

    this.progress.enter('connectingWallet');
    await this.connect(ctx);

    this.progress.enter('checkingAuthorisation');
    await this.awaitEarlierApproval(ctx);
    if (!covers(await this.allowance(ctx, asset, spender), intent.amount)) {
      // Short now though not before: the approval's gas was not counted yet.
      if (!approvalCounted) await this.checkGas(ctx, asset, await this.balance(ctx, ctx.native), true);
      this.checkExpiry(intent);
      this.progress.enter('confirmingAuthorisation');
      const approveHash = await this.answered(
        ctx,
        this.gateway.approve(wallet, chain, asset, spender, intent.amount),
      );
      this.journal.update(ctx.orderId, ctx.owner, { approveHash });
      this.progress.enter('waitingAuthorisation');
      await this.waitForApproval(ctx, approveHash);
      const after = await this.allowance(ctx, asset, spender);
      if (!covers(after, intent.amount)) {
        throw shortOf('allowance-insufficient', after, intent.amount, intent.token, 'chain.allowance');
      }
    }

    this.progress.enter('processingPayment');
    const settled = await this.settledElsewhere(ctx.orderId);
    if (settled) return settled;
    // Time has passed since the first check (an approval, maybe): a payment that would revert is not sent.
    const now = await this.balance(ctx, asset);
    if (!covers(now, intent.amount)) {
      throw shortOf('chain-balance-insufficient', now, intent.amount, intent.token, 'chain.balanceOf');
    }
    return this.send(ctx, asset, () =>
      this.gateway.payOrder(wallet, chain, asset, spender, intent.orderRef, intent.amount),
    );
  }

  private async payNative(ctx: OnChain): Promise<PaidOrder> {
    const { intent, wallet, chain, native } = ctx;
    const held = await this.balance(ctx, native);
    const gas = await this.gas(ctx, 'native-transfer', native);
    if (!covers(held, intent.amount)) {
      throw shortOf('insufficient-balance', held, intent.amount, chain.nativeSymbol, 'chain.balanceOf');
    }
    if (!covers(held, nativeTotalNeeded(intent.amount, gas))) {
      const leftForGas = clampAtZero(subtractAmounts(held, intent.amount));
      throw shortOf('insufficient-gas', leftForGas, gas, chain.nativeSymbol, 'chain.gasCost');
    }

    this.progress.enter('connectingWallet');
    await this.connect(ctx);

    this.progress.enter('processingPayment');
    const settled = await this.settledElsewhere(ctx.orderId);
    if (settled) return settled;
    const contract = intent.paymentContract ?? '';
    try {
      // Through the payment contract, so that the payment carries its order reference.
      return await this.send(ctx, native, () =>
        this.gateway.payOrder(wallet, chain, native, contract, intent.orderRef, intent.amount),
      );
    } catch (error) {
      throw nativeTransferFailure(error);
    }
  }

  /**
   * Asks the wallet for the payment, the record marked first as sending: from then on the money may be out
   * even if no hash comes back (a reload, a lost connection), and the order is never paid again without a
   * look on chain. Only an answer that proves nothing went out (the person's refusal, the wallet on another
   * chain, a simulation that reverted) clears the mark. Then waits for the payment to settle. A payment that
   * reverts (in the simulation or on chain) because the reference was paid by someone else ends as
   * `paid-by-someone-else`, never as the person's payment.
   */
  private async send(ctx: OnChain, asset: PayAsset, ask: () => Promise<string>): Promise<PaidOrder> {
    this.checkExpiry(ctx.intent);
    this.journal.update(ctx.orderId, ctx.owner, { sending: true });
    let txHash: string;
    try {
      txHash = await this.answered(ctx, ask());
    } catch (error) {
      if (notSent(error)) this.journal.update(ctx.orderId, ctx.owner, { sending: false });
      await this.explainRevert(ctx, asset, error);
      throw error;
    }
    try {
      return await this.settlement.sent(ctx.orderId, txHash, this.sentOn(ctx, asset.contract === null));
    } catch (error) {
      await this.explainRevert(ctx, asset, error);
      throw error;
    }
  }

  /** A reverted payment: `paid-by-someone-else` when the reference carries another's `Paid` event. */
  private async explainRevert(ctx: OnChain, asset: PayAsset, error: unknown): Promise<void> {
    if (!isAppError(error) || error.kind !== 'payment-failed') return;
    await this.earlier.find(ctx, asset);
  }

  private checkExpiry(intent: ChainIntent): void {
    checkExpiry(intent, this.timing.now());
  }

  private async connect(ctx: OnChain): Promise<void> {
    await this.answered(ctx, this.wallets.connect({ wallet: ctx.wallet, address: ctx.owner }));
    await this.answered(ctx, this.wallets.ensureChain(ctx.wallet, ctx.chain));
  }

  /**
   * What the wallet answers, unless the person stops waiting first (`wallet-no-answer`): a wallet that never
   * answers (locked, a prompt it lost) must not hold the payment, nor its order's lock, forever. A payment
   * asked of the wallet stays marked as possibly sent: the next attempt looks on chain before sending.
   */
  private answered<T>(ctx: OnChain, asked: Promise<T>): Promise<T> {
    const { signal } = ctx;
    if (!signal) return asked;
    return new Promise<T>((resolve, reject) => {
      const stop = () => reject(new AppError('wallet-no-answer', { operation: 'wallet.request' }));
      if (signal.aborted) stop();
      signal.addEventListener('abort', stop, { once: true });
      asked.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
    });
  }

  /** Gas for the payment, and for the approval when one will be asked for, against what the wallet holds. */
  private async checkGas(ctx: OnChain, asset: PayAsset, held: Decimal, withApproval: boolean): Promise<void> {
    const approveGas = withApproval ? await this.gas(ctx, 'approve', asset) : new Decimal(0);
    const needed = erc20GasNeeded(withApproval, approveGas, await this.gas(ctx, 'transfer', asset));
    if (!covers(held, needed)) {
      throw shortOf('insufficient-gas', held, needed, ctx.chain.nativeSymbol, 'chain.gasCost');
    }
  }

  /** An approval sent before a reload is waited for, so that the user is not asked twice. */
  private async awaitEarlierApproval(ctx: OnChain): Promise<void> {
    const earlier = this.journal.get(ctx.orderId, ctx.owner)?.approveHash;
    if (!earlier) return;
    await this.gateway
      .waitForConfirmation(ctx.wallet, ctx.chain, earlier, APPROVAL_CONFIRMATIONS)
      .catch(() => undefined);
  }

  /** An approval that reverted did not take: `allowance-insufficient`. */
  private async waitForApproval(ctx: OnChain, hash: string): Promise<void> {
    try {
      await this.gateway.waitForConfirmation(ctx.wallet, ctx.chain, hash, APPROVAL_CONFIRMATIONS);
    } catch (error) {
      if (isAppError(error) && error.kind !== 'payment-failed') throw error;
      throw new AppError('allowance-insufficient', { operation: 'chain.approve' }, { cause: error });
    }
  }

  /** Just before sending: another tab (or device) may have paid meanwhile; then wait for that one. */
  private async settledElsewhere(orderId: number): Promise<PaidOrder | null> {
    const state = await this.api.status(orderId);
    return state.status === 'unpaid' || state.status === 'failed' ? null : this.settlement.settle(state);
  }

  private balance(ctx: OnChain, asset: PayAsset): Promise<Decimal> {
    return this.read('chain.balanceOf', () =>
      this.gateway.balanceOf(ctx.wallet, ctx.chain, asset, ctx.owner),
    );
  }

  private allowance(ctx: OnChain, asset: PayAsset, spender: string): Promise<Decimal> {
    return this.read('chain.allowance', () =>
      this.gateway.allowance(ctx.wallet, ctx.chain, asset, ctx.owner, spender),
    );
  }

  private gas(ctx: OnChain, kind: GasKind, asset: PayAsset): Promise<Decimal> {
    return this.read('chain.gasCost', () => this.gateway.gasCost(ctx.wallet, ctx.chain, kind, asset));
  }

  private async read(operation: string, read: () => Promise<Decimal>): Promise<Decimal> {
    try {
      return await read();
    } catch (error) {
      throw readFailure(error, operation);
    }
  }

  private sentOn(ctx: OnChain, native: boolean): SentOnChain {
    return {
      wallet: ctx.wallet,
      chain: ctx.chain,
      confirmations: ctx.intent.confirmations,
      native,
      payer: ctx.owner,
    };
  }
}
