import { verifyMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { AppStorage, LocalKey } from '../../application/shared/storage.port';
import type { WalletEvent } from '../../application/wallet/wallet.port';
import { DemoWallet } from './demo-wallet.adapter';

/** Only the local-storage part is used by the demo wallet. */
function localOnlyStorage(): AppStorage & { local: Map<LocalKey, string> } {
  const local = new Map<LocalKey, string>();
  const unused = () => {
    throw new Error('not used by the demo wallet');
  };
  return {
    local,
    getLocal: (key) => local.get(key) ?? null,
    setLocal: (key, value) => void local.set(key, value),
    removeLocal: (key) => void local.delete(key),
    getToken: unused,
    setToken: unused,
    touchToken: unused,
    getUserInfo: unused,
    setUserInfo: unused,
    clearSession: unused,
    getSession: unused,
    setSession: unused,
    removeSession: unused,
  };
}

describe('DemoWallet', () => {
  it('keeps its key in local storage and signs verifiably', async () => {
    const storage = localOnlyStorage();
    const wallet = new DemoWallet(storage);
    expect(wallet.info).toEqual({ id: 'demo', name: 'Demo wallet', icon: '', kind: 'demo' });
    const [address] = await wallet.connect();
    expect(storage.local.get('demoWalletKey')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await wallet.accounts()).toEqual([address]);
    const signature = await wallet.signMessage(address as string, 'Welcome to NADI');
    expect(verifyMessage('Welcome to NADI', signature)).toBe(address);
    expect(await new DemoWallet(storage).accounts()).toEqual([address]);
  });

  it('switches and adds chains, reporting events', async () => {
    const wallet = new DemoWallet(localOnlyStorage());
    const events: WalletEvent[] = [];
    const off = wallet.subscribe((event) => events.push(event));
    expect(await wallet.chainId()).toBe(56);
    await wallet.switchChain({
      chainId: 9999,
      name: 'NADI',
      rpcUrl: 'http://127.0.0.1:1',
      explorerUrl: '',
      nativeSymbol: 'NADI',
    });
    expect(await wallet.chainId()).toBe(9999);
    await wallet.disconnect();
    expect(await wallet.accounts()).toEqual([]);
    off();
    expect(events).toEqual([
      { type: 'chainChanged', chainId: 9999 },
      { type: 'accountsChanged', accounts: [] },
    ]);
  });

  it('scripts a failure that takes the same mapping as a real wallet', async () => {
    const wallet = new DemoWallet(localOnlyStorage());
    const [address] = await wallet.connect();
    wallet.failNext(4001, 'personal_sign');
    await expect(wallet.signMessage(address as string, 'x')).rejects.toMatchObject({
      kind: 'signature-cancelled',
      detail: { code: 4001 },
    });
    wallet.failNext(4001);
    await expect(wallet.request('eth_sendTransaction', [{}])).rejects.toMatchObject({
      kind: 'transaction-cancelled',
    });
    await expect(wallet.request('eth_getBalance', [address, 'latest'])).rejects.toMatchObject({
      kind: 'system-error',
      detail: { code: 4901 },
    });
  });

  it('puts its test hooks on a window when asked', async () => {
    const wallet = new DemoWallet(localOnlyStorage());
    const target = {} as Window;
    wallet.exposeOnWindow(target);
    const hooks = target.__nadiDemoWallet;
    expect(hooks?.chainId()).toBe(56);
    const address = await hooks?.address();
    expect(await wallet.accounts()).toEqual([address]);
    hooks?.failNext(-32002, 'eth_requestAccounts');
    await expect(wallet.connect()).rejects.toMatchObject({ kind: 'requests-too-frequent' });
    const events: unknown[] = [];
    wallet.subscribe((event) => events.push(event));
    hooks?.setChain(1);
    expect(await wallet.chainId()).toBe(1);
    expect(events).toEqual([{ type: 'chainChanged', chainId: 1 }]);
    await wallet.switchChain({ chainId: 56, name: 'BSC', rpcUrl: '', explorerUrl: '', nativeSymbol: 'BNB' });
    await wallet.switchChain({
      chainId: 1,
      name: 'Ethereum',
      rpcUrl: '',
      explorerUrl: '',
      nativeSymbol: 'ETH',
    });
    expect(hooks?.chainId()).toBe(1);
  });
});
