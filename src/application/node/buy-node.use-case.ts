import { inject, injectable } from 'inversify';
import type { Node } from '../../domain/node/node';
import { checkNodePurchase } from '../../domain/node/node-math';
import type { Order } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import type { LimitReached, Simple } from '../../domain/shared/validation';
import { isOrderRefused, OrdersApi } from '../orders/orders-api.port';

export type NodePurchaseRefusal = Simple<'sold-out'> | LimitReached;

/**
 * Orders one node of a tier (a pre-order, unpaid, to pay next). The domain's rules are checked first
 * (sold out, then the per-user limit), and the server's refusal of the same rules comes back the same way.
 * Other failures reject with the API's AppError.
 */
@injectable()
export class BuyNodeUseCase {
  constructor(@inject(OrdersApi) private readonly orders: OrdersApi) {}

  async execute(node: Node): Promise<Result<Order, NodePurchaseRefusal>> {
    const allowed = checkNodePurchase(node);
    if (!allowed.ok) return allowed;
    try {
      return ok(await this.orders.create({ type: 'buyNode', goodsId: node.id, num: 1 }));
    } catch (error) {
      if (isOrderRefused(error) && error.reason === 'sold-out') return err({ kind: 'sold-out' });
      if (isOrderRefused(error) && error.reason === 'limit-reached') {
        return err({ kind: 'limit-reached', limit: node.limitCount });
      }
      throw error;
    }
  }
}
