import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeChainGateway } from '../../../tests/fakes/fake-chain-gateway';
import { SAMPLE_DEPOSIT_ADDRESS } from '../../../tests/fakes/fake-funds-api';
import { FakeHomeApi } from '../../../tests/fakes/fake-home-api';
import { FakeWallet, FakeWalletRegistry } from '../../../tests/fakes/fake-wallet';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { pinsOf, testAppConfig } from '../../../tests/fakes/test-config';
import { AppError } from '../../domain/shared/app-error';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { type DepositSendPhase, SendDepositUseCase } from './send-deposit.use-case';

const NADI_TOKEN = '0x00000000000000000000000000000000000000aa';
const USDT_TOKEN = '0x00000000000000000000000000000000000000bb';

function setup() {
  const gateway = new FakeChainGateway();
  gateway.symbols.set(NADI_TOKEN, 'NADI');
  gateway.symbols.set(USDT_TOKEN, 'USDT');
  const common = new FakeHomeApi();
  common.settingsAnswer = {
    ...common.settingsAnswer,
    chains: common.settingsAnswer.chains.map((chain) => ({
      ...chain,
      tokens: { NADI: NADI_TOKEN, USDT: USDT_TOKEN },
    })),
  };
  const wallet = new FakeWallet();
  const session = new WalletSessionStore();
  session.attach(wallet, wallet.address, wallet.chain);
  const useCase = new SendDepositUseCase(
    gateway,
    common,
    session,
    new FakeWalletRegistry([wallet]),
    new InMemoryStorage(),
    testAppConfig({ chainPins: pinsOf(common.settingsAnswer.chains) }),
  );
  return { gateway, common, wallet, useCase };
}

const deposit = (amount: string, chain: 'BSC' | 'NADI' = 'NADI') =>
  ({ coin: 'NADI', chain, to: SAMPLE_DEPOSIT_ADDRESS, amount: new Decimal(amount) }) as const;

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (error: unknown) => (error instanceof AppError ? error.kind : 'other'),
  );

describe('SendDepositUseCase', () => {
  it('sends the token from the wallet to the deposit address, after switching to the chain', async () => {
    const { gateway, wallet, useCase } = setup();
    const phases: DepositSendPhase[] = [];
    const hash = await useCase.execute(deposit('12.5'), (phase) => phases.push(phase));
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(wallet.chain).toBe(97);
    expect(gateway.transfers).toEqual([
      { token: 'NADI', to: SAMPLE_DEPOSIT_ADDRESS, amount: new Decimal('12.5') },
    ]);
    expect(gateway.log).toContain(`tokenDecimals:${NADI_TOKEN}`);
    expect(phases).toEqual(['checking', 'connecting', 'confirming']);
  });

  it('asks nothing of the wallet when the on-chain balance is short, and says how much there is', async () => {
    const { gateway, wallet, useCase } = setup();
    gateway.balances.set('NADI', new Decimal('5'));
    const error = await useCase.execute(deposit('12.5')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('chain-balance-insufficient');
    expect((error as AppError).detail.current?.toFixed()).toBe('5');
    expect(gateway.count('transfer')).toBe(0);
    expect(wallet.chain).toBe(56);
  });

  it('refuses without gas for the transfer', async () => {
    const { gateway, useCase } = setup();
    gateway.balances.set('BNB', new Decimal(0));
    expect(await kindOf(useCase.execute(deposit('1')))).toBe('insufficient-gas');
    expect(gateway.count('transfer')).toBe(0);
  });

  it('ends in wrong-network when the wallet will not switch', async () => {
    const { gateway, wallet, useCase } = setup();
    wallet.failWith.switch = new AppError('transaction-cancelled');
    expect(await kindOf(useCase.execute(deposit('1')))).toBe('wrong-network');
    expect(gateway.count('transfer')).toBe(0);
  });

  it('keeps the wallet rejecting the transfer as transaction-cancelled', async () => {
    const { gateway, useCase } = setup();
    gateway.failWith.transfer = new AppError('transaction-cancelled', { code: 4001 });
    expect(await kindOf(useCase.execute(deposit('1', 'BSC')))).toBe('transaction-cancelled');
  });

  it('fails as balance-fetch-failed when the chain cannot be read', async () => {
    const { gateway, useCase } = setup();
    gateway.failWith.balanceOf = new Error('rpc down');
    expect(await kindOf(useCase.execute(deposit('1')))).toBe('balance-fetch-failed');
  });

  it('fails as payment-method-failed when the settings name no contract for the coin', async () => {
    const { common, useCase } = setup();
    common.settingsAnswer = {
      ...common.settingsAnswer,
      chains: common.settingsAnswer.chains.map((chain) => ({ ...chain, tokens: {} })),
    };
    expect(await kindOf(useCase.execute(deposit('1')))).toBe('payment-method-failed');
  });
});

describe('SendDepositUseCase in the plain demo build (no chain reachable)', () => {
  it("has the in-page backend see the wallet's transfer, and never reads a chain", async () => {
    const gateway = new FakeChainGateway();
    const wallet = new FakeWallet();
    const session = new WalletSessionStore();
    session.attach(wallet, wallet.address, wallet.chain);
    const sent: [string, string][] = [];
    const simulation = {
      send: async (transfer: { amount: Decimal }, from: string) => {
        sent.push([transfer.amount.toFixed(), from]);
        return `0x${'d'.repeat(64)}`;
      },
    };
    const useCase = new SendDepositUseCase(
      gateway,
      new FakeHomeApi(),
      session,
      new FakeWalletRegistry([wallet]),
      new InMemoryStorage(),
      testAppConfig({ profile: 'demo', apiBase: null }),
      simulation,
    );
    expect(useCase.simulated).toBe(true);
    const phases: DepositSendPhase[] = [];
    expect(await useCase.execute(deposit('5'), (phase) => phases.push(phase))).toBe(`0x${'d'.repeat(64)}`);
    expect(sent).toEqual([['5', wallet.address]]);
    expect(phases).toEqual(['checking', 'confirming']);
    expect(gateway.transfers).toEqual([]);
  });

  it('sends on the chain where no stand-in is bound', () => {
    const { useCase } = setup();
    expect(useCase.simulated).toBe(false);
  });
});
