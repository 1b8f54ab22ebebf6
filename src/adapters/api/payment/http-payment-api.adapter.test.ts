import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { failure, makeHttpKit } from '../../../../tests/fakes/fake-http';
import { PAY_CODES } from '../catalogue/payment.schema';
import { HttpPaymentApi } from './http-payment-api.adapter';

const HASH = `0x${'ab'.repeat(32)}`;
const REF = `0x${'0'.repeat(63)}7`;
const ADDRESS = (digit: string) => `0x${digit.repeat(40)}`;

const methodsWire = {
  order_id: 7,
  status: 'unpaid',
  amount: '100.5',
  unit: 'USDT',
  expire_time: '2026-01-01T00:15:00Z',
  balance: { enabled: true, available: '15234.567891' },
  destroy_quota: { enabled: false, available: '0' },
  mixed: true,
  chains: [
    {
      chain: 'BSC',
      tokens: [
        { token: 'USDT', amount: '100.5' },
        { token: 'nadi', amount: '1218.181818181818181819' },
        { token: 'DOGE', amount: '1' },
      ],
    },
    { chain: 'ETH', tokens: [{ token: 'USDT', amount: '100.5' }] },
    { chain: 'NADI', tokens: [{ token: 'XYZ', amount: '1' }] },
  ],
};

const intentWire = {
  order_id: 7,
  order_ref: REF,
  chain: 'BSC',
  chain_id: 56,
  token: 'USDT',
  amount: '70.5',
  balance_part: '30',
  payment_contract: ADDRESS('a'),
  receiver: ADDRESS('b'),
  token_contract: ADDRESS('c'),
  decimals: 18,
  confirmations: 1,
  expires_at: '2026-01-01T00:15:00Z',
};

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpPaymentApi(kit.client) };
};

describe('HttpPaymentApi', () => {
  it('reads the methods of an order, leaving out chains and tokens it does not know', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(methodsWire);
    const options = await api.methods(7);
    expect(kit.fetch.last).toMatchObject({
      method: 'GET',
      url: 'https://nadi.test/api/v1/pay/methods?order_id=7',
    });
    expect(options).toEqual({
      orderId: 7,
      status: 'unpaid',
      amount: new Decimal('100.5'),
      unit: 'USDT',
      expiresAt: new Date('2026-01-01T00:15:00Z'),
      balance: { enabled: true, available: new Decimal('15234.567891') },
      destroyQuota: { enabled: false, available: new Decimal(0) },
      mixed: true,
      chains: [
        {
          chain: 'BSC',
          tokens: [
            { token: 'USDT', amount: new Decimal('100.5') },
            { token: 'NADI', amount: new Decimal('1218.181818181818181819') },
          ],
        },
      ],
    });
  });

  it('refuses money sent as a number', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...methodsWire, amount: 100.5 });
    expect((await failure(api.methods(7))).kind).toBe('malformed');
  });

  it('pays by balance and by destroy quota with the order id', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({ order_id: 7, status: 'paid', tx_hash: null, paid_by: 'balance' })
      .answer({ order_id: 8, status: 'paid', tx_hash: null, paid_by: 'destroy_quota' });
    expect(await api.payByBalance(7)).toEqual({
      orderId: 7,
      status: 'paid',
      txHash: null,
      paidBy: 'balance',
    });
    expect(kit.fetch.last).toMatchObject({
      url: 'https://nadi.test/api/v1/pay/balance',
      body: { order_id: 7 },
    });
    expect((await api.payByDestroyQuota(8)).paidBy).toBe('destroyQuota');
    expect(kit.fetch.last).toMatchObject({
      url: 'https://nadi.test/api/v1/pay/destroyQuota',
      body: { order_id: 8 },
    });
  });

  it('asks for an intent with the balance part as a decimal string', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(intentWire);
    const intent = await api.chainIntent({
      orderId: 7,
      chain: 'BSC',
      token: 'USDT',
      balancePart: new Decimal('30.000000000000000001'),
    });
    expect(kit.fetch.last.body).toEqual({
      order_id: 7,
      chain: 'BSC',
      token: 'USDT',
      balance_part: '30.000000000000000001',
    });
    expect(intent).toEqual({
      orderId: 7,
      orderRef: REF,
      chain: 'BSC',
      chainId: 56,
      token: 'USDT',
      amount: new Decimal('70.5'),
      balancePart: new Decimal(30),
      paymentContract: ADDRESS('a'),
      receiver: ADDRESS('b'),
      tokenContract: ADDRESS('c'),
      decimals: 18,
      confirmations: 1,
      expiresAt: new Date('2026-01-01T00:15:00Z'),
    });
  });

  it('accepts a BNB intent without a token contract', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...intentWire, token: 'BNB', token_contract: null, payment_contract: null });
    const intent = await api.chainIntent({
      orderId: 7,
      chain: 'BSC',
      token: 'BNB',
      balancePart: new Decimal(0),
    });
    expect(intent).toMatchObject({ token: 'BNB', tokenContract: null, paymentContract: null });
    expect(kit.fetch.last.body).toMatchObject({ balance_part: '0' });
  });

  it('submits the hash and reads the status', async () => {
    const { kit, api } = setup();
    const pending = { order_id: 7, status: 'pending', tx_hash: HASH, paid_by: null };
    kit.fetch
      .answer(pending)
      .answer({ ...pending, status: 'paid', paid_by: 'chain' })
      .answer({ ...pending, status: 'x' });
    expect(await api.chainSubmit(7, HASH)).toEqual({
      orderId: 7,
      status: 'pending',
      txHash: HASH,
      paidBy: null,
    });
    expect(kit.fetch.last).toMatchObject({
      url: 'https://nadi.test/api/v1/pay/chainSubmit',
      body: { order_id: 7, tx_hash: HASH },
    });
    expect(await api.status(7)).toMatchObject({ status: 'paid', paidBy: 'chain' });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/pay/status?order_id=7');
    expect(await api.status(7)).toMatchObject({ status: 'unknown' });
  });

  it('reads a payer it does not know as none', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ order_id: 7, status: 'paid', tx_hash: null, paid_by: 'gift' });
    expect((await api.status(7)).paidBy).toBeNull();
  });

  it('refuses a malformed hash before sending', async () => {
    const { kit, api } = setup();
    expect((await failure(api.chainSubmit(7, '0x123'))).kind).toBe('system-error');
    expect(kit.fetch.requests).toHaveLength(0);
  });

  it.each([
    [PAY_CODES.insufficientBalance, 'insufficient-balance'],
    [PAY_CODES.insufficientQuota, 'insufficient-balance'],
    [PAY_CODES.notPayable, 'payment-failed'],
    [PAY_CODES.inProgress, 'payment-failed'],
    [PAY_CODES.methodNotAllowed, 'payment-method-failed'],
    [PAY_CODES.orderNotFound, 'server-exception'],
    [500, 'server-exception'],
  ])('turns answer code %i of a paying call into %s, keeping code and message', async (code, kind) => {
    const { kit, api } = setup();
    kit.fetch.answer(null, code, 'nope');
    const error = await failure(api.payByBalance(7));
    expect(error.kind).toBe(kind);
    expect(error.detail).toMatchObject({ code, serverMessage: 'nope', operation: 'pay.balance' });
  });

  it('keeps transport errors of a paying call as they are', async () => {
    const { kit, api } = setup();
    kit.fetch.offline();
    expect(
      (
        await failure(
          api.chainIntent({ orderId: 7, chain: 'BSC', token: 'USDT', balancePart: new Decimal(0) }),
        )
      ).kind,
    ).toBe('network');
  });
});
