import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFundsApi } from '../../../../tests/fakes/fake-funds-api';
import { settleFakeTimers } from '../../../../tests/support/settle';
import { ExchangeFundsUseCase } from '../../../application/funds/exchange-funds.use-case';
import { QuoteExchangeUseCase } from '../../../application/funds/quote-exchange.use-case';
import { ConnectivityStore } from '../../../application/shared/connectivity.store';
import { AppError } from '../../../domain/shared/app-error';
import { ExchangeVm } from './exchange.vm';
import { QUOTE_DEBOUNCE_MS } from './exchange-quote';

const T0 = Date.parse('2026-11-20T08:00:00Z');
const d = (n: string | number) => new Decimal(n);

async function setup() {
  const api = new FakeFundsApi();
  api.now = () => Date.now();
  const connectivity = new ConnectivityStore();
  const vm = new ExchangeVm(
    new QuoteExchangeUseCase(api),
    new ExchangeFundsUseCase(api),
    api,
    { now: () => Date.now() },
    connectivity,
  );
  vm.attach({ active: true });
  await settleFakeTimers();
  return { api, vm, connectivity };
}

/** Types an amount and lets the pause run out, so that the quote is asked and answered. */
async function typeAndQuote(vm: ExchangeVm, text: string) {
  vm.setAmount(text);
  await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
  await settleFakeTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the amount', () => {
  it.each([
    ['abc', 'not-a-number'],
    ['-1', 'below-zero'],
    ['0', 'zero'],
    ['1.1234567', 'too-many-decimals'],
    ['100.5', 'above-available'],
  ])('%j is refused as %s as it is typed, and nothing is asked', async (text, kind) => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, text);
    expect(vm.amountError?.kind).toBe(kind);
    vm.continue();
    expect(vm.step).toBe('form');
    expect(api.callsOf('quote')).toEqual([]);
  });

  it('says an empty amount is required only on Continue', async () => {
    const { vm } = await setup();
    expect(vm.amountError).toBeNull();
    vm.continue();
    expect(vm.amountError?.kind).toBe('required');
    expect(vm.step).toBe('form');
  });

  it('fills the whole fund balance with Max, truncated to 6 decimals', async () => {
    const { api, vm } = await setup();
    api.balances.fund.NADI = d('12.3456789');
    await vm.balances.load();
    vm.fillMax();
    expect(vm.amount).toBe('12.345678');
    expect(vm.amountError).toBeNull();
  });
});

describe('the quote', () => {
  it('is asked once typing pauses, and shows what is received exactly, with fee and price', async () => {
    const { api, vm } = await setup();
    vm.setAmount('1');
    vm.setAmount('10');
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 1);
    expect(api.callsOf('quote')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settleFakeTimers();
    expect(api.callsOf('quote')).toEqual([[{ from: 'NADI', to: 'USDT', amount: d(10) }]]);
    expect(vm.quote?.receive.toFixed()).toBe('4.99');
    expect(vm.quote?.fee.toFixed()).toBe('0.01');
    expect(vm.quote?.price.toFixed()).toBe('0.5');
    expect(vm.feed.secondsLeft).toBe(30);
    expect(vm.canContinue).toBe(true);
  });

  it('counts down and is asked again when it runs out', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    const first = vm.quote?.quoteId;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vm.feed.secondsLeft).toBe(20);
    await vi.advanceTimersByTimeAsync(20_000);
    await settleFakeTimers();
    expect(api.callsOf('quote')).toHaveLength(2);
    expect(vm.quote?.quoteId).not.toBe(first);
    expect(vm.feed.secondsLeft).toBe(30);
  });

  it('stops counting while the page is hidden and renews a run-out quote when it comes back', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    vm.attach({ active: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.callsOf('quote')).toHaveLength(1);
    vm.attach({ active: true });
    await settleFakeTimers();
    expect(api.callsOf('quote')).toHaveLength(2);
    expect(vm.feed.live).toBe(true);
    vm.detach();
  });

  it('swaps the direction: the typed amount is quoted in the other coin', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    vm.swap();
    expect([vm.from, vm.to]).toEqual(['USDT', 'NADI']);
    expect(vm.quote).toBeNull();
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
    await settleFakeTimers();
    expect(api.callsOf('quote').at(-1)).toEqual([{ from: 'USDT', to: 'NADI', amount: d(10) }]);
    expect(vm.quote?.receive.toFixed()).toBe('19.96');
  });

  it("names the server's insufficient-balance refusal with both figures, keeping what was typed", async () => {
    const { api, vm } = await setup();
    api.balances.fund.NADI = d(5); // spent elsewhere since the balances loaded
    await typeAndQuote(vm, '10');
    expect(vm.refusal).toEqual({ kind: 'insufficient-balance', current: d(5), required: d(10) });
    expect(vm.amount).toBe('10');
    expect(vm.canContinue).toBe(false);
  });

  it('offers a retry when the quote cannot be had, without asking every second', async () => {
    const { api, vm } = await setup();
    api.failWith.quote = new AppError('network');
    await typeAndQuote(vm, '10');
    expect(vm.feed.error).toBeInstanceOf(AppError);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.callsOf('quote')).toHaveLength(1);
    api.failWith = {};
    await vm.retryQuote();
    expect(vm.quote).not.toBeNull();
  });
});

describe('confirming', () => {
  it('is refused offline: neither Continue nor Confirm goes, and nothing is sent', async () => {
    const { api, vm, connectivity } = await setup();
    await typeAndQuote(vm, '10');
    vm.continue();
    expect(vm.step).toBe('confirm');
    connectivity.setOnline(false);
    expect(vm.canConfirm).toBe(false);
    expect(await vm.confirm()).toBe(false);
    vm.back();
    vm.continue();
    expect(vm.step).toBe('form');
    expect(api.callsOf('exchange')).toHaveLength(0);
  });

  it('sends one exchange whatever the taps, shows the result and leaves both records in the money log', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    vm.continue();
    expect(vm.step).toBe('confirm');
    const release = api.hold();
    const taps = [vm.confirm(), vm.confirm(), vm.confirm()];
    expect(vm.sending).toBe(true);
    expect(vm.canConfirm).toBe(false);
    release();
    expect(await Promise.all(taps)).toEqual([true, true, true]);
    expect(api.callsOf('exchange')).toHaveLength(1);
    expect(vm.step).toBe('done');
    expect(vm.result?.receive.toFixed()).toBe('4.99');
    await settleFakeTimers();
    expect(vm.available?.toFixed()).toBe('90');
    const log = await api.moneyLog({ page: 1, pageSize: 10 });
    expect(log.items.map((r) => [r.type, r.coin, r.amount.toFixed()])).toEqual([
      ['exchange', 'USDT', '4.99'],
      ['exchange', 'NADI', '-10'],
    ]);
    vm.startOver();
    expect([vm.step, vm.amount, vm.amountError]).toEqual(['form', '', null]);
  });

  it('retries a lost answer with the same request id, and a new attempt takes a new one', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    vm.continue();
    api.failWith.exchange = new AppError('network');
    expect(await vm.confirm()).toBe(false);
    expect(vm.sendError).toBeInstanceOf(AppError);
    expect(vm.step).toBe('confirm');
    api.failWith = {};
    expect(await vm.confirm()).toBe(true);
    const ids = api.callsOf('exchange').map(([, requestId]) => requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);

    vm.startOver();
    await typeAndQuote(vm, '2');
    vm.continue();
    await vm.confirm();
    expect(api.callsOf('exchange').at(-1)?.[1]).not.toBe(ids[0]);
  });

  it('quotes again when the server says the quote expired, keeping the amount, for a new confirmation', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    vm.continue();
    const old = vm.quote?.quoteId;
    api.failWith.exchange = new AppError('server-exception', { code: 4203 });
    expect(await vm.confirm()).toBe(false);
    expect(vm.renewed).toBe(true);
    expect(vm.step).toBe('confirm');
    expect(vm.amount).toBe('10');
    expect(vm.quote?.quoteId).not.toBe(old);
    expect(vm.canConfirm).toBe(true);
    const renewed = vm.quote?.quoteId;
    api.failWith = {};
    expect(await vm.confirm()).toBe(true);
    const [first, second] = api.callsOf('exchange');
    expect(first?.[1]).not.toBe(second?.[1]);
    expect(second?.[0]).toBe(renewed);
  });

  it('goes back to the form with the insufficient-balance figures when the exchange is refused', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    vm.continue();
    api.failWith.exchange = new AppError('server-exception', {
      code: 4101,
      current: d(3),
      required: d(10),
    });
    expect(await vm.confirm()).toBe(false);
    expect(vm.step).toBe('form');
    expect(vm.refusal).toEqual({ kind: 'insufficient-balance', current: d(3), required: d(10) });
    expect(vm.amount).toBe('10');
    vm.setAmount('1');
    expect(vm.refusal).toBeNull();
  });

  it('goes back from the confirm step without sending', async () => {
    const { api, vm } = await setup();
    await typeAndQuote(vm, '10');
    vm.continue();
    vm.back();
    expect(vm.step).toBe('form');
    expect(await vm.confirm()).toBe(false);
    expect(api.callsOf('exchange')).toEqual([]);
  });
});
