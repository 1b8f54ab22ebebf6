import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MiningApi } from '../../../application/mining/mining-api.port';
import type { PowerLogEntry } from '../../../domain/mining/mining';
import { type PowerLogType, powerLogTypes } from '../../../domain/mining/mining-status';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface PowerLogParams {
  readonly active: boolean;
}

/** The filters of the log: every type, or one of them. */
export const POWER_LOG_FILTERS: readonly (PowerLogType | null)[] = [null, ...powerLogTypes.members];

/**
 * The power log (`/mingLog`) by type: a filter (all, freeze, unlock, withdraw, buy machine, buy node),
 * each a paged list kept while the user switches; the shown one refreshes on each visit and switch.
 */
@injectable()
export class PowerLogVm implements ViewModel<PowerLogParams> {
  type: PowerLogType | null = null;
  private readonly lists = new Map<PowerLogType | null, PagedList<PowerLogEntry>>();
  private readonly visit = new Visit();

  constructor(@inject(MiningApi) private readonly mining: MiningApi) {
    makeAutoObservable<this, 'lists' | 'mining' | 'visit'>(
      this,
      { lists: false, list: false, mining: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ active }: PowerLogParams): void {
    if (this.visit.attach(active)) void this.list.refresh();
  }

  detach(): void {}

  get list(): PagedList<PowerLogEntry> {
    let list = this.lists.get(this.type);
    if (!list) {
      const type = this.type;
      list = new PagedList(
        (page, pageSize) => this.mining.powerLog({ page, pageSize, type }),
        DEFAULT_PAGE_SIZE,
      );
      this.lists.set(type, list);
    }
    return list;
  }

  setType(type: PowerLogType | null): void {
    if (type === this.type) return;
    this.type = type;
    void this.list.refresh();
  }
}
