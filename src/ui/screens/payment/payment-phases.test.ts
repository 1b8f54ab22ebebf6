import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/payment.json';
import zhTw from '../../../../locales/zhTw/payment.json';
import type { PaymentPhase } from '../../../domain/payment/payment-phase';
import { phaseLabelId, phaseStateOf, phasesFor } from './payment-phases';

const paid = {
  phase: 'success' as PaymentPhase,
  failed: false,
  succeeded: true,
  visited: ['checkingBalance', 'processingPayment', 'success'] as PaymentPhase[],
};
const texts = (catalogue: Record<string, string>, id: string) => catalogue[id];

describe('payment phases after success', () => {
  it('reads every phase as done, in its finished words: none still says it is under way', () => {
    for (const choice of [{ method: 'balance' } as const, null]) {
      for (const phase of phasesFor(choice)) {
        const state = phaseStateOf(paid, phase);
        expect(state).toBe('done');
        const id = phaseLabelId(phase, state);
        expect(id).toBe(`payment.phaseDone.${phase}`);
        expect(texts(en, id)).toBeTruthy();
        expect(texts(en, id)).not.toMatch(/^(Checking|Connecting|Confirming|Processing|Waiting)/);
        expect(texts(zhTw, id)).not.toMatch(/^(正在|等待)/);
      }
    }
    expect(texts(zhTw, phaseLabelId('checkingBalance', 'done'))).toBe('餘額已檢查');
  });

  it('keeps the words of what is under way for the current and the waiting phases', () => {
    const running = {
      phase: 'checkingBalance' as PaymentPhase,
      failed: false,
      succeeded: false,
      visited: [],
    };
    expect(phaseStateOf(running, 'checkingBalance')).toBe('current');
    expect(phaseLabelId('checkingBalance', 'current')).toBe('enum.paymentPhase.checkingBalance');
    expect(phaseLabelId('processingPayment', 'waiting')).toBe('enum.paymentPhase.processingPayment');
  });

  it('a succeeded progress whose phase still names an earlier step reads that step as done', () => {
    const stale = { ...paid, phase: 'checkingBalance' as PaymentPhase };
    expect(phaseStateOf(stale, 'checkingBalance')).toBe('done');
  });
});
