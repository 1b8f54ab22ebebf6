// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FakeEip1193Provider } from '../../../tests/fakes/fake-eip1193-provider';
import {
  ANNOUNCE_EVENT,
  Eip6963Discovery,
  guessInjectedName,
  injectedWallets,
  legacyInjectedWallet,
  REQUEST_EVENT,
  readAnnouncement,
} from './eip6963-discovery';

const announce = (target: Window, detail: unknown) =>
  target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail }));

const detail = (rdns: string, provider = new FakeEip1193Provider(), name = rdns) => ({
  info: { uuid: `uuid-${rdns}`, name, icon: 'data:image/svg+xml,<svg/>', rdns },
  provider,
});

type EthereumWindow = Window & { ethereum?: unknown };

describe('Eip6963Discovery', () => {
  let discovery: Eip6963Discovery | null = null;
  afterEach(() => {
    discovery?.stop();
    delete (window as EthereumWindow).ethereum;
  });

  it('asks wallets to announce and collects them, one per rdns', () => {
    const metamask = detail('io.metamask', undefined, 'MetaMask');
    const onRequest = () => {
      announce(window, metamask);
      announce(window, detail('com.trustwallet.app'));
    };
    window.addEventListener(REQUEST_EVENT, onRequest);
    discovery = new Eip6963Discovery(window);
    discovery.start();
    discovery.start(); // wallets re-announce: still one entry each
    announce(window, { ...detail('io.metamask'), provider: new FakeEip1193Provider() });
    window.removeEventListener(REQUEST_EVENT, onRequest);

    const wallets = discovery.wallets();
    expect(wallets.map((wallet) => wallet.info)).toEqual([
      { id: 'io.metamask', name: 'MetaMask', icon: 'data:image/svg+xml,<svg/>', kind: 'eip6963' },
      {
        id: 'com.trustwallet.app',
        name: 'com.trustwallet.app',
        icon: 'data:image/svg+xml,<svg/>',
        kind: 'eip6963',
      },
    ]);
    expect(wallets[0]?.provider).toBe(metamask.provider);
  });

  it('ignores malformed announcements and stops listening on stop', () => {
    discovery = new Eip6963Discovery(window);
    discovery.start();
    announce(window, null);
    announce(window, { info: { rdns: 'x', name: 'X' }, provider: {} });
    announce(window, { info: { rdns: '', name: 'X' }, provider: new FakeEip1193Provider() });
    expect(discovery.wallets()).toEqual([]);
    discovery.stop();
    announce(window, detail('late.wallet'));
    expect(discovery.wallets()).toEqual([]);
  });

  it('fills in a missing uuid or icon', () => {
    const provider = new FakeEip1193Provider();
    expect(readAnnouncement({ info: { rdns: 'a.b', name: 'AB' }, provider })).toEqual({
      info: { uuid: '', name: 'AB', icon: '', rdns: 'a.b' },
      provider,
    });
    expect(readAnnouncement({ info: { rdns: 'a.b', name: 7 }, provider })).toBeNull();
    expect(readAnnouncement({ info: 'x', provider })).toBeNull();
  });
});

describe('legacy window.ethereum', () => {
  afterEach(() => {
    delete (window as EthereumWindow).ethereum;
  });

  it('is listed as injected with a guessed name', () => {
    const provider = Object.assign(new FakeEip1193Provider(), { isTokenPocket: true, isMetaMask: true });
    (window as EthereumWindow).ethereum = provider;
    expect(legacyInjectedWallet(window, [])).toEqual({
      info: { id: 'injected', name: 'TokenPocket', icon: '', kind: 'injected' },
      provider,
    });
  });

  it('is left out when an announcement has the same provider', () => {
    const provider = new FakeEip1193Provider();
    (window as EthereumWindow).ethereum = provider;
    const info = { id: 'io.metamask', name: 'MetaMask', icon: '', kind: 'eip6963' as const };
    const announced = [{ info, provider }];
    expect(legacyInjectedWallet(window, announced)).toBeNull();
    expect(legacyInjectedWallet(window, [{ info, provider: new FakeEip1193Provider() }])).not.toBeNull();
  });

  it('is absent when window.ethereum is missing or not a provider', () => {
    expect(legacyInjectedWallet(window, [])).toBeNull();
    (window as EthereumWindow).ethereum = { isMetaMask: true };
    expect(legacyInjectedWallet(window, [])).toBeNull();
  });

  it.each([
    [{ isTrust: true, isMetaMask: true }, 'Trust Wallet'],
    [{ isTrustWallet: true }, 'Trust Wallet'],
    [{ isTokenPocket: true }, 'TokenPocket'],
    [{ isCoinbaseWallet: true }, 'Coinbase Wallet'],
    [{ isOkxWallet: true }, 'OKX Wallet'],
    [{ isOKExWallet: true }, 'OKX Wallet'],
    [{ isBitKeep: true, isMetaMask: true }, 'Bitget Wallet'],
    [{ isMetaMask: true, isImToken: true }, 'imToken'],
    [{ isMetaMask: true, isSafePal: true }, 'SafePal'],
    [{ isMetaMask: true, isBinance: true }, 'Binance Web3 Wallet'],
    [{ isMetaMask: true, isBitgetWallet: true }, 'Bitget Wallet'],
    [{ isMetaMask: true }, 'MetaMask'],
    [{ isMetaMask: 'yes' }, 'Browser wallet'],
    [{}, 'Browser wallet'],
    [null, 'Browser wallet'],
  ])('names %j %s', (flags, name) => {
    expect(guessInjectedName(flags)).toBe(name);
  });
});

describe('injectedWallets', () => {
  const target = window as unknown as Record<string, unknown>;
  const namespaces = ['ethereum', 'okxwallet', 'bitkeep', 'trustwallet', 'binancew3w', 'safepalProvider'];
  afterEach(() => {
    for (const name of namespaces) delete target[name];
  });
  const names = () => injectedWallets(window, []).map(({ info }) => [info.id, info.name]);

  it("reads each wallet's namespace, named by the wallet it belongs to", () => {
    target.okxwallet = Object.assign(new FakeEip1193Provider(), { isMetaMask: true });
    target.bitkeep = { ethereum: new FakeEip1193Provider() };
    target.trustwallet = new FakeEip1193Provider();
    target.binancew3w = { ethereum: new FakeEip1193Provider() };
    target.safepalProvider = new FakeEip1193Provider();
    expect(names()).toEqual([
      ['injected:trust', 'Trust Wallet'],
      ['injected:okx', 'OKX Wallet'],
      ['injected:binance', 'Binance Web3 Wallet'],
      ['injected:bitget', 'Bitget Wallet'],
      ['injected:safepal', 'SafePal'],
    ]);
  });

  it('lists window.ethereum.providers once each, and a namespace holding window.ethereum not twice', () => {
    const trust = Object.assign(new FakeEip1193Provider(), { isTrust: true });
    const coinbase = Object.assign(new FakeEip1193Provider(), { isCoinbaseWallet: true });
    Object.assign(coinbase, { providers: [coinbase, trust] });
    target.ethereum = coinbase;
    target.trustwallet = trust;
    expect(names()).toEqual([
      ['injected', 'Coinbase Wallet'],
      ['injected:trust', 'Trust Wallet'],
    ]);
  });

  it('leaves out an aggregator that only lists the others', () => {
    const metamask = Object.assign(new FakeEip1193Provider(), { isMetaMask: true });
    const okx = Object.assign(new FakeEip1193Provider(), { isOkxWallet: true });
    target.ethereum = Object.assign(new FakeEip1193Provider(), { providers: [metamask, okx] });
    expect(names()).toEqual([
      ['injected:metamask', 'MetaMask'],
      ['injected:okx', 'OKX Wallet'],
    ]);
  });
});
