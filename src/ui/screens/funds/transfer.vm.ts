import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type FundsRefusal, fundsRefusalOf } from '../../../application/funds/funds-refusal';
import {
  type TransferBalances,
  type TransferCoin,
  TransferFundsUseCase,
} from '../../../application/funds/transfer-funds.use-case';
import { ConnectivityStore, type MoneyBlock } from '../../../application/shared/connectivity.store';
import { isUncertainOutcome, newRequestId } from '../../../application/shared/request-id';
import { type BalanceChange, previewTransfer } from '../../../domain/funds/fund-moves';
import type { Transfer, TransferAccount } from '../../../domain/funds/funds';
import { FUNDS_MAX_DECIMALS, validateTransferAmount } from '../../../domain/funds/funds-rules';
import type { AmountError } from '../../../domain/shared/validation';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface TransferParams {
  readonly active: boolean;
  /** `?to=trade` (the trade screen's Transfer action) or `?to=fund`: the destination to start with. */
  readonly to: string | null;
}

export type TransferStep = 'form' | 'confirm' | 'sending';

const ZERO = new Decimal(0);

/**
 * Transfer (/draw, spec section 5): NADI or USDT between the fund account and the trade account, either
 * way (a swap control). The amount (with Max) is checked before anything is sent: not empty, a number,
 * above 0, at most 6 decimals, not above what the source holds; both accounts' balances show before →
 * after, and again on the confirmation step. One request per confirmation: a second tap sends nothing, and
 * a retry after no answer reuses the request id, so the server makes at most one transfer.
 */
@injectable()
export class TransferVm implements ViewModel<TransferParams> {
  readonly balances: Loadable<TransferBalances>;
  from: TransferAccount = 'fund';
  coin: TransferCoin = 'USDT';
  amountText = '';
  error: AmountError | null = null;
  step: TransferStep = 'form';
  failure: unknown = null;
  /** The last transfer made this visit. */
  done: Transfer | null = null;
  private requestId: string | null = null;
  private readonly visit = new Visit();

  constructor(
    @inject(TransferFundsUseCase) private readonly transfers: TransferFundsUseCase,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    this.balances = new Loadable(() => transfers.balances());
    makeAutoObservable<this, 'transfers' | 'visit' | 'requestId' | 'connectivity'>(
      this,
      { balances: false, transfers: false, visit: false, requestId: false, connectivity: false },
      { autoBind: true },
    );
  }

  attach({ active, to }: TransferParams): void {
    // Leaving the page drops an unconfirmed review (a send under way goes on).
    if (!active) this.cancelReview();
    if (!this.visit.attach(active, to)) return;
    if (to === 'trade' || to === 'fund') this.from = to === 'trade' ? 'fund' : 'trade';
    this.done = null;
    this.step = 'form';
    this.failure = null;
    void this.balances.load();
  }

  detach(): void {
    this.visit.leave();
  }

  get to(): TransferAccount {
    return this.from === 'fund' ? 'trade' : 'fund';
  }

  /** What the source account holds of the coin; null until the balances have loaded. */
  get available(): Decimal | null {
    return this.balances.data?.[this.from][this.coin] ?? null;
  }

  /** Both accounts before → after (the amount counts once it is a valid one). */
  get preview(): { readonly from: BalanceChange; readonly to: BalanceChange } | null {
    const balances = this.balances.data;
    if (!balances) return null;
    const amount = this.check();
    const moved = amount?.ok ? amount.value : ZERO;
    const held = { from: balances[this.from][this.coin], to: balances[this.to][this.coin] };
    return previewTransfer(this.from, this.to, held, moved);
  }

  get refusal(): FundsRefusal | null {
    return fundsRefusalOf(this.failure);
  }

  /** Fund ↔ trade. */
  swap(): void {
    if (this.step !== 'form') return;
    this.from = this.to;
    this.edited();
  }

  setCoin(coin: TransferCoin): void {
    if (this.step !== 'form' || coin === this.coin) return;
    this.coin = coin;
    this.edited();
  }

  setAmount(text: string): void {
    if (this.step !== 'form') return;
    this.amountText = text;
    this.edited();
  }

  /** All the source holds, at most 6 decimals (cut, never rounded up). */
  setMax(): void {
    const available = this.available;
    if (available)
      this.setAmount(available.toDecimalPlaces(FUNDS_MAX_DECIMALS, Decimal.ROUND_DOWN).toFixed());
  }

  /** Why nothing can be transferred right now (offline: refused, never queued); null when it can. */
  get moneyBlock(): MoneyBlock | null {
    return this.connectivity.moneyBlock;
  }

  /** Checks the rules; when they pass, shows the confirmation step. Nothing is sent. */
  review(): boolean {
    if (this.step !== 'form' || this.moneyBlock) return false;
    const amount = this.check();
    if (!amount) return false;
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

  /** Makes the reviewed transfer; resolves whether it was made. */
  async confirm(): Promise<boolean> {
    const amount = this.check();
    if (this.step !== 'confirm' || !amount?.ok || this.moneyBlock) return false;
    this.step = 'sending';
    this.requestId ??= newRequestId();
    const request = { from: this.from, to: this.to, coin: this.coin, amount: amount.value };
    try {
      const transfer = await this.transfers.execute({ ...request, requestId: this.requestId });
      runInAction(() => {
        this.done = transfer;
        this.requestId = null;
        this.amountText = '';
        this.step = 'form';
      });
      void this.balances.load();
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = error;
        // Refused: nothing moved, a new attempt is a new request. No answer: the retry keeps the id.
        if (!isUncertainOutcome(error)) this.requestId = null;
        this.step = 'form';
      });
      if (this.refusal?.kind === 'insufficient-balance') void this.balances.load();
      return false;
    }
  }

  /** The rules against the source's balance; null while the balances are not loaded. */
  private check() {
    const available = this.available;
    return available === null ? null : validateTransferAmount(this.amountText, available);
  }

  /** Anything changed: a new request, and old messages go. */
  private edited(): void {
    this.requestId = null;
    this.error = null;
    this.failure = null;
    this.done = null;
  }
}
