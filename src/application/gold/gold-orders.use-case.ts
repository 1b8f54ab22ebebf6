import { inject, injectable } from 'inversify';
import type { GoldOrder, ReleaseRecord } from '../../domain/gold/gold';
import {
  canCancelGoldOrder,
  canConfirmGoldReceipt,
  type GoldOrderTab,
  goldTabStatus,
} from '../../domain/gold/gold-order-status';
import type { GoldReleaseStatus } from '../../domain/gold/gold-release-status';
import type { Page } from '../../domain/shared/paging';
import { err, ok, type Result } from '../../domain/shared/result';
import { GoldApi, isGoldRefused } from './gold-api.port';

/** A page of the paid gold orders of a tab, newest first. Fails with the API's AppError. */
@injectable()
export class ListGoldOrdersUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  execute(tab: GoldOrderTab, page: number, pageSize: number): Promise<Page<GoldOrder>> {
    return this.gold.orders({ status: goldTabStatus(tab), page, pageSize });
  }
}

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

/** A page of gold release records, optionally of one state. Fails with the API's AppError. */
@injectable()
export class ListGoldReleasesUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  execute(status: GoldReleaseStatus | null, page: number, pageSize: number): Promise<Page<ReleaseRecord>> {
    return this.gold.releases({ status, page, pageSize });
  }
}
