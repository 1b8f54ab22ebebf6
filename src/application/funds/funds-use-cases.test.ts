import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeFundsApi } from '../../../tests/fakes/fake-funds-api';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { AppError } from '../../domain/shared/app-error';
import { AmountPrivacyStore } from '../shared/amount-privacy.store';
import { newRequestId } from '../shared/request-id';
import { ExchangeFundsUseCase } from './exchange-funds.use-case';
import { QuoteExchangeUseCase } from './quote-exchange.use-case';

const d = (n: string | number) => new Decimal(n);

describe('the hide-amounts choice', () => {
  it('starts from what storage holds and keeps each change there', () => {
    const storage = new InMemoryStorage();
    const store = new AmountPrivacyStore(storage);
    expect(store.hidden).toBe(false);
    store.toggle();
    expect(store.hidden).toBe(true);
    expect(storage.getLocal('hideAmounts')).toBe('1');
    expect(new AmountPrivacyStore(storage).hidden).toBe(true);
    store.setHidden(false);
    expect(storage.getLocal('hideAmounts')).toBeNull();
    expect(new AmountPrivacyStore(storage).hidden).toBe(false);
  });
});

describe('funds use cases', () => {
  it('quote and exchange, with the refusals as values and other failures thrown', async () => {
    const api = new FakeFundsApi();
    const quote = new QuoteExchangeUseCase(api);
    const exchange = new ExchangeFundsUseCase(api);
    const quoted = await quote.execute({ from: 'NADI', to: 'USDT', amount: d(10) });
    if (!quoted.ok) throw new Error('expected a quote');
    expect(quoted.value.receive.toFixed()).toBe('4.99');

    const over = await quote.execute({ from: 'NADI', to: 'USDT', amount: d(1000) });
    expect(over).toEqual({
      ok: false,
      error: { kind: 'insufficient-balance', current: d(100), required: d(1000) },
    });

    const done = await exchange.execute(quoted.value.quoteId, 'attempt-0001');
    expect(done.ok && done.value.receive.toFixed()).toBe('4.99');
    const again = await exchange.execute(quoted.value.quoteId, 'attempt-0002');
    expect(again).toEqual({ ok: false, error: { kind: 'quote-expired' } });

    api.failWith.quote = new AppError('network');
    await expect(quote.execute({ from: 'NADI', to: 'USDT', amount: d(1) })).rejects.toMatchObject({
      kind: 'network',
    });
    api.failWith.exchange = new AppError('timeout');
    await expect(exchange.execute('q', 'attempt-0003')).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('request ids', () => {
  it('are fresh each time and of the shape the server accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});
