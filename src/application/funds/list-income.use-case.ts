import { inject, injectable } from 'inversify';
import { FundsApi, type IncomeLogPage } from './funds-api.port';

/** A page of the income record (income types only, newest first) with the totals per coin; fails with the API's AppError. */
@injectable()
export class ListIncomeUseCase {
  constructor(@inject(FundsApi) private readonly funds: FundsApi) {}

  execute(page: number, pageSize: number): Promise<IncomeLogPage> {
    return this.funds.incomeLog({ page, pageSize });
  }
}
