import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import { isOrderRefused, OrdersApi } from './orders-api.port';

/** Why an order could not be cancelled: gone, or no longer unpaid (paid, paying, cancelled, expired). */
export type CancelRefusal = { readonly kind: 'not-found' } | { readonly kind: 'not-cancellable' };

/**
 * Cancels an unpaid order, irreversibly (the screen has asked the user first). Refusals come back as
 * values; other failures reject with the API's AppError.
 */
@injectable()
export class CancelOrderUseCase {
  constructor(@inject(OrdersApi) private readonly orders: OrdersApi) {}

  async execute(id: number): Promise<Result<Order, CancelRefusal>> {
    try {
      return ok(await this.orders.cancel(id));
    } catch (error) {
      if (isOrderRefused(error) && error.reason === 'not-found') return err({ kind: 'not-found' });
      if (isOrderRefused(error)) return err({ kind: 'not-cancellable' });
      throw error;
    }
  }
}
