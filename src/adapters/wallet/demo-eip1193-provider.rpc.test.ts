import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keccak256, Transaction } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoEip1193Provider, type DemoKeyStore, toTransactionRequest } from './demo-eip1193-provider';
import { Eip1193Wallet } from './eip1193-wallet.adapter';

const memoryKeys = (initial: string | null = null): DemoKeyStore & { value: string | null } => ({
  value: initial,
  get() {
    return this.value;
  },
  set(key) {
    this.value = key;
  },
});

const LOCAL_CHAIN = 1337;
const block = {
  hash: `0x${'11'.repeat(32)}`,
  parentHash: `0x${'22'.repeat(32)}`,
  number: '0x10',
  timestamp: '0x6500',
  nonce: '0x0000000000000000',
  difficulty: '0x0',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  miner: `0x${'00'.repeat(20)}`,
  extraData: '0x',
  transactions: [],
};

/** A tiny JSON-RPC node: enough of one for ethers to populate, sign and broadcast a transaction. */
function startNode() {
  const raw: string[] = [];
  const answers: Record<string, (params: unknown[]) => unknown> = {
    eth_chainId: () => `0x${LOCAL_CHAIN.toString(16)}`,
    eth_blockNumber: () => '0x10',
    eth_getBalance: () => '0xde0b6b3a7640000',
    // The account's count: 3 before this node's first transaction, one more for each it received.
    eth_getTransactionCount: () => `0x${(3 + raw.length).toString(16)}`,
    eth_estimateGas: () => '0x5208',
    eth_gasPrice: () => '0x3b9aca00',
    eth_getBlockByNumber: () => block,
    eth_sendRawTransaction: ([signed]) => {
      raw.push(String(signed));
      return keccak256(String(signed));
    },
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      const answer = answers[method];
      const reply = answer
        ? { jsonrpc: '2.0', id, result: answer(params) }
        : { jsonrpc: '2.0', id, error: { code: -32000, message: `insufficient funds for ${method}` } };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(reply));
    });
  });
  return new Promise<{ url: string; raw: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        raw,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('DemoEip1193Provider with a chain node', () => {
  let node: Awaited<ReturnType<typeof startNode>>;
  beforeAll(async () => {
    node = await startNode();
  });
  afterAll(() => node.close());

  const onLocalChain = async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: `0x${LOCAL_CHAIN.toString(16)}`, chainName: 'Local', rpcUrls: [node.url] }],
    });
    return { provider, address: await provider.address() };
  };

  it('forwards node calls to the RPC URL', async () => {
    const { provider, address } = await onLocalChain();
    expect(await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe(
      '0xde0b6b3a7640000',
    );
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10');
  });

  it('signs eth_sendTransaction with the demo key and broadcasts it', async () => {
    const { provider, address } = await onLocalChain();
    const to = `0x${'ab'.repeat(20)}`;
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: '0x2386f26fc10000', data: '0x' }],
    });
    const sent = Transaction.from(node.raw.at(-1) as string);
    expect(hash).toBe(sent.hash);
    expect(sent.from).toBe(address);
    expect(sent.to?.toLowerCase()).toBe(to);
    expect(sent.value).toBe(10_000_000_000_000_000n);
    expect(sent.chainId).toBe(BigInt(LOCAL_CHAIN));
    expect(sent.nonce).toBe(3);
    expect(sent.gasLimit).toBe(21_000n);
  });

  it('gives two transactions sent one right after the other the next nonces (no stale count)', async () => {
    const { provider, address } = await onLocalChain();
    const send = () =>
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: `0x${'cd'.repeat(20)}`, value: '0x1', data: '0x' }],
      });
    await send();
    await send();
    const [first, second] = node.raw.slice(-2).map((raw) => Transaction.from(raw));
    expect(second?.nonce).toBe((first?.nonce ?? Number.NaN) + 1);
  });

  it('rejects a transaction from another account or without an object', async () => {
    const { provider } = await onLocalChain();
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: `0x${'01'.repeat(20)}` }] }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it("lets the node's JSON-RPC error through for the wallet to map", async () => {
    const { provider } = await onLocalChain();
    const wallet = new Eip1193Wallet({ id: 'demo', name: 'Demo', icon: '', kind: 'demo' }, provider);
    await expect(
      wallet.request('eth_call', [{ to: `0x${'ab'.repeat(20)}` }, 'latest']),
    ).rejects.toMatchObject({
      kind: 'system-error',
      detail: { code: -32000 },
    });
  });
});

describe('toTransactionRequest', () => {
  it('renames JSON-RPC fields to ethers fields and drops empty ones', () => {
    expect(
      toTransactionRequest({
        from: '0x1',
        to: '0x2',
        input: '0xdead',
        gas: '0x5208',
        nonce: '0x7',
        gasPrice: null,
      }),
    ).toEqual({ to: '0x2', data: '0xdead', gasLimit: '0x5208', nonce: 7 });
    expect(
      toTransactionRequest({ data: '0xbeef', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1' }),
    ).toEqual({
      data: '0xbeef',
      maxFeePerGas: '0x2',
      maxPriorityFeePerGas: '0x1',
    });
  });
});
