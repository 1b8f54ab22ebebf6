import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeChainGateway } from '../../../tests/fakes/fake-chain-gateway';
import { CONTRACTS, FakePaymentApi } from '../../../tests/fakes/fake-payment-api';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import { InMemoryOrderLock } from '../../adapters/payment/in-memory-order-lock';
import { AppError } from '../../domain/shared/app-error';
import { PaymentJournal, type PaymentRecord } from './payment-journal';

const USDT = { method: 'chain', chain: 'BSC', token: 'USDT' } as const;
const HASH = `0x${'ab'.repeat(32)}`;

/** Puts a payment record of order 7 (100 USDT on BSC by the fake wallet) in the storage, with `fields`. */
const keep = (storage: InMemoryStorage, fields: Partial<PaymentRecord> = {}) =>
  new PaymentJournal(storage).put({
    orderId: 7,
    payer: '0x1111111111111111111111111111111111111111',
    chain: 'BSC',
    chainId: 56,
    token: 'USDT',
    tokenContract: CONTRACTS.usdt,
    amount: '100',
    receiver: CONTRACTS.receiver,
    paymentContract: CONTRACTS.payment,
    orderRef: `0x${'7'.padStart(64, '0')}`,
    explorerUrl: '',
    ...fields,
  });

/** Lets pending promises run until `done()` holds. */
const until = async (done: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done()).toBe(true);
};

/** A server with order 7 of 100 USDT, a chain where the allowance is already there, one tab's storage. */
const world = () => {
  const api = new FakePaymentApi();
  api.addOrder(7, '100');
  api.confirmAfterPolls = 1;
  const gateway = new FakeChainGateway();
  gateway.allowances.set('USDT', new Decimal(100));
  return { api, gateway, storage: new InMemoryStorage() };
};

describe('PaymentEngine: reload in the middle of a payment', () => {
  it('resumes waiting for the sent payment, with no new approval and no new payment', async () => {
    const w = world();
    w.gateway.hold(); // the first page never sees its confirmation: it is reloaded while waiting
    const before = paymentHarness(w);
    void before.pay(7, USDT);
    await until(() => before.progress.phase === 'waitingConfirmation');
    expect(w.api.state(7)).toMatchObject({ status: 'pending', txHash: before.progress.txHash });

    const after = paymentHarness(w); // same session storage, same server, a new engine and lock
    expect(after.engine.pendingOrders()).toEqual([7]);
    const outcome = await after.engine.resume(7);
    expect(outcome).toEqual({
      ok: true,
      value: { orderId: 7, paidBy: 'chain', txHash: before.progress.txHash },
    });
    expect(after.progress.visited).toEqual(['waitingConfirmation', 'success']);
    expect(after.progress.resumed).toBe(true);
    expect(w.gateway.count('payOrder')).toBe(1);
    expect(w.gateway.count('approve')).toBe(0);
    expect(after.engine.pendingOrders()).toEqual([]);
  });

  it('submits a hash the server never heard of, and waits for it', async () => {
    const w = world();
    w.gateway.hold();
    w.api.failWith.chainSubmit = new AppError('network');
    const before = paymentHarness(w);
    void before.pay(7, USDT);
    await until(() => before.progress.phase === 'waitingConfirmation');
    expect(w.api.state(7).status).toBe('unpaid');
    delete w.api.failWith.chainSubmit;

    const after = paymentHarness(w);
    const outcome = await after.engine.resume(7);
    expect(outcome?.ok).toBe(true);
    expect(w.api.state(7)).toMatchObject({ status: 'paid', txHash: before.progress.txHash });
    expect(w.gateway.count('payOrder')).toBe(1);
  });

  it('waits instead of paying when the user taps pay again after the reload', async () => {
    const w = world();
    w.gateway.hold();
    const before = paymentHarness(w);
    void before.pay(7, USDT);
    await until(() => before.progress.phase === 'waitingConfirmation');

    const after = paymentHarness(w);
    const outcome = await after.pay(7, USDT);
    expect(outcome.ok).toBe(true);
    expect(after.progress.visited).toEqual(['checkingBalance', 'waitingConfirmation', 'success']);
    expect(w.gateway.count('payOrder')).toBe(1);
    expect(w.api.count('methods')).toBe(1);
  });

  it('waits for an approval sent before the reload instead of asking again', async () => {
    const w = world();
    w.gateway.allowances.set('USDT', new Decimal(0));
    const approveHash = await w.gateway.approve(
      null as never,
      null as never,
      { symbol: 'USDT', contract: '0xc3', decimals: 18 },
      '0xa1',
      new Decimal(100),
    );
    keep(w.storage, { approveHash });
    const after = paymentHarness(w);
    expect(await after.engine.resume(7)).toBeNull();
    expect((await after.pay(7, USDT)).ok).toBe(true);
    expect(w.gateway.count('approve')).toBe(1);
    expect(w.gateway.log).toContain(`waitForConfirmation:${approveHash}`);
  });

  it('drops an approval of another intent (the amount changed)', async () => {
    const w = world();
    w.gateway.allowances.set('USDT', new Decimal(0));
    keep(w.storage, { orderRef: '0x1', amount: '90', approveHash: HASH });
    const h = paymentHarness(w);
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(w.gateway.log).not.toContain(`waitForConfirmation:${HASH}`);
    expect(w.gateway.count('approve')).toBe(1);
  });
});

describe('PaymentEngine: resume', () => {
  it('answers null and shows nothing when nothing is in flight', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    expect(await h.engine.resume(7)).toBeNull();
    expect(h.progress.phase).toBeNull();
    expect(h.api.count('methods')).toBe(0);
  });

  it('shows the success of a payment this tab sent that completed during the reload', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100', { status: 'paid', paidBy: 'chain', txHash: HASH });
    keep(h.storage, { txHash: HASH });
    expect(await h.engine.resume(7)).toEqual({
      ok: true,
      value: { orderId: 7, paidBy: 'chain', txHash: HASH },
    });
    expect(h.progress.visited).toEqual(['success']);
    expect(h.storage.getLocal('paymentRecords')).toBeNull();
  });

  it('forgets an intent of an order paid some other way', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100', { status: 'paid', paidBy: 'balance' });
    keep(h.storage);
    expect(await h.engine.resume(7)).toBeNull();
    expect(h.storage.getLocal('paymentRecords')).toBeNull();
  });

  it('keeps an intent without a hash while the order is unpaid', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    keep(h.storage, { sending: true });
    expect(await h.engine.resume(7)).toBeNull();
    expect(h.engine.pendingOrders()).toEqual([7]);
  });

  it('answers null when the server cannot be asked (the next pay asks again)', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100', { status: 'pending', txHash: HASH });
    h.api.failWith.status = new AppError('network');
    expect(await h.engine.resume(7)).toBeNull();
  });

  it('never reports "not paid" for a sent transaction the server saw fail: it shows what went out', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100', { status: 'failed', txHash: HASH });
    keep(h.storage, { txHash: HASH });
    expect(await h.engine.resume(7)).toMatchObject({ ok: false, error: { kind: 'payment-unconfirmed' } });
    expect(h.progress.sent).toMatchObject({ token: 'USDT', amount: '100', txHash: HASH });
    // Kept until the server settles the order.
    expect(h.engine.pendingOrders()).toEqual([7]);
  });

  it('reports the failure of a resumed payment', async () => {
    const h = paymentHarness();
    h.api.confirmAfterPolls = 1;
    h.api.addOrder(7, '100', { status: 'pending', txHash: HASH });
    h.api.verdict = 'failed';
    const outcome = await h.engine.resume(7);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'payment-unconfirmed' } });
    expect(h.progress.visited).toEqual(['waitingConfirmation', 'failure']);
  });

  it('resumes a payment pending on the server without a hash by polling', async () => {
    const h = paymentHarness();
    h.api.confirmAfterPolls = 1;
    h.api.addOrder(7, '100', { status: 'pending' });
    const outcome = await h.engine.resume(7);
    expect(outcome).toMatchObject({ ok: true, value: { txHash: null } });
  });

  it('answers the running payment’s promise when asked to resume during it', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    const paying = h.pay(7, { method: 'balance' });
    expect(h.engine.resume(7)).toBe(paying);
    await paying;
  });

  it('pays after a resume that found nothing, when pay is tapped during it', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    const resuming = h.engine.resume(7);
    const paying = h.pay(7, { method: 'balance' });
    expect(await resuming).toBeNull();
    expect((await paying).ok).toBe(true);
    expect(h.api.balance.toFixed()).toBe('400');
  });

  it('answers the resumed outcome when pay is tapped during a resume that settles the order', async () => {
    const h = paymentHarness();
    h.api.confirmAfterPolls = 1;
    h.api.addOrder(7, '100', { status: 'pending', txHash: HASH });
    const resuming = h.engine.resume(7);
    const paying = h.pay(7, { method: 'balance' });
    expect(await paying).toEqual(await resuming);
    expect(h.api.count('payByBalance')).toBe(0);
  });
});

describe('PaymentEngine: two tabs', () => {
  it('pays once when two engines share the lock', async () => {
    const w = world();
    w.gateway.allowances.set('USDT', new Decimal(0));
    const lock = new InMemoryOrderLock();
    const first = paymentHarness({ ...w, lock });
    const second = paymentHarness({ api: w.api, gateway: w.gateway, lock, storage: new InMemoryStorage() });
    const [a, b] = await Promise.all([first.pay(7, USDT), second.pay(7, USDT)]);
    expect(a.ok && b.ok).toBe(true);
    expect(w.gateway.count('approve')).toBe(1);
    expect(w.gateway.count('payOrder')).toBe(1);
    expect(w.gateway.received.get('USDT')?.toFixed()).toBe('100');
    expect(second.progress.visited).toEqual(['checkingBalance', 'success']);
  });

  it('pays once by balance when two engines share the lock', async () => {
    const api = new FakePaymentApi();
    api.addOrder(7, '100');
    const lock = new InMemoryOrderLock();
    const tabs = [paymentHarness({ api, lock }), paymentHarness({ api, lock })];
    await Promise.all(tabs.map((tab) => tab.pay(7, { method: 'balance' })));
    expect(api.count('payByBalance')).toBe(1);
    expect(api.balance.toFixed()).toBe('400');
  });

  it('waits for the payment in flight of a tab it cannot lock out', async () => {
    const w = { api: new FakePaymentApi(), gateway: new FakeChainGateway() };
    w.api.addOrder(7, '100');
    w.gateway.allowances.set('USDT', new Decimal(100));
    w.gateway.hold();
    const first = paymentHarness(w);
    void first.pay(7, USDT);
    await until(() => first.progress.phase === 'waitingConfirmation');
    const second = paymentHarness(w); // its own lock: no Web Locks in this browser
    w.gateway.release();
    expect((await second.pay(7, USDT)).ok).toBe(true);
    expect(w.gateway.count('payOrder')).toBe(1);
  });
});
