import { describe, expect, it } from 'vitest';
import { FakeTradeApi, samplePair } from '../../../tests/fakes/fake-trade-api';
import { AppError } from '../../domain/shared/app-error';
import { LoadTradePairUseCase } from './load-trade-pair.use-case';

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
