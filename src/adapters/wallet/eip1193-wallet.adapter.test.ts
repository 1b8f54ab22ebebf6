import { describe, expect, it } from 'vitest';
import { FakeEip1193Provider } from '../../../tests/fakes/fake-eip1193-provider';
import { cannotSwitchHere } from '../../application/wallet/switch-network.use-case';
import type { ChainParams, WalletInfo } from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';
import { addChainParams, Eip1193Wallet, parseChainId, utf8ToHex } from './eip1193-wallet.adapter';
import { ProviderRpcError } from './wallet-errors';

const info: WalletInfo = { id: 'io.metamask', name: 'MetaMask', icon: '', kind: 'eip6963' };
const account = '0x1111111111111111111111111111111111111111';
const nadi: ChainParams = {
  chainId: 9999,
  name: 'NADI',
  rpcUrl: 'https://rpc.nadi.example',
  explorerUrl: 'https://scan.nadi.example',
  nativeSymbol: 'NADI',
};
/** The adapter's waits, shortened. */
const FAST = { settleMs: 60, pollMs: 5, revokeMs: 20, accountsCheckMs: 20 };

const rpc = (code: number) => new ProviderRpcError(code, `code ${code}`);

const setup = () => {
  const provider = new FakeEip1193Provider();
  return { provider, wallet: new Eip1193Wallet(info, provider, FAST) };
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as AppError,
  );

describe('Eip1193Wallet', () => {
  it('connects with eth_requestAccounts and reads eth_accounts', async () => {
    const { provider, wallet } = setup();
    provider.answer('eth_requestAccounts', [account, 42]).answer('eth_accounts', [account]);
    expect(await wallet.connect()).toEqual([account]);
    expect(await wallet.accounts()).toEqual([account]);
    expect(provider.calls[0]).toEqual({ method: 'eth_requestAccounts', params: undefined });
    expect(wallet.info).toBe(info);
  });

  it('reads a non-array accounts answer as none', async () => {
    const { provider, wallet } = setup();
    provider.answer('eth_accounts', null);
    expect(await wallet.accounts()).toEqual([]);
  });

  it.each([
    [4001, 'connection-rejected'],
    [-32002, 'requests-too-frequent'],
    [-32603, 'wallet-internal'],
    [-32005, 'too-many-operations'],
    [4100, 'wallet-connect-failed'],
  ])('maps connect failure %i to %s', async (code, kind) => {
    const { provider, wallet } = setup();
    provider.fail('eth_requestAccounts', rpc(code));
    const error = await rejection(wallet.connect());
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe(kind);
    expect(error.detail.code).toBe(code);
  });

  it('reads the chain id from hex, decimal and number answers', async () => {
    const { provider, wallet } = setup();
    provider.answer('eth_chainId', '0x38').answer('eth_chainId', '97').answer('eth_chainId', 1);
    expect(await wallet.chainId()).toBe(56);
    expect(await wallet.chainId()).toBe(97);
    expect(await wallet.chainId()).toBe(1);
  });

  it('fails with system-error on an unreadable chain id', async () => {
    const { provider, wallet } = setup();
    provider.answer('eth_chainId', 'nope');
    expect((await rejection(wallet.chainId())).kind).toBe('system-error');
  });

  it('signs with personal_sign over the hex of the UTF-8 message', async () => {
    const { provider, wallet } = setup();
    provider.answer('personal_sign', '0xabcdef');
    expect(await wallet.signMessage(account, 'Welcome ✓')).toBe('0xabcdef');
    expect(provider.calls[0]).toEqual({ method: 'personal_sign', params: [utf8ToHex('Welcome ✓'), account] });
    expect(utf8ToHex('Welcome ✓')).toBe('0x57656c636f6d6520e29c93');
  });

  it.each([
    [4001, 'signature-cancelled'],
    [-32602, 'signature-params'],
    [-32603, 'wallet-internal'],
    [-32002, 'requests-too-frequent'],
    [-32005, 'too-many-operations'],
    [-1, 'signature-failed'],
  ])('maps sign failure %i to %s', async (code, kind) => {
    const { provider, wallet } = setup();
    provider.fail('personal_sign', rpc(code));
    expect((await rejection(wallet.signMessage(account, 'hi'))).kind).toBe(kind);
  });

  it('rejects a signature that is not a 0x hex string', async () => {
    const { provider, wallet } = setup();
    provider.answer('personal_sign', { sig: 1 });
    expect((await rejection(wallet.signMessage(account, 'hi'))).kind).toBe('signature-failed');
  });

  it('switches chain when the wallet knows it', async () => {
    const { provider, wallet } = setup();
    provider.answer('wallet_switchEthereumChain', null).answer('eth_chainId', '0x270f');
    await wallet.switchChain(nadi);
    expect(provider.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x270f' }] },
      { method: 'eth_chainId', params: undefined },
    ]);
  });

  it('waits after a switch until eth_chainId says the new chain (a stale chain id for a moment)', async () => {
    const { provider, wallet } = setup();
    provider.answer('wallet_switchEthereumChain', null);
    provider.answer('eth_chainId', '0x1').answer('eth_chainId', '0x1').answer('eth_chainId', '0x270f');
    await wallet.switchChain(nadi);
    expect(await wallet.chainId()).toBe(9999);
    expect(provider.methods().filter((method) => method === 'eth_chainId')).toHaveLength(4);
  });

  it('stops waiting after settleMs and leaves the judgement to the caller', async () => {
    const { provider, wallet } = setup();
    provider.answer('wallet_switchEthereumChain', null).answer('eth_chainId', 1);
    const started = Date.now();
    await wallet.switchChain(nadi);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST.settleMs);
    expect(await wallet.chainId()).toBe(1);
  });

  it.each([4200, -32601])(
    'tells a wallet that cannot switch (%i) by wrong-network with its code',
    async (code) => {
      const { provider, wallet } = setup();
      provider.fail('wallet_switchEthereumChain', rpc(code));
      const error = await rejection(wallet.switchChain(nadi));
      expect([error.kind, error.detail.code, cannotSwitchHere(error)]).toEqual(['wrong-network', code, true]);
      expect(provider.methods()).toEqual(['wallet_switchEthereumChain']);
    },
  );

  it('gives wallet_revokePermissions a moment at disconnect, never more', async () => {
    const { provider, wallet } = setup();
    provider.answer('wallet_revokePermissions', () => new Promise(() => undefined));
    const started = Date.now();
    await wallet.disconnect();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('adds an unknown chain (4902) and switches again', async () => {
    const { provider, wallet } = setup();
    provider.fail('wallet_switchEthereumChain', rpc(4902)).answer('wallet_switchEthereumChain', null);
    provider.answer('wallet_addEthereumChain', null).answer('eth_chainId', '0x270f');
    await wallet.switchChain(nadi);
    expect(provider.methods()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ]);
    expect(provider.calls[1]?.params).toEqual([
      {
        chainId: '0x270f',
        chainName: 'NADI',
        rpcUrls: ['https://rpc.nadi.example'],
        blockExplorerUrls: ['https://scan.nadi.example'],
        nativeCurrency: { name: 'NADI', symbol: 'NADI', decimals: 18 },
      },
    ]);
  });

  it("adds the chain on MetaMask mobile's 'Unrecognized chain' -32603", async () => {
    const { provider, wallet } = setup();
    provider.fail('wallet_switchEthereumChain', { code: -32603, message: 'Unrecognized chain ID "0x270f"' });
    provider.answer('wallet_switchEthereumChain', null).answer('wallet_addEthereumChain', null);
    provider.answer('eth_chainId', '0x270f');
    await wallet.switchChain(nadi);
    expect(provider.methods()).toContain('wallet_addEthereumChain');
  });

  it('leaves out the explorer when there is none', () => {
    expect(addChainParams({ ...nadi, explorerUrl: '' })).not.toHaveProperty('blockExplorerUrls');
  });

  it.each([
    [4001, 'wrong-network'],
    [-32002, 'requests-too-frequent'],
    [-32603, 'wallet-internal'],
    [4100, 'system-error'],
  ])('maps switch failure %i to %s without adding', async (code, kind) => {
    const { provider, wallet } = setup();
    provider.fail('wallet_switchEthereumChain', rpc(code));
    expect((await rejection(wallet.switchChain(nadi))).kind).toBe(kind);
    expect(provider.methods()).toEqual(['wallet_switchEthereumChain']);
  });

  it('maps a rejected add', async () => {
    const { provider, wallet } = setup();
    provider.fail('wallet_switchEthereumChain', rpc(4902)).fail('wallet_addEthereumChain', rpc(4001));
    expect((await rejection(wallet.switchChain(nadi))).kind).toBe('wrong-network');
  });

  it('passes raw requests through, mapping errors by method', async () => {
    const { provider, wallet } = setup();
    provider.answer('eth_call', '0x01').answer('eth_blockNumber', '0x10');
    expect(await wallet.request('eth_call', [{ to: account }, 'latest'])).toBe('0x01');
    expect(await wallet.request('eth_blockNumber')).toBe('0x10');
    expect(provider.calls[0]).toEqual({ method: 'eth_call', params: [{ to: account }, 'latest'] });

    provider.fail('eth_sendTransaction', rpc(4001));
    expect((await rejection(wallet.request('eth_sendTransaction', [{}]))).kind).toBe('transaction-cancelled');
    provider.fail('eth_estimateGas', rpc(-32000));
    expect((await rejection(wallet.request('eth_estimateGas', [{}]))).kind).toBe('system-error');
    provider.fail('eth_signTypedData_v4', rpc(4001));
    expect((await rejection(wallet.request('eth_signTypedData_v4', []))).kind).toBe('signature-cancelled');
    provider.fail('eth_requestAccounts', rpc(4001));
    expect((await rejection(wallet.request('eth_requestAccounts'))).kind).toBe('connection-rejected');
    provider.fail('wallet_addEthereumChain', rpc(4001));
    expect((await rejection(wallet.request('wallet_addEthereumChain', [{}]))).kind).toBe('wrong-network');
  });

  it('maps ethers-style wrapped errors on transactions', async () => {
    const { provider, wallet } = setup();
    provider.fail('eth_sendTransaction', { code: 'ACTION_REJECTED', info: { error: { code: 4001 } } });
    expect((await rejection(wallet.request('eth_sendTransaction', [{}]))).kind).toBe('transaction-cancelled');
  });
});

describe('parseChainId', () => {
  it.each([
    ['0x38', 56],
    [' 56 ', 56],
    [56, 56],
    [1.5, Number.NaN],
    ['', Number.NaN],
    [null, Number.NaN],
    ['0xzz', Number.NaN],
  ])('%j -> %d', (input, expected) => {
    expect(parseChainId(input)).toBe(expected);
  });
});
