import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { AppError } from '../../domain/shared/app-error';
import { PaymentProgressStore } from './payment.store';
import { PaymentJournal } from './payment-journal';
import { DEFAULT_PAYMENT_TIMING } from './payment-timing';

describe('PaymentProgressStore', () => {
  it('starts idle', () => {
    const store = new PaymentProgressStore();
    expect(store).toMatchObject({ orderId: null, phase: null, error: null, running: false, step: 0 });
  });

  it('moves forward only, skipping phases a payment does not need', () => {
    const store = new PaymentProgressStore();
    store.begin(7, { method: 'balance' });
    store.enter('checkingBalance');
    store.enter('processingPayment');
    store.enter('connectingWallet');
    expect(store.phase).toBe('processingPayment');
    expect(store.step).toBe(6);
    expect(store.running).toBe(true);
    store.succeed();
    store.enter('waitingConfirmation');
    store.fail(new AppError('payment-failed'));
    expect(store.visited).toEqual(['checkingBalance', 'processingPayment', 'success']);
    expect(store).toMatchObject({ succeeded: true, failed: false, running: false, error: null, step: 7 });
  });

  it('keeps the failure and ends there', () => {
    const store = new PaymentProgressStore();
    store.begin(7, null, true);
    const error = new AppError('transaction-cancelled');
    store.fail(error);
    store.succeed();
    expect(store).toMatchObject({ phase: 'failure', failed: true, error, resumed: true });
  });

  it('starts over for the next payment and clears', () => {
    const store = new PaymentProgressStore();
    store.begin(7, { method: 'balance' });
    store.setTxHash('0x1');
    store.fail(new AppError('payment-failed'));
    store.begin(8, { method: 'destroyQuota' });
    expect(store).toMatchObject({ orderId: 8, phase: null, error: null, txHash: null, visited: [] });
    store.clear();
    expect(store).toMatchObject({ orderId: null, choice: null, phase: null });
  });
});

describe('PaymentJournal', () => {
  const entry = { orderId: 7, chain: 'BSC', token: 'USDT', orderRef: '0x1', amount: '100' };

  it('keeps entries per order under paymentInfo', () => {
    const storage = new InMemoryStorage();
    const journal = new PaymentJournal(storage);
    journal.put(entry);
    journal.put({ ...entry, orderId: 8 });
    journal.update(7, { txHash: '0xaa' });
    journal.update(9, { txHash: '0xbb' });
    expect(journal.get(7)).toEqual({ ...entry, txHash: '0xaa' });
    expect(journal.all().map((e) => e.orderId)).toEqual([7, 8]);
    expect(storage.getSession('paymentInfo')).toMatchObject({ v: 1, orders: { 7: { txHash: '0xaa' } } });
    journal.remove(8);
    journal.remove(7);
    expect(storage.getSession('paymentInfo')).toBeNull();
    expect(journal.get(7)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['a string', 'x'],
    ['another version', { v: 2, orders: { 7: entry } }],
    ['no orders', { v: 1 }],
  ])('reads %s as empty', (_name, value) => {
    const storage = new InMemoryStorage();
    storage.setSession('paymentInfo', value);
    expect(new PaymentJournal(storage).all()).toEqual([]);
  });

  it('skips entries that are not entries', () => {
    const storage = new InMemoryStorage();
    storage.setSession('paymentInfo', {
      v: 1,
      orders: {
        1: null,
        2: { ...entry, orderId: 'x' },
        3: { ...entry, orderId: 1.5 },
        4: { ...entry, orderRef: '' },
        5: { ...entry, orderId: 5, txHash: 7, approveHash: '0xcc' },
      },
    });
    expect(new PaymentJournal(storage).all()).toEqual([{ ...entry, orderId: 5, approveHash: '0xcc' }]);
  });
});

describe('DEFAULT_PAYMENT_TIMING', () => {
  it('polls every 3 s for up to 10 minutes, on the real clock', async () => {
    expect(DEFAULT_PAYMENT_TIMING).toMatchObject({ pollIntervalMs: 3000, confirmationTimeoutMs: 600_000 });
    const before = DEFAULT_PAYMENT_TIMING.now();
    await DEFAULT_PAYMENT_TIMING.sleep(1);
    expect(DEFAULT_PAYMENT_TIMING.now()).toBeGreaterThanOrEqual(before);
  });
});
