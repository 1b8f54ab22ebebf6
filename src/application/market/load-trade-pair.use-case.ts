import { inject, injectable } from 'inversify';
import { MarketApi, type TradePair } from './market-api.port';
import { NADI_USDT } from './market-messages';

/**
 * The pair of the trade screen with its rules, or null when the pairs call does not list it: the pair is not
 * trading, and the screen shows /trade/close. Fails with the API's AppError.
 */
@injectable()
export class LoadTradePairUseCase {
  constructor(@inject(MarketApi) private readonly api: MarketApi) {}

  async execute(instId: string = NADI_USDT): Promise<TradePair | null> {
    return (await this.api.pairs()).find((pair) => pair.instId === instId) ?? null;
  }
}
