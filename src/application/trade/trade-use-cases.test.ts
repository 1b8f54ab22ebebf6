import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeTradeApi, samplePair } from '../../../tests/fakes/fake-trade-api';
import { AppError } from '../../domain/shared/app-error';
import { CancelTradeOrderUseCase } from './cancel-trade-order.use-case';
import { LoadTradePairUseCase } from './load-trade-pair.use-case';
import { PlaceTradeOrderUseCase } from './place-trade-order.use-case';

describe('LoadTradePairUseCase', () => {
  it('answers the pair with its rules', async () => {
    const api = new FakeTradeApi();
    expect((await new LoadTradePairUseCase(api).execute())?.tickSize.toFixed()).toBe('0.00001');
  });

  it('answers null when the pairs call does not list it: the market is closed', async () => {
    const api = new FakeTradeApi();
    api.pairList = [samplePair({ instId: 'BTC-USDT' })];
    expect(await new LoadTradePairUseCase(api).execute('NADI-USDT')).toBeNull();
  });

  it('passes failures on', async () => {
    const api = new FakeTradeApi();
    api.failWith.pairs = new AppError('network');
    await expect(new LoadTradePairUseCase(api).execute()).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('placing and cancelling', () => {
  it('sends the order as validated and answers it; cancels by id', async () => {
    const api = new FakeTradeApi();
    const order = {
      instId: 'NADI-USDT',
      type: 'limit',
      side: 'buy',
      price: new Decimal('0.05'),
      quantity: new Decimal('100'),
    } as const;
    const placed = await new PlaceTradeOrderUseCase(api).execute(order);
    expect(api.callsOf('placeOrder')).toEqual([[order]]);
    const cancelled = await new CancelTradeOrderUseCase(api).execute(placed.id);
    expect(cancelled.status).toBe('cancelled');
    expect(api.callsOf('cancelOrder')).toEqual([[placed.id]]);
  });
});
