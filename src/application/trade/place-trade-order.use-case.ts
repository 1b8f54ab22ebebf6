import { inject, injectable } from 'inversify';
import type { TradeOrder } from './market-messages';
import { type NewTradeOrder, TradeApi } from './trade-api.port';

/**
 * Places an order the form has validated (domain/trade/order-ticket.ts) and answers it as it stands after
 * matching. A refusal is an AppError whose answer code tradeRefusalOf (trade-refusal.ts) reads.
 */
@injectable()
export class PlaceTradeOrderUseCase {
  constructor(@inject(TradeApi) private readonly api: TradeApi) {}

  execute(order: NewTradeOrder): Promise<TradeOrder> {
    return this.api.placeOrder(order);
  }
}
