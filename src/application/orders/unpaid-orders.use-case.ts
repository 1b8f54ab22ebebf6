import { inject, injectable } from 'inversify';
import { isOrderActionable, type Order } from '../../domain/orders/order';
import { Clock } from '../shared/clock.port';
import { OrdersApi } from './orders-api.port';

/**
 * The user's unpaid orders that can still be paid, oldest first (for the reminder). An order the server
 * still lists but whose expiry has passed on this device is left out. Fails with the API's AppError.
 */
@injectable()
export class UnpaidOrdersUseCase {
  constructor(
    @inject(OrdersApi) private readonly orders: OrdersApi,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<readonly Order[]> {
    const now = new Date(this.clock.now());
    return (await this.orders.unpaid()).filter((order) => isOrderActionable(order, now));
  }
}
