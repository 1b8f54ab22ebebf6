import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ExportMoneyLogUseCase,
  type ExportProgress,
} from '../../../application/funds/export-money-log.use-case';
import { FundsApi } from '../../../application/funds/funds-api.port';
import {
  categoryCount,
  FUND_RECORD_CATEGORIES,
  type FundRecordCategory,
  totalCount,
  typesOfCategory,
} from '../../../domain/funds/fund-record-category';
import type { FundRecordType } from '../../../domain/funds/fund-record-type';
import type { MoneyRecord } from '../../../domain/funds/funds';
import { type MoneyLogCsvWords, moneyLogCsv, moneyLogCsvName } from '../../../domain/funds/money-log-csv';
import { type DayGroup, groupByDay } from '../../../domain/funds/record-days';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface MoneyLogParams {
  readonly active: boolean;
}

/** A filter chip: all records, or one category. */
export type MoneyLogFilter = FundRecordCategory | null;
export const MONEY_LOG_FILTERS: readonly MoneyLogFilter[] = [null, ...FUND_RECORD_CATEGORIES];

/**
 * The money log (`/wallet/moneyLog`): every record of the fund, trade and destroy-quota accounts, newest
 * first, grouped by day, paged by 10 with infinite scroll. A filter by category (fundRecordCategory) keeps one
 * list per category while the user switches, each refreshed when chosen; the badges count the whole log, from
 * the counts of the latest answer. Each visit refreshes the list on screen, so a movement made elsewhere
 * (an exchange, a transfer) shows when the user comes back.
 */
@injectable()
export class MoneyLogVm implements ViewModel<MoneyLogParams> {
  filter: MoneyLogFilter = null;
  counts: Readonly<Partial<Record<FundRecordType, number>>> | null = null;
  /** The export under way: records fetched of the total; null when none runs. */
  exporting: ExportProgress | null = null;
  /** The last export: how many rows the file holds and its name; or why it failed. */
  exported: { readonly rows: number; readonly name: string } | null = null;
  exportError: unknown = null;
  private readonly lists = new Map<MoneyLogFilter, PagedList<MoneyRecord>>();
  private readonly visit = new Visit();

  constructor(
    @inject(FundsApi) private readonly funds: FundsApi,
    @inject(ExportMoneyLogUseCase) private readonly exportLog: ExportMoneyLogUseCase,
  ) {
    makeAutoObservable<this, 'lists' | 'funds' | 'visit' | 'exportLog'>(
      this,
      { lists: false, list: false, funds: false, visit: false, exportLog: false },
      { autoBind: true },
    );
  }

  attach({ active }: MoneyLogParams): void {
    if (this.visit.attach(active)) void this.list.refresh();
  }

  detach(): void {
    this.visit.leave();
  }

  /** The list of the chosen filter. */
  get list(): PagedList<MoneyRecord> {
    let list = this.lists.get(this.filter);
    if (!list) {
      const filter = this.filter;
      list = new PagedList(async (page, pageSize) => {
        // A category is asked as its type codes; all records without any.
        const types = filter === null ? undefined : typesOfCategory(filter);
        const answer = await this.funds.moneyLog({ page, pageSize }, types);
        runInAction(() => (this.counts = answer.counts));
        return answer;
      }, DEFAULT_PAGE_SIZE);
      this.lists.set(filter, list);
    }
    return list;
  }

  /** The records on screen, by day. */
  get days(): readonly DayGroup<MoneyRecord>[] {
    return groupByDay(this.list.items);
  }

  /** A filter's badge: how many records it holds in the whole log; null until the first answer. */
  countOf(filter: MoneyLogFilter): number | null {
    if (this.counts === null) return null;
    return filter === null ? totalCount(this.counts) : categoryCount(filter, this.counts);
  }

  /** Whether there is anything to export, and no export under way. */
  get canExport(): boolean {
    return this.list.items.length > 0 && this.exporting === null;
  }

  /**
   * Every record of the chosen category, however many pages (fetched for the export, with its progress),
   * as a CSV file with the words of the person's language: its name and its text; null when it failed (the
   * screen says why) or another export runs.
   */
  async exportCsv(words: MoneyLogCsvWords): Promise<{ readonly name: string; readonly text: string } | null> {
    if (this.exporting) return null;
    const filter = this.filter;
    this.exporting = { loaded: 0, total: this.countOf(filter) ?? 0 };
    this.exported = null;
    this.exportError = null;
    try {
      const types = filter === null ? undefined : typesOfCategory(filter);
      const records = await this.exportLog.execute(types, (progress) =>
        runInAction(() => (this.exporting = progress)),
      );
      const file = { name: moneyLogCsvName(records, filter), text: moneyLogCsv(records, words) };
      runInAction(() => (this.exported = { rows: records.length, name: file.name }));
      return file;
    } catch (error) {
      runInAction(() => (this.exportError = error));
      return null;
    } finally {
      runInAction(() => (this.exporting = null));
    }
  }

  /** Chooses a filter: its list shows at once (as last seen) and refreshes. */
  setFilter(filter: MoneyLogFilter): void {
    if (filter === this.filter) return;
    this.filter = filter;
    this.exported = null;
    this.exportError = null;
    void this.list.refresh();
  }

  refresh(): Promise<void> {
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}
