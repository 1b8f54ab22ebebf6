import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type FundsRefusal, fundsRefusalOf } from '../../../application/funds/funds-refusal';
import {
  type PendingWithdrawal,
  WithdrawFundsUseCase,
} from '../../../application/funds/withdraw-funds.use-case';
import { ConnectivityStore, type MoneyBlock } from '../../../application/shared/connectivity.store';
import { isUncertainOutcome } from '../../../application/shared/request-id';
import { quoteWithdrawal, type WithdrawQuote } from '../../../domain/funds/fund-moves';
import type { Withdrawal, WithdrawConfig } from '../../../domain/funds/funds';
import { FUNDS_MAX_DECIMALS, validateWithdraw, type WithdrawError } from '../../../domain/funds/funds-rules';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface WithdrawParams {
  readonly active: boolean;
}

export type WithdrawRuleError = WithdrawError;
/** Typing, checking the summary before confirming, waiting for the answer. */
export type WithdrawStep = 'form' | 'confirm' | 'sending';

/**
 * Withdraw (/withdraw, spec sections 5 and 9): NADI to the logged-in wallet's address. The amount (with Max)
 * is checked before anything is sent: not empty, a number, not below 0, at most 6 decimals, at least the
 * minimum, not above what is available nor the review limit the server names; the fee and the amount received show as soon as it is valid, and
 * again on the confirmation step. A refusal keeps what was typed. A send without an answer (network) stays
 * pending: the screen says so, and sending again uses the same request id, so nothing is withdrawn twice.
 */
@injectable()
export class WithdrawVm implements ViewModel<WithdrawParams> {
  readonly config: Loadable<WithdrawConfig>;
  amountText = '';
  error: WithdrawRuleError | null = null;
  step: WithdrawStep = 'form';
  failure: unknown = null;
  /** Sent earlier without an answer (this tab, before a reload too). */
  pending: PendingWithdrawal | null = null;
  /** Looking for the pending withdrawal on the list. */
  settling = false;
  /** The withdrawal the server accepted (this visit). */
  done: Withdrawal | null = null;
  private readonly visit = new Visit();

  constructor(
    @inject(WithdrawFundsUseCase) private readonly withdraw: WithdrawFundsUseCase,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    this.config = new Loadable(() => withdraw.config());
    makeAutoObservable<this, 'withdraw' | 'visit' | 'connectivity'>(
      this,
      { config: false, withdraw: false, visit: false, connectivity: false },
      { autoBind: true },
    );
  }

  attach({ active }: WithdrawParams): void {
    // Leaving the page drops an unconfirmed review (a send under way goes on).
    if (!active) this.cancelReview();
    if (!this.visit.attach(active)) return;
    this.done = null;
    this.step = 'form';
    void this.config.load();
    this.pending = this.withdraw.pending();
    if (this.pending) void this.settle();
  }

  detach(): void {
    this.visit.leave();
  }

  setAmount(text: string): void {
    if (this.step !== 'form') return;
    this.amountText = text;
    this.error = null;
    this.failure = null;
  }

  /** Everything available, at most 6 decimals (cut, never rounded up). */
  setMax(): void {
    const available = this.config.data?.available;
    if (available)
      this.setAmount(available.toDecimalPlaces(FUNDS_MAX_DECIMALS, Decimal.ROUND_DOWN).toFixed());
  }

  /** The amount's fee and what arrives, while the typed amount passes the rules; else null. */
  get quote(): WithdrawQuote | null {
    const config = this.config.data;
    if (!config) return null;
    const amount = this.check(config);
    return amount.ok ? quoteWithdrawal(amount.value, config.feeRate, config.minFee) : null;
  }

  /** The server's refusal, when the last send was refused (insufficient balance, below minimum, coin). */
  get refusal(): FundsRefusal | null {
    return fundsRefusalOf(this.failure);
  }

  /** Why nothing can be withdrawn right now (offline: refused, never queued); null when it can. */
  get moneyBlock(): MoneyBlock | null {
    return this.connectivity.moneyBlock;
  }

  /** The last send got no answer: it may have been made (the list tells). */
  get uncertain(): boolean {
    return this.failure !== null && isUncertainOutcome(this.failure);
  }

  /** Checks the rules; when they pass, shows the confirmation step. Nothing is sent. */
  review(): boolean {
    const config = this.config.data;
    if (this.step !== 'form' || !config || this.pending || this.moneyBlock) return false;
    const amount = this.check(config);
    if (!amount.ok) {
      this.error = amount.error;
      return false;
    }
    this.failure = null;
    this.step = 'confirm';
    return true;
  }

  cancelReview(): void {
    if (this.step === 'confirm') this.step = 'form';
  }

  /** Sends the reviewed withdrawal; a second tap while it is under way sends nothing. */
  async confirm(): Promise<boolean> {
    const quote = this.quote;
    if (this.step !== 'confirm' || !quote || this.moneyBlock) return false;
    return this.send(quote.amount);
  }

  /** Sends the pending withdrawal again, with its own request id (never a second withdrawal). */
  async retryPending(): Promise<boolean> {
    if (this.step === 'sending' || !this.pending || this.moneyBlock) return false;
    return this.send(this.pending.amount);
  }

  /** Looks for the pending withdrawal among the newest; found, it is shown as done. */
  async settle(): Promise<void> {
    if (this.settling) return;
    this.settling = true;
    try {
      const found = await this.withdraw.settlePending();
      runInAction(() => {
        if (found) this.finish(found);
      });
    } catch {
      // Still unknown: the pending note stays, with its retry.
    } finally {
      runInAction(() => (this.settling = false));
    }
  }

  /** Forgets the pending withdrawal (the list shows whether it was made). */
  discardPending(): void {
    this.withdraw.discardPending();
    this.pending = null;
    this.failure = null;
  }

  private async send(amount: Decimal): Promise<boolean> {
    this.step = 'sending';
    this.failure = null;
    try {
      const withdrawal = await this.withdraw.execute(amount);
      runInAction(() => this.finish(withdrawal));
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = error;
        this.step = 'form';
        this.pending = this.withdraw.pending();
      });
      return false;
    }
  }

  private finish(withdrawal: Withdrawal): void {
    this.done = withdrawal;
    this.pending = null;
    this.step = 'form';
    this.amountText = '';
    void this.config.load();
  }

  private check(config: WithdrawConfig) {
    return validateWithdraw({
      amount: this.amountText,
      coin: config.coin,
      available: config.available,
      minimum: config.minAmount,
      reviewLimit: config.reviewLimit,
    });
  }
}
