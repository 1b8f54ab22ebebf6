import { inject, injectable } from 'inversify';
import type { PaymentOptions } from '../../domain/payment/payment-method';
import { PaymentApi } from '../payment/payment-api.port';
import { methodsFailure } from '../payment/payment-errors';

/**
 * How an order may be paid, for the payment sheet: its amount, the user's balance and destroy quota, and
 * the chains and tokens. Fails with `payment-method-failed` (a 401 stays `unauthorized`), as the engine does.
 */
@injectable()
export class PaymentOptionsUseCase {
  constructor(@inject(PaymentApi) private readonly payments: PaymentApi) {}

  async execute(orderId: number): Promise<PaymentOptions> {
    try {
      return await this.payments.methods(orderId);
    } catch (error) {
      throw methodsFailure(error, 'pay.methods');
    }
  }
}
