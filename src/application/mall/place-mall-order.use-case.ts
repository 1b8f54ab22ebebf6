import { inject, injectable } from 'inversify';
import type { MallGoods } from '../../domain/mall/mall-order';
import { type MallOrderError, validateMallOrder } from '../../domain/mall/mall-purchase';
import type { Order } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import { isOrderRefused, OrdersApi } from '../orders/orders-api.port';

/** A refusal by rule, or goods the server no longer sells. */
export type PlaceOrderRefusal = MallOrderError | { readonly kind: 'goods-not-found' };

/**
 * Makes the pre-order of a mall purchase (a device, `num` of them, to the chosen address): checked first
 * by the domain's rules, then `preOrder/preOrder`. The server's refusals (sold out, address required, no
 * such goods) come back as values; other failures reject with the API's AppError. Paying is the payment
 * sheet's.
 */
@injectable()
export class PlaceMallOrderUseCase {
  constructor(@inject(OrdersApi) private readonly orders: OrdersApi) {}

  async execute(
    goods: MallGoods,
    quantity: number,
    addressId: number | null,
  ): Promise<Result<Order, PlaceOrderRefusal>> {
    const checked = validateMallOrder({ goods, quantity, addressId });
    if (!checked.ok) return checked;
    const { goodsId, num, addressId: to } = checked.value;
    try {
      return ok(
        await this.orders.create({
          type: 'buyDevice',
          goodsId,
          num,
          ...(to === null ? {} : { addressId: to }),
        }),
      );
    } catch (error) {
      if (isOrderRefused(error)) {
        if (error.reason === 'sold-out') return err({ kind: 'sold-out' });
        if (error.reason === 'address-required') return err({ kind: 'address-required' });
        if (error.reason === 'goods-not-found') return err({ kind: 'goods-not-found' });
      }
      throw error;
    }
  }
}
