// @vitest-environment happy-dom
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEip1193Provider } from '../../../tests/fakes/fake-eip1193-provider';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { AppConfig } from '../../application/shared/app-config';
import { AppStorage, type LocalKey } from '../../application/shared/storage.port';
import { WalletRegistry } from '../../application/wallet/wallet.port';
import { DemoWallet } from './demo-wallet.adapter';
import { Eip1193Wallet } from './eip1193-wallet.adapter';
import { ANNOUNCE_EVENT, REQUEST_EVENT } from './eip6963-discovery';
import { MetaMaskSdkWallet } from './metamask-sdk-wallet';
import { BrowserWalletRegistry, type WalletEnvironment } from './wallet-registry.adapter';

type EthereumWindow = Window & { ethereum?: unknown };

/** The live profile unless a test asks for the demo one. */
const config = (overrides: Partial<AppConfig> = {}): AppConfig =>
  testAppConfig({ profile: 'live', defaultLocale: 'en', appUrl: 'https://nadi.example', ...overrides });

const storage = (): AppStorage => {
  const local = new Map<LocalKey, string>();
  return {
    getLocal: (key) => local.get(key) ?? null,
    setLocal: (key, value) => void local.set(key, value),
  } as AppStorage;
};

const env = (overrides: Partial<WalletEnvironment> = {}): WalletEnvironment => ({
  window,
  discoveryWaitMs: 0,
  loadMetaMaskSdk: async () => {
    throw new Error('not loaded in tests');
  },
  ...overrides,
});

/** A wallet that announces itself whenever the page asks. */
function announceOnRequest(rdns: string, name: string, provider = new FakeEip1193Provider()) {
  const listener = () =>
    window.dispatchEvent(
      new CustomEvent(ANNOUNCE_EVENT, {
        detail: { info: { uuid: rdns, name, icon: 'icon', rdns }, provider },
      }),
    );
  window.addEventListener(REQUEST_EVENT, listener);
  return { provider, remove: () => window.removeEventListener(REQUEST_EVENT, listener) };
}

describe('BrowserWalletRegistry', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    delete (window as EthereumWindow).ethereum;
    delete window.__nadiDemoWallet;
    vi.useRealTimers();
  });

  it('offers only the MetaMask SDK in a browser without wallets (live profile)', async () => {
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    expect(await registry.discover()).toEqual([
      { id: 'metamask-sdk', name: 'MetaMask', icon: '', kind: 'metamask-sdk' },
    ]);
    expect(await registry.get('metamask-sdk')).toBeInstanceOf(MetaMaskSdkWallet);
  });

  it('offers the MetaMask SDK beside another wallet, not beside MetaMask itself', async () => {
    const rabby = announceOnRequest('io.rabby', 'Rabby');
    cleanups.push(rabby.remove);
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    expect((await registry.discover()).map((info) => info.id)).toEqual(['io.rabby', 'metamask-sdk']);
    expect(await registry.get('metamask-sdk')).toBeInstanceOf(MetaMaskSdkWallet);
    rabby.remove();

    (window as EthereumWindow).ethereum = Object.assign(new FakeEip1193Provider(), { isMetaMask: true });
    const legacy = new BrowserWalletRegistry(config(), storage(), env());
    expect((await legacy.discover()).map((info) => info.id)).toEqual(['injected']);
  });

  it('lists EIP-6963 wallets and a distinct legacy injected one, without the SDK', async () => {
    const metamask = announceOnRequest('io.metamask', 'MetaMask');
    cleanups.push(metamask.remove);
    (window as EthereumWindow).ethereum = Object.assign(new FakeEip1193Provider(), { isTrust: true });
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    expect(await registry.discover()).toEqual([
      { id: 'io.metamask', name: 'MetaMask', icon: 'icon', kind: 'eip6963' },
      { id: 'injected', name: 'Trust Wallet', icon: '', kind: 'injected' },
    ]);
  });

  it('leaves out window.ethereum when it is an announced provider', async () => {
    const metamask = announceOnRequest('io.metamask', 'MetaMask');
    cleanups.push(metamask.remove);
    (window as EthereumWindow).ethereum = metamask.provider;
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    expect((await registry.discover()).map((info) => info.id)).toEqual(['io.metamask']);
  });

  it('gives one cached Eip1193Wallet per id over the announced provider', async () => {
    const metamask = announceOnRequest('io.metamask', 'MetaMask');
    cleanups.push(metamask.remove);
    metamask.provider.answer('eth_accounts', ['0xabc']);
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    const wallet = await registry.get('io.metamask'); // discovers on its own
    expect(wallet).toBeInstanceOf(Eip1193Wallet);
    expect(await registry.get('io.metamask')).toBe(wallet);
    expect(await wallet.accounts()).toEqual(['0xabc']);
  });

  it('prepares the MetaMask SDK once and only it; ready gives a wallet only when it can be asked at once', async () => {
    const provider = new FakeEip1193Provider();
    const init = vi.fn(async () => undefined);
    const loadMetaMaskSdk = vi.fn(async () => ({
      MetaMaskSDK: class {
        init = init;
        getProvider = () => provider;
        terminate = async () => undefined;
      },
    }));
    const rabby = announceOnRequest('io.rabby', 'Rabby');
    cleanups.push(rabby.remove);
    const registry = new BrowserWalletRegistry(config(), storage(), env({ loadMetaMaskSdk }));
    expect(registry.ready('metamask-sdk')).toBeNull(); // nothing discovered yet
    await registry.discover();
    expect(registry.ready('metamask-sdk')).toBeNull(); // listed, not prepared
    expect(registry.ready('io.rabby')).toBeInstanceOf(Eip1193Wallet);

    await registry.prepare('io.rabby');
    expect(loadMetaMaskSdk).not.toHaveBeenCalled();
    await Promise.all([registry.prepare('metamask-sdk'), registry.prepare('metamask-sdk')]);
    await registry.prepare('metamask-sdk');
    expect(loadMetaMaskSdk).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledTimes(1);
    const wallet = registry.ready('metamask-sdk');
    expect(wallet).toBeInstanceOf(MetaMaskSdkWallet);
    expect(await registry.get('metamask-sdk')).toBe(wallet);
  });

  it("offers the SDK's links to whoever watches, until they stop", async () => {
    let options: { openDeeplink?: (url: string) => void } = {};
    const loadMetaMaskSdk = async () => ({
      MetaMaskSDK: class {
        constructor(given: typeof options) {
          options = given;
        }
        init = async () => undefined;
        getProvider = () => new FakeEip1193Provider();
        terminate = async () => undefined;
      },
    });
    // No window: nothing is opened here, the link only goes to the watchers.
    const registry = new BrowserWalletRegistry(config(), storage(), env({ window: null, loadMetaMaskSdk }));
    const seen: unknown[] = [];
    const stop = registry.watchAppLinks((link) => seen.push(link));
    await registry.prepare('metamask-sdk');
    options.openDeeplink?.('https://metamask.app.link/connect?channelId=c1');
    stop();
    options.openDeeplink?.('https://metamask.app.link/connect?channelId=c2');
    expect(seen).toEqual([
      { walletId: 'metamask-sdk', url: 'https://metamask.app.link/connect?channelId=c1' },
    ]);
  });

  it('throws wallet-not-installed for an unknown id', async () => {
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    await expect(registry.get('io.rabby')).rejects.toMatchObject({ kind: 'wallet-not-installed' });
    await expect(registry.get('demo')).rejects.toMatchObject({ kind: 'wallet-not-installed' });
  });

  it('adds the demo wallet in the demo profile, hooks only when asked', async () => {
    const plain = new BrowserWalletRegistry(config({ profile: 'demo' }), storage(), env());
    expect((await plain.discover()).map((info) => info.id)).toEqual(['metamask-sdk', 'demo']);
    expect(await plain.get('demo')).toBeInstanceOf(DemoWallet);
    expect(window.__nadiDemoWallet).toBeUndefined();

    const hooked = new BrowserWalletRegistry(config({ profile: 'demo', demoHooks: true }), storage(), env());
    // The demo wallet arrives in its own chunk, right after the registry is made.
    await vi.waitFor(() => expect(window.__nadiDemoWallet?.chainId()).toBe(56));
    const demo = await hooked.get('demo');
    window.__nadiDemoWallet?.failNext(4001, 'eth_requestAccounts');
    await expect(demo.connect()).rejects.toMatchObject({ kind: 'connection-rejected' });
  });

  it('offers only SDK and demo outside a browser', async () => {
    const registry = new BrowserWalletRegistry(config({ profile: 'demo' }), storage(), env({ window: null }));
    expect((await registry.discover()).map((info) => info.id)).toEqual(['metamask-sdk', 'demo']);
  });

  it('waits for late announcements on the first discovery only', async () => {
    vi.useFakeTimers();
    const registry = new BrowserWalletRegistry(config(), storage(), env({ discoveryWaitMs: 300 }));
    const first = registry.discover();
    const late = announceOnRequest('com.okex.wallet', 'OKX Wallet');
    cleanups.push(late.remove);
    window.dispatchEvent(
      new CustomEvent(ANNOUNCE_EVENT, {
        detail: {
          info: { uuid: 'u', name: 'OKX Wallet', icon: '', rdns: 'com.okex.wallet' },
          provider: late.provider,
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(300);
    expect((await first).map((info) => info.id)).toEqual(['com.okex.wallet', 'metamask-sdk']);
    const second = await registry.discover();
    expect(second.map((info) => info.id)).toEqual(['com.okex.wallet', 'metamask-sdk']);
  });

  it('resolves from an Inversify container with the default environment', async () => {
    const container = new Container();
    container.bind(AppConfig).toConstantValue(config());
    container.bind(AppStorage).toConstantValue(storage());
    container.bind<WalletRegistry>(WalletRegistry).to(BrowserWalletRegistry).inSingletonScope();
    const registry = container.get<WalletRegistry>(WalletRegistry);
    expect(registry).toBeInstanceOf(BrowserWalletRegistry);
    vi.useFakeTimers();
    const found = registry.discover();
    await vi.advanceTimersByTimeAsync(300);
    expect((await found).map((info) => info.id)).toEqual(['metamask-sdk']);
  });

  it('tells its watchers of a late wallet (ethereum#initialized, or found by looking) and lists it', async () => {
    vi.useFakeTimers();
    const registry = new BrowserWalletRegistry(
      config(),
      storage(),
      env({ watchMs: 2_000, watchEveryMs: 500 }),
    );
    const heard = vi.fn();
    const stop = registry.watch(heard);
    cleanups.push(stop);
    (window as EthereumWindow).ethereum = Object.assign(new FakeEip1193Provider(), { isTokenPocket: true });
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(heard).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    // Looking finds nothing new: the same provider.
    expect(heard).toHaveBeenCalledTimes(1);
    const listed = registry.discover();
    await vi.advanceTimersByTimeAsync(0);
    expect((await listed).map((wallet) => wallet.name)).toEqual(['TokenPocket', 'MetaMask']);
    // A provider that came without an event is found by looking.
    (window as unknown as Record<string, unknown>).okxwallet = new FakeEip1193Provider();
    await vi.advanceTimersByTimeAsync(500);
    expect(heard).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    (window as unknown as Record<string, unknown>).safepalProvider = new FakeEip1193Provider();
    await vi.advanceTimersByTimeAsync(1_000);
    // Past watchMs it looks no more (events still count until stopped).
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(heard).toHaveBeenCalledTimes(2);
    delete (window as unknown as Record<string, unknown>).okxwallet;
    delete (window as unknown as Record<string, unknown>).safepalProvider;
  });

  it('hears a new announcement once, not the re-announcements that every discovery asks for', async () => {
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    const heard = vi.fn(() => void registry.discover());
    cleanups.push(registry.watch(heard));
    const wallet = announceOnRequest('com.example.late', 'Late Wallet');
    cleanups.push(wallet.remove);
    window.dispatchEvent(new Event(REQUEST_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveBeenCalledTimes(1);
    expect((await registry.discover()).map((found) => found.name)).toContain('Late Wallet');
  });

  it('names a wallet that sets isMetaMask beside its own flag by its own name, and still offers MetaMask', async () => {
    (window as EthereumWindow).ethereum = Object.assign(new FakeEip1193Provider(), {
      isMetaMask: true,
      isImToken: true,
    });
    const registry = new BrowserWalletRegistry(config(), storage(), env());
    expect((await registry.discover()).map((wallet) => [wallet.id, wallet.name])).toEqual([
      ['injected', 'imToken'],
      ['metamask-sdk', 'MetaMask'],
    ]);
  });
});
