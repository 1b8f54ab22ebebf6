import { describe, expect, it } from 'vitest';
import { FakeHomeApi } from '../../../tests/fakes/fake-home-api';
import { FakeWallet } from '../../../tests/fakes/fake-wallet';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { AppError } from '../../domain/shared/app-error';
import { CheckNetworkUseCase } from './check-network.use-case';
import { SwitchNetworkUseCase } from './switch-network.use-case';
import { WalletSessionStore } from './wallet-session.store';

const BSC = {
  chainId: 56,
  name: 'BNB Smart Chain',
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  explorerUrl: 'https://bscscan.com',
  nativeSymbol: 'BNB',
};

describe('CheckNetworkUseCase', () => {
  it.each([
    [56, true],
    [97, true],
    [1, false],
    [137, false],
  ])('chain %i is supported: %s, and BSC is the chain to switch to', async (chainId, supported) => {
    const check = new CheckNetworkUseCase(new FakeHomeApi());
    expect(await check.execute(chainId)).toEqual({ chainId, supported, target: BSC });
  });

  it('asks for the settings once', async () => {
    const common = new FakeHomeApi();
    const check = new CheckNetworkUseCase(common);
    await check.execute(1);
    await check.execute(56);
    expect(common.settingsCalls).toBe(1);
  });

  it('asks again after a failed fetch', async () => {
    const common = new FakeHomeApi();
    common.settingsError = new AppError('network');
    const check = new CheckNetworkUseCase(common);
    await expect(check.execute(1)).rejects.toMatchObject({ kind: 'network' });
    common.settingsError = null;
    expect((await check.execute(1)).supported).toBe(false);
    expect(common.settingsCalls).toBe(2);
  });

  it('offers the first chain when BSC is not configured, and none when nothing is', async () => {
    const common = new FakeHomeApi();
    const nadi = common.settingsAnswer.chains[1];
    common.settingsAnswer = { ...common.settingsAnswer, chains: nadi ? [nadi] : [] };
    expect((await new CheckNetworkUseCase(common).execute(56)).target?.chainId).toBe(97);
    common.settingsAnswer = { ...common.settingsAnswer, chains: [] };
    expect(await new CheckNetworkUseCase(common).execute(56)).toEqual({
      chainId: 56,
      supported: false,
      target: null,
    });
  });
});

describe('SwitchNetworkUseCase', () => {
  const setup = () => {
    const walletSession = new WalletSessionStore();
    const wallet = new FakeWallet();
    wallet.chain = 1;
    walletSession.attach(wallet, wallet.address, 1);
    return { walletSession, wallet, switchNetwork: new SwitchNetworkUseCase(walletSession, testAppConfig()) };
  };

  it('switches the logged-in wallet and records its chain', async () => {
    const t = setup();
    expect(await t.switchNetwork.execute(BSC)).toBe(56);
    expect(t.wallet.chain).toBe(56);
    expect(t.walletSession.chainId).toBe(56);
  });

  it('fails with the wallet error and leaves the chain as it was', async () => {
    const t = setup();
    t.wallet.failWith.switch = new AppError('wrong-network', { code: 4001 });
    await expect(t.switchNetwork.execute(BSC)).rejects.toMatchObject({ kind: 'wrong-network' });
    expect(t.walletSession.chainId).toBe(1);
  });

  it('refuses chain settings the build does not allow, with nothing asked of the wallet', async () => {
    const t = setup();
    const insecure = { ...BSC, rpcUrl: 'http://rpc.attacker.example' };
    await expect(t.switchNetwork.execute(insecure)).rejects.toMatchObject({
      kind: 'chain-settings-refused',
      detail: { operation: 'wallet.addChain.rpc-insecure' },
    });
    const live = new SwitchNetworkUseCase(
      t.walletSession,
      testAppConfig({ profile: 'live', chainRpcUrls: ['https://rpc.nadi.example'], nadiChainId: 8899 }),
    );
    await expect(live.execute(BSC)).rejects.toMatchObject({
      detail: { operation: 'wallet.addChain.rpc-not-allowed' },
    });
    expect(t.wallet.chain).toBe(1);
  });

  it('fails when no wallet is attached', async () => {
    const switchNetwork = new SwitchNetworkUseCase(new WalletSessionStore(), testAppConfig());
    await expect(switchNetwork.execute(BSC)).rejects.toMatchObject({ kind: 'wallet-connect-failed' });
  });
});
