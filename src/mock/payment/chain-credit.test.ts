import { beforeEach, describe, expect, it } from 'vitest';
import { PAY_CODES } from '../../adapters/api/catalogue/payment.schema';
import { ORDER_CODES } from '../../adapters/api/catalogue/pre-order.schema';
import type { ConfirmOnChain, FindOnChain, LocalChainSettings, SoughtPayment } from '../core/local-chain';
import type { MockBackend } from '../core/mock-backend';
import { orderBook } from '../orders/orders.state';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';

/**
 * Money moved, hash lost: the wallet paid the order through the payment contract, but the app never
 * reported the transaction (a reload at the wrong moment). The mock finds the order's `Paid` event on the
 * attached chain (here a scripted finder and watcher) and credits the order, so it is neither left unpaid,
 * nor paid again, nor let expire.
 */

const LOCAL: LocalChainSettings = {
  chainId: 1337,
  rpcUrl: 'http://127.0.0.1:1',
  tokens: { USDT: `0x${'1'.repeat(40)}`, NADI: `0x${'2'.repeat(40)}` },
  paymentContract: `0x${'3'.repeat(40)}`,
  receiver: `0x${'4'.repeat(40)}`,
  nativeSymbol: 'BNB',
};
const PAID_HASH = `0x${'7e'.repeat(32)}`;
/** Seeded balance of user 10001. */
const BALANCE = '15234.567891';

let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;
let onChain: Map<string, string>;
let sought: SoughtPayment[];

beforeEach(async () => {
  onChain = new Map();
  sought = [];
  // The chain: a Paid event per order reference put there by the test, matched on token, amount and payer.
  const findOnChain: FindOnChain = async (chain, payment) => {
    expect(chain).toEqual(LOCAL);
    sought.push(payment);
    const key = `${payment.orderRef} ${payment.token} ${payment.amount} ${payment.payer.toLowerCase()}`;
    return onChain.get(key) ?? null;
  };
  const confirmOnChain: ConfirmOnChain = async (_chain, payment) =>
    [...onChain.values()].includes(payment.txHash) ? 'confirmed' : 'pending';
  const made = makeBackend({
    nadiChain: { chainId: 1337, rpcUrl: LOCAL.rpcUrl, explorerUrl: '', localChain: LOCAL },
    confirmOnChain,
    findOnChain,
  });
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

const get = async (path: string) => (await call(backend, 'GET', `/api/v1/${path}`, { token })).json;
const post = async (path: string, body: unknown) =>
  (await call(backend, 'POST', `/api/v1/${path}`, { token, body })).json;

/** A 200 USDT destroy-mining order with a NADI-chain USDT intent (balance part optional). */
const orderWithIntent = async (balancePart?: string) => {
  const order = orderBook(backend.state).addOrder(
    10001,
    { orderType: 3, num: 1, price: '200', totalPrice: '200' },
    FIXED_NOW,
  );
  const intent = await post('pay/chainIntent', {
    order_id: order.id,
    chain: 'NADI',
    token: 'USDT',
    ...(balancePart ? { balance_part: balancePart } : {}),
  });
  expect(intent.code).toBe(200);
  return { id: order.id, ref: intent.data.order_ref as string, amount: intent.data.amount as string };
};

/** The contract's Paid event for the order, from user 10001's wallet. */
const paidOnChain = (ref: string, amount: string, tokenSymbol = 'USDT') =>
  onChain.set(`${ref} ${tokenSymbol} ${amount} ${seededWallet(10001).address.toLowerCase()}`, PAID_HASH);

describe('payments credited by the payment contract’s events', () => {
  it('marks an order paid by chain when its Paid event is there, though no hash was reported', async () => {
    const { id, ref } = await orderWithIntent();
    expect((await get(`pay/status?order_id=${id}`)).data.status).toBe('unpaid');
    expect(sought.at(-1)).toEqual({
      orderRef: ref,
      token: 'USDT',
      amount: '200',
      payer: seededWallet(10001).address.toLowerCase(),
    });

    paidOnChain(ref, '200');
    expect((await get(`pay/status?order_id=${id}`)).data).toEqual({
      order_id: id,
      status: 'paid',
      tx_hash: PAID_HASH,
      paid_by: 'chain',
    });
    // The app reporting the same transaction later changes nothing; another one is refused.
    expect((await post('pay/chainSubmit', { order_id: id, tx_hash: PAID_HASH })).data.status).toBe('paid');
    expect((await post('pay/chainSubmit', { order_id: id, tx_hash: `0x${'11'.repeat(32)}` })).code).toBe(
      PAY_CODES.notPayable,
    );
  });

  it('never lets an order whose money moved expire unpaid', async () => {
    const { id, ref } = await orderWithIntent();
    paidOnChain(ref, '200');
    clock.advance(60 * 60_000); // long past its 15 minutes
    const [order] = (await get('preOrder/list?page=1&page_size=10')).data.list;
    expect(order).toMatchObject({ id, status: 5 });
    expect((await get(`pay/status?order_id=${id}`)).data).toMatchObject({
      status: 'paid',
      tx_hash: PAID_HASH,
    });
  });

  it('lets an unpaid order expire when no payment is on chain', async () => {
    const { id } = await orderWithIntent();
    clock.advance(60 * 60_000);
    expect((await get(`pay/status?order_id=${id}`)).data.status).toBe('cancelled');
  });

  it('spends the withheld balance of a mixed payment found on chain', async () => {
    const { id, ref, amount } = await orderWithIntent('50');
    expect(amount).toBe('150');
    paidOnChain(ref, '150');
    expect((await get(`pay/methods?order_id=${id}`)).data.status).toBe('paid');
    expect((await get(`pay/status?order_id=${id}`)).data).toMatchObject({ status: 'paid', paid_by: 'mixed' });
    const balance = (await call(backend, 'GET', '/api/v1/user/info', { token })).json.data.balance;
    expect(balance).toBe('15184.567891');
  });

  it('charges nothing more, and cancels nothing, once the money is found', async () => {
    const { id, ref } = await orderWithIntent();
    paidOnChain(ref, '200');
    expect((await post('pay/balance', { order_id: id })).data).toMatchObject({
      status: 'paid',
      paid_by: 'chain',
    });
    expect(backend.state.userById(10001)?.balance).toBe(BALANCE);
    expect((await post('preOrder/cancel', { id })).code).toBe(ORDER_CODES.notCancellable);
    expect((await post('pay/chainIntent', { order_id: id, chain: 'NADI', token: 'NADI' })).code).toBe(
      PAY_CODES.notPayable,
    );
    expect((await get('preOrder/tips')).data).toEqual([]);
  });

  it('credits nothing for an event of another amount or token', async () => {
    const { id, ref } = await orderWithIntent();
    paidOnChain(ref, '199');
    paidOnChain(ref, '200', 'NADI');
    expect((await get(`pay/status?order_id=${id}`)).data.status).toBe('unpaid');
  });
});
