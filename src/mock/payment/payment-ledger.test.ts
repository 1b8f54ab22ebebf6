import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../adapters/api/catalogue/endpoint';
import { ORDER_STATUS_CODES } from '../../domain/orders/order-status';
import type { MockEnv } from '../core/handler';
import type { LocalChainSettings } from '../core/local-chain';
import { DEFAULT_NADI_CHAIN } from '../core/mock-backend';
import { createMockState } from '../core/mock-world';
import { seededRandom } from '../core/random';
import { orderBook } from '../orders/orders.state';
import { confirmOnChainPayment } from '../server/chain-watch';
import { FIXED_NOW } from '../testing/test-kit';
import { createPaymentHandlers } from './payment.handlers';
import { type ChainCheck, type ChainClaim, checkOnChain, contractsOf, payStatusOf } from './payment-ledger';

const HASH = `0x${'ab'.repeat(32)}`;
const LOCAL: LocalChainSettings = {
  chainId: 1337,
  rpcUrl: 'http://127.0.0.1:1',
  tokens: { USDT: `0x${'1'.repeat(40)}`, NADI: `0x${'2'.repeat(40)}` },
  paymentContract: `0x${'3'.repeat(40)}`,
  receiver: `0x${'4'.repeat(40)}`,
  nativeSymbol: 'BNB',
};

const envOf = (localChain?: LocalChainSettings): MockEnv => ({
  now: () => FIXED_NOW,
  random: seededRandom(1),
  origin: 'http://127.0.0.1:3000',
  nadiChain: { ...DEFAULT_NADI_CHAIN, ...(localChain ? { localChain } : {}) },
  // The Node server hands its chain watcher in with the chain it attaches.
  ...(localChain ? { confirmOnChain: confirmOnChainPayment } : {}),
});

/** The payment handlers over a state of their own, with a scripted chain. */
const world = (verdicts: Array<'confirmed' | 'pending' | 'mismatch'>, localChain?: LocalChainSettings) => {
  const state = createMockState();
  const claims: ChainClaim[] = [];
  const check: ChainCheck = async (claim) => {
    claims.push(claim);
    return verdicts.shift() ?? 'pending';
  };
  const handlers = createPaymentHandlers(check);
  const env = envOf(localChain);
  const run = async (id: string, input: unknown) => {
    const implementation = handlers.find((h) => h.endpoint.id === id);
    if (!implementation) throw new Error(`no handler ${id}`);
    const endpoint: Endpoint = implementation.endpoint;
    const result = await implementation.run({
      input: endpoint.request.parse(input),
      user: state.userById(10001) ?? null,
      state,
      env,
    });
    if (!result.ok) return result;
    expect(endpoint.response.safeParse(result.data).success).toBe(true);
    return result.data as Record<string, unknown>;
  };
  const order = orderBook(state).addOrder(
    10001,
    { orderType: 2, num: 1, price: '100', totalPrice: '100' },
    FIXED_NOW,
  );
  return { state, claims, run, orderId: order.id };
};

describe('payments confirmed on chain', () => {
  it('stays pending until the chain confirms, then pays the order', async () => {
    const w = world(['pending', 'confirmed']);
    const intent = await w.run('pay.chainIntent', {
      order_id: w.orderId,
      chain: 'NADI',
      token: 'NADI',
      balance_part: '20',
    });
    const submitted = await w.run('pay.chainSubmit', { order_id: w.orderId, tx_hash: HASH });
    expect(submitted).toEqual({ order_id: w.orderId, status: 'pending', tx_hash: HASH, paid_by: null });
    expect(w.claims[0]).toEqual({
      chain: 'NADI',
      txHash: HASH,
      orderRef: (intent as { order_ref: string }).order_ref,
      token: 'NADI',
      amount: '969.69696969696969697',
      payer: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      confirmations: 1,
    });
    expect(await w.run('pay.status', { order_id: w.orderId })).toMatchObject({
      status: 'paid',
      paid_by: 'mixed',
    });
    expect(w.state.userById(10001)?.balance).toBe('15214.567891');
    expect(orderBook(w.state).order(10001, w.orderId)?.status).toBe(ORDER_STATUS_CODES.paid);
  });

  it('fails a transaction the chain does not show, gives the balance back, and takes a new one', async () => {
    const w = world(['mismatch', 'confirmed']);
    await w.run('pay.chainIntent', { order_id: w.orderId, chain: 'BSC', token: 'USDT', balance_part: '20' });
    expect(w.state.userById(10001)?.balance).toBe('15214.567891');
    const failed = await w.run('pay.chainSubmit', { order_id: w.orderId, tx_hash: HASH });
    expect(failed).toMatchObject({ status: 'failed', tx_hash: HASH });
    expect(w.state.userById(10001)?.balance).toBe('15234.567891');
    expect(await w.run('pay.chainSubmit', { order_id: w.orderId, tx_hash: HASH })).toMatchObject({
      status: 400,
    });
    await w.run('pay.chainIntent', { order_id: w.orderId, chain: 'BSC', token: 'USDT' });
    const paid = await w.run('pay.chainSubmit', { order_id: w.orderId, tx_hash: `0x${'cd'.repeat(32)}` });
    expect(paid).toMatchObject({ status: 'paid', paid_by: 'chain' });
  });

  it('keeps a pending transaction past the order’s expiry, and refuses another hash meanwhile', async () => {
    const w = world(['pending', 'pending']);
    await w.run('pay.chainIntent', { order_id: w.orderId, chain: 'BSC', token: 'USDT' });
    await w.run('pay.chainSubmit', { order_id: w.orderId, tx_hash: HASH });
    expect(
      await w.run('pay.chainSubmit', { order_id: w.orderId, tx_hash: `0x${'cd'.repeat(32)}` }),
    ).toMatchObject({
      code: 4104,
    });
    expect(
      await w.run('pay.chainIntent', { order_id: w.orderId, chain: 'BSC', token: 'NADI' }),
    ).toMatchObject({
      code: 4104,
    });
    const order = orderBook(w.state).order(10001, w.orderId);
    if (!order) throw new Error('no order');
    orderBook(w.state).saveOrder({ ...order, expiresAt: new Date(FIXED_NOW - 1).toISOString() });
    expect(await w.run('pay.status', { order_id: w.orderId })).toMatchObject({ status: 'pending' });
  });

  it('ignores a verdict that arrives after the order moved on', async () => {
    const w = world([]);
    await w.run('pay.chainIntent', { order_id: w.orderId, chain: 'BSC', token: 'USDT' });
    await w.run('pay.chainSubmit', { order_id: w.orderId, tx_hash: HASH });
    const slow = createPaymentHandlers(async () => {
      const order = orderBook(w.state).order(10001, w.orderId);
      if (order)
        orderBook(w.state).saveOrder({ ...order, payment: { ...order.payment, txStatus: 'failed' } });
      return 'confirmed';
    }).find((h) => h.endpoint.id === 'pay.status');
    const result = await slow?.run({
      input: { order_id: w.orderId },
      user: w.state.userById(10001) ?? null,
      state: w.state,
      env: envOf(),
    });
    expect(result).toMatchObject({ ok: true, data: { status: 'failed' } });
  });
});

describe('the chain of the mock', () => {
  it('announces the attached local chain’s contracts for the NADI chain', () => {
    expect(contractsOf('NADI', envOf(LOCAL))).toEqual({
      chainId: 1337,
      paymentContract: LOCAL.paymentContract,
      receiver: LOCAL.receiver,
      tokens: LOCAL.tokens,
    });
    expect(contractsOf('NADI', envOf()).chainId).toBe(97);
    expect(contractsOf('BSC', envOf(LOCAL)).chainId).toBe(56);
  });

  it('checks a NADI-chain payment on the attached chain, and takes a hash elsewhere', async () => {
    const claim: ChainClaim = {
      chain: 'NADI',
      txHash: 'not-a-hash',
      orderRef: '0x1',
      token: 'BNB',
      amount: '1',
      payer: LOCAL.receiver,
      confirmations: 1,
    };
    expect(await checkOnChain(claim, envOf(LOCAL))).toBe('mismatch');
    expect(await checkOnChain({ ...claim, chain: 'BSC' }, envOf(LOCAL))).toBe('mismatch');
    expect(await checkOnChain({ ...claim, txHash: HASH }, envOf())).toBe('confirmed');
  });

  it('reads the payment status of an order', () => {
    const state = createMockState();
    const order = orderBook(state).addOrder(
      10001,
      { orderType: 2, num: 1, price: '1', totalPrice: '1', status: 3 },
      FIXED_NOW,
    );
    expect(payStatusOf(order)).toBe('paid');
    expect(order.orderNo).toBe('NO20260101000001');
    expect(
      orderBook(state)
        .ordersOf(10001)
        .map((o) => o.id),
    ).toEqual([order.id]);
    expect(orderBook(state).saveOrder({ ...order, userId: 10002 })).toBe(false);
    expect(state.updateUser(99, { balance: '1' })).toBeUndefined();
  });
});

describe('orders in the mock state', () => {
  it('survive a snapshot, and a snapshot from before orders still restores', () => {
    const state = createMockState();
    const order = orderBook(state).addOrder(
      10001,
      { orderType: 1, num: 2, price: '5', totalPrice: '10' },
      FIXED_NOW,
    );
    const copy = createMockState();
    expect(copy.restore(state.snapshot())).toBe(true);
    expect(orderBook(copy).order(10001, order.id)).toEqual(order);
    expect(
      orderBook(copy).addOrder(10001, { orderType: 1, num: 1, price: '1', totalPrice: '1' }, FIXED_NOW).id,
    ).toBe(order.id + 1);
    const { orders: _orders, nextOrderId: _next, ...before } = state.snapshot();
    expect(copy.restore(before)).toBe(true);
    expect(orderBook(copy).ordersOf(10001)).toEqual([]);
  });
});
