import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { AppError } from '../../domain/shared/app-error';
import { PaymentProgressStore } from './payment.store';
import { mayHaveSent, PaymentJournal, type PaymentRecord } from './payment-journal';
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
  const record: PaymentRecord = {
    orderId: 7,
    payer: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
    chain: 'BSC',
    chainId: 56,
    token: 'USDT',
    tokenContract: '0x00000000000000000000000000000000000000c3',
    amount: '100',
    receiver: '0x00000000000000000000000000000000000000b2',
    paymentContract: '0x00000000000000000000000000000000000000a1',
    orderRef: '0x1',
    explorerUrl: 'https://bscscan.com',
  };

  it('keeps records per order and payer in lasting storage, shared by every tab and kept through logout', () => {
    const storage = new InMemoryStorage();
    const journal = new PaymentJournal(storage);
    journal.put({ ...record, payer: record.payer.toUpperCase().replace('0X', '0x') });
    journal.put({ ...record, orderId: 8 });
    journal.update(7, record.payer, { sending: true, firstBlock: 12 });
    journal.update(7, record.payer, { txHash: '0xaa' });
    journal.update(9, record.payer, { txHash: '0xbb' });
    expect(journal.get(7)).toEqual({ ...record, firstBlock: 12, sending: true, txHash: '0xaa' });
    expect(journal.get(7, '0x2222222222222222222222222222222222222222')).toBeNull();
    expect(journal.all().map((e) => e.orderId)).toEqual([8, 7]);
    // Another tab (the same local storage) sees it.
    expect(new PaymentJournal(storage).get(7)?.txHash).toBe('0xaa');
    expect(mayHaveSent(journal.get(7))).toBe(true);
    expect(mayHaveSent(journal.get(8))).toBe(false);
    journal.remove(8);
    journal.remove(7, record.payer);
    expect(storage.getLocal('paymentRecords')).toBeNull();
    expect(journal.get(7)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['a string', '"x"'],
    ['another version', JSON.stringify({ v: 1, records: [] })],
    ['no records', JSON.stringify({ v: 2 })],
  ])('reads %s as empty', (_name, value) => {
    const storage = new InMemoryStorage();
    if (value !== null) storage.setLocal('paymentRecords', value);
    expect(new PaymentJournal(storage).all()).toEqual([]);
  });

  it('skips records that are not records', () => {
    const storage = new InMemoryStorage();
    const records = [
      null,
      { ...record, orderId: 'x' },
      { ...record, orderId: 1.5 },
      { ...record, orderRef: '' },
      { ...record, tokenContract: 5 },
      { ...record, orderId: 5, txHash: 7, approveHash: '0xcc', sending: 'yes' },
    ];
    storage.setLocal('paymentRecords', JSON.stringify({ v: 2, records }));
    expect(new PaymentJournal(storage).all()).toEqual([{ ...record, orderId: 5, approveHash: '0xcc' }]);
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
