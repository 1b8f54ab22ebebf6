import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { FundsApi } from '../../../application/funds/funds-api.port';
import type { Transfer } from '../../../domain/funds/funds';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface TransferListParams {
  readonly active: boolean;
}

/** The transfer history (/draw/list): from, to, coin, amount, time; reloaded on each visit. */
@injectable()
export class TransferListVm implements ViewModel<TransferListParams> {
  readonly list: PagedList<Transfer>;
  private readonly visit = new Visit();

  constructor(@inject(FundsApi) funds: FundsApi) {
    this.list = new PagedList((page, pageSize) => funds.transfers({ page, pageSize }), DEFAULT_PAGE_SIZE);
    makeAutoObservable<this, 'visit'>(this, { list: false, visit: false }, { autoBind: true });
  }

  attach({ active }: TransferListParams): void {
    if (this.visit.attach(active)) void this.list.refresh();
  }

  detach(): void {
    this.visit.leave();
  }
}
