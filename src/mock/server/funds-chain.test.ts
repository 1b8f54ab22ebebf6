import { Contract, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CHAIN_ADDRESSES, type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { ERC20_ABI } from '../../adapters/chain/payment-abi';
import type { MockEnv } from '../core/handler';
import type { FundsChainHooks, LocalTokenSymbol } from '../core/local-chain';
import { chainSettings } from './chain-settings';
import { createFundsChainHooks } from './funds-chain';
import { startMockServer } from './http-server';

/** The funds feature's chain hooks against a real local chain (ganache, blocks mined only when asked). */

let chain: LocalChain;
let rpc: JsonRpcProvider;
let user: NonceManager;
let hooks: FundsChainHooks;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
  user = new NonceManager(new Wallet(chain.accountKey(2), rpc)); // seeded user 10003, funded at start
  hooks = createFundsChainHooks([chain]);
}, 30_000);

afterAll(async () => {
  rpc?.destroy();
  await chain?.close();
});

/** What the backend keeps: the settings only (no key, no functions). */
const settings = () => chainSettings(chain);
const token = (symbol: LocalTokenSymbol, runner: NonceManager | JsonRpcProvider = user) =>
  new Contract(chain.tokens[symbol], ERC20_ABI, runner);
const balance = async (symbol: LocalTokenSymbol, owner: string) =>
  (await token(symbol, rpc).getFunction('balanceOf')(owner)) as bigint;
/** The user sends `amount` whole units of a token; resolves the mined transaction's hash and block. */
const transfer = async (symbol: LocalTokenSymbol, to: string, amount: string) => {
  const tx = await token(symbol).getFunction('transfer')(to, parseUnits(amount, 18));
  const receipt = await tx.wait();
  return { hash: (tx.hash as string).toLowerCase(), block: receipt.blockNumber as number };
};
const freshAddress = () => Wallet.createRandom().address;

describe('the local chain for the funds feature', () => {
  it('has a hot wallet (account 7) holding NADI, USDT and gas', async () => {
    expect(chain.hotWallet).toBe(LOCAL_CHAIN_ADDRESSES.hotWallet);
    expect(new Wallet(chain.hotWalletKey ?? '').address).toBe(chain.hotWallet);
    expect(await balance('NADI', chain.hotWallet)).toBe(parseUnits('10000000', 18));
    expect(await balance('USDT', chain.hotWallet)).toBe(parseUnits('1000000', 18));
    expect(await rpc.getBalance(chain.hotWallet)).toBeGreaterThanOrEqual(parseUnits('1000', 18));
    expect(settings()).not.toHaveProperty('hotWalletKey');
  });
});

describe('createFundsChainHooks on a real local chain', () => {
  it('answers the latest block', async () => {
    const before = await hooks.blockNumber(settings());
    await chain.mine();
    expect(await hooks.blockNumber(settings())).toBe(before + 1);
  });

  it('sees the token transfers to the watched addresses, with exact amounts, from a block on', async () => {
    const watched = [freshAddress(), freshAddress()];
    const from = (await hooks.blockNumber(settings())) + 1;
    const nadi = await transfer('NADI', watched[0] ?? '', '12.345678');
    const usdt = await transfer('USDT', watched[1] ?? '', '7');
    const tiny = await transfer('NADI', watched[1] ?? '', '0.000000000000000001');
    await transfer('NADI', freshAddress(), '5'); // not watched
    const seen = await hooks.transfersTo(settings(), watched, from);
    const payer = (await user.getAddress()).toLowerCase();
    expect(seen).toEqual([
      {
        txHash: nadi.hash,
        token: 'NADI',
        from: payer,
        to: watched[0]?.toLowerCase(),
        amount: '12.345678',
        blockNumber: nadi.block,
      },
      {
        txHash: usdt.hash,
        token: 'USDT',
        from: payer,
        to: watched[1]?.toLowerCase(),
        amount: '7',
        blockNumber: usdt.block,
      },
      {
        txHash: tiny.hash,
        token: 'NADI',
        from: payer,
        to: watched[1]?.toLowerCase(),
        amount: '0.000000000000000001',
        blockNumber: tiny.block,
      },
    ]);
    // From a later block on, only what came after; lower-case addresses are watched as well.
    expect(
      (await hooks.transfersTo(settings(), [watched[1]?.toLowerCase() ?? ''], usdt.block + 1)).map(
        (t) => t.txHash,
      ),
    ).toEqual([tiny.hash]);
    expect(await hooks.transfersTo(settings(), watched, tiny.block + 1)).toEqual([]);
    expect(await hooks.transfersTo(settings(), [], from)).toEqual([]);
    expect(await hooks.transfersTo(settings(), ['not an address'], from)).toEqual([]);
  });

  it('counts confirmations as blocks are mined', async () => {
    const { hash } = await transfer('USDT', freshAddress(), '1');
    expect(await hooks.confirmations(settings(), hash)).toBe(1);
    await chain.mine();
    expect(await hooks.confirmations(settings(), hash)).toBe(2);
    await chain.mine();
    await chain.mine();
    expect(await hooks.confirmations(settings(), hash)).toBe(4);
  });

  it('answers 0 for a transaction not yet mined', async () => {
    await rpc.send('miner_stop', []);
    try {
      const tx = await token('NADI').getFunction('transfer')(freshAddress(), 1n);
      expect(await hooks.confirmations(settings(), tx.hash)).toBe(0);
    } finally {
      await rpc.send('miner_start', []);
    }
  });

  it('answers null for a reverted, an unknown or a malformed hash', async () => {
    // More than the sender holds, with the gas given so that the node mines it (and it reverts).
    const poor = new Wallet(Wallet.createRandom().privateKey, rpc);
    await chain.fund(poor.address);
    const tx = await new Contract(chain.tokens.NADI, ERC20_ABI, poor).getFunction('transfer')(
      freshAddress(),
      parseUnits('2000000', 18),
      { gasLimit: 100_000 },
    );
    const receipt = await rpc.waitForTransaction(tx.hash);
    expect(receipt?.status).toBe(0);
    expect(await hooks.confirmations(settings(), tx.hash)).toBeNull();
    expect(await hooks.confirmations(settings(), `0x${'ab'.repeat(32)}`)).toBeNull();
    expect(await hooks.confirmations(settings(), '0x1234')).toBeNull();
  });

  it('sends exactly the amount from the hot wallet, and answers the hash once broadcast', async () => {
    const to = freshAddress();
    const hotBefore = await balance('NADI', chain.hotWallet);
    const hash = await hooks.send(settings(), 'NADI', to, '0.99');
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await hooks.confirmations(settings(), hash)).toBe(1);
    expect(await balance('NADI', to)).toBe(parseUnits('0.99', 18));
    expect(hotBefore - (await balance('NADI', chain.hotWallet))).toBe(parseUnits('0.99', 18));
    const tx = await rpc.getTransaction(hash);
    expect(tx?.from).toBe(chain.hotWallet);
    expect(tx?.to).toBe(chain.tokens.NADI);
  });

  it('sends concurrent withdrawals one after the other: every one lands, each with its own nonce', async () => {
    const to = [freshAddress(), freshAddress(), freshAddress()];
    const amounts = ['1', '2.5', '0.000001'];
    const hashes = await Promise.all(
      to.map((address, i) => hooks.send(settings(), 'NADI', address, amounts[i] ?? '')),
    );
    expect(new Set(hashes).size).toBe(3);
    const nonces = new Set<number>();
    for (const [i, hash] of hashes.entries()) {
      const receipt = await rpc.getTransactionReceipt(hash);
      expect(receipt?.status).toBe(1);
      nonces.add((await rpc.getTransaction(hash))?.nonce ?? -1);
      expect(await balance('NADI', to[i] ?? '')).toBe(parseUnits(amounts[i] ?? '', 18));
    }
    expect(nonces.size).toBe(3);
    // Another sender with the same key moved the nonce on: the next send still finds a free one.
    const outsider = new Wallet(chain.hotWalletKey ?? '', rpc);
    await (await outsider.sendTransaction({ to: freshAddress(), value: 1n })).wait();
    const later = freshAddress();
    const hash = await hooks.send(settings(), 'USDT', later, '3');
    expect((await rpc.getTransactionReceipt(hash))?.status).toBe(1);
    expect(await balance('USDT', later)).toBe(parseUnits('3', 18));
  });

  it('refuses what it cannot send, and rejects when the chain does not answer', async () => {
    await expect(hooks.send(settings(), 'NADI', 'nobody', '1')).rejects.toThrow(/not an address/);
    await expect(hooks.send(settings(), 'NADI', freshAddress(), '0')).rejects.toThrow(/nothing to send/);
    await expect(hooks.send(settings(), 'NADI', freshAddress(), '1.0000000000000000001')).rejects.toThrow();
    // More than the hot wallet holds: the node refuses it, nothing is mined, the next send still goes.
    await expect(hooks.send(settings(), 'NADI', freshAddress(), '99999999')).rejects.toThrow();
    const to = freshAddress();
    await hooks.send(settings(), 'NADI', to, '1');
    expect(await balance('NADI', to)).toBe(parseUnits('1', 18));
    // A chain the hooks were not given a hot wallet for.
    await expect(createFundsChainHooks([]).send(settings(), 'NADI', freshAddress(), '1')).rejects.toThrow(
      /no hot wallet/,
    );
    const gone = { ...settings(), chainId: 4242, rpcUrl: 'http://127.0.0.1:9' };
    await expect(hooks.blockNumber(gone)).rejects.toThrow();
    await expect(hooks.confirmations(gone, `0x${'ab'.repeat(32)}`)).rejects.toThrow();
  });
});

describe('the Node mock server with a local chain attached', () => {
  it('hands the hooks to the backend and runs its ticks on them, on its own clock', async () => {
    const seen: MockEnv[] = [];
    const server = await startMockServer({
      port: 0,
      chain,
      tickMs: 20,
      ticks: [async (_state, env) => void seen.push(env)],
    });
    try {
      await expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);
      const env = seen[0];
      expect(env?.nadiChain.localChain).toEqual(settings());
      const head = await env?.fundsChain?.blockNumber(settings());
      expect(head).toBe(await rpc.getBlockNumber());
      // The hot wallet is the chain's: a send through the backend's hooks lands.
      const to = freshAddress();
      await env?.fundsChain?.send(settings(), 'NADI', to, '4.5');
      expect(await balance('NADI', to)).toBe(parseUnits('4.5', 18));
    } finally {
      await server.close();
    }
    const after = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toHaveLength(after);
  });

  it('has no chain hooks without a chain', async () => {
    const seen: MockEnv[] = [];
    const server = await startMockServer({
      port: 0,
      tickMs: 10,
      ticks: [async (_s, env) => void seen.push(env)],
    });
    try {
      await expect.poll(() => seen.length).toBeGreaterThanOrEqual(1);
      expect(seen[0]?.fundsChain).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});

describe('a chain whose tokens have other decimals', () => {
  let six: LocalChain;
  beforeAll(async () => {
    six = await startLocalChain({ port: 0, blockIntervalMs: 0, decimals: { USDT: 6, NADI: 8 } });
  }, 30_000);
  afterAll(async () => {
    await six?.close();
  });

  it('reads and sends amounts in each token’s own decimals', async () => {
    const sixHooks = createFundsChainHooks([six]);
    const s = chainSettings(six);
    const to = freshAddress();
    const from = (await sixHooks.blockNumber(s)) + 1;
    await sixHooks.send(s, 'USDT', to, '1.234567');
    await sixHooks.send(s, 'NADI', to, '0.00000001');
    const seen = await sixHooks.transfersTo(s, [to], from);
    expect(seen.map((t) => [t.token, t.amount])).toEqual([
      ['USDT', '1.234567'],
      ['NADI', '0.00000001'],
    ]);
    await expect(sixHooks.send(s, 'USDT', to, '0.0000001')).rejects.toThrow();
  });

  it('takes the node’s count again when the node forgot the last send (a chain restarted from a snapshot)', async () => {
    const sixHooks = createFundsChainHooks([six]);
    const s = chainSettings(six);
    const rpcSix = new JsonRpcProvider(six.rpcUrl, six.chainId, { staticNetwork: true, cacheTimeout: -1 });
    try {
      const snapshot = await rpcSix.send('evm_snapshot', []);
      const forgotten = await sixHooks.send(s, 'NADI', freshAddress(), '1');
      expect(await rpcSix.send('evm_revert', [snapshot])).toBe(true);
      expect(await rpcSix.getTransaction(forgotten)).toBeNull();
      const to = freshAddress();
      const hash = await sixHooks.send(s, 'NADI', to, '2');
      expect((await rpcSix.getTransactionReceipt(hash))?.status).toBe(1);
      expect(await sixHooks.confirmations(s, hash)).toBe(1);
    } finally {
      rpcSix.destroy();
    }
  });
});
