import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MiningApi } from '../../../application/mining/mining-api.port';
import type { DestroyEntry } from '../../../domain/mining/mining';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface DestroyListParams {
  readonly active: boolean;
}

/** The user's destroy-mining entries (`/destoryList`), newest first, paged; refreshed on each visit. */
@injectable()
export class DestroyListVm implements ViewModel<DestroyListParams> {
  readonly entries: PagedList<DestroyEntry>;
  private readonly visit = new Visit();

  constructor(@inject(MiningApi) mining: MiningApi) {
    this.entries = new PagedList(
      (page, pageSize) => mining.destroyEntries({ page, pageSize }),
      DEFAULT_PAGE_SIZE,
    );
    makeAutoObservable<this, 'visit'>(this, { entries: false, visit: false }, { autoBind: true });
  }

  attach({ active }: DestroyListParams): void {
    if (this.visit.attach(active)) void this.entries.refresh();
  }

  detach(): void {}
}
