import { inject, injectable } from 'inversify';
import { type MallOrder, mallOrderState } from '../../domain/mall/mall-order';
import { err, ok, type Result } from '../../domain/shared/result';
import { Clock } from '../shared/clock.port';
import { isMallOrderRefused, MallApi, type MallRefusalReason } from './mall-api.port';

export type ReceiptRefusal = { readonly kind: MallRefusalReason };

/**
 * Confirms receipt of a shipped order (the screen asked first, showing the total). An order that is not
 * waiting to be received is refused before anything is sent; the server's refusals come back as values,
 * other failures reject with the API's AppError.
 */
@injectable()
export class ConfirmReceiptUseCase {
  constructor(
    @inject(MallApi) private readonly api: MallApi,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(order: MallOrder): Promise<Result<void, ReceiptRefusal>> {
    if (mallOrderState(order, new Date(this.clock.now())) !== 'toReceive') {
      return err({ kind: 'not-receivable' });
    }
    try {
      await this.api.confirmReceipt(order.id);
      return ok(undefined);
    } catch (error) {
      if (isMallOrderRefused(error)) return err({ kind: error.reason });
      throw error;
    }
  }
}
