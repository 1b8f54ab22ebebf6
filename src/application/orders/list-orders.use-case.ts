import { inject, injectable } from 'inversify';
import type { Order, OrderFilter } from '../../domain/orders/order';
import type { Page } from '../../domain/shared/paging';
import { OrdersApi } from './orders-api.port';

/** A page of the user's orders under a status filter, newest first. Fails with the API's AppError. */
@injectable()
export class ListOrdersUseCase {
  constructor(@inject(OrdersApi) private readonly orders: OrdersApi) {}

  execute(filter: OrderFilter, page: number, pageSize: number): Promise<Page<Order>> {
    return this.orders.list({ filter, page, pageSize });
  }
}
