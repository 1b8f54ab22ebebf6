import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../tests/fakes/fake-payment-api';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import { AppError } from '../../domain/shared/app-error';

const BNB = { method: 'chain', chain: 'BSC', token: 'BNB' } as const;

/** An order of 0.5 BNB on a chain without a payment contract: the engine sends a plain transfer. */
function plainOrder(shared: Parameters<typeof paymentHarness>[0] = {}) {
  const h = paymentHarness(shared);
  if (!shared.api) h.api.addOrder(9, '0.5');
  const intent = h.api.chainIntent.bind(h.api);
  h.api.chainIntent = async (request) => ({ ...(await intent(request)), paymentContract: null });
  return h;
}

/** A reload: a new engine over the same server, chain and session storage. */
const reload = (before: ReturnType<typeof plainOrder>) =>
  plainOrder({ api: before.api, gateway: before.gateway, storage: before.storage });

const submitted = (h: ReturnType<typeof plainOrder>) =>
  h.api.calls.filter((c) => c.call === 'chainSubmit').map((c) => c.args[1]);

const failureOf = async (outcome: Promise<unknown>) => {
  const result = (await outcome) as { ok: boolean; error?: AppError };
  expect(result.ok).toBe(false);
  return result.error as AppError;
};

describe('PaymentEngine: a plain transfer whose hash never reached the page', () => {
  it('after a reload, finds the transfer sent since the first attempt and follows it: one payment', async () => {
    const first = plainOrder();
    first.gateway.losePaymentHash = true;
    expect((await first.engine.pay(9, BNB)).ok).toBe(false);
    // The money moved, the server heard nothing: the order still looks unpaid.
    expect(first.gateway.transfers).toHaveLength(1);
    expect((await first.api.status(9)).status).toBe('unpaid');
    const sent = first.gateway.mined[0]?.hash;

    const after = reload(first);
    expect(await after.engine.resume(9)).toBeNull();
    const outcome = await after.engine.pay(9, BNB);
    expect(outcome).toEqual({ ok: true, value: { orderId: 9, paidBy: 'chain', txHash: sent } });
    // Nothing was sent the second time: one transfer, the receiver up by the price once.
    expect(after.gateway.count('transfer')).toBe(1);
    expect(after.gateway.received.get('BNB')?.toFixed()).toBe('0.5');
    expect(after.gateway.transferFinds).toBe(1);
    expect(submitted(after)).toEqual([sent]);
    expect(after.storage.getSession('paymentInfo')).toBeNull();
  });

  it('takes the mark before the first send, and does not look on chain on a first attempt', async () => {
    const h = plainOrder();
    expect((await h.engine.pay(9, BNB)).ok).toBe(true);
    expect(h.gateway.transferFinds).toBe(0);
    expect(h.gateway.log.filter((step) => /^(transferMark|transfer):/.test(step))).toEqual([
      'transferMark:',
      'transfer:BNB:0.5',
    ]);
  });

  it('does not take a transfer of the same amount made before the first attempt (another order): pays anew', async () => {
    const h = plainOrder();
    // An earlier order of the same price, paid from this account before this order was first tried.
    h.gateway.mined.push({
      token: 'BNB',
      to: CONTRACTS.receiver,
      amount: new Decimal('0.5'),
      hash: `0x${'e'.repeat(64)}`,
      block: 1,
    });
    // The wallet fails the send (the page cannot tell whether it went out): the mark stays.
    h.gateway.failWith.transfer = new Error('wallet hiccup');
    expect((await failureOf(h.engine.pay(9, BNB))).kind).toBe('bnb-transfer-failed');
    delete h.gateway.failWith.transfer;
    expect((await h.engine.pay(9, BNB)).ok).toBe(true);
    expect(h.gateway.transferFinds).toBe(1);
    expect(h.gateway.transfers).toHaveLength(1);
    expect(h.gateway.mined).toHaveLength(2);
    expect(submitted(h)).toEqual([h.gateway.mined[1]?.hash]);
  });

  it('forgets the mark when the person refused the transfer in the wallet (nothing went out)', async () => {
    const h = plainOrder();
    h.gateway.failWith.transfer = new AppError('transaction-cancelled');
    expect((await failureOf(h.engine.pay(9, BNB))).kind).toBe('transaction-cancelled');
    expect(h.storage.getSession('paymentInfo')).toBeNull();
    delete h.gateway.failWith.transfer;
    expect((await h.engine.pay(9, BNB)).ok).toBe(true);
    expect(h.gateway.transferFinds).toBe(0);
    expect(h.gateway.count('transferMark')).toBe(2);
  });

  it('sends nothing while a transaction of the account is still unmined', async () => {
    const first = plainOrder();
    first.gateway.losePaymentHash = true;
    await first.engine.pay(9, BNB);
    const after = reload(first);
    after.gateway.unmined = true;
    expect((await failureOf(after.engine.pay(9, BNB))).kind).toBe('requests-too-frequent');
    expect(after.gateway.count('transfer')).toBe(1);
    // The mark stays for the next attempt.
    expect(after.storage.getSession('paymentInfo')).toMatchObject({ orders: { 9: { mark: { block: 0 } } } });
  });

  it('sends nothing when the chain cannot be read for the earlier transfer', async () => {
    const first = plainOrder();
    first.gateway.losePaymentHash = true;
    await first.engine.pay(9, BNB);
    const after = reload(first);
    after.gateway.failWith.findTransfer = new Error('rpc down');
    expect((await failureOf(after.engine.pay(9, BNB))).kind).toBe('balance-fetch-failed');
    expect(after.gateway.count('transfer')).toBe(1);
  });

  it('sends nothing when the mark cannot be read before the first send', async () => {
    const h = plainOrder();
    h.gateway.failWith.transferMark = new Error('rpc down');
    expect((await failureOf(h.engine.pay(9, BNB))).kind).toBe('balance-fetch-failed');
    expect(h.gateway.count('transfer')).toBe(0);
  });

  it('skips a transfer this tab holds as another order’s payment', async () => {
    const first = plainOrder();
    first.gateway.losePaymentHash = true;
    await first.engine.pay(9, BNB);
    const lost = first.gateway.mined[0]?.hash ?? '';
    // The same hash is this tab's record of another order's payment: it is not this order's.
    first.storage.setSession('paymentInfo', {
      v: 1,
      orders: {
        ...(first.storage.getSession('paymentInfo') as { orders: object }).orders,
        4: { orderId: 4, chain: 'BSC', token: 'BNB', orderRef: '0x4', amount: '0.5', txHash: lost },
      },
    });
    const after = reload(first);
    after.gateway.balances.set('BNB', new Decimal(2));
    const outcome = await after.engine.pay(9, BNB);
    expect(outcome).toMatchObject({ ok: true, value: { txHash: after.gateway.mined[1]?.hash } });
    expect(after.gateway.transfers).toHaveLength(2);
  });
});
