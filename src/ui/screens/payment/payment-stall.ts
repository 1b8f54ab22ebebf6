import { makeAutoObservable, runInAction } from 'mobx';
import type { PaymentPhase } from '../../../domain/payment/payment-phase';

/** How long a phase that waits for the wallet may go unanswered before the sheet offers a way out. */
export const PAYMENT_STALL_MS = 5_000;

/** The phases that wait for the person in the wallet (connect, switch, approve, pay). */
const WALLET_PHASES: readonly PaymentPhase[] = [
  'connectingWallet',
  'confirmingAuthorisation',
  'processingPayment',
];

/**
 * Whether the payment has stayed in a phase that waits for the wallet for PAYMENT_STALL_MS (a locked wallet,
 * a prompt the wallet lost): the payment sheet then says what to do and offers to stop waiting.
 */
export class PaymentStall {
  stalled = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ms = PAYMENT_STALL_MS) {
    makeAutoObservable<this, 'timer' | 'ms'>(this, { timer: false, ms: false }, { autoBind: true });
  }

  /** A phase began (null: none): the wait starts again in a phase that waits for the wallet, else stops. */
  watch(phase: PaymentPhase | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stalled = false;
    if (phase === null || !WALLET_PHASES.includes(phase)) return;
    this.timer = setTimeout(() => runInAction(() => (this.stalled = true)), this.ms);
  }
}
