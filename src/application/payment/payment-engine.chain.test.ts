import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../tests/fakes/fake-payment-api';
import { FakeWallet } from '../../../tests/fakes/fake-wallet';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import { PAYMENT_PHASES } from '../../domain/payment/payment-phase';
import { AppError } from '../../domain/shared/app-error';
import { PaymentJournal } from './payment-journal';

const USDT = { method: 'chain', chain: 'BSC', token: 'USDT' } as const;

const failureOf = async (outcome: Promise<unknown>) => {
  const result = (await outcome) as { ok: boolean; error?: AppError };
  expect(result.ok).toBe(false);
  return result.error as AppError;
};

const setup = (amount = '100') => {
  const h = paymentHarness();
  h.api.addOrder(7, amount);
  return h;
};

describe('PaymentEngine: ERC-20 on chain', () => {
  it('goes through every phase: balance, wallet, authorisation, payment, confirmation', async () => {
    const h = setup();
    const outcome = await h.pay(7, USDT);
    expect(outcome).toEqual({ ok: true, value: { orderId: 7, paidBy: 'chain', txHash: h.progress.txHash } });
    expect(h.progress.visited).toEqual(PAYMENT_PHASES.filter((phase) => phase !== 'failure'));
    expect(h.progress.step).toBe(7);
    expect(h.gateway.payments).toMatchObject([
      {
        token: 'USDT',
        contract: CONTRACTS.payment,
        orderRef: `0x${'7'.padStart(64, '0')}`,
        amount: new Decimal(100),
        hash: h.progress.txHash,
      },
    ]);
    expect(h.gateway.received.get('USDT')?.toFixed()).toBe('100');
    expect(h.gateway.allowances.get('USDT')?.toFixed()).toBe('0');
    expect(h.storage.getLocal('paymentRecords')).toBeNull();
  });

  it('asks for an approval of exactly the amount, for the payment contract, never unlimited', async () => {
    const h = setup('100.123456789012345678');
    h.gateway.allowances.set('USDT', new Decimal('30'));
    await h.pay(7, USDT);
    // approve() sets the allowance (it does not add to it): exactly what the payment pulls, so none is left.
    expect(h.gateway.approvals).toEqual([
      { token: 'USDT', spender: CONTRACTS.payment, amount: new Decimal('100.123456789012345678') },
    ]);
    expect(h.gateway.allowances.get('USDT')?.isZero()).toBe(true);
  });

  it('skips the approval when the allowance already covers the amount', async () => {
    const h = setup();
    h.gateway.allowances.set('USDT', new Decimal(100));
    await h.pay(7, USDT);
    expect(h.gateway.count('approve')).toBe(0);
    expect(h.progress.visited).toEqual([
      'checkingBalance',
      'connectingWallet',
      'checkingAuthorisation',
      'processingPayment',
      'waitingConfirmation',
      'success',
    ]);
  });

  it('records the payment in lasting storage before the wallet is asked, and its hash before the server', async () => {
    const h = setup();
    const journal = new PaymentJournal(h.storage);
    let atPay: unknown = null;
    const payOrder = h.gateway.payOrder.bind(h.gateway);
    h.gateway.payOrder = async (...args) => {
      atPay = journal.get(7, h.wallet.address);
      return payOrder(...args);
    };
    let seenAtSubmit: unknown = null;
    const submit = h.api.chainSubmit.bind(h.api);
    h.api.chainSubmit = async (orderId, hash) => {
      seenAtSubmit = journal.get(7, h.wallet.address);
      return submit(orderId, hash);
    };
    await h.pay(7, USDT);
    const hash = h.progress.txHash;
    // What goes out, to whom, from whom: kept before the wallet sees the payment.
    expect(atPay).toMatchObject({
      orderId: 7,
      payer: h.wallet.address.toLowerCase(),
      token: 'USDT',
      tokenContract: CONTRACTS.usdt,
      amount: '100',
      receiver: CONTRACTS.receiver,
      paymentContract: CONTRACTS.payment,
      sending: true,
    });
    expect(seenAtSubmit).toMatchObject({ orderId: 7, txHash: hash });
    const order = h.api.calls.map((c) => c.call);
    expect(order.indexOf('chainSubmit')).toBeLessThan(order.lastIndexOf('status'));
    expect(h.gateway.log.at(-1)).toBe(`waitForConfirmation:${hash}`);
  });

  it('refuses a short token balance with the numbers before connecting or approving', async () => {
    const h = setup();
    h.gateway.balances.set('USDT', new Decimal('99.5'));
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('insufficient-balance');
    expect(error.detail).toMatchObject({
      current: new Decimal('99.5'),
      required: new Decimal(100),
      unit: 'USDT',
    });
    expect(h.progress.visited).toEqual(['checkingBalance', 'failure']);
    expect(h.gateway.count('approve')).toBe(0);
  });

  it('checks the gas for the approval and the payment before asking for the approval', async () => {
    const h = setup();
    h.gateway.balances.set('BNB', new Decimal('0.0004'));
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('insufficient-gas');
    expect(error.detail).toMatchObject({
      current: new Decimal('0.0004'),
      required: new Decimal('0.0005'),
      unit: 'BNB',
    });
    expect(h.progress.visited).toEqual(['checkingBalance', 'failure']);
    expect(h.gateway.count('approve')).toBe(0);
    expect(h.gateway.count('payOrder')).toBe(0);
  });

  it('counts only the payment’s gas when no approval is needed', async () => {
    const h = setup();
    h.gateway.allowances.set('USDT', new Decimal(100));
    h.gateway.balances.set('BNB', new Decimal('0.0003'));
    expect((await h.pay(7, USDT)).ok).toBe(true);
  });

  it('checks the approval’s gas too when the allowance fell between the two reads', async () => {
    const h = setup();
    h.gateway.allowances.set('USDT', new Decimal(100));
    h.gateway.balances.set('BNB', new Decimal('0.0003'));
    const connect = h.wallet.connect.bind(h.wallet);
    h.wallet.connect = async () => {
      h.gateway.allowances.set('USDT', new Decimal(0));
      return connect();
    };
    const error = await failureOf(h.pay(7, USDT));
    expect(error).toMatchObject({ kind: 'insufficient-gas' });
    expect(h.gateway.count('approve')).toBe(0);
  });

  it.each([
    ['a chain read that throws', new Error('rpc down'), 'balance-fetch-failed'],
    ['the gateway’s own balance-fetch-failed', new AppError('balance-fetch-failed'), 'balance-fetch-failed'],
    ['a wallet error', new AppError('requests-too-frequent'), 'requests-too-frequent'],
  ])('fails a balance read: %s → %s', async (_name, failure, kind) => {
    const h = setup();
    h.gateway.failWith.balanceOf = failure;
    expect((await failureOf(h.pay(7, USDT))).kind).toBe(kind);
  });

  it.each(['allowance', 'gasCost'] as const)(
    'fails with balance-fetch-failed when %s cannot be read',
    async (step) => {
      const h = setup();
      h.gateway.failWith[step] = new AppError('payment-failed');
      expect((await failureOf(h.pay(7, USDT))).kind).toBe('balance-fetch-failed');
    },
  );

  it('leaves a clean, payable order when the user cancels the approval', async () => {
    const h = setup();
    h.gateway.failWith.approve = new AppError('transaction-cancelled', { code: 4001 });
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('transaction-cancelled');
    expect(h.progress.visited.at(-2)).toBe('confirmingAuthorisation');
    expect(h.storage.getLocal('paymentRecords')).toBeNull();
    expect(h.api.state(7).status).toBe('unpaid');
    delete h.gateway.failWith.approve;
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(h.gateway.count('payOrder')).toBe(1);
    expect(h.api.intentsCreated).toBe(1);
  });

  it('leaves a clean, payable order when the user cancels the payment itself', async () => {
    const h = setup();
    h.gateway.failWith.payOrder = new AppError('transaction-cancelled', { code: 4001 });
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('transaction-cancelled');
    expect(h.progress.visited.at(-2)).toBe('processingPayment');
    expect(h.storage.getLocal('paymentRecords')).toBeNull();
    expect(h.api.count('chainSubmit')).toBe(0);
    delete h.gateway.failWith.payOrder;
    expect((await h.pay(7, USDT)).ok).toBe(true);
    // The first approval took: the second attempt does not ask again.
    expect(h.gateway.count('approve')).toBe(1);
  });

  it('fails with allowance-insufficient when the approval did not take', async () => {
    const h = setup();
    h.gateway.approvalTakes = false;
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('allowance-insufficient');
    expect(error.detail).toMatchObject({ current: new Decimal(0), required: new Decimal(100) });
    expect(h.progress.visited.at(-2)).toBe('waitingAuthorisation');
    expect(h.gateway.count('payOrder')).toBe(0);
  });

  it('fails with allowance-insufficient when the approval reverted', async () => {
    const h = setup();
    h.gateway.failingHashes.set(h.gateway.nextHashValue, new AppError('payment-failed'));
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('allowance-insufficient');
  });

  it('keeps a wallet error while waiting for the approval', async () => {
    const h = setup();
    h.gateway.failingHashes.set(h.gateway.nextHashValue, new AppError('wallet-internal'));
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('wallet-internal');
  });

  it('does not send a payment that would revert when the balance fell during the approval', async () => {
    const h = setup();
    const approve = h.gateway.approve.bind(h.gateway);
    h.gateway.approve = async (...args) => {
      h.gateway.balances.set('USDT', new Decimal(40));
      return approve(...args);
    };
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('chain-balance-insufficient');
    expect(error.detail).toMatchObject({
      current: new Decimal(40),
      required: new Decimal(100),
      unit: 'USDT',
    });
    expect(h.gateway.count('payOrder')).toBe(0);
  });

  it('fails with payment-failed when the payment reverts, and forgets it', async () => {
    const h = setup();
    h.gateway.allowances.set('USDT', new Decimal(100));
    h.gateway.failingHashes.set(h.gateway.nextHashValue, new AppError('payment-failed'));
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('payment-failed');
    expect(h.progress.visited.at(-2)).toBe('waitingConfirmation');
    expect(h.storage.getLocal('paymentRecords')).toBeNull();
  });

  it('leaves the verdict to the server when the chain cannot be watched', async () => {
    const h = setup();
    h.gateway.allowances.set('USDT', new Decimal(100));
    h.gateway.failingHashes.set(h.gateway.nextHashValue, new AppError('timeout'));
    expect((await h.pay(7, USDT)).ok).toBe(true);
  });

  it('never says "not paid" when the server refuses a payment the chain confirmed: it shows what went out', async () => {
    const h = setup();
    h.api.verdict = 'failed';
    const error = await failureOf(h.pay(7, USDT));
    expect(error).toMatchObject({ kind: 'payment-unconfirmed', detail: { operation: 'pay.status' } });
    expect(h.progress.sent).toEqual({
      token: 'USDT',
      amount: '100',
      receiver: CONTRACTS.receiver,
      txHash: h.progress.txHash,
      explorerUrl: 'https://bscscan.com',
    });
    // The record stays until the server settles the order: a new attempt follows it, pays nothing.
    expect(new PaymentJournal(h.storage).get(7)?.txHash).toBe(h.progress.txHash);
    const again = await failureOf(h.pay(7, USDT));
    expect(again.kind).toBe('payment-unconfirmed');
    expect(h.gateway.count('payOrder')).toBe(1);
  });

  it('polls until the server has seen the confirmation', async () => {
    const h = setup();
    h.api.confirmAfterPolls = 3;
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(h.timing.sleeps).toBe(3);
  });

  it('rides out network trouble while polling', async () => {
    const h = setup();
    const status = h.api.status.bind(h.api);
    let calls = 0;
    h.api.status = async (orderId) => {
      calls += 1;
      if (calls === 3) throw new AppError('network');
      return status(orderId);
    };
    h.api.confirmAfterPolls = 1;
    expect((await h.pay(7, USDT)).ok).toBe(true);
  });

  it('keeps the hash for later when the server is slow to confirm, and pays nothing twice', async () => {
    const h = setup();
    h.api.confirmAfterPolls = 1000;
    const error = await failureOf(h.pay(7, USDT));
    expect(error).toMatchObject({ kind: 'payment-unconfirmed', detail: { operation: 'pay.status' } });
    expect(new PaymentJournal(h.storage).get(7)?.txHash).toBe(h.progress.txHash);
    h.api.confirmAfterPolls = 0;
    const again = await h.pay(7, USDT);
    expect(again.ok).toBe(true);
    expect(h.gateway.count('payOrder')).toBe(1);
    expect(h.gateway.count('approve')).toBe(1);
  });

  it('goes on when the hash cannot be submitted, and submits it again while polling', async () => {
    const h = setup();
    h.api.failWith.chainSubmit = new AppError('network');
    const status = h.api.status.bind(h.api);
    h.api.status = async (orderId) => {
      if (h.api.count('chainSubmit') > 0) delete h.api.failWith.chainSubmit;
      return status(orderId);
    };
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(h.api.count('chainSubmit')).toBe(2);
    expect(h.api.state(7).txHash).toBe(h.progress.txHash);
  });

  it('waits for the payment of another tab instead of sending its own', async () => {
    const h = setup();
    const approve = h.gateway.approve.bind(h.gateway);
    h.gateway.approve = async (...args) => {
      const hash = await approve(...args);
      // Meanwhile, elsewhere: the order got paid on chain and the server heard of it.
      Object.assign(h.api.orders.get(7) ?? {}, { status: 'pending', txHash: `0x${'e'.repeat(64)}` });
      return hash;
    };
    const outcome = await h.pay(7, USDT);
    expect(outcome.ok && outcome.value.txHash).toBe(`0x${'e'.repeat(64)}`);
    expect(h.gateway.count('payOrder')).toBe(0);
  });
});

describe('PaymentEngine: the wallet', () => {
  it('switches the wallet to the chain of the payment and records it', async () => {
    const h = setup();
    h.wallet.chain = 1;
    h.walletSession.setChainId(1);
    await h.pay(7, USDT);
    expect(h.wallet.chain).toBe(56);
    expect(h.walletSession.chainId).toBe(56);
  });

  it.each(['connection-rejected', 'transaction-cancelled', 'chain-unknown'] as const)(
    'fails with wrong-network when the switch is declined (%s)',
    async (kind) => {
      const h = setup();
      h.wallet.chain = 1;
      h.wallet.failWith.switch = new AppError(kind);
      const error = await failureOf(h.pay(7, USDT));
      expect(error.kind).toBe('wrong-network');
      expect(h.progress.visited.at(-2)).toBe('connectingWallet');
      expect(h.gateway.count('approve')).toBe(0);
    },
  );

  it('keeps other wallet errors of a switch', async () => {
    const h = setup();
    h.wallet.chain = 1;
    h.wallet.failWith.switch = new AppError('requests-too-frequent');
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('requests-too-frequent');
  });

  it('fails with wrong-network when the wallet stays on another chain', async () => {
    const h = setup();
    h.wallet.chain = 1;
    h.wallet.switchChain = async () => {};
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('wrong-network');
  });

  it('passes a refused connection on', async () => {
    const h = setup();
    h.wallet.failWith.connect = new AppError('connection-rejected', { code: 4001 });
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('connection-rejected');
  });

  it('refuses to pay from another account than the logged-in one', async () => {
    const h = setup();
    h.wallet.connect = async () => ['0x2222222222222222222222222222222222222222'];
    const error = await failureOf(h.pay(7, USDT));
    expect(error).toMatchObject({ kind: 'wallet-connect-failed', detail: { operation: 'payment.account' } });
    expect(h.gateway.count('approve')).toBe(0);
  });

  it('finds the wallet holding the logged-in account after a reload and attaches it', async () => {
    const other = new FakeWallet({ id: 'other', name: 'Other', icon: '', kind: 'eip6963' });
    other.address = '0x3333333333333333333333333333333333333333';
    const mine = new FakeWallet({ id: 'mine', name: 'Mine', icon: '', kind: 'eip6963' });
    const h = paymentHarness({ wallet: mine, attached: false });
    h.registry.wallets.unshift(other);
    h.api.addOrder(7, '100');
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(h.walletSession.wallet).toBe(mine);
    expect(h.walletSession.address).toBe(mine.address);
  });

  it('tries the first wallet found when none shows the account yet', async () => {
    const h = paymentHarness({ attached: false });
    h.api.addOrder(7, '100');
    h.wallet.accounts = async () => {
      throw new AppError('wallet-internal');
    };
    expect((await h.pay(7, USDT)).ok).toBe(true);
  });

  it('uses the wallet’s account when no login address is stored', async () => {
    const h = paymentHarness({ attached: false });
    h.storage.removeLocal('walletAddress');
    h.api.addOrder(7, '100');
    expect((await h.pay(7, USDT)).ok).toBe(true);
    h.api.addOrder(8, '100');
    h.walletSession.detach();
    h.wallet.accounts = async () => [];
    expect((await failureOf(h.pay(8, USDT))).kind).toBe('wallet-connect-failed');
  });

  it('fails with wallet-not-installed when no wallet is found', async () => {
    const h = paymentHarness({ attached: false });
    h.registry.wallets.length = 0;
    h.api.addOrder(7, '100');
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('wallet-not-installed');
  });
});

describe('PaymentEngine: chain settings and intents', () => {
  it('fails with payment-method-failed when the chain settings cannot be loaded', async () => {
    const h = setup();
    h.common.settingsError = new AppError('network');
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('payment-method-failed');
  });

  it('fails with payment-method-failed when the chain is not configured', async () => {
    const h = setup();
    h.common.settingsAnswer = { ...h.common.settingsAnswer, chains: [] };
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('payment-method-failed');
  });

  it.each([
    ['another token', { token: 'NADI' }],
    ['another order', { orderId: 8 }],
  ])('refuses an intent for %s with system-error', async (_name, change) => {
    const h = setup();
    const intent = h.api.chainIntent.bind(h.api);
    h.api.chainIntent = async (request) => ({ ...(await intent(request)), ...change }) as never;
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('system-error');
    expect(h.gateway.count('approve') + h.gateway.count('payOrder')).toBe(0);
  });

  const DEAD = '0x000000000000000000000000000000000000dEaD';
  it.each([
    ['another chain id', { chainId: 1 }, 'chain'],
    ['an ERC-20 without a payment contract', { paymentContract: null }, 'payment-contract'],
    ['another receiver', { receiver: DEAD }, 'receiver'],
    ['another payment contract (the spender)', { paymentContract: DEAD }, 'payment-contract'],
    ['another token contract', { tokenContract: DEAD }, 'token-contract'],
    ['more than quoted', { amount: new Decimal('250') }, 'amount'],
    ['a tampered receiver and amount at once', { receiver: DEAD, amount: new Decimal('250') }, 'receiver'],
  ])('refuses an intent for %s before the wallet is asked anything', async (_name, change, what) => {
    const h = setup();
    const intent = h.api.chainIntent.bind(h.api);
    h.api.chainIntent = async (request) => ({ ...(await intent(request)), ...change }) as never;
    const failure = await failureOf(h.pay(7, USDT));
    expect(failure.kind).toBe('payment-intent-mismatch');
    expect(failure.detail.operation).toBe(`pay.chainIntent.${what}`);
    expect(h.gateway.count('approve') + h.gateway.count('payOrder') + h.gateway.count('transfer')).toBe(0);
  });

  it('accepts the same addresses written in EIP-55 mixed case', async () => {
    const h = setup();
    const intent = h.api.chainIntent.bind(h.api);
    h.api.chainIntent = async (request) => {
      const answer = await intent(request);
      return { ...answer, receiver: answer.receiver.toUpperCase().replace('0X', '0x') };
    };
    expect((await h.pay(7, USDT)).ok).toBe(true);
  });

  it('asks the server once for the intent however often the order is tried', async () => {
    const h = setup();
    h.gateway.failWith.payOrder = new AppError('transaction-cancelled');
    await h.pay(7, USDT);
    await h.pay(7, USDT);
    expect(h.api.count('chainIntent')).toBe(2);
    expect(h.api.intentsCreated).toBe(1);
  });
});

describe('PaymentEngine: a payment whose hash never reached the page', () => {
  it('after a reload, finds the Paid event of the order on chain and follows it instead of paying again', async () => {
    const first = setup();
    first.gateway.losePaymentHash = true;
    const lost = await first.pay(7, USDT);
    expect(lost.ok).toBe(false);
    // The money moved, the server heard nothing: the order still looks unpaid.
    expect(first.gateway.payments).toHaveLength(1);
    expect((await first.api.status(7)).status).toBe('unpaid');

    // A reload: a new engine over the same server, chain and session storage.
    const after = paymentHarness({ api: first.api, gateway: first.gateway, storage: first.storage });
    expect(await after.engine.resume(7)).toBeNull();
    const outcome = await after.pay(7, USDT);
    expect(outcome).toEqual({
      ok: true,
      value: { orderId: 7, paidBy: 'chain', txHash: first.gateway.payments[0]?.hash },
    });
    expect(after.gateway.payments).toHaveLength(1);
    expect(after.gateway.received.get('USDT')?.toFixed()).toBe('100');
    // Nothing was asked of the wallet the second time: no approval, no payment.
    expect(after.gateway.count('approve')).toBe(1);
    expect(after.gateway.count('payOrder')).toBe(1);
    expect(first.api.calls.filter((c) => c.call === 'chainSubmit').map((c) => c.args[1])).toEqual([
      first.gateway.payments[0]?.hash,
    ]);
  });

  it('pays as usual when the chain cannot be read (the contract refuses a second payment anyway)', async () => {
    const h = setup();
    h.gateway.failWith.findPayments = new Error('rpc down');
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(h.gateway.payments).toHaveLength(1);
  });
});
