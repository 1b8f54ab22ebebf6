import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PaymentChoice } from '../../domain/payment/payment-method';
import {
  isLaterPhase,
  isPaymentFinished,
  type PaymentPhase,
  paymentStep,
} from '../../domain/payment/payment-phase';
import type { AppError } from '../../domain/shared/app-error';

/** What went out on chain for the payment on screen: the sheet shows it whatever the server says after. */
export interface SentPayment {
  readonly token: string;
  /** Whole units, decimal text. */
  readonly amount: string;
  readonly receiver: string;
  readonly txHash: string;
  /** The chain's explorer ('' when none): the link to the transaction. */
  readonly explorerUrl: string;
}

/**
 * The progress of the payment on screen, for the progress sheet: which order, which phase (spec section
 * 4), the phases passed, the failure, and the transaction hash once the wallet returned it. Phases only go
 * forward; a payment that has nothing to do in a phase skips it. Written by the PaymentEngine only.
 */
@injectable()
export class PaymentProgressStore {
  orderId: number | null = null;
  /** What the user chose; null when the payment was resumed from an earlier page. */
  choice: PaymentChoice | null = null;
  phase: PaymentPhase | null = null;
  /** The phases entered so far, in order (the sheet ticks them off). */
  visited: PaymentPhase[] = [];
  error: AppError | null = null;
  txHash: string | null = null;
  /** The payment transaction that went out, once the wallet returned its hash. */
  sent: SentPayment | null = null;
  /** True when this payment was picked up after a reload rather than started here. */
  resumed = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Whether a payment is under way (started and not yet ended). */
  get running(): boolean {
    return this.phase !== null && !isPaymentFinished(this.phase);
  }

  get succeeded(): boolean {
    return this.phase === 'success';
  }

  get failed(): boolean {
    return this.phase === 'failure';
  }

  /** 1-based step for "step n of 7"; 0 before any payment. */
  get step(): number {
    return this.phase === null ? 0 : paymentStep(this.phase);
  }

  begin(orderId: number, choice: PaymentChoice | null, resumed = false): void {
    this.orderId = orderId;
    this.choice = choice;
    this.phase = null;
    this.visited = [];
    this.error = null;
    this.txHash = null;
    this.sent = null;
    this.resumed = resumed;
  }

  /** Moves to a later phase; a phase that is not later (or an ended payment) is ignored. */
  enter(phase: PaymentPhase): void {
    if (this.phase !== null && (isPaymentFinished(this.phase) || !isLaterPhase(this.phase, phase))) return;
    this.phase = phase;
    this.visited.push(phase);
  }

  setTxHash(hash: string): void {
    this.txHash = hash;
  }

  setSent({ token, amount, receiver, txHash, explorerUrl }: SentPayment): void {
    this.sent = { token, amount, receiver, txHash, explorerUrl };
  }

  succeed(): void {
    this.enter('success');
  }

  fail(error: AppError): void {
    if (this.phase !== null && isPaymentFinished(this.phase)) return;
    this.error = error;
    this.phase = 'failure';
    this.visited.push('failure');
  }

  /** Forgets the payment (the sheet was closed). */
  clear(): void {
    this.begin(Number.NaN, null);
    this.orderId = null;
  }
}
