import { describe, expect, it } from 'vitest';
import { FakeTradeApi } from '../../../../tests/fakes/fake-trade-api';
import { settle } from '../../../../tests/support/settle';
import { LoadTradePairUseCase } from '../../../application/trade/load-trade-pair.use-case';
import { MarketClosedVm } from './market-closed.vm';

describe('MarketClosedVm', () => {
  it('checks whether the pair trades, and again on demand', async () => {
    const api = new FakeTradeApi();
    api.pairList = [];
    const vm = new MarketClosedVm(new LoadTradePairUseCase(api));
    vm.attach({ active: true });
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('pairs')).toHaveLength(1);
    expect(vm.open).toBe(false);
    api.pairList = new FakeTradeApi().pairList;
    await vm.recheck();
    expect(vm.open).toBe(true);
  });
});
