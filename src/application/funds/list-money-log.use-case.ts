import { inject, injectable } from 'inversify';
import { type FundRecordCategory, typesOfCategory } from '../../domain/funds/fund-record-category';
import { FundsApi, type MoneyLogPage } from './funds-api.port';

/**
 * A page of the money log, newest first: all records, or those of one category (asked as its type codes),
 * with the counts per type over the whole log for the filter's badges. Fails with the API's AppError.
 */
@injectable()
export class ListMoneyLogUseCase {
  constructor(@inject(FundsApi) private readonly funds: FundsApi) {}

  execute(category: FundRecordCategory | null, page: number, pageSize: number): Promise<MoneyLogPage> {
    const query = { page, pageSize };
    return category === null
      ? this.funds.moneyLog(query)
      : this.funds.moneyLog(query, typesOfCategory(category));
  }
}
