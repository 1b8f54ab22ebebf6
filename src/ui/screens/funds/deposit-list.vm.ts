import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { FundsApi } from '../../../application/funds/funds-api.port';
import type { Deposit } from '../../../domain/funds/funds';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { LiveList } from './deposit-live-list';

export interface DepositListParams {
  readonly active: boolean;
}

/**
 * The deposit history (/recharge/list): each deposit with its state, detected → "n of N confirmations" →
 * credited (or below the minimum). Reloaded on each visit; live while a deposit is counting confirmations
 * and the page is on screen.
 */
@injectable()
export class DepositListVm implements ViewModel<DepositListParams> {
  readonly list: PagedList<Deposit>;
  private readonly live: LiveList<Deposit>;
  private readonly visit = new Visit();

  constructor(@inject(FundsApi) funds: FundsApi) {
    this.list = new PagedList((page, pageSize) => funds.deposits({ page, pageSize }), DEFAULT_PAGE_SIZE);
    this.live = new LiveList(
      this.list,
      (pageSize) => funds.deposits({ page: 1, pageSize }),
      (deposit) => deposit.status === 'confirming',
    );
    makeAutoObservable<this, 'live' | 'visit'>(
      this,
      { list: false, live: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ active }: DepositListParams): void {
    if (this.visit.attach(active)) void this.list.refresh();
    if (active) this.live.resume();
    else this.live.pause();
  }

  detach(): void {
    this.live.pause();
    this.visit.leave();
  }

  /** A deposit is still counting confirmations: the list updates on its own (the screen says so). */
  get updating(): boolean {
    return this.list.items.some((deposit) => deposit.status === 'confirming');
  }
}
