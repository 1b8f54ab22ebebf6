import { inject, injectable } from 'inversify';
import type { GoldPriceLock } from '../../domain/gold/gold';
import { validateGoldOrder } from '../../domain/gold/gold-order-rules';
import type { Order } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import { GoldApi, isGoldRefused } from './gold-api.port';

export type LockRefusal = { readonly kind: 'sold-out' } | { readonly kind: 'goods-not-found' };

/** Holds the current price for one purchase. Refusals as values; other failures reject with the AppError. */
@injectable()
export class LockGoldPriceUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  async execute(goodsId: number, num: number): Promise<Result<GoldPriceLock, LockRefusal>> {
    try {
      return ok(await this.gold.lockPrice(goodsId, num));
    } catch (error) {
      if (isGoldRefused(error) && (error.reason === 'sold-out' || error.reason === 'goods-not-found')) {
        return err({ kind: error.reason });
      }
      throw error;
    }
  }
}

export interface PlaceGoldOrderInput {
  readonly lock: GoldPriceLock;
  readonly needsDelivery: boolean;
  readonly addressId: number | null;
  readonly remark: string;
}

export type PlaceRefusal =
  | { readonly kind: 'address-required' }
  | { readonly kind: 'lock-expired' }
  | { readonly kind: 'sold-out' };

/**
 * Makes the order to pay at a locked price: the domain's rule first (an address when the goods are
 * delivered; the remark optional), then the call. A lock that ran out comes back as `lock-expired`, for
 * the screen to lock again and ask the buyer about the new price. Other failures reject with the AppError.
 */
@injectable()
export class PlaceGoldOrderUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  async execute(input: PlaceGoldOrderInput): Promise<Result<Order, PlaceRefusal>> {
    const checked = validateGoldOrder(input);
    if (!checked.ok) return checked;
    try {
      return ok(await this.gold.createOrder({ lockId: input.lock.id, ...checked.value }));
    } catch (error) {
      if (isGoldRefused(error)) {
        if (error.reason === 'address-required' || error.reason === 'sold-out')
          return err({ kind: error.reason });
        if (error.reason === 'lock-expired') return err({ kind: 'lock-expired' });
      }
      throw error;
    }
  }
}
