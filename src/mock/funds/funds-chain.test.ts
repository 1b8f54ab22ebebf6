import { beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransfer, FundsChainHooks, LocalChainSettings } from '../core/local-chain';
import type { MockBackend } from '../core/mock-backend';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';

const LOCAL: LocalChainSettings = {
  chainId: 1337,
  rpcUrl: 'http://127.0.0.1:8545',
  tokens: {
    USDT: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
    NADI: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  },
  paymentContract: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  receiver: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  nativeSymbol: 'BNB',
};

/** A chain in memory: blocks mined by hand, transfers to any address, sends from the hot wallet. */
class FakeFundsChain implements FundsChainHooks {
  block = 100;
  transfers: ChainTransfer[] = [];
  sent: { to: string; amount: string; hash: string; block: number | null; reverted?: boolean }[] = [];
  down = false;
  scans: number[] = [];

  private check() {
    if (this.down) throw new Error('chain down');
  }
  async blockNumber() {
    this.check();
    return this.block;
  }
  async transfersTo(_chain: LocalChainSettings, addresses: readonly string[], fromBlock: number) {
    this.check();
    this.scans.push(fromBlock);
    return this.transfers.filter(
      (t) => addresses.includes(t.to) && t.blockNumber >= fromBlock && t.blockNumber <= this.block,
    );
  }
  async send(_chain: LocalChainSettings, token: string, to: string, amount: string) {
    this.check();
    const hash = `0x${String(this.sent.length + 1).padStart(64, '0')}`;
    this.sent.push({ to, amount: `${amount} ${token}`, hash, block: null });
    return hash;
  }
  async confirmations(_chain: LocalChainSettings, hash: string) {
    this.check();
    const tx = this.sent.find((s) => s.hash === hash);
    if (!tx || tx.reverted) return null;
    return tx.block === null ? 0 : this.block - tx.block + 1;
  }
  mine(count = 1) {
    for (let i = 0; i < count; i++) {
      this.block += 1;
      for (const tx of this.sent) tx.block ??= this.block;
    }
  }
}

let backend: MockBackend;
let clock: { advance(ms: number): void };
let chain: FakeFundsChain;
let token: string;
const get = (path: string) => call(backend, 'GET', `/api/v1/wallet/${path}`, { token });
const post = (path: string, body: unknown) =>
  call(backend, 'POST', `/api/v1/wallet/${path}`, { token, body });
const deposits = async () => (await get('depositList?page=1&page_size=10')).json.data.list;

beforeEach(async () => {
  chain = new FakeFundsChain();
  const made = makeBackend({ fundsChain: chain, nadiChain: { localChain: LOCAL }, funds: { reviewMs: 0 } });
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

describe('funds on an attached chain', () => {
  it('watches the deposit address from when it was handed out, counts blocks and credits at 3', async () => {
    const address = (await get('depositAddress?coin=NADI&chain=NADI')).json.data.address.toLowerCase();
    const from = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
    // Before the address was handed out: never credited (a reset must not credit old transfers again).
    chain.transfers.push({ txHash: '0xold', token: 'NADI', from, to: address, amount: '7', blockNumber: 99 });
    chain.mine();
    chain.transfers.push({
      txHash: '0xnew',
      token: 'NADI',
      from,
      to: address,
      amount: '12.5',
      blockNumber: 101,
    });
    chain.transfers.push({
      txHash: '0xtiny',
      token: 'USDT',
      from,
      to: address,
      amount: '0.25',
      blockNumber: 101,
    });
    const seen = await deposits();
    expect(seen).toHaveLength(2);
    expect(seen.find((d: { tx_hash: string }) => d.tx_hash === '0xnew')).toMatchObject({
      status: 0,
      confirmations: 1,
      amount: '12.5',
    });
    chain.mine(2);
    const done = await deposits();
    expect(done.find((d: { tx_hash: string }) => d.tx_hash === '0xnew')).toMatchObject({
      status: 1,
      confirmations: 3,
    });
    expect(done.find((d: { tx_hash: string }) => d.tx_hash === '0xtiny')).toMatchObject({ status: 2 });
    expect(chain.scans).toEqual([101, 102]);
    const nadi = (await get('assets')).json.data.accounts[0].assets[0].available;
    expect(nadi).toBe('20068.25');
    expect((await deposits()).length).toBe(2);
  });

  it('sends an approved withdrawal from the hot wallet once and follows it to 3 confirmations', async () => {
    const w = (await post('withdraw', { coin: 'NADI', amount: '1', request_id: 'chain-0001' })).json.data;
    expect(w.status).toBe(0);
    await Promise.all([get('withdrawList?page=1&page_size=5'), get('withdrawList?page=1&page_size=5')]);
    expect(chain.sent).toEqual([
      {
        to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        amount: '0.9 NADI',
        hash: expect.any(String),
        block: null,
      },
    ]);
    let [now] = (await get('withdrawList?page=1&page_size=5')).json.data.list;
    expect(now).toMatchObject({ status: 1, confirmations: 0, tx_hash: chain.sent[0]?.hash });
    chain.mine(2);
    [now] = (await get('withdrawList?page=1&page_size=5')).json.data.list;
    expect(now).toMatchObject({ status: 1, confirmations: 2 });
    chain.mine();
    [now] = (await get('withdrawList?page=1&page_size=5')).json.data.list;
    expect(now).toMatchObject({ status: 2, confirmations: 3 });
  });

  it('tries again when the chain does not answer, and refunds a send that reverted', async () => {
    chain.down = true;
    await post('withdraw', { coin: 'NADI', amount: '2', request_id: 'chain-0002' });
    expect((await get('withdrawList?page=1&page_size=5')).json.data.list[0].status).toBe(0);
    chain.down = false;
    expect(chain.sent).toHaveLength(0);
    expect((await get('withdrawList?page=1&page_size=5')).json.data.list[0].status).toBe(1);
    const sent = chain.sent[0];
    if (sent) sent.reverted = true;
    clock.advance(1);
    const [failed] = (await get('withdrawList?page=1&page_size=5')).json.data.list;
    expect(failed).toMatchObject({ status: 3, refunded: '2', reason: '鏈上轉帳失敗，金額已退回。' });
    expect((await get('assets')).json.data.accounts[0].assets[0].available).toBe('20055.75');
  });
});
