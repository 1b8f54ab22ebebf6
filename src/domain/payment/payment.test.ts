import { describe, expect, it } from 'vitest';
import {
  isLaterPhase,
  isPaymentFinished,
  PAYMENT_PHASES,
  type PaymentPhase,
  paymentPhases,
  paymentStep,
} from './payment-phase';
import { isTransactionFinal, type TransactionState, transactionStates } from './transaction-state';

describe('payment phases', () => {
  it.each<[PaymentPhase, number, boolean]>([
    ['checkingBalance', 1, false],
    ['connectingWallet', 2, false],
    ['checkingAuthorisation', 3, false],
    ['confirmingAuthorisation', 4, false],
    ['waitingAuthorisation', 5, false],
    ['processingPayment', 6, false],
    ['waitingConfirmation', 7, false],
    ['success', 7, true],
    ['failure', 7, true],
  ])('%s is step %d, finished %s', (phase, step, finished) => {
    expect(paymentStep(phase)).toBe(step);
    expect(isPaymentFinished(phase)).toBe(finished);
    expect(paymentPhases.parse(phase)).toBe(phase);
  });

  it('keeps the spec order', () => {
    expect(PAYMENT_PHASES.indexOf('connectingWallet')).toBe(1);
    expect(paymentPhases.messageId('waitingConfirmation')).toBe('enum.paymentPhase.waitingConfirmation');
  });

  it.each<[PaymentPhase, PaymentPhase, boolean]>([
    ['checkingBalance', 'connectingWallet', true],
    ['processingPayment', 'checkingBalance', false],
    ['success', 'success', false],
  ])('%s → %s goes forward: %s', (earlier, later, expected) => {
    expect(isLaterPhase(earlier, later)).toBe(expected);
  });
});

describe('transaction states', () => {
  it.each<[TransactionState, boolean]>([
    ['pending', false],
    ['submitted', false],
    ['confirmed', true],
    ['cancelledByUser', true],
  ])('%s final: %s', (state, final) => {
    expect(isTransactionFinal(state)).toBe(final);
    expect(transactionStates.parse(state)).toBe(state);
  });

  it('parses anything else as unknown', () => {
    expect(transactionStates.parse('mined')).toBe('unknown');
  });
});
