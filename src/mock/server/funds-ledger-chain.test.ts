import Decimal from 'decimal.js';
import { Contract, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { ERC20_ABI } from '../../adapters/chain/payment-abi';
import { fundsData } from '../funds/funds.state';
import { loginBody, seededWallet } from '../testing/test-kit';
import { type RunningMockServer, startMockServer } from './http-server';

/**
 * The funds ledger of the Node mock on a real local chain, end to end over HTTP: deposits to a user's
 * deposit address seen, counted block by block and credited; withdrawals sent from the hot wallet and
 * followed to their confirmations; a rejection refunded with nothing sent; the server's tick detecting a
 * deposit while nobody calls. Blocks are mined by the test (no interval), so every count is exact.
 */

let chain: LocalChain;
let server: RunningMockServer;
let rpc: JsonRpcProvider;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
  server = await startMockServer({ port: 0, chain, tickMs: 0, backend: { funds: { reviewMs: 0 } } });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
}, 30_000);

afterAll(async () => {
  rpc?.destroy();
  await server?.close();
  await chain?.close();
});

interface Answer<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}
interface WireDeposit {
  readonly amount: string;
  readonly tx_hash: string;
  readonly from_address: string;
  readonly confirmations: number;
  readonly status: number;
}
interface WireWithdrawal {
  readonly id: number;
  readonly amount: string;
  readonly received: string;
  readonly status: number;
  readonly confirmations: number;
  readonly tx_hash: string | null;
  readonly reason: string | null;
  readonly refunded: string | null;
}
interface WireAssets {
  readonly accounts: { account: number; assets: { coin: string; available: string }[] }[];
}

/** A seeded user logged in over HTTP, with calls under its token. */
async function session(userId: number) {
  const wallet = seededWallet(userId);
  const send = async <T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1/${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        // The mock words its refusals in the language the app sends (issue 37, item 3).
        lang: 'EN',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Answer<T>;
  };
  const { data } = await send<{ token: string }>('POST', 'auth/login', undefined, await loginBody(wallet));
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await send<T>(method, path, data.token, body);
    expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
    return answer.data;
  };
  const fundNadi = async () => {
    const assets = await call<WireAssets>('GET', 'wallet/assets');
    const fund = assets.accounts.find((a) => a.account === 1)?.assets.find((a) => a.coin === 'NADI');
    return new Decimal(fund?.available ?? '0');
  };
  const deposits = async () =>
    (await call<{ list: WireDeposit[] }>('GET', 'wallet/depositList?page=1&page_size=20')).list;
  const withdrawals = async () =>
    (await call<{ list: WireWithdrawal[] }>('GET', 'wallet/withdrawList?page=1&page_size=20')).list;
  return { wallet, call, fundNadi, deposits, withdrawals };
}

const nadiOf = async (owner: string) =>
  (await new Contract(chain.tokens.NADI, ERC20_ABI, rpc).getFunction('balanceOf')(owner)) as bigint;
const sendNadi = async (key: string, to: string, amount: string) => {
  const signer = new NonceManager(new Wallet(key, rpc));
  const tx = await new Contract(chain.tokens.NADI, ERC20_ABI, signer).getFunction('transfer')(
    to,
    parseUnits(amount, 18),
  );
  await tx.wait();
  return (tx.hash as string).toLowerCase();
};

describe('the funds ledger on a real local chain', () => {
  it('sees a deposit, counts its confirmations block by block, and credits exactly the amount', async () => {
    const user = await session(10002); // account 1 of the development mnemonic
    const { address } = await user.call<{ address: string }>(
      'GET',
      'wallet/depositAddress?coin=NADI&chain=NADI',
    );
    const before = await user.fundNadi();
    const hash = await sendNadi(chain.accountKey(1), address, '12.345678');

    const counted: [number, number][] = [];
    for (let block = 0; block < 3; block++) {
      const deposit = (await user.deposits()).find((d) => d.tx_hash === hash);
      counted.push([deposit?.status ?? -1, deposit?.confirmations ?? -1]);
      await chain.mine();
    }
    expect(counted).toEqual([
      [0, 1],
      [0, 2],
      [1, 3],
    ]);
    const [deposit] = await user.deposits();
    expect(deposit).toMatchObject({
      amount: '12.345678',
      tx_hash: hash,
      from_address: user.wallet.address.toLowerCase(),
      status: 1,
    });
    expect((await user.fundNadi()).minus(before).toFixed()).toBe('12.345678');
    // Counted once: more blocks and more calls credit nothing again.
    await chain.mine();
    expect((await user.fundNadi()).minus(before).toFixed()).toBe('12.345678');
  });

  it('sends a withdrawal of 1 NADI from the hot wallet and follows it to 3 confirmations', async () => {
    const user = await session(10003);
    const onChainBefore = await nadiOf(user.wallet.address);
    const made = await user.call<WireWithdrawal>('POST', 'wallet/withdraw', {
      coin: 'NADI',
      amount: '1',
      request_id: 'chain-withdraw-1',
    });
    expect(made).toMatchObject({ amount: '1', received: '0.9' });
    // The next look reviews it (no delay here), sends it and counts the block it was mined in.
    let [sent] = await user.withdrawals();
    expect(sent).toMatchObject({ status: 1, confirmations: 1 });
    const receipt = await rpc.getTransactionReceipt(sent?.tx_hash ?? '');
    expect(receipt?.from).toBe(chain.hotWallet);
    expect((await nadiOf(user.wallet.address)) - onChainBefore).toBe(parseUnits('0.9', 18));
    await chain.mine();
    [sent] = await user.withdrawals();
    expect(sent).toMatchObject({ status: 1, confirmations: 2 });
    await chain.mine();
    [sent] = await user.withdrawals();
    expect(sent).toMatchObject({ status: 2, confirmations: 3 });
    // Sent once only.
    expect((await nadiOf(user.wallet.address)) - onChainBefore).toBe(parseUnits('0.9', 18));
  });

  it('rejects a withdrawal over the review limit, sends nothing and refunds it', async () => {
    const user = await session(10004);
    const before = await user.fundNadi();
    const onChainBefore = await nadiOf(user.wallet.address);
    await user.call('POST', 'wallet/withdraw', {
      coin: 'NADI',
      amount: '10001',
      request_id: 'chain-reject-1',
    });
    const [rejected] = await user.withdrawals();
    expect(rejected).toMatchObject({ status: 3, tx_hash: null, refunded: '10001' });
    expect(rejected?.reason).toMatch(/review limit/);
    expect((await user.fundNadi()).toFixed()).toBe(before.toFixed());
    expect(await nadiOf(user.wallet.address)).toBe(onChainBefore);
  });
});

describe('the Node server’s tick', () => {
  it('detects and credits a deposit while nobody calls', async () => {
    const ticking = await startMockServer({ port: 0, chain, tickMs: 25 });
    try {
      const wallet = seededWallet(10005);
      const login = await fetch(`${ticking.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await loginBody(wallet)),
      }).then((r) => r.json() as Promise<Answer<{ token: string }>>);
      const { data } = await fetch(`${ticking.url}/api/v1/wallet/depositAddress?coin=NADI&chain=NADI`, {
        headers: { authorization: `Bearer ${login.data.token}` },
      }).then((r) => r.json() as Promise<Answer<{ address: string }>>);
      const hash = await sendNadi(chain.accountKey(4), data.address, '3');
      const deposit = () =>
        fundsData(ticking.backend.state)
          .fundsLedgers.flatMap((l) => l.deposits)
          .find((d) => d.txHash === hash);
      await expect.poll(() => deposit()?.confirmations, { timeout: 5_000 }).toBe(1);
      await chain.mine();
      await chain.mine();
      await expect.poll(() => deposit()?.status, { timeout: 5_000 }).toBe(1);
    } finally {
      await ticking.close();
    }
  });
});
