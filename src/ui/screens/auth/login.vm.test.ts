import { describe, expect, it, vi } from 'vitest';
import { FakeAuthApi } from '../../../../tests/fakes/fake-auth-api';
import { FakeUserApi } from '../../../../tests/fakes/fake-user-api';
import { FakeWallet, FakeWalletRegistry } from '../../../../tests/fakes/fake-wallet';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { settle, settleFakeTimers } from '../../../../tests/support/settle';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { LoginWithWalletUseCase } from '../../../application/auth/login-with-wallet.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { AuthSignals } from '../../../application/shared/auth-signals';
import type { WalletInfo } from '../../../application/wallet/wallet.port';
import { WalletSessionStore } from '../../../application/wallet/wallet-session.store';
import { AppError } from '../../../domain/shared/app-error';
import { LoginVm } from './login.vm';
import { WALLET_STALL_MS } from './wallet-stall';

const PHONE = { href: 'https://nadi.app/#/node', phone: true };
const DESKTOP = { href: 'https://nadi.app/#/node', phone: false };

class Deferred<T> {
  resolve!: (value: T) => void;
  readonly promise = new Promise<T>((resolve) => (this.resolve = resolve));
}

function setup({
  linkCode = '',
  wallets = [] as WalletInfo[],
  info = undefined as WalletInfo | undefined,
} = {}) {
  const storage = new InMemoryStorage();
  const session = new SessionStore(storage, new AuthSignals());
  session.setInviteCode(linkCode);
  const walletSession = new WalletSessionStore();
  const wallet = new FakeWallet(info);
  const auth = new FakeAuthApi();
  const users = new FakeUserApi();
  const registry = new FakeWalletRegistry([wallet]);
  const discover = registry.discover.bind(registry);
  registry.discover = async () => [...(await discover()), ...wallets];
  const login = new LoginWithWalletUseCase(
    registry,
    auth,
    session,
    walletSession,
    new LoadUserUseCase(users, session),
    testAppConfig(),
    { now: () => Date.now() },
  );
  const vm = new LoginVm(session, registry, login);
  vm.attach();
  return { vm, session, walletSession, wallet, auth, users, registry };
}

/** Lets the use case run up to its next wait. */

describe('LoginVm', () => {
  it('lists the wallets found, with a discovering state while it looks', async () => {
    const t = setup();
    const pending = t.vm.open(DESKTOP);
    expect(t.vm.discovering).toBe(true);
    await pending;
    expect(t.vm.discovering).toBe(false);
    expect(t.vm.wallets.map((wallet) => wallet.id)).toEqual(['fake']);
    expect(t.vm.phase).toBe('choose');
  });

  it('for a new address: connect, then the invite-code dialog prefilled from the invite link, then the signature', async () => {
    const t = setup({ linkCode: 'NADI2025' });
    await t.vm.open(DESKTOP);
    const done = t.vm.choose('fake');
    expect(t.vm.phase).toBe('signing');
    await settle();
    expect(t.vm.phase).toBe('invite');
    expect(t.vm.step).toBe('connecting');
    expect(t.vm.inviteCode).toBe('NADI2025');
    expect(t.vm.inviteCodeFromLink).toBe(true);
    expect(t.wallet.signed).toHaveLength(0);

    expect(t.vm.submitInviteCode()).toBe(true);
    expect(t.vm.phase).toBe('signing');
    expect(await done).toBe(true);
    expect(t.auth.logins[0]?.inviteCode).toBe('NADI2025');
    expect(t.session.loggedIn).toBe(true);
    expect(t.vm.phase).toBe('choose');
    expect(t.vm.step).toBeNull();
  });

  it('refuses a malformed code in the dialog, keeps it for correction, and sends the corrected one', async () => {
    const t = setup();
    await t.vm.open(DESKTOP);
    const done = t.vm.choose('fake');
    await settle();
    t.vm.setInviteCode('no way!');
    expect(t.vm.submitInviteCode()).toBe(false);
    expect(t.vm.inviteCodeTouched).toBe(true);
    expect(t.vm.inviteCodeValid).toBe(false);
    expect(t.vm.phase).toBe('invite');
    t.vm.setInviteCode(' abc123 ');
    expect(t.vm.submitInviteCode()).toBe(true);
    expect(await done).toBe(true);
    expect(t.auth.logins[0]?.inviteCode).toBe('abc123');
    expect(t.session.pendingInviteCode).toBe('abc123');
  });

  it('back on the dialog with the code kept when the server knows no one by it', async () => {
    const t = setup();
    t.auth.loginError = new AppError('invite-code-unknown', { code: 1001 });
    await t.vm.open(DESKTOP);
    const done = t.vm.choose('fake');
    await settle();
    t.vm.setInviteCode('NOSUCH1');
    t.vm.submitInviteCode();
    await settle();
    expect(t.vm.phase).toBe('invite');
    expect(t.vm.inviteCode).toBe('NOSUCH1');
    expect(t.vm.refusedInviteCode).toBe('NOSUCH1');
    expect(t.vm.error).toBeNull();
    t.auth.loginError = null;
    t.vm.setInviteCode('GOOD22');
    t.vm.submitInviteCode();
    expect(await done).toBe(true);
    expect(t.auth.logins[0]?.inviteCode).toBe('GOOD22');
  });

  it('lets the user go on without a code', async () => {
    const t = setup({ linkCode: 'NADI2025' });
    await t.vm.open(DESKTOP);
    const done = t.vm.choose('fake');
    await settle();
    t.vm.skipInviteCode();
    expect(await done).toBe(true);
    expect(t.auth.logins[0]?.inviteCode).toBe('');
  });

  it('skips the dialog for an address that already has an account', async () => {
    const t = setup();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    await t.vm.open(DESKTOP);
    expect(await t.vm.choose('fake')).toBe(true);
    expect(t.auth.registeredChecks).toEqual([t.wallet.address]);
    expect(t.vm.inviteCodeTouched).toBe(false);
    expect(t.session.loggedIn).toBe(true);
  });

  it('closing the sheet at the dialog backs out cleanly: nothing kept, no error, ready to retry', async () => {
    const t = setup();
    await t.vm.open(DESKTOP);
    const done = t.vm.choose('fake');
    await settle();
    t.vm.close();
    expect(await done).toBe(false);
    expect(t.vm.phase).toBe('choose');
    expect(t.vm.error).toBeNull();
    expect(t.session.loggedIn).toBe(false);
    expect(t.wallet.signed).toHaveLength(0);
  });

  it('shows the sign prompt steps in order, the current one marked', async () => {
    const t = setup();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    const gate = new Deferred<void>();
    const sign = t.wallet.signMessage.bind(t.wallet);
    t.wallet.signMessage = async (address, message) => {
      await gate.promise;
      return sign(address, message);
    };
    await t.vm.open(DESKTOP);
    const done = t.vm.choose('fake');
    await settle();
    expect(t.vm.step).toBe('signing');
    expect(t.vm.chosen?.id).toBe('fake');
    expect(t.vm.steps).toEqual([
      { step: 'connecting', state: 'done' },
      { step: 'fetching-message', state: 'done' },
      { step: 'signing', state: 'current' },
      { step: 'logging-in', state: 'todo' },
      { step: 'loading-user', state: 'todo' },
    ]);
    expect(await t.vm.choose('fake')).toBe(false);
    gate.resolve();
    expect(await done).toBe(true);
  });

  it.each([
    ['a rejected connection', 'connect', new AppError('connection-rejected', { code: 4001 })],
    ['a cancelled signature', 'sign', new AppError('signature-cancelled', { code: 4001 })],
  ] as const)('after %s the sheet is clean and retryable', async (_, step, error) => {
    const t = setup();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    await t.vm.open(DESKTOP);
    t.wallet.failWith[step] = error;
    expect(await t.vm.choose('fake')).toBe(false);
    expect(t.vm.error).toBe(error);
    expect(t.vm.errorAction).toBeNull();
    expect(t.vm.phase).toBe('choose');
    expect(t.vm.busy).toBe(false);
    expect(t.session.loggedIn).toBe(false);

    t.wallet.failWith = {};
    expect(await t.vm.choose('fake')).toBe(true);
    expect(t.vm.error).toBeNull();
  });

  it.each([
    ['signature-params', -32602],
    ['wallet-internal', -32603],
  ] as const)('%s offers a page refresh', async (kind, code) => {
    const t = setup();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    await t.vm.open(DESKTOP);
    t.wallet.failWith.sign = new AppError(kind, { code });
    await t.vm.choose('fake');
    expect(t.vm.errorKind).toBe(kind);
    expect(t.vm.errorAction).toBe('refresh');
  });

  it('a missing wallet offers the wallet-app links, even on a desktop browser', async () => {
    const t = setup();
    await t.vm.open(DESKTOP);
    expect(t.vm.showAppLinks).toBe(false);
    await t.vm.choose('gone');
    expect(t.vm.errorAction).toBe('app-links');
    expect(t.vm.showAppLinks).toBe(true);
  });

  it('offers "open in wallet app" on a phone browser without a wallet, with the invite code', async () => {
    const t = setup({
      linkCode: 'NADI2025',
      info: { id: 'metamask-sdk', name: 'MetaMask', icon: '', kind: 'metamask-sdk' },
    });
    await t.vm.open(PHONE);
    expect(t.vm.hasBrowserWallet).toBe(false);
    expect(t.vm.showAppLinks).toBe(true);
    expect(t.vm.appLinks.map((link) => link.app)).toEqual([
      'metamask',
      'trust',
      'tokenpocket',
      'okx',
      'imtoken',
      'bitget',
    ]);
    expect(t.vm.appLinks[0]?.href).toBe('https://link.metamask.io/dapp/nadi.app/#/node?code=NADI2025');
  });

  it('does not offer wallet apps on a phone whose browser has a wallet', async () => {
    const t = setup({
      wallets: [{ id: 'io.metamask', name: 'MetaMask', icon: 'data:image/svg+xml,', kind: 'eip6963' }],
    });
    await t.vm.open(PHONE);
    expect(t.vm.hasBrowserWallet).toBe(true);
    expect(t.vm.showAppLinks).toBe(false);
  });

  it('opening again clears the last failure', async () => {
    const t = setup();
    t.auth.registered.add(t.wallet.address.toLowerCase());
    t.wallet.failWith.connect = new AppError('connection-rejected');
    await t.vm.open(DESKTOP);
    await t.vm.choose('fake');
    expect(t.vm.error).not.toBeNull();
    await t.vm.open(DESKTOP);
    expect(t.vm.error).toBeNull();
  });

  it('reports a failed discovery in words', async () => {
    const t = setup();
    t.registry.discover = async () => {
      throw new AppError('system-error');
    };
    await t.vm.open(DESKTOP);
    expect(t.vm.errorKind).toBe('system-error');
    expect(t.vm.discovering).toBe(false);
  });

  it('detaching while the dialog is open backs out of the login', async () => {
    const t = setup();
    await t.vm.open(DESKTOP);
    const done = t.vm.choose('fake');
    await settle();
    t.vm.detach();
    expect(await done).toBe(false);
    expect(t.session.loggedIn).toBe(false);
  });

  it('offers a way out of a wallet that never answers, and a second try works without a reload', async () => {
    vi.useFakeTimers();
    try {
      const t = setup();
      await t.vm.open(DESKTOP);
      const never = new Deferred<readonly string[]>();
      const connect = t.wallet.connect.bind(t.wallet);
      t.wallet.connect = () => never.promise;
      const first = t.vm.choose('fake');
      await settleFakeTimers();
      expect([t.vm.phase, t.vm.stalled]).toEqual(['signing', false]);
      await vi.advanceTimersByTimeAsync(WALLET_STALL_MS);
      expect(t.vm.stalled).toBe(true);
      t.wallet.connect = connect;
      const second = t.vm.retry();
      expect(t.vm.stalled).toBe(false);
      await settleFakeTimers();
      // A new address: the invite-code dialog, then the login.
      t.vm.skipInviteCode();
      expect(await second).toBe(true);
      expect(t.session.loggedIn).toBe(true);
      // The abandoned request answering late changes nothing.
      never.resolve(['0x2222222222222222222222222222222222222222']);
      expect(await first).toBe(false);
      expect(t.session.walletAddress).toBe(t.wallet.address);
      expect(t.vm.error).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels an unanswered signature back to the list; the late signature logs nobody in', async () => {
    vi.useFakeTimers();
    try {
      const t = setup();
      await t.vm.open(DESKTOP);
      t.auth.registered.add(t.wallet.address.toLowerCase());
      const never = new Deferred<string>();
      t.wallet.signMessage = () => never.promise;
      const attempt = t.vm.choose('fake');
      await settleFakeTimers();
      expect(t.vm.step).toBe('signing');
      await vi.advanceTimersByTimeAsync(WALLET_STALL_MS);
      expect(t.vm.stalled).toBe(true);
      t.vm.cancel();
      expect([t.vm.phase, t.vm.stalled, t.vm.chosen]).toEqual(['choose', false, null]);
      never.resolve('0xlate');
      expect(await attempt).toBe(false);
      expect(t.session.loggedIn).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists a wallet that arrives while the sheet is open', async () => {
    const t = setup();
    await t.vm.open(DESKTOP);
    expect(t.vm.wallets.map((wallet) => wallet.id)).toEqual(['fake']);
    t.registry.wallets.push(
      new FakeWallet({ id: 'injected', name: 'TokenPocket', icon: '', kind: 'injected' }),
    );
    for (const listener of t.registry.watchers) listener();
    await settle();
    expect(t.vm.wallets.map((wallet) => wallet.id)).toEqual(['fake', 'injected']);
    t.vm.close();
    expect(t.registry.watchers.size).toBe(0);
  });
});
