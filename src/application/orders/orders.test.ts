import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeOrdersApi, sampleOrder } from '../../../tests/fakes/fake-orders-api';
import { FakePaymentApi } from '../../../tests/fakes/fake-payment-api';
import { T0 } from '../../../tests/fakes/sample-time';
import { AppError } from '../../domain/shared/app-error';
import { CancelOrderUseCase } from './cancel-order.use-case';
import { isOrderRefused, OrderRefused } from './orders-api.port';
import { PaymentOptionsUseCase } from './payment-options.use-case';
import { UnpaidOrdersUseCase } from './unpaid-orders.use-case';

const clockAt = (ms: number) => ({ now: () => ms });

describe('UnpaidOrdersUseCase', () => {
  it('leaves out orders whose expiry has passed on this device', async () => {
    const api = new FakeOrdersApi();
    api.orders = [
      sampleOrder({ id: 1, expiresAt: new Date(T0 + 60_000) }),
      sampleOrder({ id: 2, expiresAt: new Date(T0 + 10 * 60_000) }),
    ];
    const orders = await new UnpaidOrdersUseCase(api, clockAt(T0 + 60_000)).execute();
    expect(orders.map((o) => o.id)).toEqual([2]);
  });
});

describe('CancelOrderUseCase', () => {
  it('cancels and answers the cancelled order', async () => {
    const api = new FakeOrdersApi();
    api.orders = [sampleOrder({ id: 5 })];
    const result = await new CancelOrderUseCase(api).execute(5);
    expect(result).toMatchObject({ ok: true, value: { id: 5, status: 'cancelled' } });
  });

  it.each([
    ['not-found', 'not-found'],
    ['not-cancellable', 'not-cancellable'],
    ['sold-out', 'not-cancellable'],
  ] as const)('answers a refusal (%s) as %s', async (reason, kind) => {
    const api = new FakeOrdersApi();
    api.refuse.cancel = reason;
    expect(await new CancelOrderUseCase(api).execute(5)).toEqual({ ok: false, error: { kind } });
  });

  it('rejects with other failures', async () => {
    const api = new FakeOrdersApi();
    api.failWith.cancel = new AppError('network');
    await expect(new CancelOrderUseCase(api).execute(5)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('PaymentOptionsUseCase', () => {
  it('answers the options of the order', async () => {
    const api = new FakePaymentApi();
    api.addOrder(3, '120');
    const options = await new PaymentOptionsUseCase(api).execute(3);
    expect(options.amount).toEqual(new Decimal(120));
  });

  it('fails as "failed to get payment method", except a 401', async () => {
    const api = new FakePaymentApi();
    api.failWith.methods = new AppError('network');
    await expect(new PaymentOptionsUseCase(api).execute(3)).rejects.toMatchObject({
      kind: 'payment-method-failed',
    });
    api.failWith.methods = new AppError('unauthorized');
    await expect(new PaymentOptionsUseCase(api).execute(3)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});

describe('OrderRefused', () => {
  it('is told apart from other errors', () => {
    const refused = new OrderRefused('sold-out', 'node sold out');
    expect(isOrderRefused(refused)).toBe(true);
    expect(isOrderRefused(new AppError('network'))).toBe(false);
    expect(refused).toMatchObject({
      name: 'OrderRefused',
      reason: 'sold-out',
      serverMessage: 'node sold out',
    });
  });
});
