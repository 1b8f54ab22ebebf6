import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { PaymentJournal } from '../../application/payment/payment-journal';
import { BrowserPaymentActivity, type LockQuery } from './payment-activity.adapter';
import { orderLockName } from './web-locks-order-lock.adapter';

const locks = (held: string[], pending: string[] = []): LockQuery => ({
  query: async () => ({ held: held.map((name) => ({ name })), pending: pending.map((name) => ({ name })) }),
});

describe('BrowserPaymentActivity', () => {
  it('sees no payment when no tab holds an order lock and nothing waits in the journal', async () => {
    const activity = new BrowserPaymentActivity(new InMemoryStorage(), () => false, locks(['other-lock']));
    expect(await activity.inProgress()).toBe(false);
  });

  it('sees a payment in any tab through the order locks, held or asked for', async () => {
    const storage = new InMemoryStorage();
    expect(
      await new BrowserPaymentActivity(storage, () => false, locks([orderLockName(7)])).inProgress(),
    ).toBe(true);
    expect(
      await new BrowserPaymentActivity(storage, () => false, locks([], [orderLockName(12)])).inProgress(),
    ).toBe(true);
  });

  it('sees this tab’s sent transaction waiting for its confirmation, and its running payment', async () => {
    const storage = new InMemoryStorage();
    new PaymentJournal(storage).put({
      orderId: 7,
      payer: '0x1111111111111111111111111111111111111111',
      chain: 'NADI',
      chainId: 97,
      token: 'USDT',
      tokenContract: '0x00000000000000000000000000000000000000c3',
      amount: '12',
      receiver: '0x00000000000000000000000000000000000000b2',
      paymentContract: '0x00000000000000000000000000000000000000a1',
      orderRef: '0xabc',
      explorerUrl: '',
      txHash: '0xdef',
    });
    expect(await new BrowserPaymentActivity(storage, () => false, null).inProgress()).toBe(true);
    // Once the server said the order is paid (PaymentEngine.reportKept), the record holds nothing back.
    new PaymentJournal(storage).update(7, '0x1111111111111111111111111111111111111111', { settled: true });
    expect(await new BrowserPaymentActivity(storage, () => false, null).inProgress()).toBe(false);
    const running = new BrowserPaymentActivity(new InMemoryStorage(), () => true, null);
    expect(await running.inProgress()).toBe(true);
  });

  it('counts a failing lock query as no payment (it never blocks updates for good)', async () => {
    const broken: LockQuery = { query: async () => Promise.reject(new Error('SecurityError')) };
    expect(await new BrowserPaymentActivity(new InMemoryStorage(), () => false, broken).inProgress()).toBe(
      false,
    );
  });
});
