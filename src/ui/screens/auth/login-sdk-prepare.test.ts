// @vitest-environment happy-dom
import type { MetaMaskSDKOptions } from '@metamask/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAuthApi } from '../../../../tests/fakes/fake-auth-api';
import { FakeEip1193Provider } from '../../../../tests/fakes/fake-eip1193-provider';
import { FakeUserApi } from '../../../../tests/fakes/fake-user-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { settle } from '../../../../tests/support/settle';
import type { MetaMaskSdkLike, MetaMaskSdkLoader } from '../../../adapters/wallet/metamask-sdk-wallet';
import { BrowserWalletRegistry } from '../../../adapters/wallet/wallet-registry.adapter';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { LoginWithWalletUseCase } from '../../../application/auth/login-with-wallet.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { AuthSignals } from '../../../application/shared/auth-signals';
import type { AppStorage } from '../../../application/shared/storage.port';
import { WalletSessionStore } from '../../../application/wallet/wallet-session.store';
import { LoginVm } from './login.vm';

/**
 * The connect sheet's view-model over the real registry, MetaMask SDK wallet and login use case, with a
 * fake `@metamask/sdk` module in place of the chunk: what is loaded when, and whether tapping MetaMask
 * reaches the SDK's `eth_requestAccounts` inside the tap.
 */

const PHONE = { href: 'https://nadi.example/#/index', phone: true };
const ACCOUNT = '0x2222222222222222222222222222222222222222';
const LINK = 'https://metamask.app.link/connect?channelId=c1&v=2';

type EthereumWindow = Window & { ethereum?: unknown };

/** True only within the turn of a simulated tap: cleared by a microtask queued as the tap begins. */
let inTap = false;
function tap(action: () => void): void {
  inTap = true;
  queueMicrotask(() => {
    inTap = false;
  });
  action();
}

/**
 * A fake SDK module: counts loads and inits (each may be made to fail once), and a provider that records
 * whether `eth_requestAccounts` came inside the tap and, as the SDK on a phone does, hands its link to
 * `openDeeplink`.
 */
function fakeSdkModule() {
  const provider = new FakeEip1193Provider().answer('eth_chainId', '0x38').answer('personal_sign', '0x1234');
  const requests: { method: string; inTap: boolean }[] = [];
  const options: MetaMaskSDKOptions[] = [];
  const failLoads: Error[] = [];
  let inits = 0;
  let answerAccounts: ((accounts: string[]) => void) | null = null;
  const request = provider.request.bind(provider);
  provider.request = (args) => {
    requests.push({ method: args.method, inTap });
    if (args.method !== 'eth_requestAccounts') return request(args);
    options.at(-1)?.openDeeplink?.(LINK);
    return new Promise((resolve) => (answerAccounts = resolve));
  };
  const loader = vi.fn<MetaMaskSdkLoader>(async () => {
    const failure = failLoads.shift();
    if (failure) throw failure;
    return {
      MetaMaskSDK: class implements MetaMaskSdkLike {
        constructor(given: MetaMaskSDKOptions) {
          options.push(given);
        }
        async init() {
          inits += 1;
        }
        getProvider = () => provider;
        terminate = async () => undefined;
      },
    };
  });
  return {
    loader,
    options,
    requests,
    failLoads,
    inits: () => inits,
    answer: (accounts: string[]) => answerAccounts?.(accounts),
  };
}

function setup(sdk = fakeSdkModule()) {
  const session = new SessionStore(new InMemoryStorage(), new AuthSignals());
  const auth = new FakeAuthApi();
  auth.registered.add(ACCOUNT);
  const config = testAppConfig({ profile: 'live', appUrl: 'https://nadi.example' });
  const registry = new BrowserWalletRegistry(config, {} as AppStorage, {
    window,
    discoveryWaitMs: 0,
    loadMetaMaskSdk: sdk.loader,
  });
  const login = new LoginWithWalletUseCase(
    registry,
    auth,
    session,
    new WalletSessionStore(),
    new LoadUserUseCase(new FakeUserApi(), session),
    config,
    { now: () => Date.now() },
  );
  const sheet = () => {
    const vm = new LoginVm(session, registry, login);
    vm.attach();
    return vm;
  };
  return { sdk, registry, auth, session, vm: sheet(), sheet };
}

describe('LoginVm with the MetaMask SDK', () => {
  /** Where the page went: the links opened in this tab. */
  let opened: string[] = [];
  beforeEach(() => {
    opened = [];
    // The page's user activation lasts exactly as long as the simulated tap.
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      get: () => ({ isActive: inTap, hasBeenActive: true }),
    });
    vi.spyOn(window.location, 'assign').mockImplementation((url) => void opened.push(String(url)));
  });
  afterEach(() => {
    delete (window as EthereumWindow).ethereum;
    delete (navigator as { userActivation?: unknown }).userActivation;
    vi.restoreAllMocks();
    inTap = false;
  });

  it('prepares the SDK when the sheet opens with it, once, however often the sheet opens', async () => {
    const t = setup();
    expect(t.sdk.loader).not.toHaveBeenCalled();
    await t.vm.open(PHONE);
    expect(t.vm.wallets.map((wallet) => wallet.id)).toEqual(['metamask-sdk']);
    await settle();
    expect(t.sdk.loader).toHaveBeenCalledTimes(1);
    expect(t.sdk.inits()).toBe(1);
    expect(t.registry.ready('metamask-sdk')).not.toBeNull();

    t.vm.close();
    await t.vm.open(PHONE);
    // A sheet of its own (a fresh view-model) over the same registry loads nothing more either.
    await t.sheet().open(PHONE);
    await settle();
    expect(t.sdk.loader).toHaveBeenCalledTimes(1);
    expect(t.sdk.inits()).toBe(1);
    expect(t.sdk.options).toHaveLength(1);
  });

  it('once prepared, tapping MetaMask reaches eth_requestAccounts within the tap', async () => {
    const t = setup();
    await t.vm.open(PHONE);
    await settle();
    let done: Promise<boolean> = Promise.resolve(false);
    tap(() => {
      done = t.vm.choose('metamask-sdk');
    });
    expect(t.sdk.requests).toEqual([{ method: 'eth_requestAccounts', inTap: true }]);
    // The link the SDK handed over within the tap was opened at once, while the activation lasted.
    expect(opened).toEqual([LINK]);
    await settle();
    // The SDK's link is offered as the sheet's button too (a tap of the person's own).
    expect(t.vm.handoff.appLink).toBe(LINK);
    t.sdk.answer([ACCOUNT]);
    expect(await done).toBe(true);
    expect(t.session.loggedIn).toBe(true);
    expect(t.vm.handoff.appLink).toBeNull();
  });

  it('a tap before the SDK is ready takes the waiting path, then offers "Open MetaMask" with its link', async () => {
    const t = setup();
    // The chunk is still on its way when the person taps.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const load = t.sdk.loader.getMockImplementation();
    t.sdk.loader.mockImplementationOnce(async () => {
      await slow;
      return (load as MetaMaskSdkLoader)();
    });
    await t.vm.open(PHONE);
    tap(() => void t.vm.choose('metamask-sdk'));
    expect(t.sdk.requests).toEqual([]);
    expect(t.vm.handoff.appLink).toBeNull();
    release();
    await settle();
    expect(t.sdk.loader).toHaveBeenCalledTimes(1);
    expect(t.sdk.requests).toEqual([{ method: 'eth_requestAccounts', inTap: false }]);
    // Too late to open it from here (iOS Safari would refuse): the sheet offers it for a tap instead.
    expect(opened).toEqual([]);
    expect(t.vm.phase).toBe('signing');
    expect(t.vm.handoff.appLink).toBe(LINK);
    expect(t.vm.error).toBeNull();
  });

  it('keeps a failed preparation quiet, tries again on the tap and shows what fails', async () => {
    const t = setup();
    t.sdk.failLoads.push(new Error('ChunkLoadError'), new Error('ChunkLoadError'));
    await t.vm.open(PHONE);
    await settle();
    expect(t.sdk.loader).toHaveBeenCalledTimes(1);
    expect(t.vm.error).toBeNull();
    expect(t.vm.errorKind).toBeNull();

    expect(await t.vm.choose('metamask-sdk')).toBe(false);
    expect(t.sdk.loader).toHaveBeenCalledTimes(2);
    expect(t.vm.errorKind).toBe('wallet-connect-failed');

    // The next tap tries once more, and this time the SDK loads and is asked.
    const done = t.vm.choose('metamask-sdk');
    await settle();
    expect(t.sdk.loader).toHaveBeenCalledTimes(3);
    expect(t.sdk.requests.map((request) => request.method)).toEqual(['eth_requestAccounts']);
    t.sdk.answer([ACCOUNT]);
    expect(await done).toBe(true);
  });

  it('loads nothing with a wallet in the browser: MetaMask itself, or another beside the SDK entry', async () => {
    (window as EthereumWindow).ethereum = Object.assign(new FakeEip1193Provider(), { isMetaMask: true });
    const withMetaMask = setup();
    await withMetaMask.vm.open(PHONE);
    await settle();
    expect(withMetaMask.vm.wallets.map((wallet) => wallet.kind)).toEqual(['injected']);
    expect(withMetaMask.sdk.loader).not.toHaveBeenCalled();

    (window as EthereumWindow).ethereum = Object.assign(new FakeEip1193Provider(), { isTokenPocket: true });
    const withAnother = setup();
    await withAnother.vm.open(PHONE);
    await settle();
    expect(withAnother.vm.wallets.map((wallet) => wallet.kind)).toEqual(['injected', 'metamask-sdk']);
    expect(withAnother.sdk.loader).not.toHaveBeenCalled();
  });
});
