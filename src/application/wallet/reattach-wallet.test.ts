import { describe, expect, it, vi } from 'vitest';
import { FakeWallet, FakeWalletRegistry } from '../../../tests/fakes/fake-wallet';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { SessionStore } from '../auth/session.store';
import { AuthSignals } from '../shared/auth-signals';
import { ReattachWalletUseCase } from './reattach-wallet.use-case';
import { WalletSessionStore } from './wallet-session.store';

const ALICE = '0xAAAAaaaaAAAAaaaaAAAAaaaaAAAAaaaaAAAAaaaa';

const setup = (wallets: FakeWallet[], loggedIn = true) => {
  const storage = new InMemoryStorage();
  const session = new SessionStore(storage, new AuthSignals());
  if (loggedIn) session.start('token', ALICE);
  const walletSession = new WalletSessionStore();
  const registry = new FakeWalletRegistry(wallets);
  const reattach = new ReattachWalletUseCase(session, walletSession, registry);
  return { session, walletSession, reattach, registry };
};

const wallet = (id: string, address: string, kind: 'injected' | 'metamask-sdk' = 'injected', chain = 56) => {
  const found = new FakeWallet({ id, name: id, icon: '', kind });
  found.address = address;
  found.chain = chain;
  return found;
};

describe('ReattachWalletUseCase', () => {
  it('attaches the wallet that holds the logged-in account, with its chain, without connecting', async () => {
    const other = wallet('other', '0x2222222222222222222222222222222222222222');
    const mine = wallet('mine', ALICE.toLowerCase(), 'injected', 1);
    let prompts = 0;
    mine.connect = async () => {
      prompts += 1;
      return [mine.address];
    };
    const t = setup([other, mine]);
    expect(await t.reattach.execute()).toBe(true);
    expect(t.walletSession.wallet).toBe(mine);
    expect(t.walletSession.address).toBe(ALICE);
    expect(t.walletSession.chainId).toBe(1);
    expect(prompts).toBe(0);
  });

  it('follows account changes once attached: another account logs out', async () => {
    const mine = wallet('mine', ALICE);
    const t = setup([mine]);
    let lost = 0;
    t.walletSession.setLostListener(() => {
      lost += 1;
    });
    await t.reattach.execute();
    mine.emit({ type: 'accountsChanged', accounts: ['0x3333333333333333333333333333333333333333'] });
    expect(lost).toBe(1);
  });

  it('attaches nothing without a login, when no wallet holds the account, or for the MetaMask SDK', async () => {
    expect(await setup([wallet('mine', ALICE)], false).reattach.execute()).toBe(false);
    const t = setup([wallet('other', '0x2222222222222222222222222222222222222222')]);
    expect(await t.reattach.execute()).toBe(false);
    expect(t.walletSession.wallet).toBeNull();
    const sdk = setup([wallet('metamask-sdk', ALICE, 'metamask-sdk')]);
    expect(await sdk.reattach.execute()).toBe(false);
  });

  it('skips a wallet that fails and keeps a wallet attached meanwhile', async () => {
    const broken = wallet('broken', ALICE);
    broken.accounts = async () => {
      throw new Error('locked');
    };
    const t = setup([broken, wallet('mine', ALICE)]);
    expect(await t.reattach.execute()).toBe(true);
    expect(t.walletSession.wallet?.info.id).toBe('mine');
    const already = setup([wallet('mine', ALICE)]);
    const attached = wallet('attached', ALICE);
    already.walletSession.attach(attached, ALICE, 56);
    expect(await already.reattach.execute()).toBe(false);
    expect(already.walletSession.wallet).toBe(attached);
  });

  it('attaches a wallet that arrives late (an in-app browser that injects after the page loaded)', async () => {
    const t = setup([]);
    expect(await t.reattach.execute()).toBe(false);
    expect(t.registry.watchers.size).toBe(1);
    t.registry.wallets.push(wallet('late', ALICE));
    for (const listener of t.registry.watchers) listener();
    await vi.waitFor(() => expect(t.walletSession.wallet?.info.id).toBe('late'));
    expect(t.registry.watchers.size).toBe(0);
  });
});
