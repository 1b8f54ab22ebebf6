import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { FundsApi } from '../../../application/funds/funds-api.port';
import { AmountPrivacyStore } from '../../../application/shared/amount-privacy.store';
import type { AccountKind } from '../../../domain/funds/account-kind';
import { accountOf, accountValue, SHOWN_ACCOUNTS, shownAssets } from '../../../domain/funds/asset-display';
import type { Asset, Assets } from '../../../domain/funds/funds';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface AssetsParams {
  /** Whether the page is on screen: each new visit reloads, since money moves on other screens. */
  readonly active: boolean;
}

/** One account as the screen shows it: its coins (NADI, USDT, VIC where held) and its value in USDT. */
export interface AccountView {
  readonly kind: AccountKind;
  readonly value: Decimal;
  readonly assets: readonly Asset[];
}

/**
 * The assets page (`/wallet`): the fund account, the trade account and the destroy quota per coin, the
 * total in USDT, and the hide-amounts choice (kept in storage, shared by the funds screens). Reloaded on
 * each visit and on pull-to-refresh; a failed reload keeps what was shown.
 */
@injectable()
export class AssetsVm implements ViewModel<AssetsParams> {
  readonly assets: Loadable<Assets>;
  private readonly visit = new Visit();

  constructor(
    @inject(FundsApi) private readonly funds: FundsApi,
    @inject(AmountPrivacyStore) private readonly privacy: AmountPrivacyStore,
  ) {
    this.assets = new Loadable(() => this.funds.assets());
    makeAutoObservable<this, 'funds' | 'privacy' | 'visit'>(
      this,
      { assets: false, funds: false, privacy: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ active }: AssetsParams): void {
    if (this.visit.attach(active)) void this.refresh();
  }

  detach(): void {
    this.visit.leave();
  }

  refresh(): Promise<void> {
    return this.assets.load();
  }

  get hidden(): boolean {
    return this.privacy.hidden;
  }

  toggleHidden(): void {
    this.privacy.toggle();
  }

  get firstLoad(): boolean {
    return this.assets.data === null && this.assets.error === null;
  }

  /** Failed with nothing to show: the error with a retry. */
  get loadFailure(): unknown {
    return this.assets.failedEmpty ? this.assets.error : null;
  }

  /** A reload failed: the last figures stay, with a line saying so. */
  get refreshFailure(): unknown {
    return this.assets.data !== null ? this.assets.error : null;
  }

  get totalUsdt(): Decimal | null {
    return this.assets.data?.totalUsdt ?? null;
  }

  get accounts(): readonly AccountView[] {
    const data = this.assets.data;
    if (!data) return [];
    return SHOWN_ACCOUNTS.map((kind) => {
      const account = accountOf(data, kind);
      return { kind, value: accountValue(account), assets: shownAssets(account) };
    });
  }
}
