import { verifyMessage, Wallet } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { DemoEip1193Provider, type DemoKeyStore } from './demo-eip1193-provider';
import { Eip1193Wallet, utf8ToHex } from './eip1193-wallet.adapter';

const memoryKeys = (initial: string | null = null): DemoKeyStore & { value: string | null } => ({
  value: initial,
  get() {
    return this.value;
  },
  set(key) {
    this.value = key;
  },
});

describe('DemoEip1193Provider', () => {
  it('creates a key on first use, stores it, and keeps using it', async () => {
    const keys = memoryKeys();
    const provider = new DemoEip1193Provider(keys);
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    expect(keys.value).toMatch(/^0x[0-9a-f]{64}$/);
    expect(address).toBe(new Wallet(keys.value as string).address);
    const again = new DemoEip1193Provider(keys);
    expect(await again.request({ method: 'eth_accounts' })).toEqual([address]);
  });

  it('replaces an unreadable stored key', async () => {
    const keys = memoryKeys('not a key');
    await new DemoEip1193Provider(keys).address();
    expect(keys.value).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('makes a real personal_sign signature that ethers.verifyMessage accepts', async () => {
    const wallet = new Eip1193Wallet(
      { id: 'demo', name: 'Demo', icon: '', kind: 'demo' },
      new DemoEip1193Provider(memoryKeys()),
    );
    const [address] = await wallet.connect();
    const message = 'Welcome to NADI ✓\nnonce: 42';
    const signature = await wallet.signMessage(address as string, message);
    expect(verifyMessage(message, signature)).toBe(address);
  });

  it('signs a plain-text personal_sign message as UTF-8', async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    const address = await provider.address();
    const signature = await provider.request({
      method: 'personal_sign',
      params: ['hello', address.toLowerCase()],
    });
    expect(verifyMessage('hello', signature as string)).toBe(address);
  });

  it('refuses to sign for another account, a bad message or after revoke', async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    const address = await provider.address();
    await expect(
      provider.request({ method: 'personal_sign', params: [utf8ToHex('x'), `0x${'99'.repeat(20)}`] }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(provider.request({ method: 'personal_sign', params: [42, address] })).rejects.toMatchObject({
      code: -32602,
    });
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x01', address] }),
    ).rejects.toMatchObject({
      code: 4100,
    });
  });

  it('forgets the connection on revoke until the next eth_requestAccounts', async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    const accountsChanged = vi.fn();
    provider.on('accountsChanged', accountsChanged);
    const address = await provider.address();
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(accountsChanged.mock.calls).toEqual([[[]], [[address]]]);
    provider.removeListener('accountsChanged', accountsChanged);
    await provider.request({ method: 'wallet_revokePermissions' });
    expect(accountsChanged).toHaveBeenCalledTimes(2);
  });

  it('starts on BSC and switches between known chains, 4902 for unknown ones until added', async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    const chainChanged = vi.fn();
    provider.on('chainChanged', chainChanged);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x38');
    expect(await provider.request({ method: 'net_version' })).toBe('56');
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] });
    expect(chainChanged).not.toHaveBeenCalled();
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x61' }] });
    expect(provider.currentChainId()).toBe(97);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x270f' }] }),
    ).rejects.toMatchObject({ code: 4902, message: expect.stringContaining('Unrecognized chain') });
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x270f', chainName: 'NADI', rpcUrls: ['http://127.0.0.1:1'] }],
    });
    expect(provider.currentChainId()).toBe(9999);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x270f' }] });
    expect(chainChanged.mock.calls).toEqual([['0x61'], ['0x270f'], ['0x38'], ['0x270f']]);
  });

  it('rejects malformed chain parameters with -32602', async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [] }),
    ).rejects.toMatchObject({
      code: -32602,
    });
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: ['x'] }),
    ).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('fails node calls with 4901 while the chain has no RPC URL', async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 });
  });

  it('fails the next request (of a method) with a scripted code, once', async () => {
    const provider = new DemoEip1193Provider(memoryKeys());
    provider.failNext(4001, 'personal_sign');
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x38');
    const address = await provider.address();
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x01', address] }),
    ).rejects.toMatchObject({
      code: 4001,
    });
    await expect(provider.request({ method: 'personal_sign', params: ['0x01', address] })).resolves.toMatch(
      /^0x/,
    );
    provider.failNext(-32002);
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: -32002 });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
  });
});
