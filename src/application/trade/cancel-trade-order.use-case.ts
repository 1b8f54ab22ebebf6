import { inject, injectable } from 'inversify';
import type { TradeOrder } from './market-messages';
import { TradeApi } from './trade-api.port';

/** Cancels an open order (the screen has asked first) and answers it canceled; fails like placing does. */
@injectable()
export class CancelTradeOrderUseCase {
  constructor(@inject(TradeApi) private readonly api: TradeApi) {}

  execute(orderId: string): Promise<TradeOrder> {
    return this.api.cancelOrder(orderId);
  }
}
