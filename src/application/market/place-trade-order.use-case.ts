import { inject, injectable } from 'inversify';
import { MarketApi, type NewTradeOrder } from './market-api.port';
import type { TradeOrder } from './market-messages';

/**
 * Places an order the form has validated (order-ticket.ts) and answers it as it stands after matching. A
 * refusal is an AppError whose answer code tradeRefusalOf (trade-refusal.ts) reads.
 */
@injectable()
export class PlaceTradeOrderUseCase {
  constructor(@inject(MarketApi) private readonly api: MarketApi) {}

  execute(order: NewTradeOrder): Promise<TradeOrder> {
    return this.api.placeOrder(order);
  }
}
