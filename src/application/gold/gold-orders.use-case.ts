import { inject, injectable } from 'inversify';
import type { GoldOrder } from '../../domain/gold/gold';
import { canCancelGoldOrder, canConfirmGoldReceipt } from '../../domain/gold/gold-order-status';
import { err, ok, type Result } from '../../domain/shared/result';
import { GoldApi, isGoldRefused } from './gold-api.port';

/** Why receipt was not confirmed, or an order not cancelled: gone, or not in a state that allows it. */
export type GoldOrderRefusal = { readonly kind: 'not-found' } | { readonly kind: 'not-allowed' };

/**
 * Confirms receipt of a shipped order (the screen asked first, showing the total). Only a shipped order is
 * sent; refusals as values, other failures reject with the AppError.
 */
@injectable()
export class ConfirmGoldReceiptUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  async execute(order: GoldOrder): Promise<Result<void, GoldOrderRefusal>> {
    if (!canConfirmGoldReceipt(order.status)) return err({ kind: 'not-allowed' });
    try {
      await this.gold.confirmReceipt(order.id);
      return ok(undefined);
    } catch (error) {
      if (isGoldRefused(error))
        return err({ kind: error.reason === 'not-found' ? 'not-found' : 'not-allowed' });
      throw error;
    }
  }
}

/** Cancels an order not shipped yet, irreversibly (asked first). As ConfirmGoldReceiptUseCase otherwise. */
@injectable()
export class CancelGoldOrderUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  async execute(order: GoldOrder): Promise<Result<GoldOrder, GoldOrderRefusal>> {
    if (!canCancelGoldOrder(order.status)) return err({ kind: 'not-allowed' });
    try {
      return ok(await this.gold.cancel(order.id));
    } catch (error) {
      if (isGoldRefused(error))
        return err({ kind: error.reason === 'not-found' ? 'not-found' : 'not-allowed' });
      throw error;
    }
  }
}
