import { inject, injectable } from 'inversify';
import { MarketApi } from './market-api.port';
import type { TradeOrder } from './market-messages';

/** Cancels an open order (the screen has asked first) and answers it canceled; fails like placing does. */
@injectable()
export class CancelTradeOrderUseCase {
  constructor(@inject(MarketApi) private readonly api: MarketApi) {}

  execute(orderId: string): Promise<TradeOrder> {
    return this.api.cancelOrder(orderId);
  }
}
