import type { MetaMaskSDKOptions } from '@metamask/sdk';
import { describe, expect, it, vi } from 'vitest';
import { FakeEip1193Provider } from '../../../tests/fakes/fake-eip1193-provider';
import type { ChainParams, WalletEvent } from '../../application/wallet/wallet.port';
import {
  type MetaMaskSdkLike,
  type MetaMaskSdkLoader,
  MetaMaskSdkWallet,
  openWhileActive,
} from './metamask-sdk-wallet';

const account = '0x2222222222222222222222222222222222222222';
const dapp = { appName: 'NADI', appUrl: 'https://nadi.example' };

function fakeSdk(provider: FakeEip1193Provider | undefined) {
  const created: { options: MetaMaskSDKOptions; sdk: MetaMaskSdkLike }[] = [];
  const terminate = vi.fn(async () => {});
  const loader: MetaMaskSdkLoader = vi.fn(async () => ({
    MetaMaskSDK: class implements MetaMaskSdkLike {
      constructor(options: MetaMaskSDKOptions) {
        created.push({ options, sdk: this });
      }
      init = vi.fn(async () => undefined);
      getProvider = () => provider;
      terminate = terminate;
    },
  }));
  return { created, loader, terminate };
}

describe('MetaMaskSdkWallet', () => {
  it('loads nothing until first used, then creates the SDK with the dapp metadata', async () => {
    const provider = new FakeEip1193Provider().answer('eth_requestAccounts', [account]);
    const { created, loader } = fakeSdk(provider);
    const wallet = new MetaMaskSdkWallet(dapp, loader);
    const events: WalletEvent[] = [];
    wallet.subscribe((event) => events.push(event));
    expect(loader).not.toHaveBeenCalled();
    expect(wallet.info).toEqual({ id: 'metamask-sdk', name: 'MetaMask', icon: '', kind: 'metamask-sdk' });

    expect(await wallet.connect()).toEqual([account]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toMatchObject({
      dappMetadata: { name: 'NADI', url: 'https://nadi.example' },
      injectProvider: false,
    });
    expect(created[0]?.sdk.init).toHaveBeenCalled();
    provider.emit('accountsChanged', []);
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }]);
  });

  it('delegates every port method to the SDK provider', async () => {
    const chain: ChainParams = {
      chainId: 56,
      name: 'BSC',
      rpcUrl: 'https://bsc',
      explorerUrl: '',
      nativeSymbol: 'BNB',
    };
    const provider = new FakeEip1193Provider()
      .answer('eth_accounts', [account])
      .answer('eth_chainId', '0x38')
      .answer('personal_sign', '0x1234')
      .answer('wallet_switchEthereumChain', null)
      .answer('eth_getBalance', '0x0')
      .answer('wallet_revokePermissions', null);
    const { loader, terminate } = fakeSdk(provider);
    const wallet = new MetaMaskSdkWallet(dapp, loader);
    expect(await wallet.accounts()).toEqual([account]);
    expect(await wallet.chainId()).toBe(56);
    expect(await wallet.signMessage(account, 'hello')).toBe('0x1234');
    await wallet.switchChain(chain);
    expect(await wallet.request('eth_getBalance', [account, 'latest'])).toBe('0x0');
    await wallet.disconnect();
    expect(provider.methods()).toEqual([
      'eth_accounts',
      'eth_chainId',
      'personal_sign',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_getBalance',
      'wallet_revokePermissions',
    ]);
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('disconnects quietly before loading and when terminate fails', async () => {
    const provider = new FakeEip1193Provider().answer('eth_accounts', []);
    const { loader, terminate } = fakeSdk(provider);
    const wallet = new MetaMaskSdkWallet(dapp, loader);
    await wallet.disconnect();
    expect(loader).not.toHaveBeenCalled();
    await wallet.accounts();
    terminate.mockRejectedValueOnce(new Error('socket closed'));
    await expect(wallet.disconnect()).resolves.toBeUndefined();
  });

  it('fails with wallet-connect-failed when the SDK gives no provider or does not load', async () => {
    const { loader } = fakeSdk(undefined);
    await expect(new MetaMaskSdkWallet(dapp, loader).connect()).rejects.toMatchObject({
      kind: 'wallet-connect-failed',
    });
    const broken: MetaMaskSdkLoader = async () => {
      throw new Error('ChunkLoadError');
    };
    await expect(new MetaMaskSdkWallet(dapp, broken).connect()).rejects.toMatchObject({
      kind: 'wallet-connect-failed',
    });
  });

  it('asks the SDK for a universal link that it hands to us, and tells MetaMask nothing until asked', async () => {
    const provider = new FakeEip1193Provider().answer('eth_accounts', []);
    const { created, loader } = fakeSdk(provider);
    const links: string[] = [];
    await new MetaMaskSdkWallet(dapp, loader, (url) => links.push(url)).accounts();
    expect(created[0]?.options).toMatchObject({
      checkInstallationImmediately: false,
      useDeeplink: false,
      enableAnalytics: false,
    });
    created[0]?.options.openDeeplink?.('https://metamask.app.link/connect?channelId=c1');
    expect(links).toEqual(['https://metamask.app.link/connect?channelId=c1']);
  });

  it("prepares once, then asks for accounts in the caller's own turn", async () => {
    const provider = new FakeEip1193Provider().answer('eth_requestAccounts', [account]);
    const { created, loader } = fakeSdk(provider);
    const wallet = new MetaMaskSdkWallet(dapp, loader);
    expect(wallet.prepared).toBe(false);
    await Promise.all([wallet.prepare(), wallet.prepare()]);
    await wallet.prepare();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(created[0]?.sdk.init).toHaveBeenCalledTimes(1);
    expect(wallet.prepared).toBe(true);

    const connecting = wallet.connect();
    // Called before anything was awaited: no promise turn between the caller and the SDK.
    expect(provider.methods()).toEqual(['eth_requestAccounts']);
    expect(await connecting).toEqual([account]);
  });

  it('after a failed preparation, stays unprepared and loads again when used', async () => {
    const provider = new FakeEip1193Provider().answer('eth_requestAccounts', [account]);
    const { loader } = fakeSdk(provider);
    vi.mocked(loader).mockImplementationOnce(async () => {
      throw new Error('ChunkLoadError');
    });
    const wallet = new MetaMaskSdkWallet(dapp, loader);
    await expect(wallet.prepare()).rejects.toMatchObject({ kind: 'wallet-connect-failed' });
    expect(wallet.prepared).toBe(false);
    expect(await wallet.connect()).toEqual([account]);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('openWhileActive', () => {
  const target = (userActivation?: { isActive: boolean }) => {
    const assign = vi.fn();
    return { assign, window: { navigator: { userActivation }, location: { assign } } as unknown as Window };
  };

  it("opens the link in this tab while the tap's activation lasts, or where the browser does not say", () => {
    const active = target({ isActive: true });
    expect(openWhileActive(active.window, 'https://metamask.app.link/connect')).toBe(true);
    expect(active.assign).toHaveBeenCalledWith('https://metamask.app.link/connect');
    const unknown = target(undefined);
    expect(openWhileActive(unknown.window, 'https://metamask.app.link/connect')).toBe(true);
    expect(unknown.assign).toHaveBeenCalledTimes(1);
  });

  it('leaves the link to the sheet once the activation is gone, and outside a browser', () => {
    const gone = target({ isActive: false });
    expect(openWhileActive(gone.window, 'https://metamask.app.link/connect')).toBe(false);
    expect(gone.assign).not.toHaveBeenCalled();
    expect(openWhileActive(null, 'https://metamask.app.link/connect')).toBe(false);
  });
});
