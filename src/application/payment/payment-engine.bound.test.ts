import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../tests/fakes/fake-payment-api';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import { quoteFor } from '../../domain/payment/confirmed-quote';
import { AppError } from '../../domain/shared/app-error';
import { PaymentJournal } from './payment-journal';

/**
 * Issue 35: the wallet only ever does what the person saw and confirmed, and the app never says "not paid"
 * after money moved. Each case is a lie of the server (or a front-runner, or a lost session) that moved
 * money before; each ends with nothing asked of the wallet, or with the person's own payment followed.
 */

const USDT = { method: 'chain', chain: 'BSC', token: 'USDT' } as const;
const OTHER = '0x000000000000000000000000000000000000dEaD';

const failureOf = async (outcome: Promise<unknown>) => {
  const result = (await outcome) as { ok: boolean; error?: AppError };
  expect(result.ok).toBe(false);
  return result.error as AppError;
};

const setup = () => {
  const h = paymentHarness();
  h.api.addOrder(7, '500');
  return h;
};

/** Nothing was asked of the wallet: no connection, no approval, no payment. */
const nothingAsked = (h: ReturnType<typeof setup>) => {
  expect(h.wallet.connects).toBe(0);
  expect(h.gateway.approvals).toEqual([]);
  expect(h.gateway.payments).toEqual([]);
};

describe('money addresses pinned by the build', () => {
  it.each([
    ['a USDT contract that is another token', { tokens: { USDT: OTHER, NADI: CONTRACTS.nadi } }],
    ['another receiver', { receiver: OTHER }],
    ['another payment contract', { paymentContract: OTHER }],
  ])('refuses common/config naming %s, before the wallet is asked anything', async (_name, change) => {
    const h = setup();
    // The server's settings and its intents agree with each other, not with the build.
    h.common.settingsAnswer = {
      ...h.common.settingsAnswer,
      chains: h.common.settingsAnswer.chains.map((chain) => ({ ...chain, ...change })),
    };
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('payment-intent-mismatch');
    nothingAsked(h);
  });

  it('refuses a token whose own symbol() is not the coin’s (another 18-decimal token called USDT)', async () => {
    const h = setup();
    h.gateway.symbols.set(CONTRACTS.usdt, 'NADI');
    const error = await failureOf(h.pay(7, USDT));
    expect(error).toMatchObject({ kind: 'payment-intent-mismatch', detail: { operation: 'chain.symbol' } });
    nothingAsked(h);
  });
});

describe('the confirmed amount is bound', () => {
  it('sends nothing when the quote moved after the sheet showed it, and says old and new', async () => {
    const h = setup();
    const shown = quoteFor(h.api.optionsOf(7), USDT);
    if (!shown) throw new Error('no quote');
    // A server that answers 500 first and 5,000 at the engine's own look.
    h.api.rate = new Decimal(10);
    h.gateway.balances.set('USDT', new Decimal(10_000));
    const error = await failureOf(h.engine.pay(7, USDT, shown));
    expect(error.kind).toBe('payment-quote-changed');
    expect(error.detail).toMatchObject({ previous: new Decimal(500), next: new Decimal(5000), unit: 'USDT' });
    expect(h.api.count('chainIntent')).toBe(0);
    nothingAsked(h);
    // Confirming the new figure pays it, and only it.
    const again = quoteFor(h.api.optionsOf(7), USDT);
    if (!again) throw new Error('no quote');
    expect((await h.engine.pay(7, USDT, again)).ok).toBe(true);
    expect(h.gateway.approvals.map((a) => a.amount.toFixed())).toEqual(['5000']);
  });

  it('sends nothing when the order’s price or the balance part of a mixed payment moved', async () => {
    const h = setup();
    const mixed = { method: 'mixed', chain: 'BSC', token: 'USDT' } as const;
    const shown = quoteFor(h.api.optionsOf(7), mixed);
    if (!shown) throw new Error('no quote');
    h.api.balance = new Decimal(100);
    const error = await failureOf(h.engine.pay(7, mixed, shown));
    expect(error.kind).toBe('payment-quote-changed');
    expect(error.detail).toMatchObject({ previous: new Decimal(500), next: new Decimal(100) });
    nothingAsked(h);
  });

  it('refuses an intent above the confirmed amount even when the fresh quote agrees with the sheet', async () => {
    const h = setup();
    const intent = h.api.chainIntent.bind(h.api);
    h.api.chainIntent = async (request) => ({ ...(await intent(request)), amount: new Decimal(5000) });
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('payment-intent-mismatch');
    nothingAsked(h);
  });
});

describe('the order’s expiry', () => {
  it('is checked before the wallet opens', async () => {
    const h = setup();
    h.timing.time = Date.UTC(2030, 0, 1);
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('payment-expired');
    nothingAsked(h);
  });

  it('is checked again after the approval: an order that expired during the prompt is not paid', async () => {
    const h = setup();
    const approve = h.gateway.approve.bind(h.gateway);
    h.gateway.approve = async (...args) => {
      h.timing.time = Date.UTC(2030, 0, 1);
      return approve(...args);
    };
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('payment-expired');
    expect(h.gateway.payments).toEqual([]);
  });
});

describe('a payment in flight outlives the session', () => {
  it('keeps the record through logout and another tab: the next attempt follows the money, pays nothing', async () => {
    const first = setup();
    first.gateway.losePaymentHash = true;
    expect((await first.pay(7, USDT)).ok).toBe(false);
    const record = new PaymentJournal(first.storage).get(7);
    expect(record).toMatchObject({ sending: true, amount: '500', receiver: CONTRACTS.receiver });
    expect(record?.txHash).toBeUndefined();
    // Logout clears the session's keys; the record lives in local storage, which another tab shares.
    first.storage.clearSession();
    const later = paymentHarness({ api: first.api, gateway: first.gateway, storage: first.storage });
    expect((await later.pay(7, USDT)).ok).toBe(true);
    expect(first.gateway.count('payOrder')).toBe(1);
    expect(first.gateway.received.get('USDT')?.toFixed()).toBe('500');
    expect(new PaymentJournal(first.storage).get(7)).toBeNull();
  });
});

describe('only the person’s own payment counts', () => {
  it('never follows a Paid event of the reference from another account: paid by someone else', async () => {
    const h = setup();
    // A watcher front-runs the order's reference with a worthless token.
    h.gateway.payFromElsewhere({
      contract: CONTRACTS.payment,
      orderRef: `0x${'7'.padStart(64, '0')}`,
      payer: OTHER,
      tokenContract: OTHER,
      amount: new Decimal(1),
    });
    const error = await failureOf(h.pay(7, USDT));
    expect(error.kind).toBe('paid-by-someone-else');
    expect(h.gateway.payments).toHaveLength(1);
    expect(h.api.count('chainSubmit')).toBe(0);
  });

  it('does not take the person’s own account paying another amount or token for their payment', async () => {
    const h = setup();
    h.gateway.payFromElsewhere({
      contract: CONTRACTS.payment,
      orderRef: `0x${'7'.padStart(64, '0')}`,
      payer: h.wallet.address,
      tokenContract: CONTRACTS.usdt,
      amount: new Decimal(1),
    });
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('paid-by-someone-else');
  });

  it('names a front-run that made the person’s payment revert: paid by someone else, not "failed"', async () => {
    const h = setup();
    const payOrder = h.gateway.payOrder.bind(h.gateway);
    h.gateway.payOrder = async () => {
      // The front-runner's transaction lands first; the person's simulation then reverts.
      h.gateway.payFromElsewhere({
        contract: CONTRACTS.payment,
        orderRef: `0x${'7'.padStart(64, '0')}`,
        payer: OTHER,
        tokenContract: OTHER,
        amount: new Decimal(1),
      });
      h.gateway.payOrder = payOrder;
      throw new AppError('payment-failed', { operation: 'chain.simulate' });
    };
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('paid-by-someone-else');
    // The simulation proved nothing went out: nothing is kept as sent.
    expect(new PaymentJournal(h.storage).get(7)?.sending).not.toBe(true);
  });
});

describe('a wallet prompt that outlives the session', () => {
  it('keeps the hash that came back after the token ran out, and reports it after the next login', async () => {
    const h = setup();
    // The prompt stayed open past the token's lifetime: every call after the wallet's answer is a 401.
    const payOrder = h.gateway.payOrder.bind(h.gateway);
    h.gateway.payOrder = async (...args) => {
      const hash = await payOrder(...args);
      h.api.failWith.chainSubmit = new AppError('unauthorized');
      h.api.failWith.status = new AppError('unauthorized');
      return hash;
    };
    expect((await failureOf(h.pay(7, USDT))).kind).toBe('unauthorized');
    const sent = h.gateway.payments[0]?.hash;
    expect(new PaymentJournal(h.storage).get(7)?.txHash).toBe(sent);
    expect(h.api.state(7).txHash).toBeNull();
    // Logged in again: the kept hash reaches the server; the order's sheet then follows it to its end.
    h.api.failWith = {};
    await h.engine.reportKept(h.wallet.address);
    expect(h.api.state(7).txHash).toBe(sent);
    expect(await h.engine.resume(7)).toMatchObject({ ok: true, value: { txHash: sent } });
    expect(new PaymentJournal(h.storage).get(7)).toBeNull();
    expect(h.gateway.count('payOrder')).toBe(1);
  });
});

describe('records of orders the server settled while nobody looked', () => {
  const record = (orderId: number, payer: string, fields: { sending?: boolean; txHash?: string } = {}) => ({
    orderId,
    payer: payer.toLowerCase(),
    chain: 'BSC',
    chainId: 56,
    token: 'USDT',
    tokenContract: CONTRACTS.usdt,
    amount: '500',
    receiver: CONTRACTS.receiver,
    paymentContract: CONTRACTS.payment,
    orderRef: `0x${String(orderId).padStart(64, '0')}`,
    explorerUrl: '',
    ...fields,
  });

  it('after a login, marks the payer’s records of paid orders settled, forgets ended ones nothing was sent to', async () => {
    const h = setup();
    const journal = new PaymentJournal(h.storage);
    const payer = h.wallet.address;
    const me = payer.toLowerCase();
    h.api.addOrder(8, '500', { status: 'paid', paidBy: 'chain', txHash: `0x${'8'.repeat(64)}` });
    h.api.addOrder(9, '500', { status: 'cancelled' });
    h.api.addOrder(10, '500', { status: 'cancelled' });
    h.api.addOrder(11, '500', { status: 'unpaid' });
    journal.put(record(8, payer, { txHash: `0x${'8'.repeat(64)}` }));
    journal.put(record(9, payer));
    // Cancelled by the server after the wallet was asked: money may have moved; the server's to settle.
    journal.put(record(10, payer, { sending: true }));
    journal.put(record(11, payer));
    // Another account's record is not this login's to touch.
    journal.put(record(8, OTHER));

    await h.engine.reportKept(payer);

    const left = () =>
      new PaymentJournal(h.storage)
        .all()
        .map((r) => [r.orderId, r.payer, r.settled ?? false])
        .sort();
    expect(left()).toEqual(
      [
        [10, me, false],
        [11, me, false],
        [8, me, true],
        [8, OTHER.toLowerCase(), false],
      ].sort(),
    );
    // The paid order's sheet, opened again, still shows how it ended (and then forgets the record).
    expect(await h.engine.resume(8)).toMatchObject({ ok: true, value: { orderId: 8 } });
    expect(new PaymentJournal(h.storage).get(8, payer)).toBeNull();

    // A record marked settled whose sheet never opened goes at the next login, without asking the server.
    journal.put(record(12, payer, { txHash: `0x${'c'.repeat(64)}` }));
    journal.update(12, payer, { settled: true });
    const asked = h.api.calls.length;
    await h.engine.reportKept(payer);
    expect(new PaymentJournal(h.storage).get(12, payer)).toBeNull();
    expect(h.api.calls.slice(asked).some((c) => c.args[0] === 12)).toBe(false);
  });

  it('keeps every record when the server cannot be asked', async () => {
    const h = setup();
    const journal = new PaymentJournal(h.storage);
    h.api.addOrder(9, '500', { status: 'cancelled' });
    journal.put(record(9, h.wallet.address));
    h.api.failWith.status = new AppError('network');
    await h.engine.reportKept(h.wallet.address);
    expect(new PaymentJournal(h.storage).get(9)).not.toBeNull();
  });
});
