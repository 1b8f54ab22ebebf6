import { isNativeToken, type PaymentChoice } from '../../../domain/payment/payment-method';
import { type PaymentPhase, paymentPhases } from '../../../domain/payment/payment-phase';

/** What the progress list reads of the engine's progress. */
interface ProgressLike {
  readonly phase: PaymentPhase | null;
  readonly failed: boolean;
  readonly succeeded: boolean;
  readonly visited: readonly PaymentPhase[];
}

/** Where a phase of the progress list stands. */
export type PhaseState = 'done' | 'current' | 'failed' | 'waiting';

const OFF_CHAIN: readonly PaymentPhase[] = ['checkingBalance', 'processingPayment'];
const NATIVE: readonly PaymentPhase[] = [
  'checkingBalance',
  'connectingWallet',
  'processingPayment',
  'waitingConfirmation',
];
const ERC20: readonly PaymentPhase[] = [
  'checkingBalance',
  'connectingWallet',
  'checkingAuthorisation',
  'confirmingAuthorisation',
  'waitingAuthorisation',
  'processingPayment',
  'waitingConfirmation',
];

/**
 * The phases a payment goes through, for the progress list: off chain two, BNB four, an ERC-20 (or mixed)
 * payment all seven; a resumed payment (no choice known) waits for its confirmation.
 */
export function phasesFor(choice: PaymentChoice | null): readonly PaymentPhase[] {
  if (choice === null) return ['waitingConfirmation'];
  if (choice.method === 'balance' || choice.method === 'destroyQuota') return OFF_CHAIN;
  return isNativeToken(choice.token) ? NATIVE : ERC20;
}

/** Where a phase stands in the list, for the payment shown (null: none started from this sheet). */
export function phaseStateOf(progress: ProgressLike | null, phase: PaymentPhase): PhaseState {
  if (!progress) return 'waiting';
  // A payment that succeeded has every step behind it: none reads as under way.
  if (progress.succeeded) return 'done';
  if (progress.phase === phase) return 'current';
  if (progress.failed && progress.visited.at(-2) === phase) return 'failed';
  if (progress.visited.includes(phase)) return 'done';
  return 'waiting';
}

/**
 * The words of a phase in the list: a passed phase in its finished form ("Balance checked"), the others as
 * what is or will be under way ("Checking balance"), so that a paid order reads as done, step by step.
 */
export function phaseLabelId(phase: PaymentPhase, state: PhaseState): string {
  return state === 'done' ? `payment.phaseDone.${phase}` : paymentPhases.messageId(phase);
}
