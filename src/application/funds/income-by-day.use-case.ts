import { inject, injectable } from 'inversify';
import type { MoneyRecord } from '../../domain/funds/funds';
import { type IncomeDay, incomeByDay, incomeRangeStart } from '../../domain/funds/income-days';
import { FundsApi } from './funds-api.port';

/** Income records asked per page for the chart (the most a list call takes). */
export const INCOME_CHART_PAGE_SIZE = 100;
/** At most this many pages are read for the chart (10 000 records over 30 days is far beyond any user). */
export const INCOME_CHART_MAX_PAGES = 10;

/**
 * The last 30 days of income by day, for the income record's chart. The API has no per-day call, so the
 * income records (`wallet/incomeLog`, newest first) are read page by page until one reaches past the
 * range's first day or the log ends, and summed per day and coin in the domain. Fails with the API's
 * AppError.
 */
@injectable()
export class IncomeByDayUseCase {
  constructor(@inject(FundsApi) private readonly funds: FundsApi) {}

  async execute(now: Date): Promise<readonly IncomeDay[]> {
    const start = incomeRangeStart(now).getTime();
    const records: MoneyRecord[] = [];
    for (let page = 1; page <= INCOME_CHART_MAX_PAGES; page += 1) {
      const answer = await this.funds.incomeLog({ page, pageSize: INCOME_CHART_PAGE_SIZE });
      records.push(...answer.items);
      const last = answer.items.at(-1);
      const done = page * answer.pageSize >= answer.total || answer.items.length === 0;
      if (done || (last !== undefined && last.createdAt.getTime() < start)) break;
    }
    return incomeByDay(records, now);
  }
}
