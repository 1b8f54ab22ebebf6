import { describe, expect, it, vi } from 'vitest';
import { FakeHomeApi } from '../../../../tests/fakes/fake-home-api';
import { sampleUser } from '../../../../tests/fakes/fake-user-api';
import { FakeWallet } from '../../../../tests/fakes/fake-wallet';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { settle, settleFakeTimers } from '../../../../tests/support/settle';
import { SessionStore } from '../../../application/auth/session.store';
import { AuthSignals } from '../../../application/shared/auth-signals';
import { CheckNetworkUseCase } from '../../../application/wallet/check-network.use-case';
import { SwitchNetworkUseCase } from '../../../application/wallet/switch-network.use-case';
import { WalletSessionStore } from '../../../application/wallet/wallet-session.store';
import { AppError } from '../../../domain/shared/app-error';
import { MANUAL_SWITCH_POLL_MS, WrongNetworkVm } from './wrong-network.vm';

function setup(chain = 1) {
  const session = new SessionStore(new InMemoryStorage(), new AuthSignals());
  const walletSession = new WalletSessionStore();
  const wallet = new FakeWallet();
  wallet.chain = chain;
  const common = new FakeHomeApi();
  const vm = new WrongNetworkVm(
    session,
    walletSession,
    new CheckNetworkUseCase(common),
    new SwitchNetworkUseCase(walletSession, testAppConfig()),
  );
  const logIn = () => {
    session.start('token', wallet.address);
    walletSession.attach(wallet, wallet.address, wallet.chain);
    session.setUser(sampleUser());
  };
  return { vm, session, walletSession, wallet, common, logIn };
}

describe('WrongNetworkVm', () => {
  it('prompts after a login on a chain the app does not use, naming BSC as the way out', async () => {
    const t = setup(1);
    t.vm.attach();
    expect(t.vm.visible).toBe(false);
    t.logIn();
    await settle();
    expect(t.vm.visible).toBe(true);
    expect(t.vm.chainId).toBe(1);
    expect(t.vm.target?.chainId).toBe(56);
    expect(t.vm.target?.name).toBe('BNB Smart Chain');
    t.vm.detach();
  });

  it.each([56, 97])('stays away on chain %i', async (chain) => {
    const t = setup(chain);
    t.vm.attach();
    t.logIn();
    await settle();
    expect(t.vm.visible).toBe(false);
  });

  it('follows chainChanged while logged in', async () => {
    const t = setup(56);
    t.vm.attach();
    t.logIn();
    await settle();
    expect(t.vm.visible).toBe(false);
    t.wallet.emit({ type: 'chainChanged', chainId: 137 });
    await settle();
    expect(t.vm.visible).toBe(true);
    t.wallet.emit({ type: 'chainChanged', chainId: 97 });
    await settle();
    expect(t.vm.visible).toBe(false);
    expect(t.common.settingsCalls).toBe(1);
  });

  it('switches the wallet to BSC, after which the prompt is gone', async () => {
    const t = setup(1);
    t.vm.attach();
    t.logIn();
    await settle();
    expect(await t.vm.switchToTarget()).toBe(true);
    expect(t.wallet.chain).toBe(56);
    await settle();
    expect(t.vm.visible).toBe(false);
    expect(t.vm.switching).toBe(false);
  });

  it.each([
    ['a declined switch', new AppError('wrong-network', { code: 4001 }), null],
    ['a wallet internal error', new AppError('wallet-internal', { code: -32603 }), 'refresh'],
    ['a pending request', new AppError('requests-too-frequent', { code: -32002 }), null],
  ] as const)('keeps the prompt and says what went wrong after %s', async (_, error, action) => {
    const t = setup(1);
    t.vm.attach();
    t.logIn();
    await settle();
    t.wallet.failWith.switch = error;
    expect(await t.vm.switchToTarget()).toBe(false);
    expect(t.vm.visible).toBe(true);
    expect(t.vm.error).toBe(error);
    expect(t.vm.errorAction).toBe(action);
  });

  it('dismissed, comes back only when the chain changes again', async () => {
    const t = setup(1);
    t.vm.attach();
    t.logIn();
    await settle();
    t.vm.dismiss();
    expect(t.vm.visible).toBe(false);
    t.wallet.emit({ type: 'chainChanged', chainId: 56 });
    await settle();
    t.wallet.emit({ type: 'chainChanged', chainId: 1 });
    await settle();
    expect(t.vm.visible).toBe(true);
  });

  it('is gone after logout', async () => {
    const t = setup(1);
    t.vm.attach();
    t.logIn();
    await settle();
    t.walletSession.detach();
    t.session.logout();
    await settle();
    expect(t.vm.visible).toBe(false);
  });

  it('shows nothing when the settings cannot be loaded, and checks again on the next change', async () => {
    const t = setup(1);
    t.common.settingsError = new AppError('network');
    t.vm.attach();
    t.logIn();
    await settle();
    expect(t.vm.visible).toBe(false);
    t.common.settingsError = null;
    t.wallet.emit({ type: 'chainChanged', chainId: 137 });
    await settle();
    expect(t.vm.visible).toBe(true);
  });

  it('can be attached twice, and stops watching once detached', async () => {
    const t = setup(56);
    t.vm.attach();
    t.vm.attach();
    t.logIn();
    await settle();
    expect(t.common.settingsCalls).toBe(1);
    t.vm.detach();
    t.wallet.emit({ type: 'chainChanged', chainId: 1 });
    await settle();
    expect(t.vm.visible).toBe(false);
  });

  it.each([4200, -32601])(
    'tells the person to switch in a wallet that cannot switch (%i), and carries on once it has',
    async (code) => {
      vi.useFakeTimers();
      try {
        const t = setup(1);
        t.wallet.failWith.switch = new AppError('wrong-network', { code });
        t.vm.attach();
        t.logIn();
        await settleFakeTimers();
        expect(await t.vm.switchToTarget()).toBe(false);
        expect(t.vm.switchInWallet).toBe(true);
        // The person switches in the wallet, which says nothing: the prompt asks it again.
        t.wallet.chain = 56;
        await vi.advanceTimersByTimeAsync(MANUAL_SWITCH_POLL_MS);
        await settleFakeTimers();
        expect(t.walletSession.chainId).toBe(56);
        expect(t.vm.visible).toBe(false);
        expect(t.vm.switchInWallet).toBe(false);
        t.vm.detach();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('says a declined switch is the usual wrong network, not a switch in the wallet', async () => {
    const t = setup(1);
    t.wallet.failWith.switch = new AppError('wrong-network', { code: 4001 });
    t.vm.attach();
    t.logIn();
    await settle();
    await t.vm.switchToTarget();
    expect(t.vm.switchInWallet).toBe(false);
    t.vm.detach();
  });
});
