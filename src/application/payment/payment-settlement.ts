import type { PaidBy, PaymentState } from '../../domain/payment/payment-method';
import { AppError, isAppError } from '../../domain/shared/app-error';
import type { ChainParams, Wallet } from '../wallet/wallet.port';
import type { ChainGateway } from './chain-gateway.port';
import type { PaymentProgressStore } from './payment.store';
import type { PaymentApi } from './payment-api.port';
import { nativeTransferFailure } from './payment-errors';
import { mayHaveSent, type PaymentJournal } from './payment-journal';
import type { PaymentTiming } from './payment-timing';

/** A paid order, as the engine answers it. */
export interface PaidOrder {
  readonly orderId: number;
  readonly paidBy: PaidBy | null;
  /** The on-chain payment's hash; null for balance and destroy quota. */
  readonly txHash: string | null;
}

/** What the engine knows of the sending wallet, to watch the chain itself as well as the server. */
export interface SentOnChain {
  readonly wallet: Wallet;
  readonly chain: ChainParams;
  readonly confirmations: number;
  /** A BNB transfer: its failures are `bnb-transfer-failed`. */
  readonly native: boolean;
  /** The paying account (its payment record). */
  readonly payer: string;
}

/**
 * Settles an order whose payment is already under way: paid (nothing to do), or a transaction recorded
 * by the server or in the payment records (wait for it; never send another). Also waits for a transaction
 * this engine just sent. Once money went out, the end is never "not paid": a transaction the chain confirmed
 * but the server refuses or does not confirm in time ends as `payment-unconfirmed`, its record kept until the
 * server settles the order; only a transaction the chain reverted (no money moved) lets the order be paid
 * again.
 */
export class PaymentSettlement {
  constructor(
    private readonly api: PaymentApi,
    private readonly gateway: ChainGateway,
    private readonly progress: PaymentProgressStore,
    private readonly journal: PaymentJournal,
    private readonly timing: PaymentTiming,
  ) {}

  /**
   * When the order is paid or has a payment in flight, finishes it (waiting for the confirmation) and
   * answers the paid order; answers null when the order is payable and nothing is in flight. Fails with
   * `payment-failed` when the order can no longer be paid or its recorded transaction failed.
   */
  async settle(state: PaymentState): Promise<PaidOrder | null> {
    const { orderId } = state;
    const entry = this.journal.get(orderId);
    switch (state.status) {
      case 'paid':
        return this.paid(state);
      case 'cancelled':
        // Money that may have gone out for a cancelled order is the server's to settle: say so, keep the record.
        if (mayHaveSent(entry)) throw new AppError('payment-unconfirmed', { operation: 'pay.status' });
        this.journal.remove(orderId);
        throw new AppError('payment-failed', { operation: 'pay.status' });
      case 'pending':
        return this.watch(orderId, state.txHash ?? entry?.txHash ?? null);
      case 'unknown':
        // A state this app does not know: paying now could pay twice.
        throw new AppError('payment-failed', { operation: 'pay.status' });
      default:
        break;
    }
    // unpaid, or failed: a hash of this tab that the server has not seen is submitted and waited for.
    if (entry?.txHash && entry.txHash !== state.txHash) return this.submitAndWatch(orderId, entry.txHash);
    if (state.status === 'failed' && !mayHaveSent(entry)) this.journal.remove(orderId);
    return null;
  }

  /** Records a hash the wallet just returned (session storage first, then the server), then waits. */
  async sent(orderId: number, txHash: string, onChain: SentOnChain): Promise<PaidOrder> {
    this.journal.update(orderId, onChain.payer, { txHash });
    return this.submitAndWatch(orderId, txHash, onChain);
  }

  private async submitAndWatch(orderId: number, txHash: string, onChain?: SentOnChain): Promise<PaidOrder> {
    this.progress.setTxHash(txHash);
    // A failed submit does not fail the payment: the transaction is out, and polling submits again.
    await this.api.chainSubmit(orderId, txHash).catch(() => undefined);
    return this.watch(orderId, txHash, onChain);
  }

  /**
   * Waits for the chain (when this engine sent the transaction) and then for the server to say paid,
   * polling `pay/status` and submitting the hash again if the server has lost it. Gives up after the
   * timing's timeout with `payment-failed`, keeping the journal so that a later attempt resumes.
   */
  private async watch(orderId: number, txHash: string | null, onChain?: SentOnChain): Promise<PaidOrder> {
    this.progress.enter('waitingConfirmation');
    if (txHash) this.progress.setTxHash(txHash);
    // From here money went out: the record keeps what, and the sheet shows it whatever the server says.
    const record = this.journal.get(orderId);
    if (record && txHash) this.progress.setSent({ ...record, txHash });
    if (onChain && txHash) await this.waitOnChain(orderId, txHash, onChain);
    const deadline = this.timing.now() + this.timing.confirmationTimeoutMs;
    for (;;) {
      const state = await this.api.status(orderId).catch((error: unknown) => {
        if (isAppError(error) && error.retryable) return null;
        throw error;
      });
      if (state?.status === 'paid') return this.paid(state);
      if (state?.status === 'failed' || state?.status === 'cancelled') {
        // The transaction went out (and, when sent from here, the chain confirmed it): the server's "failed"
        // is not "not paid". The record stays until the server settles the order.
        if (txHash || mayHaveSent(this.journal.get(orderId))) {
          throw new AppError('payment-unconfirmed', { operation: 'pay.status' });
        }
        this.journal.remove(orderId);
        const failed = new AppError('payment-failed', { operation: 'pay.status' });
        throw onChain?.native ? nativeTransferFailure(failed) : failed;
      }
      if (state?.status === 'unpaid' && txHash)
        await this.api.chainSubmit(orderId, txHash).catch(() => undefined);
      if (this.timing.now() >= deadline) {
        throw new AppError(txHash ? 'payment-unconfirmed' : 'payment-failed', { operation: 'pay.status' });
      }
      await this.timing.sleep(this.timing.pollIntervalMs);
    }
  }

  /** The chain's own verdict: a reverted transaction fails at once; a failed read leaves it to the server. */
  private async waitOnChain(orderId: number, txHash: string, onChain: SentOnChain): Promise<void> {
    try {
      await this.gateway.waitForConfirmation(onChain.wallet, onChain.chain, txHash, onChain.confirmations);
    } catch (error) {
      if (!isAppError(error) || error.kind !== 'payment-failed') return;
      this.journal.remove(orderId);
      throw onChain.native ? nativeTransferFailure(error) : error;
    }
  }

  private paid(state: PaymentState): PaidOrder {
    this.journal.remove(state.orderId);
    this.progress.succeed();
    return { orderId: state.orderId, paidBy: state.paidBy, txHash: state.txHash };
  }
}
