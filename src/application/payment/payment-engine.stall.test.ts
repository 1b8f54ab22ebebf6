import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import type { AppError } from '../../domain/shared/app-error';
import { PaymentJournal } from './payment-journal';

/** Issue 36, item 4: a wallet that never answers leaves a way out, and a second try works without a reload. */

const USDT = { method: 'chain', chain: 'BSC', token: 'USDT' } as const;
const never = () => new Promise<never>(() => undefined);

const until = async (done: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done()).toBe(true);
};

describe('PaymentEngine: a wallet that does not answer', () => {
  it('lets the person stop waiting for an approval; the order is payable again at once', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    const approve = h.gateway.approve.bind(h.gateway);
    h.gateway.approve = never;
    const paying = h.pay(7, USDT);
    await until(() => h.progress.phase === 'confirmingAuthorisation');
    h.engine.abandon(7);
    const outcome = await paying;
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: AppError }).error.kind).toBe('wallet-no-answer');
    expect(h.engine.isPaying(7)).toBe(false);
    // The lock is free and the wallet answers now: paid once.
    h.gateway.approve = approve;
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(h.gateway.count('payOrder')).toBe(1);
  });

  it('keeps a payment it stopped waiting for as possibly sent: the next try follows it, never pays twice', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.gateway.allowances.set('USDT', new Decimal(100));
    const payOrder = h.gateway.payOrder.bind(h.gateway);
    let sent: string | null = null;
    // The wallet sends the payment but never tells the page.
    h.gateway.payOrder = async (...args) => {
      sent = await payOrder(...args);
      return never();
    };
    const paying = h.pay(7, USDT);
    await until(() => sent !== null);
    h.engine.abandon(7);
    expect(((await paying) as { error: AppError }).error.kind).toBe('wallet-no-answer');
    expect(new PaymentJournal(h.storage).get(7)?.sending).toBe(true);
    h.gateway.payOrder = payOrder;
    const again = await h.pay(7, USDT);
    expect(again).toMatchObject({ ok: true, value: { txHash: sent } });
    expect(h.gateway.payments).toHaveLength(1);
  });

  it('does nothing for an order with no payment under way', () => {
    const h = paymentHarness();
    expect(() => h.engine.abandon(7)).not.toThrow();
  });
});
