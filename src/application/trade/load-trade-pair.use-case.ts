import { inject, injectable } from 'inversify';
import { NADI_USDT } from './market-messages';
import { TradeApi, type TradePair } from './trade-api.port';

/**
 * The pair of the trade screen with its rules, or null when the pairs call does not list it: the pair is not
 * trading, and the screen shows /trade/close. Fails with the API's AppError.
 */
@injectable()
export class LoadTradePairUseCase {
  constructor(@inject(TradeApi) private readonly api: TradeApi) {}

  async execute(instId: string = NADI_USDT): Promise<TradePair | null> {
    return (await this.api.pairs()).find((pair) => pair.instId === instId) ?? null;
  }
}
