import { Contract, JsonRpcProvider, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_CHAIN_ADDRESSES, type LocalChain, startLocalChain } from '../../../scripts/chain/local-chain';
import { ERC20_ABI } from '../../adapters/chain/payment-abi';
import { loginBody, makeBackend, seededWallet } from '../testing/test-kit';
import { fundAfterLogin } from './chain-funding';
import type { AttachedChain } from './chain-settings';
import { type RunningMockServer, startMockServer } from './http-server';

let chain: LocalChain;
let server: RunningMockServer;
let rpc: JsonRpcProvider;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, blockIntervalMs: 0 });
  server = await startMockServer({ port: 0, chain, nadiChain: { explorerUrl: 'http://explorer.local' } });
  rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
}, 30_000);

afterAll(async () => {
  rpc?.destroy();
  await server?.close();
  await chain?.close();
});

const postLogin = async (wallet: Wallet, code = '') =>
  fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await loginBody(wallet, code)),
  }).then((response) => response.json());

const usdt = (owner: string) =>
  new Contract(chain.tokens.USDT, ERC20_ABI, rpc).getFunction('balanceOf')(owner) as Promise<bigint>;

describe('the Node mock server with a local chain attached', () => {
  it('deploys at the documented addresses and funds the seeded users at start', async () => {
    expect(chain).toMatchObject({
      chainId: 1337,
      tokens: { USDT: LOCAL_CHAIN_ADDRESSES.USDT, NADI: LOCAL_CHAIN_ADDRESSES.NADI },
      paymentContract: LOCAL_CHAIN_ADDRESSES.paymentContract,
      receiver: LOCAL_CHAIN_ADDRESSES.receiver,
      deployer: LOCAL_CHAIN_ADDRESSES.deployer,
    });
    expect(await usdt(seededWallet(10005).address)).toBe(100_000n * 10n ** 18n);
  });

  it('announces the chain as the NADI chain in common.config', async () => {
    const { data } = await fetch(`${server.url}/api/v1/common/config`).then((response) => response.json());
    const nadi = data.chains.find((c: { key: string }) => c.key === 'NADI');
    expect(nadi).toEqual({
      key: 'NADI',
      chain_id: chain.chainId,
      name: 'NADI Chain',
      rpc_url: chain.rpcUrl,
      explorer_url: 'http://explorer.local',
      native_symbol: 'BNB',
      tokens: chain.tokens,
      receiver: chain.receiver,
      payment_contract: chain.paymentContract,
    });
    expect(data.chains.find((c: { key: string }) => c.key === 'BSC').chain_id).toBe(56);
  });

  it('funds a wallet that registers, once', async () => {
    const newcomer = new Wallet(Wallet.createRandom().privateKey);
    expect(await rpc.getBalance(newcomer.address)).toBe(0n);
    expect((await postLogin(newcomer)).code).toBe(200);
    expect(await rpc.getBalance(newcomer.address)).toBe(10n ** 19n);
    expect(await usdt(newcomer.address)).toBe(100_000n * 10n ** 18n);
    // Spend a little, log in again: no second grant.
    const signer = newcomer.connect(rpc);
    await (await signer.sendTransaction({ to: chain.receiver, value: 1n })).wait();
    expect((await postLogin(newcomer)).code).toBe(200);
    expect(await rpc.getBalance(newcomer.address)).toBeLessThan(10n ** 19n);
    expect(await usdt(newcomer.address)).toBe(100_000n * 10n ** 18n);
  });

  it('funds nobody when the login fails', async () => {
    const stranger = new Wallet(Wallet.createRandom().privateKey);
    expect((await postLogin(stranger, 'NO-SUCH-CODE')).code).not.toBe(200);
    expect(await rpc.getBalance(stranger.address)).toBe(0n);
  });
});

describe('fundAfterLogin', () => {
  const fakeChain = (fund: (address: string) => Promise<void>): AttachedChain => ({
    chainId: 1337,
    rpcUrl: 'http://127.0.0.1:9',
    tokens: { USDT: '0x1', NADI: '0x2' },
    paymentContract: '0x3',
    receiver: '0x4',
    nativeSymbol: 'BNB',
    fund,
  });
  const loginRequest = async (wallet: Wallet) => ({
    method: 'POST',
    path: '/api/v1/auth/login',
    headers: {},
    body: JSON.stringify(await loginBody(wallet)),
  });

  it('keeps the login when funding fails, and reports the failure', async () => {
    const { backend } = makeBackend();
    const request = await loginRequest(seededWallet(10003));
    const answer = await backend.handle(request);
    const onError = vi.fn();
    await fundAfterLogin(
      backend,
      fakeChain(() => Promise.reject(new Error('chain down'))),
      request,
      answer,
      onError,
    );
    expect(onError).toHaveBeenCalledWith(new Error('chain down'));
  });

  it('looks only at successful logins', async () => {
    const { backend } = makeBackend();
    const fund = vi.fn(async () => {});
    const chain = fakeChain(fund);
    const request = await loginRequest(seededWallet(10002));
    const ok = { status: 200, headers: {}, body: '{"code":200,"data":{"token":"unknown"}}' };
    await fundAfterLogin(backend, chain, { ...request, method: 'GET' }, ok);
    await fundAfterLogin(backend, chain, { ...request, path: '/api/v1/user/info' }, ok);
    await fundAfterLogin(backend, chain, request, { drop: true });
    await fundAfterLogin(backend, chain, request, { ...ok, status: 500 });
    await fundAfterLogin(backend, chain, request, { ...ok, body: 'not json' });
    await fundAfterLogin(backend, chain, request, { ...ok, body: '{"code":4001,"msg":"signature invalid"}' });
    await fundAfterLogin(backend, chain, request, ok);
    expect(fund).not.toHaveBeenCalled();
    await fundAfterLogin(backend, chain, request, await backend.handle(request));
    expect(fund).toHaveBeenCalledWith(seededWallet(10002).address.toLowerCase());
  });
});
