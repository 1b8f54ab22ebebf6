import { inject, injectable } from 'inversify';
import type { Exchange } from '../../domain/funds/funds';
import { err, ok, type Result } from '../../domain/shared/result';
import { FundsApi } from './funds-api.port';
import { type FundsRefusal, fundsRefusalOf } from './funds-refusal';

/**
 * Exchanges at a quote the user confirmed. `requestId` is the attempt's idempotency key: sending it again
 * after a lost answer returns the same exchange, never a second one. Refusals (quote expired or used,
 * insufficient balance) come back as values; any other failure rejects with the API's AppError, and the
 * attempt may be retried with the same key.
 */
@injectable()
export class ExchangeFundsUseCase {
  constructor(@inject(FundsApi) private readonly funds: FundsApi) {}

  async execute(quoteId: string, requestId: string): Promise<Result<Exchange, FundsRefusal>> {
    try {
      return ok(await this.funds.exchange(quoteId, requestId));
    } catch (error) {
      const refusal = fundsRefusalOf(error);
      if (refusal) return err(refusal);
      throw error;
    }
  }
}
