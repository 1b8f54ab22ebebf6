import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { FakeUserApi } from '../../../../tests/fakes/fake-user-api';
import { paymentHarness } from '../../../../tests/fakes/payment-harness';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { SessionStore } from '../../../application/auth/session.store';
import { PaymentOptionsUseCase } from '../../../application/orders/payment-options.use-case';
import { PaymentJournal } from '../../../application/payment/payment-journal';
import { AuthSignals } from '../../../application/shared/auth-signals';
import { ConnectivityStore } from '../../../application/shared/connectivity.store';
import { quoteFor } from '../../../domain/payment/confirmed-quote';
import { AppError } from '../../../domain/shared/app-error';
import { PaymentSheetVm, phasesFor } from './payment-sheet.vm';
import { PAYMENT_STALL_MS } from './payment-stall';

function setup(amount = '120') {
  const harness = paymentHarness();
  harness.api.addOrder(7, amount);
  const users = new FakeUserApi();
  const session = new SessionStore(harness.storage, new AuthSignals());
  const connectivity = new ConnectivityStore();
  const vm = new PaymentSheetVm(
    new PaymentOptionsUseCase(harness.api),
    harness.engine,
    new LoadUserUseCase(users, session),
    connectivity,
  );
  return { ...harness, vm, users, connectivity };
}

const attached = async (fixture: ReturnType<typeof setup>) => {
  fixture.vm.attach({ orderId: 7 });
  await fixture.vm.load();
  return fixture;
};

describe('methods', () => {
  it('lists the methods the order allows and picks the first', async () => {
    const { vm, api } = await attached(setup());
    expect(vm.methods).toEqual(['balance', 'destroyQuota', 'chain', 'mixed']);
    expect(vm.choice).toEqual({ method: 'balance' });
    expect(vm.covered('balance')).toBe(true);
    expect(vm.covered('destroyQuota')).toBe(false);
    api.balanceEnabled = false;
    api.destroyQuotaEnabled = false;
    await vm.load();
    expect(vm.methods).toEqual(['chain']);
    expect(vm.choice).toEqual({ method: 'chain', chain: 'BSC', token: 'USDT' });
  });

  it('never preselects nor pays with a balance or quota that does not cover the order, and says what lacks', async () => {
    const fixture = setup('765.6');
    fixture.api.balance = new Decimal('525.35');
    const { vm } = await attached(fixture);
    expect(vm.shortfall('balance')?.toFixed()).toBe('240.25');
    expect(vm.shortfall('chain')).toBeNull();
    expect(vm.method).toBe('chain');
    vm.setMethod('balance');
    expect(vm.method).toBe('chain');
    fixture.api.balanceEnabled = false;
    fixture.api.destroyQuotaEnabled = true;
    fixture.api.chains = [];
    await vm.load();
    expect(vm.choice).toBeNull();
  });

  it('picks a chain and a token; a chain without the token falls back to its first', async () => {
    const { vm } = await attached(setup());
    vm.setMethod('mixed');
    expect(vm.chains).toEqual(['BSC', 'NADI']);
    vm.setToken('BNB');
    expect(vm.choice).toEqual({ method: 'mixed', chain: 'BSC', token: 'BNB' });
    vm.setChain('NADI');
    expect(vm.tokens.map((t) => t.token)).toEqual(['USDT']);
    expect(vm.choice).toEqual({ method: 'mixed', chain: 'NADI', token: 'USDT' });
    vm.setChain(null);
    expect(vm.choice).toBeNull();
  });

  it('says so when the options cannot be read', async () => {
    const fixture = setup();
    fixture.api.failWith.methods = new AppError('network');
    await attached(fixture);
    expect(fixture.vm.options.error).toMatchObject({ kind: 'payment-method-failed' });
    expect(fixture.vm.methods).toEqual([]);
    expect(fixture.vm.choice).toBeNull();
    expect(await fixture.vm.pay()).toBe(false);
  });
});

describe('paying', () => {
  it('does not pay offline: refused at once with the reason, nothing charged, nothing queued', async () => {
    const { vm, api, connectivity } = await attached(setup());
    connectivity.setOnline(false);
    expect(vm.moneyBlock).toBe('offline');
    expect(await vm.pay()).toBe(false);
    expect(vm.started).toBe(false);
    expect(api.balance).toEqual(new Decimal(500));
    connectivity.setOnline(true);
    expect(api.balance).toEqual(new Decimal(500));
    expect(await vm.pay()).toBe(true);
    expect(api.balance).toEqual(new Decimal(380));
  });

  it('pays by balance through the phases, then reloads the user', async () => {
    const { vm, api, users } = await attached(setup());
    expect(vm.phases).toEqual(['checkingBalance', 'processingPayment']);
    expect(vm.phaseState('checkingBalance')).toBe('waiting');
    expect(await vm.pay()).toBe(true);
    expect(vm.succeeded).toBe(true);
    expect(vm.running).toBe(false);
    expect(vm.phaseState('checkingBalance')).toBe('done');
    expect(vm.phaseState('processingPayment')).toBe('done');
    expect(vm.currentPhase).toBeNull();
    expect(api.balance).toEqual(new Decimal(380));
    expect(users.calls).toBe(1);
  });

  it('shows insufficient balance with what the user has and what is needed, and the failed phase', async () => {
    // The balance covered the order when the sheet opened, and was spent elsewhere before Pay.
    const fixture = setup('800');
    fixture.api.balance = new Decimal(900);
    const { vm, api } = await attached(fixture);
    api.balance = new Decimal(500);
    expect(await vm.pay()).toBe(false);
    expect(vm.failure).toMatchObject({
      kind: 'insufficient-balance',
      detail: { current: new Decimal(500), required: new Decimal(800), unit: 'USDT' },
    });
    expect(vm.phaseState('checkingBalance')).toBe('failed');
    expect(vm.phaseState('processingPayment')).toBe('waiting');
    expect(api.count('payByBalance')).toBe(0);
    // Topped up, the retry pays.
    api.balance = new Decimal(1000);
    expect(await vm.pay()).toBe(true);
    expect(vm.failure).toBeNull();
  });

  it('a double tap pays once', async () => {
    const { vm, api } = await attached(setup());
    const [first, second] = await Promise.all([vm.pay(), vm.pay()]);
    expect([first, second]).toEqual([true, true]);
    expect(api.count('payByBalance')).toBe(1);
  });

  it('shows another order’s progress as none of its own', async () => {
    const fixture = await attached(setup());
    fixture.api.addOrder(8, '10');
    const quote = quoteFor(fixture.api.optionsOf(8), { method: 'balance' });
    if (!quote) throw new Error('no quote');
    await fixture.engine.pay(8, { method: 'balance' }, quote);
    expect(fixture.vm.progress).toBeNull();
    expect(fixture.vm.failure).toBeNull();
  });
});

describe('phasesFor', () => {
  it.each([
    [{ method: 'balance' } as const, 2],
    [{ method: 'destroyQuota' } as const, 2],
    [{ method: 'chain', chain: 'BSC', token: 'BNB' } as const, 4],
    [{ method: 'chain', chain: 'BSC', token: 'USDT' } as const, 7],
    [{ method: 'mixed', chain: 'NADI', token: 'NADI' } as const, 7],
    [null, 1],
  ])('%o goes through %d phases', (choice, count) => {
    expect(phasesFor(choice)).toHaveLength(count);
  });
});

describe('resuming', () => {
  it('picks up a payment left in flight by a reload instead of paying again', async () => {
    const fixture = setup();
    fixture.api.addOrder(7, '120', { status: 'pending', txHash: `0x${'ab'.repeat(32)}` });
    new PaymentJournal(fixture.storage).put({
      orderId: 7,
      payer: '0x1111111111111111111111111111111111111111',
      chain: 'BSC',
      chainId: 56,
      token: 'USDT',
      tokenContract: '0x00000000000000000000000000000000000000c3',
      amount: '120',
      receiver: '0x00000000000000000000000000000000000000b2',
      paymentContract: '0x00000000000000000000000000000000000000a1',
      orderRef: '0x07',
      explorerUrl: '',
      txHash: `0x${'ab'.repeat(32)}`,
    });
    fixture.vm.attach({ orderId: 7 });
    // The sheet resumed it: the engine's flight is the one this waits for.
    await fixture.engine.resume(7);
    expect(fixture.vm.started).toBe(true);
    expect(fixture.vm.succeeded).toBe(true);
    expect(fixture.api.count('payByBalance')).toBe(0);
  });
});

describe('what the person confirmed', () => {
  it('pays nothing when the price moved, shows the new one to confirm, and then pays that one', async () => {
    const fixture = await attached(setup());
    fixture.vm.setMethod('chain');
    expect(fixture.vm.quote?.token?.amount.toFixed()).toBe('120');
    fixture.api.rate = new Decimal(10);
    fixture.gateway.balances.set('USDT', new Decimal(5000));
    expect(await fixture.vm.pay()).toBe(false);
    expect(fixture.vm.quoteChanged).toBe(true);
    expect(fixture.vm.payableAgain).toBe(true);
    expect(fixture.gateway.payments).toEqual([]);
    // The sheet now shows the new figure; the next tap confirms it.
    expect(fixture.vm.quote?.token?.amount.toFixed()).toBe('1200');
    expect(await fixture.vm.pay()).toBe(true);
    expect(fixture.gateway.payments.map((p) => p.amount.toFixed())).toEqual(['1200']);
  });

  it('after money went out and the server refuses it: what went out, no second payment offered', async () => {
    const fixture = await attached(setup());
    fixture.vm.setMethod('chain');
    fixture.api.verdict = 'failed';
    expect(await fixture.vm.pay()).toBe(false);
    expect(fixture.vm.sentUnconfirmed).toBe(true);
    expect(fixture.vm.payableAgain).toBe(false);
    expect(fixture.vm.sent).toMatchObject({ token: 'USDT', amount: '120' });
    await fixture.vm.checkAgain();
    expect(fixture.vm.sentUnconfirmed).toBe(true);
    expect(fixture.gateway.count('payOrder')).toBe(1);
  });
});

describe('a wallet that cannot switch networks from a page', () => {
  it.each([4200, -32601])(
    'keeps the wallet’s code %d, so the sheet says to switch in the wallet',
    async (code) => {
      const fixture = await attached(setup());
      fixture.vm.setMethod('chain');
      fixture.vm.setChain('NADI');
      fixture.wallet.failWith.switch = new AppError('wrong-network', { code });
      expect(await fixture.vm.pay()).toBe(false);
      expect(fixture.vm.switchInWallet).toBe(true);
      expect(fixture.gateway.payments).toEqual([]);
    },
  );
});

describe('a wallet that does not answer', () => {
  it('offers a way out after a while in a phase that waits for the wallet, and a second try works', async () => {
    vi.useFakeTimers();
    try {
      const fixture = await attached(setup());
      fixture.vm.setMethod('chain');
      const connect = fixture.wallet.connect.bind(fixture.wallet);
      fixture.wallet.connect = () => new Promise(() => undefined);
      const paying = fixture.vm.pay();
      await vi.waitFor(() => expect(fixture.vm.currentPhase).toBe('connectingWallet'));
      expect(fixture.vm.stalled).toBe(false);
      await vi.advanceTimersByTimeAsync(PAYMENT_STALL_MS);
      expect(fixture.vm.stalled).toBe(true);
      fixture.vm.stopWaiting();
      expect(await paying).toBe(false);
      expect(fixture.vm.stalled).toBe(false);
      fixture.wallet.connect = connect;
      vi.useRealTimers();
      expect(await fixture.vm.pay()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
