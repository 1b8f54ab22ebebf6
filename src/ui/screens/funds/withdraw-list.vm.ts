import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { FundsApi } from '../../../application/funds/funds-api.port';
import { LocaleStore } from '../../../application/shared/locale.store';
import { WITHDRAW_WORDING } from '../../../domain/funds/fund-moves';
import type { Withdrawal } from '../../../domain/funds/funds';
import { isWithdrawPending, type WithdrawWording } from '../../../domain/funds/withdraw-status';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/paging';
import { PagedList } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { LiveList } from './deposit-live-list';

export interface WithdrawListParams {
  readonly active: boolean;
}

/**
 * The withdrawal history (/withdraw/list): status 0–3 in the wording the language uses (WITHDRAW_WORDING),
 * "n of 3" confirmations while confirming, the tx hash, and the reason and refund of a rejected one.
 * Reloaded on each visit; live while one is under way and the page is on screen.
 */
@injectable()
export class WithdrawListVm implements ViewModel<WithdrawListParams> {
  readonly list: PagedList<Withdrawal>;
  private readonly live: LiveList<Withdrawal>;
  private readonly visit = new Visit();

  constructor(
    @inject(FundsApi) funds: FundsApi,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    this.list = new PagedList((page, pageSize) => funds.withdrawals({ page, pageSize }), DEFAULT_PAGE_SIZE);
    this.live = new LiveList(
      this.list,
      (pageSize) => funds.withdrawals({ page: 1, pageSize }),
      (withdrawal) => isWithdrawPending(withdrawal.status),
    );
    makeAutoObservable<this, 'live' | 'visit' | 'locale'>(
      this,
      { list: false, live: false, visit: false, locale: false },
      { autoBind: true },
    );
  }

  attach({ active }: WithdrawListParams): void {
    if (this.visit.attach(active)) void this.list.refresh();
    if (active) this.live.resume();
    else this.live.pause();
  }

  detach(): void {
    this.live.pause();
    this.visit.leave();
  }

  /** The status wording of the current language: chain progress or review. */
  get wording(): WithdrawWording {
    return WITHDRAW_WORDING[this.locale.locale];
  }

  /** A withdrawal is still under way: the list updates on its own. */
  get updating(): boolean {
    return this.list.items.some((withdrawal) => isWithdrawPending(withdrawal.status));
  }
}
