import { inject, injectable } from 'inversify';
import { isOutOfStock, type MachineGoods } from '../../domain/mining/mining';
import type { Order } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Simple } from '../../domain/shared/validation';
import { AddressApi } from '../address/address-api.port';
import { isOrderRefused, OrdersApi } from '../orders/orders-api.port';

export type DeviceRefusal = Simple<'sold-out'> | Simple<'address-required'>;

/**
 * Orders one device. A shipped device goes to the user's default address; without one the order is not
 * made and the user is asked to add an address. Refusals come back as values; other failures reject with
 * the API's AppError.
 */
@injectable()
export class BuyDeviceUseCase {
  constructor(
    @inject(OrdersApi) private readonly orders: OrdersApi,
    @inject(AddressApi) private readonly addresses: AddressApi,
  ) {}

  async execute(goods: MachineGoods): Promise<Result<Order, DeviceRefusal>> {
    if (isOutOfStock(goods)) return err({ kind: 'sold-out' });
    let addressId: number | undefined;
    if (goods.needDelivery) {
      const address = await this.addresses.getDefault();
      if (address === null) return err({ kind: 'address-required' });
      addressId = address.id;
    }
    try {
      return ok(
        await this.orders.create({
          type: 'buyDevice',
          goodsId: goods.id,
          num: 1,
          ...(addressId === undefined ? {} : { addressId }),
        }),
      );
    } catch (error) {
      if (isOrderRefused(error) && error.reason === 'sold-out') return err({ kind: 'sold-out' });
      if (isOrderRefused(error) && error.reason === 'address-required')
        return err({ kind: 'address-required' });
      throw error;
    }
  }
}
