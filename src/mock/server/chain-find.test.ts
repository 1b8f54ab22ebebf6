import { Contract, id, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { ERC20_ABI, PAYMENT_ABI } from '../../adapters/chain/payment-abi';
import { loginBody, seededWallet } from '../testing/test-kit';
import { findPaidOnChain } from './chain-find';
import { type RunningMockServer, startMockServer } from './http-server';

/**
 * The order's payment found by its events on a real local chain: the Node mock server credits an order
 * whose payment went through the payment contract though the app never reported the transaction.
 */

let chain: LocalChain;
let server: RunningMockServer;
let rpc: JsonRpcProvider;
let payer: NonceManager;
let payerAddress: string;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
  server = await startMockServer({ port: 0, chain });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
  const key = new Wallet(chain.accountKey(1), rpc); // seeded user 10002, funded at start
  payerAddress = key.address;
  payer = new NonceManager(key);
}, 30_000);

afterAll(async () => {
  rpc?.destroy();
  await server?.close();
  await chain?.close();
});

const paymentContract = () => new Contract(chain.paymentContract, PAYMENT_ABI, payer);

/**
 * approve + pay through NadiPayment, as the app does; resolves the pay transaction's hash. `open`: the test
 * opens the order itself, as the backend would (false: the mock server opened it on pay/chainIntent).
 */
const payOrder = async (orderRef: string, amount: string, symbol: 'USDT' | 'NADI' = 'USDT', open = true) => {
  const units = parseUnits(amount, 18);
  const token = new Contract(chain.tokens[symbol], ERC20_ABI, payer);
  await (await token.getFunction('approve')(chain.paymentContract, units)).wait();
  // The backend opens the order first (NadiPayment refuses a payment of an order it did not open).
  if (open)
    await chain.openOrder({
      orderRef,
      payer: payerAddress,
      token: chain.tokens[symbol],
      units: units.toString(),
    });
  const tx = await paymentContract().getFunction('pay')(id(orderRef), chain.tokens[symbol], units);
  await tx.wait();
  return (tx.hash as string).toLowerCase();
};

describe('findPaidOnChain', () => {
  it('finds the Paid event of an order by its reference, payer, token and exact amount', async () => {
    const hash = await payOrder('REF-1', '42.5');
    const sought = { orderRef: 'REF-1', token: 'USDT', amount: '42.5', payer: payerAddress };
    expect(await findPaidOnChain(chain, sought)).toBe(hash);
    expect(await findPaidOnChain(chain, { ...sought, token: chain.tokens.USDT })).toBe(hash);
    expect(await findPaidOnChain(chain, { ...sought, payer: payerAddress.toLowerCase() })).toBe(hash);

    expect(await findPaidOnChain(chain, { ...sought, orderRef: 'REF-2' })).toBeNull();
    expect(await findPaidOnChain(chain, { ...sought, amount: '42.4' })).toBeNull();
    expect(await findPaidOnChain(chain, { ...sought, token: 'NADI' })).toBeNull();
    expect(await findPaidOnChain(chain, { ...sought, token: 'BNB' })).toBeNull();
    expect(await findPaidOnChain(chain, { ...sought, token: 'DOGE' })).toBeNull();
    expect(await findPaidOnChain(chain, { ...sought, payer: seededWallet(10003).address })).toBeNull();
    expect(await findPaidOnChain(chain, { ...sought, amount: 'lots' })).toBeNull();
  });

  it('finds a native payment, and answers null when the node does not answer', async () => {
    const value = parseUnits('0.25', 18);
    await chain.openOrder({ orderRef: 'REF-3', payer: payerAddress, token: null, units: value.toString() });
    const tx = await paymentContract().getFunction('payNative')(id('REF-3'), { value });
    await tx.wait();
    const sought = { orderRef: 'REF-3', token: 'BNB', amount: '0.25', payer: payerAddress };
    expect(await findPaidOnChain(chain, sought)).toBe((tx.hash as string).toLowerCase());
    expect(await findPaidOnChain({ ...chain, rpcUrl: 'http://127.0.0.1:1' }, sought)).toBeNull();
  });
});

describe('the Node mock server with a chain attached', () => {
  const api = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; data: Record<string, unknown> };
  };

  it('credits an order paid through the contract whose hash was never reported', async () => {
    const login = await api('POST', 'auth/login', undefined, await loginBody(seededWallet(10002)));
    const token = String(login.data.token);
    const order = await api('POST', 'preOrder/preOrder', token, { order_type: 3, amount: '150' });
    const orderId = Number(order.data.id);
    const intent = await api('POST', 'pay/chainIntent', token, {
      order_id: orderId,
      chain: 'NADI',
      token: 'USDT',
    });
    expect(intent.data).toMatchObject({ chain_id: chain.chainId, payment_contract: chain.paymentContract });

    // The server opened the order on chain when it recorded the intent: the payment goes through as it is.
    const hash = await payOrder(String(intent.data.order_ref), String(intent.data.amount), 'USDT', false);
    // The app never calls pay/chainSubmit: the server finds the payment itself.
    expect((await api('GET', `pay/status?order_id=${orderId}`, token)).data).toEqual({
      order_id: orderId,
      status: 'paid',
      tx_hash: hash,
      paid_by: 'chain',
    });
    // A second payment of the same order is refused by the contract itself.
    await expect(
      payOrder(String(intent.data.order_ref), String(intent.data.amount), 'USDT', false),
    ).rejects.toThrow();
    expect((await api('GET', `pay/status?order_id=${orderId}`, token)).data.tx_hash).toBe(hash);
  });
});
