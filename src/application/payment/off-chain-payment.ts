import type { PaymentOptions } from '../../domain/payment/payment-method';
import { covers } from '../../domain/payment/payment-rules';
import { AppError } from '../../domain/shared/app-error';
import type { PaymentProgressStore } from './payment.store';
import type { PaymentApi } from './payment-api.port';
import { shortOf, withAmounts } from './payment-errors';
import type { PaidOrder, PaymentSettlement } from './payment-settlement';

/**
 * A payment by balance or destroy quota: checked here first against what the methods said is available,
 * then charged by the server (which checks again), and settled from its answer.
 */
export class OffChainPayment {
  constructor(
    private readonly api: PaymentApi,
    private readonly progress: PaymentProgressStore,
    private readonly settlement: PaymentSettlement,
  ) {}

  async pay(options: PaymentOptions, source: 'balance' | 'destroyQuota'): Promise<PaidOrder> {
    const { orderId } = options;
    const { available } = options[source];
    if (!covers(available, options.amount)) {
      throw shortOf('insufficient-balance', available, options.amount, options.unit, `pay.${source}`);
    }
    this.progress.enter('processingPayment');
    const charge = () =>
      source === 'balance' ? this.api.payByBalance(orderId) : this.api.payByDestroyQuota(orderId);
    const state = await withAmounts(charge, available, options.amount, options.unit);
    const paid = await this.settlement.settle(state);
    if (!paid) throw new AppError('payment-failed', { operation: `pay.${source}` });
    return paid;
  }
}
