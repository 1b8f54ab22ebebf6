import { inject, injectable } from 'inversify';
import type { MiningSettings } from '../../domain/mining/mining';
import { validateDestroyAmount, validateUnionAmount } from '../../domain/mining/mining-rules';
import type { Order } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AmountError } from '../../domain/shared/validation';
import { isOrderRefused, OrdersApi } from '../orders/orders-api.port';

export type MiningOrderKind = 'destroy' | 'union';

/**
 * Orders destroy mining or union (joint) mining for a USDT amount: the amount must reach the kind's
 * minimum (checked here, nothing sent otherwise; the server's refusal of the same rule comes back the
 * same way). The order is then paid like any other. Other failures reject with the API's AppError.
 */
@injectable()
export class StartMiningUseCase {
  constructor(@inject(OrdersApi) private readonly orders: OrdersApi) {}

  async execute(
    kind: MiningOrderKind,
    text: string,
    settings: MiningSettings,
  ): Promise<Result<Order, AmountError>> {
    const minimum = kind === 'destroy' ? settings.destroyMinimum : settings.unionMinimum;
    const amount =
      kind === 'destroy' ? validateDestroyAmount(text, minimum) : validateUnionAmount(text, minimum);
    if (!amount.ok) return amount;
    try {
      return ok(
        await this.orders.create({
          type: kind === 'destroy' ? 'destroyMining' : 'jointMining',
          amount: amount.value,
        }),
      );
    } catch (error) {
      if (isOrderRefused(error) && error.reason === 'below-minimum') {
        return err({ kind: 'below-minimum', minimum });
      }
      throw error;
    }
  }
}
