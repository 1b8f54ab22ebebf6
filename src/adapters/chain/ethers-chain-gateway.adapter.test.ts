import 'reflect-metadata';
import Decimal from 'decimal.js';
import { Contract, Interface, id, JsonRpcProvider, Wallet as KeyWallet, parseUnits } from 'ethers';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { ChainGateway } from '../../application/payment/chain-gateway.port';
import { AppError } from '../../domain/shared/app-error';
import { assets, chainParams, fundedDemoWallet } from './chain-test-kit';
import { EthersChainGateway, GAS_UNITS } from './ethers-chain-gateway.adapter';
import { ERC20_ABI, PAYMENT_ABI } from './payment-abi';

let chain: LocalChain;
let rpc: JsonRpcProvider;
const gateway = new EthersChainGateway(undefined, { pollingIntervalMs: 20, confirmationTimeoutMs: 1500 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
}, 30_000);

afterAll(async () => {
  rpc?.destroy();
  await chain?.close();
});

const tokenBalance = async (token: string, owner: string): Promise<bigint> =>
  (await new Contract(token, ERC20_ABI, rpc).getFunction('balanceOf')(owner)) as bigint;

/** The backend opens an order on the payment contract before it can be paid (payer, token, exact amount). */
const open = (orderRef: string, payer: string, token: string | null, amount: string) =>
  chain.openOrder({ orderRef, payer, token, units: parseUnits(amount, 18).toString() });

const expectKind = async (promise: Promise<unknown>, kind: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).kind).toBe(kind);
};

describe('EthersChainGateway on a real local chain', () => {
  it('reads the funded balances: tokens, native coin, allowance', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT, NADI, BNB } = assets(chain);
    expect((await gateway.balanceOf(wallet, params, USDT, address)).toFixed()).toBe('100000');
    expect((await gateway.balanceOf(wallet, params, NADI, address)).toFixed()).toBe('1000000');
    expect((await gateway.balanceOf(wallet, params, BNB, address)).toFixed()).toBe('10');
    expect(await gateway.tokenDecimals(wallet, params, chain.tokens.NADI)).toBe(NADI.decimals);
    expect(await gateway.tokenSymbol(wallet, params, chain.tokens.NADI)).toBe('NADI');
    expect(await gateway.tokenSymbol(wallet, params, chain.tokens.USDT)).toBe('USDT');
    expect((await gateway.allowance(wallet, params, USDT, address, chain.paymentContract)).isZero()).toBe(
      true,
    );
    // Without an RPC URL the reads go through the wallet (here the demo wallet's node).
    const viaWallet = chainParams(chain, '');
    expect((await gateway.balanceOf(wallet, viaWallet, USDT, address)).toFixed()).toBe('100000');
  });

  it('approves exactly the amount, then pays: the allowance is zero again and the receiver got exactly it', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT } = assets(chain);
    const amount = new Decimal('123.456789012345678901');
    const units = parseUnits('123.456789012345678901', 18);
    const receiverBefore = await tokenBalance(chain.tokens.USDT, chain.receiver);
    const payerBefore = await tokenBalance(chain.tokens.USDT, address);

    const approveHash = await gateway.approve(wallet, params, USDT, chain.paymentContract, amount);
    await gateway.waitForConfirmation(wallet, params, approveHash, 1);
    const approveTx = await rpc.getTransaction(approveHash);
    const [spender, approved] = new Interface(ERC20_ABI).decodeFunctionData('approve', approveTx?.data ?? '');
    expect(spender).toBe(chain.paymentContract);
    expect(approved).toBe(units); // exactly the amount, never unlimited
    expect(
      (await gateway.allowance(wallet, params, USDT, address, chain.paymentContract)).equals(amount),
    ).toBe(true);

    await open('ORDER-42', address, chain.tokens.USDT, '123.456789012345678901');
    const payGas = await rpc.estimateGas({
      from: address,
      to: chain.paymentContract,
      data: new Interface(PAYMENT_ABI).encodeFunctionData('pay', [id('ORDER-42'), chain.tokens.USDT, units]),
    });
    expect(payGas).toBeLessThan(GAS_UNITS.transfer);
    const payHash = await gateway.payOrder(wallet, params, USDT, chain.paymentContract, 'ORDER-42', amount);
    await gateway.waitForConfirmation(wallet, params, payHash, 1);

    expect((await gateway.allowance(wallet, params, USDT, address, chain.paymentContract)).isZero()).toBe(
      true,
    );
    expect((await tokenBalance(chain.tokens.USDT, chain.receiver)) - receiverBefore).toBe(units);
    expect(payerBefore - (await tokenBalance(chain.tokens.USDT, address))).toBe(units);
    const receipt = await rpc.getTransactionReceipt(payHash);
    const payment = new Interface(PAYMENT_ABI);
    const paid = receipt?.logs.map((log) => payment.parseLog(log)).find((log) => log?.name === 'Paid');
    expect(paid?.args.toArray()).toEqual([id('ORDER-42'), address, chain.tokens.USDT, units]);
  });

  it('finds the payments of an order reference with payer, token and amount; the contract refuses a second', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT } = assets(chain);
    const amount = new Decimal('2');
    const search = (orderRef: string, fromBlock?: number) =>
      gateway.findPayments(wallet, params, {
        paymentContract: chain.paymentContract,
        orderRef,
        asset: USDT,
        ...(fromBlock !== undefined && { fromBlock }),
      });
    expect(await search('ORDER-ONCE')).toEqual([]);
    const head = await gateway.headBlock(wallet, params);
    await open('ORDER-ONCE', address, chain.tokens.USDT, '2');
    await gateway.waitForConfirmation(
      wallet,
      params,
      await gateway.approve(wallet, params, USDT, chain.paymentContract, new Decimal('4')),
      1,
    );
    const payHash = await gateway.payOrder(wallet, params, USDT, chain.paymentContract, 'ORDER-ONCE', amount);
    await gateway.waitForConfirmation(wallet, params, payHash, 1);
    expect(await search('ORDER-ONCE', head)).toEqual([
      { txHash: payHash, payer: address, token: chain.tokens.USDT, amount: amount },
    ]);
    expect(await search('ORDER-ONCE', (await gateway.headBlock(wallet, params)) + 1)).toEqual([]);
    expect(await search('ORDER-OTHER')).toEqual([]);
    // The allowance would cover a second payment: the contract itself says no (simulated, never sent).
    await expect(
      gateway.payOrder(wallet, params, USDT, chain.paymentContract, 'ORDER-ONCE', amount),
    ).rejects.toMatchObject({ kind: 'payment-failed', detail: { operation: 'chain.simulate' } });
  });

  it('pays in the native coin through payNative, and transfers native and ERC-20', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { BNB, NADI } = assets(chain);
    const before = await rpc.getBalance(chain.receiver);
    await open('ORDER-BNB', address, null, '0.25');
    const hash = await gateway.payOrder(
      wallet,
      params,
      BNB,
      chain.paymentContract,
      'ORDER-BNB',
      new Decimal('0.25'),
    );
    await gateway.waitForConfirmation(wallet, params, hash, 1);
    expect((await rpc.getBalance(chain.receiver)) - before).toBe(parseUnits('0.25', 18));

    const other = KeyWallet.createRandom().address;
    await gateway.waitForConfirmation(
      wallet,
      params,
      await gateway.transfer(wallet, params, BNB, other, new Decimal('0.000000000000000001')),
      1,
    );
    expect(await rpc.getBalance(other)).toBe(1n);
    await gateway.waitForConfirmation(
      wallet,
      params,
      await gateway.transfer(wallet, params, NADI, other, new Decimal('7.5')),
      1,
    );
    expect(await tokenBalance(chain.tokens.NADI, other)).toBe(parseUnits('7.5', 18));
    expect((await gateway.balanceOf(wallet, params, NADI, address)).toFixed()).toBe('999992.5');
  });

  it('estimates gas above what the transactions really cost', async () => {
    const { wallet } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT } = assets(chain);
    const approve = await gateway.gasCost(wallet, params, 'approve', USDT);
    const transfer = await gateway.gasCost(wallet, params, 'transfer', USDT);
    const native = await gateway.gasCost(wallet, params, 'native-transfer', assets(chain).BNB);
    expect(approve.greaterThan(0)).toBe(true);
    expect(transfer.greaterThan(approve)).toBe(true);
    expect(native.lessThan(transfer)).toBe(true);
    // The units cover the contracts' real gas use (measured through eth_estimateGas on the local chain).
    const payer = (await fundedDemoWallet(chain)).address;
    const approveGas = await rpc.estimateGas({
      from: payer,
      to: chain.tokens.USDT,
      data: new Interface(ERC20_ABI).encodeFunctionData('approve', [chain.paymentContract, 10n ** 20n]),
    });
    expect(approveGas).toBeLessThan(GAS_UNITS.approve);
    await open('x', payer, null, '0.000000000000000001');
    const payNativeGas = await rpc.estimateGas({
      from: payer,
      to: chain.paymentContract,
      value: 1n,
      data: new Interface(PAYMENT_ABI).encodeFunctionData('payNative', [id('x')]),
    });
    expect(payNativeGas).toBeLessThan(GAS_UNITS['native-transfer']);
  });

  it('waits for the confirmations asked for', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const hash = await gateway.transfer(wallet, params, assets(chain).BNB, address, new Decimal(1));
    let done = false;
    const waiting = gateway.waitForConfirmation(wallet, params, hash, 3).then(() => {
      done = true;
    });
    await sleep(100);
    expect(done).toBe(false);
    await chain.mine();
    await chain.mine();
    await waiting;
    expect(done).toBe(true);
    await expectKind(gateway.waitForConfirmation(wallet, params, `0x${'ab'.repeat(32)}`, 1), 'timeout');
  });

  it('fails with payment-failed on a revert: before sending (simulated) and when mined', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT } = assets(chain);
    const nonce = await rpc.getTransactionCount(address);
    // No approval: the payment contract's transferFrom would revert, so nothing is sent.
    await open('ORDER-X', address, chain.tokens.USDT, '1');
    await expectKind(
      gateway.payOrder(wallet, params, USDT, chain.paymentContract, 'ORDER-X', new Decimal(1)),
      'payment-failed',
    );
    expect(await rpc.getTransactionCount(address)).toBe(nonce);
    // A reverting transaction that gets mined (sent with a fixed gas limit, so nobody estimated it).
    const signer = new KeyWallet(chain.accountKey(5), rpc);
    const reverted = await signer.sendTransaction({
      to: chain.paymentContract,
      data: new Interface(PAYMENT_ABI).encodeFunctionData('pay', [id('ORDER-X'), chain.tokens.USDT, 1n]),
      gasLimit: 200_000n,
    });
    await expectKind(gateway.waitForConfirmation(wallet, params, reverted.hash, 1), 'payment-failed');
  });

  it('maps wallet refusals: rejection, wrong chain, no account', async () => {
    const { wallet, provider } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT } = assets(chain);
    provider.failNext(4001, 'eth_sendTransaction');
    const rejected = gateway.approve(wallet, params, USDT, chain.paymentContract, new Decimal(5));
    await expectKind(rejected, 'transaction-cancelled');
    expect(await rejected.catch((e: AppError) => e.detail.code)).toBe(4001);

    provider.failNext(-32603, 'eth_sendTransaction');
    await expectKind(
      gateway.approve(wallet, params, USDT, chain.paymentContract, new Decimal(5)),
      'wallet-internal',
    );

    await wallet.switchChain({ ...params, chainId: 56, rpcUrl: '' });
    await expectKind(
      gateway.approve(wallet, params, USDT, chain.paymentContract, new Decimal(5)),
      'wrong-network',
    );

    await wallet.switchChain(params);
    await wallet.disconnect();
    await expectKind(
      gateway.transfer(wallet, params, USDT, chain.receiver, new Decimal(5)),
      'wallet-connect-failed',
    );
    provider.failNext(-32002, 'eth_accounts');
    await expectKind(
      gateway.approve(wallet, params, USDT, chain.paymentContract, new Decimal(5)),
      'requests-too-frequent',
    );
  });

  it('refuses a payment of an order opened for someone else, another token or another amount', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT } = assets(chain);
    await gateway.waitForConfirmation(
      wallet,
      params,
      await gateway.approve(wallet, params, USDT, chain.paymentContract, new Decimal(10)),
      1,
    );
    const refused = (orderRef: string, amount = new Decimal(2)) =>
      expectKind(
        gateway.payOrder(wallet, params, USDT, chain.paymentContract, orderRef, amount),
        'payment-failed',
      );
    await refused('NEVER-OPENED');
    await open('FOR-ANOTHER', KeyWallet.createRandom().address, chain.tokens.USDT, '2');
    await refused('FOR-ANOTHER');
    await open('IN-NADI', address, chain.tokens.NADI, '2');
    await refused('IN-NADI');
    await open('THREE', address, chain.tokens.USDT, '3');
    await refused('THREE');
    // The opened terms exactly: paid.
    const hash = await gateway.payOrder(wallet, params, USDT, chain.paymentContract, 'THREE', new Decimal(3));
    await gateway.waitForConfirmation(wallet, params, hash, 1);
  });

  it('refuses amounts it cannot convert exactly, and native allowances', async () => {
    const { wallet, address } = await fundedDemoWallet(chain, { fund: false });
    const params = chainParams(chain);
    const { USDT, BNB } = assets(chain);
    const tooPrecise = new Decimal('0.0000000000000000001');
    await expectKind(
      gateway.approve(wallet, params, USDT, chain.paymentContract, tooPrecise),
      'system-error',
    );
    await expectKind(gateway.transfer(wallet, params, USDT, address, new Decimal(-1)), 'system-error');
    await expectKind(gateway.allowance(wallet, params, BNB, address, chain.paymentContract), 'system-error');
    await expectKind(
      gateway.approve(wallet, params, BNB, chain.paymentContract, new Decimal(1)),
      'system-error',
    );
  });

  it('reports a node that does not answer as balance-fetch-failed', async () => {
    const { wallet, address } = await fundedDemoWallet(chain, { fund: false });
    const dead = chainParams(chain, 'http://127.0.0.1:9');
    await expectKind(gateway.balanceOf(wallet, dead, assets(chain).USDT, address), 'balance-fetch-failed');
    await expectKind(gateway.gasCost(wallet, dead, 'approve', assets(chain).USDT), 'balance-fetch-failed');
  });

  it('is resolvable from a container with no dependencies', () => {
    const container = new Container();
    container.bind<ChainGateway>(ChainGateway).to(EthersChainGateway).inSingletonScope();
    expect(container.get<ChainGateway>(ChainGateway)).toBeInstanceOf(EthersChainGateway);
  });
});
