import 'reflect-metadata';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { assets, chainParams, fundedDemoWallet } from './chain-test-kit';
import { EthersChainGateway } from './ethers-chain-gateway.adapter';

let chain: LocalChain;
// The demo wallet's node client caches its nonce read for 250 ms: two sends in a row wait that out.
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const gateway = new EthersChainGateway(undefined, { pollingIntervalMs: 20, pendingWaitMs: 200 });

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
}, 30_000);

afterAll(async () => {
  await chain?.close();
});

describe('EthersChainGateway: a plain transfer found again on a real local chain', () => {
  it('finds the native transfer of exactly the amount to the receiver sent after the mark, and only that', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { BNB } = assets(chain);
    const to = chain.receiver;
    // Before the mark: a transfer of the same amount (another order's) must not be taken.
    const before = await gateway.transfer(wallet, params, BNB, to, new Decimal('0.25'));
    await gateway.waitForConfirmation(wallet, params, before, 1);
    await settle();
    const since = await gateway.transferMark(wallet, params, address);
    const search = { asset: BNB, owner: address, to, amount: new Decimal('0.25'), since, except: [] };
    // Nothing left the account since the mark.
    expect(await gateway.findTransfer(wallet, params, search)).toBeNull();

    // After the mark: another amount, then the payment.
    const other = await gateway.transfer(wallet, params, BNB, to, new Decimal('0.1'));
    await gateway.waitForConfirmation(wallet, params, other, 1);
    await settle();
    const paid = await gateway.transfer(wallet, params, BNB, to, new Decimal('0.25'));
    await gateway.waitForConfirmation(wallet, params, paid, 1);
    expect(other).not.toBe(paid);
    expect(await gateway.findTransfer(wallet, params, search)).toBe(paid);
    expect(await gateway.findTransfer(wallet, params, { ...search, amount: new Decimal('0.3') })).toBeNull();
    expect(await gateway.findTransfer(wallet, params, { ...search, except: [paid] })).toBeNull();
  });

  it('finds an ERC-20 transfer by its Transfer log', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const params = chainParams(chain);
    const { USDT } = assets(chain);
    const since = await gateway.transferMark(wallet, params, address);
    const amount = new Decimal('150.000000000000000001');
    const search = { asset: USDT, owner: address, to: chain.receiver, amount, since, except: [] };
    expect(await gateway.findTransfer(wallet, params, search)).toBeNull();
    const paid = await gateway.transfer(wallet, params, USDT, chain.receiver, amount);
    await gateway.waitForConfirmation(wallet, params, paid, 1);
    expect(await gateway.findTransfer(wallet, params, search)).toBe(paid);
    expect(await gateway.findTransfer(wallet, params, { ...search, amount: new Decimal('150') })).toBeNull();
  });

  it('a failed read is balance-fetch-failed (the engine then sends nothing)', async () => {
    const { wallet, address } = await fundedDemoWallet(chain);
    const dead = chainParams(chain, 'http://127.0.0.1:9');
    await expect(gateway.transferMark(wallet, dead, address)).rejects.toMatchObject({
      kind: 'balance-fetch-failed',
    });
  });
});
