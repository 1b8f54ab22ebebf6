import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeChainGateway } from '../../../../tests/fakes/fake-chain-gateway';
import { FakeFundsApi, SAMPLE_DEPOSIT_ADDRESS } from '../../../../tests/fakes/fake-funds-api';
import { FakeHomeApi } from '../../../../tests/fakes/fake-home-api';
import { FakeWallet, FakeWalletRegistry } from '../../../../tests/fakes/fake-wallet';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { pinsOf, testAppConfig } from '../../../../tests/fakes/test-config';
import { settle, settleFakeTimers } from '../../../../tests/support/settle';
import { LoadDepositAddressUseCase } from '../../../application/funds/fund-moves-queries.use-case';
import { SendDepositUseCase } from '../../../application/funds/send-deposit.use-case';
import { ConnectivityStore } from '../../../application/shared/connectivity.store';
import { WalletSessionStore } from '../../../application/wallet/wallet-session.store';
import type { Deposit } from '../../../domain/funds/funds';
import { AppError } from '../../../domain/shared/app-error';
import { DepositVm } from './deposit.vm';
import { DepositListVm } from './deposit-list.vm';
import { LIVE_POLL_MS } from './deposit-live-list';

function setup() {
  const api = new FakeFundsApi();
  const gateway = new FakeChainGateway();
  gateway.symbols.set('0x00000000000000000000000000000000000000aa', 'NADI');
  gateway.symbols.set('0x00000000000000000000000000000000000000bb', 'USDT');
  const common = new FakeHomeApi();
  common.settingsAnswer = {
    ...common.settingsAnswer,
    chains: common.settingsAnswer.chains.map((chain) => ({
      ...chain,
      tokens: {
        NADI: '0x00000000000000000000000000000000000000aa',
        USDT: '0x00000000000000000000000000000000000000bb',
      },
    })),
  };
  const wallet = new FakeWallet();
  const session = new WalletSessionStore();
  session.attach(wallet, wallet.address, wallet.chain);
  const send = new SendDepositUseCase(
    gateway,
    common,
    session,
    new FakeWalletRegistry([wallet]),
    new InMemoryStorage(),
    testAppConfig({ chainPins: pinsOf(common.settingsAnswer.chains) }),
  );
  const connectivity = new ConnectivityStore();
  const vm = new DepositVm(new LoadDepositAddressUseCase(api), send, connectivity);
  return { api, gateway, wallet, vm, connectivity };
}

describe('DepositVm', () => {
  it('shows the address only after the coin and then the chain are chosen', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    expect(vm.missing).toBe('coin-not-chosen');
    expect(vm.chainsEnabled).toBe(false);
    vm.chooseChain('NADI');
    expect(vm.chain).toBeNull();
    vm.chooseCoin('USDT');
    expect(vm.missing).toBe('chain-not-chosen');
    expect(api.callsOf('depositAddress')).toHaveLength(0);
    vm.chooseChain('BSC');
    expect(vm.addressLoading).toBe(true);
    await settle();
    expect(vm.copyable).toBe(SAMPLE_DEPOSIT_ADDRESS);
    expect(vm.address?.minAmount.toFixed()).toBe('1');
    expect(api.callsOf('depositAddress')).toEqual([['USDT', 'BSC']]);
    // Another coin: the address of that coin on the chosen chain, never the old one meanwhile.
    vm.chooseCoin('NADI');
    expect(vm.copyable).toBeNull();
    await settle();
    expect(api.callsOf('depositAddress').at(-1)).toEqual(['NADI', 'BSC']);
  });

  it('keeps a failed address load with its retry', async () => {
    const { api, vm } = setup();
    api.failWith.depositAddress = new AppError('network');
    vm.chooseCoin('NADI');
    vm.chooseChain('NADI');
    await settle();
    expect(vm.addressError).toBeInstanceOf(AppError);
    delete api.failWith.depositAddress;
    await vm.load();
    expect(vm.copyable).toBe(SAMPLE_DEPOSIT_ADDRESS);
  });

  it.each([
    ['', 'required'],
    ['abc', 'not-a-number'],
    ['-1', 'below-zero'],
    ['1.1234567', 'too-many-decimals'],
    ['0.5', 'below-minimum'],
  ])('refuses %j (%s) before asking the wallet', async (text, kind) => {
    const { gateway, vm } = setup();
    vm.chooseCoin('NADI');
    vm.chooseChain('NADI');
    await settle();
    vm.setAmount(text);
    expect(await vm.send()).toBe(false);
    expect(vm.amountError?.kind).toBe(kind);
    expect(gateway.log).toHaveLength(0);
  });

  it('sends once from the wallet to the deposit address; a second tap sends nothing', async () => {
    const { gateway, vm } = setup();
    vm.chooseCoin('NADI');
    vm.chooseChain('NADI');
    await settle();
    vm.setAmount('2.5');
    const first = vm.send();
    const second = vm.send();
    expect(vm.sending).toBe(true);
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(vm.sent).toMatch(/^0x/);
    expect(vm.sending).toBe(false);
    expect(gateway.transfers).toEqual([
      { token: 'NADI', to: SAMPLE_DEPOSIT_ADDRESS, amount: new Decimal('2.5') },
    ]);
  });

  it('sends nothing from the wallet offline', async () => {
    const { gateway, vm, connectivity } = setup();
    vm.chooseCoin('NADI');
    vm.chooseChain('NADI');
    await settle();
    vm.setAmount('2.5');
    connectivity.setOnline(false);
    expect(vm.moneyBlock).toBe('offline');
    expect(await vm.send()).toBe(false);
    expect(gateway.transfers).toEqual([]);
  });

  it('ends a wallet rejection in its message and keeps the amount', async () => {
    const { gateway, vm } = setup();
    gateway.failWith.transfer = new AppError('transaction-cancelled');
    vm.chooseCoin('USDT');
    vm.chooseChain('BSC');
    await settle();
    vm.setAmount('3');
    expect(await vm.send()).toBe(false);
    expect((vm.failure as AppError).kind).toBe('transaction-cancelled');
    expect(vm.amountText).toBe('3');
  });
});

const deposit = (id: number, status: Deposit['status'], confirmations: number): Deposit => ({
  id,
  coin: 'USDT',
  chain: 'BSC',
  amount: new Decimal('10'),
  txHash: `0x${String(id).padStart(64, '0')}`,
  fromAddress: '0x1111111111111111111111111111111111111111',
  confirmations,
  requiredConfirmations: 3,
  status,
  createdAt: new Date('2026-11-20T08:00:00Z'),
  creditedAt: null,
});

describe('DepositListVm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows a deposit live from detected to credited, then stops asking', async () => {
    vi.useFakeTimers();
    const api = new FakeFundsApi();
    api.depositList = [deposit(1, 'confirming', 0)];
    const vm = new DepositListVm(api);
    vm.attach({ active: true });
    await settleFakeTimers();
    expect(vm.updating).toBe(true);
    api.depositList = [deposit(1, 'confirming', 2)];
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(vm.list.items[0]?.confirmations).toBe(2);
    api.depositList = [deposit(1, 'credited', 3)];
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(vm.list.items[0]?.status).toBe('credited');
    const calls = api.callsOf('deposits').length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 5);
    expect(api.callsOf('deposits')).toHaveLength(calls);
    vm.detach();
  });

  it('stops asking while the screen is hidden, and starts again when it is back', async () => {
    vi.useFakeTimers();
    const api = new FakeFundsApi();
    api.depositList = [deposit(1, 'confirming', 1)];
    const vm = new DepositListVm(api);
    vm.attach({ active: true });
    await settleFakeTimers();
    vm.attach({ active: false });
    const calls = api.callsOf('deposits').length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3);
    expect(api.callsOf('deposits')).toHaveLength(calls);
    vm.attach({ active: true });
    await settleFakeTimers();
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(api.callsOf('deposits').length).toBeGreaterThan(calls + 1);
    vm.detach();
  });

  it('updates the loaded items in place when more than one page is shown', async () => {
    vi.useFakeTimers();
    const api = new FakeFundsApi();
    api.depositList = Array.from({ length: 15 }, (_, i) =>
      deposit(15 - i, i === 0 ? 'confirming' : 'credited', 3),
    );
    api.depositList[0] = deposit(15, 'confirming', 1);
    const vm = new DepositListVm(api);
    vm.attach({ active: true });
    await settleFakeTimers();
    await vm.list.loadMore();
    expect(vm.list.items).toHaveLength(15);
    api.depositList[0] = deposit(15, 'credited', 3);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(vm.list.items).toHaveLength(15);
    expect(vm.list.items[0]?.status).toBe('credited');
    vm.detach();
  });

  it('shows the empty state when there is no deposit', async () => {
    const api = new FakeFundsApi();
    const vm = new DepositListVm(api);
    vm.attach({ active: true });
    await settle();
    expect(vm.list.empty).toBe(true);
    expect(vm.updating).toBe(false);
    vm.detach();
  });
});
