import { describe, expect, it, vi } from 'vitest';
import { FakeEip1193Provider } from '../../../tests/fakes/fake-eip1193-provider';
import type { WalletEvent, WalletInfo } from '../../application/wallet/wallet.port';
import type { AppError } from '../../domain/shared/app-error';
import { Eip1193Wallet } from './eip1193-wallet.adapter';

const info: WalletInfo = { id: 'io.metamask', name: 'MetaMask', icon: '', kind: 'eip6963' };
const account = '0x1111111111111111111111111111111111111111';

const setup = () => {
  const provider = new FakeEip1193Provider();
  return { provider, wallet: new Eip1193Wallet(info, provider) };
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as AppError,
  );

describe('Eip1193Wallet events, disconnect and lazy providers', () => {
  it('turns provider events into wallet events and unsubscribes', async () => {
    const { provider, wallet } = setup();
    const events: WalletEvent[] = [];
    const other = vi.fn();
    const off = wallet.subscribe((event) => events.push(event));
    const offOther = wallet.subscribe(other);
    provider.emit('accountsChanged', [account]);
    provider.emit('chainChanged', '0x61');
    provider.emit('chainChanged', 'garbage');
    provider.emit('disconnect', { code: 4900 });
    // eth_accounts is asked first: the fake answers nothing (4200), so the account is gone.
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [account] },
      { type: 'chainChanged', chainId: 97 },
      { type: 'disconnect' },
    ]);
    expect(provider.listenerCount('accountsChanged')).toBe(1);
    off();
    expect(provider.listenerCount('accountsChanged')).toBe(1);
    offOther();
    expect(provider.listenerCount('accountsChanged')).toBe(0);
    expect(provider.listenerCount('chainChanged')).toBe(0);
    expect(provider.listenerCount('disconnect')).toBe(0);
    provider.emit('accountsChanged', []);
    expect(other).toHaveBeenCalledTimes(3);
  });

  it('subscribes to nothing on a provider without events', () => {
    const wallet = new Eip1193Wallet(info, { request: async () => null });
    const off = wallet.subscribe(() => {});
    expect(off).toBeTypeOf('function');
    off();
  });

  it('revokes permissions on disconnect and ignores a wallet that cannot', async () => {
    const { provider, wallet } = setup();
    await wallet.disconnect();
    expect(provider.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }]);
    provider.answer('wallet_revokePermissions', null);
    await expect(wallet.disconnect()).resolves.toBeUndefined();
  });

  describe('with a lazily loaded provider', () => {
    it('loads once, attaches early listeners once loaded', async () => {
      const provider = new FakeEip1193Provider()
        .answer('eth_accounts', [account])
        .answer('eth_chainId', '0x38');
      const load = vi.fn(async () => provider);
      const wallet = new Eip1193Wallet(info, load);
      const events: WalletEvent[] = [];
      wallet.subscribe((event) => events.push(event));
      await wallet.disconnect(); // nothing loaded yet: nothing to revoke
      expect(load).not.toHaveBeenCalled();
      const [accounts, chainId] = await Promise.all([wallet.accounts(), wallet.chainId()]);
      expect(accounts).toEqual([account]);
      expect(chainId).toBe(56);
      expect(load).toHaveBeenCalledTimes(1);
      provider.emit('chainChanged', '0x1');
      expect(events).toEqual([{ type: 'chainChanged', chainId: 1 }]);
    });

    it('reports a failed load as a failed connection and tries again next time', async () => {
      const provider = new FakeEip1193Provider().answer('eth_accounts', []);
      const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(provider);
      const wallet = new Eip1193Wallet(info, load);
      expect((await rejection(wallet.accounts())).kind).toBe('wallet-connect-failed');
      expect(await wallet.accounts()).toEqual([]);
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  it('reads a disconnect with 1013, or with the account still there, as no disconnect', async () => {
    const { provider, wallet } = setup();
    const events: WalletEvent[] = [];
    wallet.subscribe((event) => events.push(event));
    provider.emit('disconnect', {
      code: 1013,
      message: 'MetaMask: Disconnected from chain. Attempting to connect.',
    });
    provider.answer('eth_accounts', [account]);
    provider.emit('disconnect', { code: 4900 });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [account] }]);
  });

  it("removes its listeners with `off` where the wallet's emitter has no removeListener", () => {
    const provider = new FakeEip1193Provider();
    const bare = Object.assign(provider, {
      removeListener: undefined,
      off: provider.removeListener.bind(provider),
    });
    const wallet = new Eip1193Wallet(info, bare);
    const stop = wallet.subscribe(() => undefined);
    expect(provider.listenerCount('chainChanged')).toBe(1);
    stop();
    wallet.subscribe(() => undefined)();
    expect(
      ['accountsChanged', 'chainChanged', 'disconnect'].map((event) => provider.listenerCount(event)),
    ).toEqual([0, 0, 0]);
  });
});
