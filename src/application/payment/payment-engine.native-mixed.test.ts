import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../tests/fakes/fake-payment-api';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import { AppError } from '../../domain/shared/app-error';
import { PaymentJournal } from './payment-journal';

const BNB = { method: 'chain', chain: 'BSC', token: 'BNB' } as const;
const MIXED = { method: 'mixed', chain: 'BSC', token: 'USDT' } as const;

const failureOf = async (outcome: Promise<unknown>) => {
  const result = (await outcome) as { ok: boolean; error?: AppError };
  expect(result.ok).toBe(false);
  return result.error as AppError;
};

/** An order of 0.5 BNB (the fake converts 1:1). */
const bnbOrder = () => {
  const h = paymentHarness();
  h.api.addOrder(9, '0.5');
  return h;
};

describe('PaymentEngine: BNB', () => {
  it('sends BNB through the payment contract, with no authorisation phases', async () => {
    const h = bnbOrder();
    const outcome = await h.pay(9, BNB);
    expect(outcome.ok).toBe(true);
    expect(h.gateway.payments).toMatchObject([
      {
        token: 'BNB',
        contract: CONTRACTS.payment,
        orderRef: `0x${'9'.padStart(64, '0')}`,
        amount: new Decimal('0.5'),
        hash: h.progress.txHash,
      },
    ]);
    expect(h.gateway.count('approve') + h.gateway.count('allowance')).toBe(0);
    expect(h.progress.visited).toEqual([
      'checkingBalance',
      'connectingWallet',
      'processingPayment',
      'waitingConfirmation',
      'success',
    ]);
    expect(h.gateway.balances.get('BNB')?.toFixed()).toBe('0.5');
  });

  it('refuses a BNB intent without the payment contract: never a plain transfer', async () => {
    const h = bnbOrder();
    const intent = h.api.chainIntent.bind(h.api);
    h.api.chainIntent = async (request) => ({ ...(await intent(request)), paymentContract: null });
    const error = await failureOf(h.pay(9, BNB));
    expect(error.kind).toBe('payment-intent-mismatch');
    expect(h.gateway.transfers).toEqual([]);
    expect(h.gateway.payments).toEqual([]);
    expect(h.wallet.connects).toBe(0);
    expect(h.storage.getLocal('paymentRecords')).toBeNull();
  });

  it('refuses when the BNB held does not cover the amount', async () => {
    const h = bnbOrder();
    h.gateway.balances.set('BNB', new Decimal('0.4'));
    const error = await failureOf(h.pay(9, BNB));
    expect(error.kind).toBe('insufficient-balance');
    expect(error.detail).toMatchObject({
      current: new Decimal('0.4'),
      required: new Decimal('0.5'),
      unit: 'BNB',
    });
  });

  it('refuses with the gas needed when the BNB covers the amount but not the gas', async () => {
    const h = bnbOrder();
    h.gateway.balances.set('BNB', new Decimal('0.50005'));
    const error = await failureOf(h.pay(9, BNB));
    expect(error.kind).toBe('insufficient-gas');
    expect(error.detail).toMatchObject({
      current: new Decimal('0.00005'),
      required: new Decimal('0.0001'),
      unit: 'BNB',
    });
    expect(h.progress.visited).toEqual(['checkingBalance', 'failure']);
  });

  it.each([
    ['a failed send', new AppError('payment-failed'), 'bnb-transfer-failed', true],
    ['an unexpected error', new Error('nonce too low'), 'bnb-transfer-failed', true],
    ['a wallet internal error', new AppError('wallet-internal'), 'bnb-transfer-failed', true],
    [
      'a simulation that reverts',
      new AppError('payment-failed', { operation: 'chain.simulate' }),
      'bnb-transfer-failed',
      false,
    ],
    ['the user’s cancel', new AppError('transaction-cancelled'), 'transaction-cancelled', false],
    ['a pending request', new AppError('requests-too-frequent'), 'requests-too-frequent', false],
  ])('maps %s of the transfer to %s (record kept: %s)', async (_name, failure, kind, kept) => {
    const h = bnbOrder();
    h.gateway.failWith.payOrder = failure;
    const error = await failureOf(h.pay(9, BNB));
    expect(error.kind).toBe(kind);
    // Only an answer proving nothing went out forgets the payment; otherwise it may be on chain.
    const record = new PaymentJournal(h.storage).get(9);
    expect(record === null ? false : record.sending === true).toBe(kept);
    expect(h.api.state(9).status).toBe('unpaid');
  });

  it('fails with bnb-transfer-failed when the transfer reverts', async () => {
    const h = bnbOrder();
    h.gateway.failingHashes.set(h.gateway.nextHashValue, new AppError('payment-failed'));
    expect((await failureOf(h.pay(9, BNB))).kind).toBe('bnb-transfer-failed');
  });

  it('never says "not paid" when the server refuses a transfer the chain confirmed', async () => {
    const h = bnbOrder();
    h.api.verdict = 'failed';
    expect((await failureOf(h.pay(9, BNB))).kind).toBe('payment-unconfirmed');
    expect(h.progress.sent).toMatchObject({ token: 'BNB', amount: '0.5', receiver: CONTRACTS.receiver });
    expect(new PaymentJournal(h.storage).get(9)?.txHash).toBe(h.progress.txHash);
  });
});

describe('PaymentEngine: mixed', () => {
  it('takes the balance first and the rest on chain, exactly', async () => {
    const h = paymentHarness();
    h.api.balance = new Decimal('30.000001');
    h.api.addOrder(7, '100');
    const outcome = await h.pay(7, MIXED);
    expect(outcome.ok && outcome.value.paidBy).toBe('mixed');
    const request = h.api.calls.find((c) => c.call === 'chainIntent')?.args[0];
    expect(request).toEqual({
      orderId: 7,
      chain: 'BSC',
      token: 'USDT',
      balancePart: new Decimal('30.000001'),
    });
    expect(h.gateway.approvals[0]?.amount.toFixed()).toBe('69.999999');
    expect(h.gateway.received.get('USDT')?.toFixed()).toBe('69.999999');
    expect(h.api.balance.toFixed()).toBe('0');
  });

  it('pays by balance alone when the balance covers the whole order', async () => {
    const h = paymentHarness();
    h.api.addOrder(7, '100');
    const outcome = await h.pay(7, MIXED);
    expect(outcome.ok && outcome.value.paidBy).toBe('balance');
    expect(h.api.count('chainIntent')).toBe(0);
    expect(h.gateway.log).toEqual([]);
  });

  it('pays all on chain when the balance is empty', async () => {
    const h = paymentHarness();
    h.api.balance = new Decimal(0);
    h.api.addOrder(7, '100');
    expect((await h.pay(7, MIXED)).ok).toBe(true);
    expect(h.gateway.approvals[0]?.amount.toFixed()).toBe('100');
  });

  it('adds the amounts when the server cannot withhold the balance part', async () => {
    const h = paymentHarness();
    h.api.balance = new Decimal(30);
    h.api.addOrder(7, '100');
    h.api.failWith.chainIntent = new AppError('insufficient-balance', { code: 4101 });
    const error = await failureOf(h.pay(7, MIXED));
    expect(error.detail).toMatchObject({ current: new Decimal(30), required: new Decimal(30), unit: 'USDT' });
  });

  it('keeps an intent error that is not about the balance', async () => {
    const h = paymentHarness();
    h.api.balance = new Decimal(30);
    h.api.addOrder(7, '100');
    h.api.failWith.chainIntent = new AppError('payment-method-failed', { code: 4105 });
    expect((await failureOf(h.pay(7, MIXED))).kind).toBe('payment-method-failed');
  });
});
