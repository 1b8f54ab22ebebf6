import { inject, injectable } from 'inversify';
import type { ExchangeQuote, QuoteRequest } from '../../domain/funds/funds';
import { err, ok, type Result } from '../../domain/shared/result';
import { FundsApi } from './funds-api.port';
import { type FundsRefusal, fundsRefusalOf } from './funds-refusal';

/**
 * A price for exchanging an amount between NADI and USDT in the fund account, valid until its expiry. The
 * server's refusals (insufficient balance with its figures, below the minimum, a wrong pair) come back as
 * values; any other failure rejects with the API's AppError.
 */
@injectable()
export class QuoteExchangeUseCase {
  constructor(@inject(FundsApi) private readonly funds: FundsApi) {}

  async execute(request: QuoteRequest): Promise<Result<ExchangeQuote, FundsRefusal>> {
    try {
      return ok(await this.funds.quote(request));
    } catch (error) {
      const refusal = fundsRefusalOf(error);
      if (refusal) return err(refusal);
      throw error;
    }
  }
}
