import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FundsApi } from '../../../application/funds/funds-api.port';
import { IncomeByDayUseCase } from '../../../application/funds/income-by-day.use-case';
import { AmountPrivacyStore } from '../../../application/shared/amount-privacy.store';
import { Clock } from '../../../application/shared/clock.port';
import type { IncomeTotal, MoneyRecord } from '../../../domain/funds/funds';
import { type DayGroup, groupByDay } from '../../../domain/funds/record-days';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { IncomeChart } from './income-chart-state';

export interface IncomeParams {
  readonly active: boolean;
}

/**
 * The income record (`/wallet/income`): the income types of the money log only, newest first, by day, paged
 * by 10, with the totals per coin for today and all time (from the latest answer). The totals follow the
 * hide-amounts choice of the assets page. Above them, the chart of the last 30 days of income by day
 * (IncomeChart). Each visit refreshes both.
 */
@injectable()
export class IncomeVm implements ViewModel<IncomeParams> {
  totals: readonly IncomeTotal[] | null = null;
  readonly list: PagedList<MoneyRecord>;
  readonly chart: IncomeChart;
  private readonly visit = new Visit();

  constructor(
    @inject(FundsApi) funds: FundsApi,
    @inject(AmountPrivacyStore) private readonly privacy: AmountPrivacyStore,
    @inject(IncomeByDayUseCase) incomeByDay: IncomeByDayUseCase,
    @inject(Clock) clock: Clock,
  ) {
    this.chart = new IncomeChart(() => incomeByDay.execute(new Date(clock.now())));
    this.list = new PagedList(async (page, pageSize) => {
      const answer = await funds.incomeLog({ page, pageSize });
      runInAction(() => (this.totals = answer.totals));
      return answer;
    }, DEFAULT_PAGE_SIZE);
    makeAutoObservable<this, 'privacy' | 'visit'>(
      this,
      { list: false, chart: false, privacy: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ active }: IncomeParams): void {
    if (this.visit.attach(active)) void this.refresh();
  }

  detach(): void {
    this.visit.leave();
  }

  get hidden(): boolean {
    return this.privacy.hidden;
  }

  toggleHidden(): void {
    this.privacy.toggle();
  }

  get days(): readonly DayGroup<MoneyRecord>[] {
    return groupByDay(this.list.items);
  }

  async refresh(): Promise<void> {
    await Promise.all([this.list.refresh(), this.chart.load()]);
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}
