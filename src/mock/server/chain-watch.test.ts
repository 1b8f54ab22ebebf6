import Decimal from 'decimal.js';
import { Contract, id, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { ERC20_ABI, PAYMENT_ABI } from '../../adapters/chain/payment-abi';
import { chainSettings } from './chain-settings';
import { confirmOnChainPayment } from './chain-watch';

let chain: LocalChain;
let rpc: JsonRpcProvider;
let payer: NonceManager;
let payerAddress: string;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
  const key = new Wallet(chain.accountKey(1), rpc); // seeded user 10002, funded at start
  payerAddress = key.address;
  payer = new NonceManager(key);
}, 30_000);

afterAll(async () => {
  rpc?.destroy();
  await chain?.close();
});

const token = (symbol: 'USDT' | 'NADI') => new Contract(chain.tokens[symbol], ERC20_ABI, payer);
const paymentContract = () => new Contract(chain.paymentContract, PAYMENT_ABI, payer);

/** approve + pay through NadiPayment, as the app does; resolves the pay transaction's hash. */
const payOrder = async (orderRef: string, amount: string, symbol: 'USDT' | 'NADI' = 'USDT') => {
  const units = parseUnits(amount, 18);
  await (await token(symbol).getFunction('approve')(chain.paymentContract, units)).wait();
  // The backend opens the order first (NadiPayment refuses a payment of an order it did not open).
  await chain.openOrder({
    orderRef,
    payer: payerAddress,
    token: chain.tokens[symbol],
    units: units.toString(),
  });
  const tx = await paymentContract().getFunction('pay')(id(orderRef), chain.tokens[symbol], units);
  await tx.wait();
  return tx.hash as string;
};

describe('confirmOnChainPayment on a real local chain', () => {
  it('confirms an ERC-20 payment through the payment contract, exactly as ordered', async () => {
    const txHash = await payOrder('NO-1001', '12.5');
    const expected = { txHash, orderRef: 'NO-1001', token: 'USDT', amount: '12.5', payer: payerAddress };
    expect(await confirmOnChainPayment(chain, expected)).toBe('confirmed');
    expect(
      await confirmOnChainPayment(chainSettings(chain), { ...expected, amount: new Decimal('12.50') }),
    ).toBe('confirmed');
    expect(await confirmOnChainPayment(chain, { ...expected, token: chain.tokens.USDT })).toBe('confirmed');
    expect(await confirmOnChainPayment(chain, { ...expected, payer: payerAddress.toLowerCase() })).toBe(
      'confirmed',
    );

    expect(await confirmOnChainPayment(chain, { ...expected, amount: '12.4' })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, amount: '12.5000000000000000001' })).toBe(
      'mismatch',
    );
    expect(await confirmOnChainPayment(chain, { ...expected, amount: 'twelve' })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, orderRef: 'NO-1002' })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, token: 'NADI' })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, token: 'DOGE' })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, token: chain.receiver })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, token: 'BNB' })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, payer: chain.receiver })).toBe('mismatch');
    // The money must have reached the configured receiver.
    expect(await confirmOnChainPayment({ ...chain, receiver: chain.deployer }, expected)).toBe('mismatch');
  });

  it('waits for the confirmations asked for', async () => {
    const txHash = await payOrder('NO-2001', '3', 'NADI');
    const expected = { txHash, orderRef: 'NO-2001', token: 'NADI', amount: '3', payer: payerAddress };
    expect(await confirmOnChainPayment(chain, expected, { confirmations: 3 })).toBe('pending');
    await chain.mine();
    await chain.mine();
    expect(await confirmOnChainPayment(chain, expected, { confirmations: 3 })).toBe('confirmed');
  });

  it('confirms a native payment through payNative, checking the value and the contract receiver', async () => {
    const value = parseUnits('0.75', 18);
    await chain.openOrder({ orderRef: 'NO-3001', payer: payerAddress, token: null, units: value.toString() });
    const tx = await paymentContract().getFunction('payNative')(id('NO-3001'), { value });
    await tx.wait();
    const expected = {
      txHash: tx.hash,
      orderRef: 'NO-3001',
      token: 'BNB',
      amount: '0.75',
      payer: payerAddress,
    };
    expect(await confirmOnChainPayment(chain, expected)).toBe('confirmed');
    expect(await confirmOnChainPayment(chain, { ...expected, amount: '0.7' })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...expected, token: 'USDT' })).toBe('mismatch');
    expect(await confirmOnChainPayment({ ...chain, receiver: chain.deployer }, expected)).toBe('mismatch');
  });

  it('accepts a plain transfer of exactly the amount to the receiver, and nothing else', async () => {
    const native = await payer.sendTransaction({ to: chain.receiver, value: parseUnits('1', 18) });
    await native.wait();
    const base = { orderRef: 'NO-4001', payer: payerAddress };
    expect(
      await confirmOnChainPayment(chain, { ...base, txHash: native.hash, token: 'BNB', amount: '1' }),
    ).toBe('confirmed');
    expect(
      await confirmOnChainPayment(chain, { ...base, txHash: native.hash, token: 'BNB', amount: '2' }),
    ).toBe('mismatch');
    const elsewhere = await payer.sendTransaction({ to: chain.deployer, value: parseUnits('1', 18) });
    await elsewhere.wait();
    expect(
      await confirmOnChainPayment(chain, { ...base, txHash: elsewhere.hash, token: 'BNB', amount: '1' }),
    ).toBe('mismatch');

    const erc20 = await token('USDT').getFunction('transfer')(chain.receiver, parseUnits('4', 18));
    await erc20.wait();
    expect(
      await confirmOnChainPayment(chain, { ...base, txHash: erc20.hash, token: 'USDT', amount: '4' }),
    ).toBe('confirmed');
    expect(
      await confirmOnChainPayment(chain, { ...base, txHash: erc20.hash, token: 'USDT', amount: '5' }),
    ).toBe('mismatch');
  });

  it('treats a reverted transaction as a mismatch, an unknown one as pending, a bad hash as a mismatch', async () => {
    const reverted = await paymentContract().getFunction('pay')(
      id('NO-5001'),
      chain.tokens.USDT,
      10n ** 30n,
      {
        gasLimit: 200_000n,
      },
    );
    await rpc.waitForTransaction(reverted.hash);
    const base = { orderRef: 'NO-5001', token: 'USDT', amount: '1000000000000', payer: payerAddress };
    expect(await confirmOnChainPayment(chain, { ...base, txHash: reverted.hash })).toBe('mismatch');
    expect(await confirmOnChainPayment(chain, { ...base, txHash: `0x${'cd'.repeat(32)}` })).toBe('pending');
    expect(await confirmOnChainPayment(chain, { ...base, txHash: '0x1234' })).toBe('mismatch');
  });

  it('answers pending when the node cannot be reached', async () => {
    const txHash = `0x${'ef'.repeat(32)}`;
    const down = { ...chainSettings(chain), rpcUrl: 'http://127.0.0.1:9' };
    expect(
      await confirmOnChainPayment(down, {
        txHash,
        orderRef: 'x',
        token: 'USDT',
        amount: '1',
        payer: payerAddress,
      }),
    ).toBe('pending');
  });
});
