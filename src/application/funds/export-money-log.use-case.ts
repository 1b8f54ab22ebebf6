import { inject, injectable } from 'inversify';
import type { FundRecordType } from '../../domain/funds/fund-record-type';
import type { MoneyRecord } from '../../domain/funds/funds';
import { hasMore } from '../../domain/shared/paging';
import { FundsApi } from './funds-api.port';

/** How far an export has come: records fetched of the total the server counts. */
export interface ExportProgress {
  readonly loaded: number;
  readonly total: number;
}

/** Records asked per call while exporting (the most a page may hold). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every money-log record of some types (all records without), newest first, fetched page by page for an
 * export however long the history: not the pages the screen happened to load. Reports its progress after
 * each page; a record that slid onto the next page (a new one arrived meanwhile) is kept once. Stops with
 * `signal`; fails with the API's error.
 */
@injectable()
export class ExportMoneyLogUseCase {
  constructor(@inject(FundsApi) private readonly funds: FundsApi) {}

  async execute(
    types: readonly FundRecordType[] | undefined,
    onProgress: (progress: ExportProgress) => void = () => {},
    signal?: AbortSignal,
  ): Promise<readonly MoneyRecord[]> {
    const records = new Map<number, MoneyRecord>();
    for (let page = 1; ; page++) {
      signal?.throwIfAborted();
      const answer = await this.funds.moneyLog({ page, pageSize: EXPORT_PAGE_SIZE }, types);
      for (const record of answer.items) if (!records.has(record.id)) records.set(record.id, record);
      onProgress({ loaded: records.size, total: Math.max(answer.total, records.size) });
      if (answer.items.length === 0 || !hasMore(answer)) break;
    }
    return [...records.values()];
  }
}
