import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import { AppError } from '../../domain/shared/app-error';

const BALANCE = { method: 'balance' } as const;
const QUOTA = { method: 'destroyQuota' } as const;

const failureOf = async (outcome: Promise<unknown>) => {
  const result = (await outcome) as { ok: boolean; error?: AppError };
  expect(result.ok).toBe(false);
  return result.error as AppError;
};

describe('PaymentEngine: by balance', () => {
  it('checks the balance, pays, and deducts exactly the amount', async () => {
    const h = paymentHarness();
    h.api.balance = new Decimal('500.000001');
    h.api.addOrder(7, '123.456789');
    const outcome = await h.pay(7, BALANCE);
    expect(outcome).toEqual({ ok: true, value: { orderId: 7, paidBy: 'balance', txHash: null } });
    expect(h.api.balance.toFixed()).toBe('376.543212');
    expect(h.progress.visited).toEqual(['checkingBalance', 'processingPayment', 'success']);
    expect(h.progress.succeeded).toBe(true);
    expect(h.progress.running).toBe(false);
    expect(h.gateway.log).toEqual([]);
  });

  it('refuses a short balance with current, required and unit, before charging', async () => {
    const h = paymentHarness();
    h.api.balance = new Decimal('99.99');
    h.api.addOrder(7, '100');
    const error = await failureOf(h.pay(7, BALANCE));
    expect(error.kind).toBe('insufficient-balance');
    expect(error.detail).toMatchObject({
      current: new Decimal('99.99'),
      required: new Decimal(100),
      unit: 'USDT',
    });
    expect(h.api.count('payByBalance')).toBe(0);
    expect(h.progress.visited).toEqual(['checkingBalance', 'failure']);
    expect(h.progress.error).toBe(error);
  });

  it('adds the amounts when the server refuses a balance that changed meanwhile', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.api.failWith.payByBalance = new AppError('insufficient-balance', {
      code: 4101,
      serverMessage: 'short',
    });
    const error = await failureOf(h.pay(7, BALANCE));
    expect(error.kind).toBe('insufficient-balance');
    expect(error.detail).toMatchObject({
      current: new Decimal(500),
      required: new Decimal(100),
      unit: 'USDT',
      code: 4101,
      serverMessage: 'short',
    });
  });

  it('answers an order already paid without charging it again', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100', { status: 'paid', paidBy: 'chain', txHash: '0xabc' });
    const outcome = await h.pay(7, BALANCE);
    expect(outcome).toEqual({ ok: true, value: { orderId: 7, paidBy: 'chain', txHash: '0xabc' } });
    expect(h.api.count('methods')).toBe(0);
    expect(h.api.count('payByBalance')).toBe(0);
    expect(h.api.balance.toFixed()).toBe('500');
  });

  it('is idempotent when the server answers an order paid by another call', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    await h.pay(7, BALANCE);
    expect((await h.pay(7, BALANCE)).ok).toBe(true);
    expect(h.api.balance.toFixed()).toBe('400');
  });

  it('fails with payment-failed when the server does not say paid', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.api.payByBalance = async () => h.api.state(7);
    expect((await failureOf(h.pay(7, BALANCE))).kind).toBe('payment-failed');
  });
});

describe('PaymentEngine: by destroy quota', () => {
  it('pays from the quota', async () => {
    const h = paymentHarness();
    h.api.destroyQuota = new Decimal(250);
    h.api.addOrder(8, '250');
    const outcome = await h.pay(8, QUOTA);
    expect(outcome.ok && outcome.value.paidBy).toBe('destroyQuota');
    expect(h.api.destroyQuota.toFixed()).toBe('0');
    expect(h.api.balance.toFixed()).toBe('500');
    expect(h.progress.visited).toEqual(['checkingBalance', 'processingPayment', 'success']);
  });

  it('refuses a short quota with the numbers', async () => {
    const h = paymentHarness();
    h.api.destroyQuota = new Decimal(10);
    h.api.addOrder(8, '250');
    const error = await failureOf(h.pay(8, QUOTA));
    expect(error).toMatchObject({ kind: 'insufficient-balance' });
    expect(error.detail).toMatchObject({ current: new Decimal(10), required: new Decimal(250) });
    expect(h.api.count('payByDestroyQuota')).toBe(0);
  });
});

describe('PaymentEngine: methods and state', () => {
  it('fails with payment-method-failed when pay/methods fails', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.api.failWith.methods = new AppError('network');
    const error = await failureOf(h.pay(7, BALANCE));
    expect(error.kind).toBe('payment-method-failed');
    expect(error.cause).toMatchObject({ kind: 'network' });
  });

  it('keeps a 401 from pay/methods as it is (the session ends)', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.api.failWith.methods = new AppError('unauthorized');
    expect((await failureOf(h.pay(7, BALANCE))).kind).toBe('unauthorized');
  });

  it.each([
    ['balance disabled', BALANCE, { balanceEnabled: false }],
    ['destroy quota disabled', QUOTA, { destroyQuotaEnabled: false }],
    ['a token not offered', { method: 'chain', chain: 'NADI', token: 'BNB' } as const, {}],
    ['a mix not allowed', { method: 'mixed', chain: 'BSC', token: 'USDT' } as const, { mixed: false }],
  ])('refuses a choice the order does not allow: %s', async (_name, choice, setting) => {
    const h = paymentHarness();
    Object.assign(h.api, setting);
    h.api.addOrder(7, '100');
    expect((await failureOf(h.pay(7, choice))).kind).toBe('payment-method-failed');
    expect(h.api.count('payByBalance') + h.api.count('chainIntent') + h.api.count('payByDestroyQuota')).toBe(
      0,
    );
  });

  it.each(['cancelled', 'unknown'] as const)('does not pay an order whose payment is %s', async (status) => {
    const h = paymentHarness();
    h.api.addOrder(7, '100', { status });
    expect((await failureOf(h.pay(7, BALANCE))).kind).toBe('payment-failed');
    expect(h.api.count('payByBalance')).toBe(0);
  });

  it('fails with the status call’s own error when the server cannot be asked', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.api.failWith.status = new AppError('timeout');
    expect((await failureOf(h.pay(7, BALANCE))).kind).toBe('timeout');
    expect(h.api.count('payByBalance')).toBe(0);
  });

  it('turns an unexpected exception into system-error', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.api.payByBalance = async () => {
      throw new TypeError('boom');
    };
    const error = await failureOf(h.pay(7, BALANCE));
    expect(error.kind).toBe('system-error');
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('PaymentEngine: one payment per order', () => {
  it('answers a double tap with the same promise and charges once', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    const first = h.pay(7, BALANCE);
    const second = h.pay(7, BALANCE);
    expect(second).toBe(first);
    expect(h.engine.isPaying(7)).toBe(true);
    await first;
    expect(h.engine.isPaying(7)).toBe(false);
    expect(h.api.count('payByBalance')).toBe(1);
    expect(h.api.balance.toFixed()).toBe('400');
  });

  it('pays two orders side by side', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    h.api.addOrder(8, '50');
    const [a, b] = await Promise.all([h.pay(7, BALANCE), h.pay(8, BALANCE)]);
    expect(a.ok && b.ok).toBe(true);
    expect(h.api.balance.toFixed()).toBe('350');
  });
});
