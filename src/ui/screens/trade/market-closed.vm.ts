import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LoadTradePairUseCase } from '../../../application/trade/load-trade-pair.use-case';
import { NADI_USDT } from '../../../application/trade/market-messages';
import type { TradePair } from '../../../application/trade/trade-api.port';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';

/**
 * /trade/close: the pair is not trading (the pairs call does not list it). The screen says so and offers a way
 * back; "check again" asks the pairs call, and when the pair trades again the screen offers the trade screen.
 */
@injectable()
export class MarketClosedVm implements ViewModel<{ readonly active: boolean }> {
  readonly check: Loadable<{ readonly pair: TradePair | null }>;

  constructor(@inject(LoadTradePairUseCase) loadPair: LoadTradePairUseCase) {
    this.check = new Loadable(async () => ({ pair: await loadPair.execute(NADI_USDT) }));
    makeAutoObservable(this, { check: false }, { autoBind: true });
  }

  attach({ active }: { readonly active: boolean }): void {
    if (active && !this.check.loading) void this.check.load();
  }

  detach(): void {}

  /** The last check found the pair trading. */
  get open(): boolean {
    return this.check.data?.pair != null;
  }

  recheck(): Promise<void> {
    return this.check.load();
  }
}
