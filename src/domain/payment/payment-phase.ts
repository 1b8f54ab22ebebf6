import { localEnum } from '../shared/wire-enum';

/**
 * The phases of a payment, in the order they happen (spec section 4); the last two are the outcomes.
 * "Authorisation" is the ERC-20 allowance an on-chain payment needs before the transfer.
 */
export const PAYMENT_PHASES = [
  'checkingBalance',
  'connectingWallet',
  'checkingAuthorisation',
  'confirmingAuthorisation',
  'waitingAuthorisation',
  'processingPayment',
  'waitingConfirmation',
  'success',
  'failure',
] as const;
export type PaymentPhase = (typeof PAYMENT_PHASES)[number];
export const paymentPhases = localEnum('paymentPhase', PAYMENT_PHASES);

/** Whether the payment has ended (success or failure). */
export const isPaymentFinished = (phase: PaymentPhase): boolean => phase === 'success' || phase === 'failure';

/** Number of steps before the outcome; the progress display shows "step n of 7". */
export const PAYMENT_STEP_COUNT = 7;

/** 1-based step of a running phase for the progress display; the outcomes count as step 7 done. */
export const paymentStep = (phase: PaymentPhase): number =>
  isPaymentFinished(phase) ? PAYMENT_STEP_COUNT : PAYMENT_PHASES.indexOf(phase) + 1;

/** Whether `later` comes after `earlier` in the order of phases (a phase machine never goes back). */
export const isLaterPhase = (earlier: PaymentPhase, later: PaymentPhase): boolean =>
  PAYMENT_PHASES.indexOf(later) > PAYMENT_PHASES.indexOf(earlier);
