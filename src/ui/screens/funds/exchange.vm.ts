import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ExchangeFundsUseCase } from '../../../application/funds/exchange-funds.use-case';
import { FundsApi } from '../../../application/funds/funds-api.port';
import type { FundsRefusal } from '../../../application/funds/funds-refusal';
import { QuoteExchangeUseCase } from '../../../application/funds/quote-exchange.use-case';
import { Clock } from '../../../application/shared/clock.port';
import { ConnectivityStore, type MoneyBlock } from '../../../application/shared/connectivity.store';
import { newRequestId } from '../../../application/shared/request-id';
import { fundAvailable } from '../../../domain/funds/asset-display';
import { otherExchangeCoin, validateExchangeAmount } from '../../../domain/funds/exchange-rules';
import type { Assets, Exchange, ExchangeCoin, ExchangeQuote } from '../../../domain/funds/funds';
import { formatPlainAmount } from '../../../domain/shared/money-format';
import type { Result } from '../../../domain/shared/result';
import type { AmountError } from '../../../domain/shared/validation';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { ExchangeQuoteFeed } from './exchange-quote';

export interface ExchangeParams {
  readonly active: boolean;
}

export type ExchangeStep = 'form' | 'confirm' | 'done';

/**
 * The exchange (`/wallet/exchange`): NADI ↔ USDT in the fund account. The amount is checked as it is typed
 * (nothing is asked for a wrong one); a valid one is quoted after a pause, and the quote counts down and is
 * asked again when it runs out (ExchangeQuoteFeed). Continue opens the confirm step with the quote's figures;
 * confirming sends the exchange once, whatever the taps: an attempt keeps its request id through retries (a
 * lost answer is safe to retry), a new quote starts a new attempt. A refusal keeps what was typed: an expired
 * quote is quoted again for the user to confirm, insufficient balance names both figures.
 */
@injectable()
export class ExchangeVm implements ViewModel<ExchangeParams> {
  from: ExchangeCoin = 'NADI';
  amount = '';
  step: ExchangeStep = 'form';
  /** The exchange refused the confirmed quote (other than "expired"). */
  sendRefusal: FundsRefusal | null = null;
  /** The quote expired as the user confirmed: a new one is shown, to be confirmed again. */
  renewed = false;
  sending = false;
  /** The exchange was sent but no answer came: retrying sends the same request id. */
  sendError: unknown = null;
  result: Exchange | null = null;
  submitted = false;
  readonly balances: Loadable<Assets>;
  readonly feed: ExchangeQuoteFeed;
  private attempt: { readonly quoteId: string; readonly requestId: string } | null = null;
  private sendPromise: Promise<boolean> | null = null;
  private readonly visit = new Visit();

  constructor(
    @inject(QuoteExchangeUseCase) quoteExchange: QuoteExchangeUseCase,
    @inject(ExchangeFundsUseCase) private readonly exchangeFunds: ExchangeFundsUseCase,
    @inject(FundsApi) funds: FundsApi,
    @inject(Clock) clock: Clock,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    this.balances = new Loadable(() => funds.assets());
    this.feed = new ExchangeQuoteFeed(
      (request) => quoteExchange.execute(request),
      clock,
      () => (this.check.ok ? { from: this.from, to: this.to, amount: this.check.value } : null),
      () => !this.sending,
    );
    makeAutoObservable<this, 'exchangeFunds' | 'attempt' | 'sendPromise' | 'visit' | 'connectivity'>(
      this,
      {
        connectivity: false,
        balances: false,
        feed: false,
        exchangeFunds: false,
        attempt: false,
        sendPromise: false,
        visit: false,
      },
      { autoBind: true },
    );
  }

  /** Each time the page comes on screen the balances reload; the quote counts only while it is there. */
  attach({ active }: ExchangeParams): void {
    if (this.visit.attach(active)) void this.balances.load();
    this.feed.setActive(active);
  }

  detach(): void {
    this.visit.leave();
    this.feed.setActive(false);
  }

  get to(): ExchangeCoin {
    return otherExchangeCoin(this.from);
  }

  /** What the fund account holds of the coin given; null until the balances have loaded. */
  get available(): Decimal | null {
    return this.balances.data ? fundAvailable(this.balances.data, this.from) : null;
  }

  get check(): Result<Decimal, AmountError> {
    return validateExchangeAmount(this.amount, this.available);
  }

  /** The rule the amount breaks, once there is something to say: as soon as it is typed, or on Continue. */
  get amountError(): AmountError | null {
    const check = this.check;
    if (check.ok) return null;
    return this.submitted || check.error.kind !== 'required' ? check.error : null;
  }

  get quote(): ExchangeQuote | null {
    return this.feed.quote;
  }

  /** The server's refusal to show: of the exchange, else of the quote. */
  get refusal(): FundsRefusal | null {
    return this.sendRefusal ?? this.feed.refusal;
  }

  /** Why nothing can be exchanged right now (offline: refused, never queued); null when it can. */
  get moneyBlock(): MoneyBlock | null {
    return this.connectivity.moneyBlock;
  }

  get canContinue(): boolean {
    return this.check.ok && this.feed.live && !this.feed.quoting && !this.moneyBlock;
  }

  get canConfirm(): boolean {
    return (
      this.step === 'confirm' && this.feed.live && !this.feed.quoting && !this.sending && !this.moneyBlock
    );
  }

  setAmount(text: string): void {
    this.amount = text.trim();
    this.changed();
  }

  /** Swaps the direction: NADI → USDT becomes USDT → NADI; the amount typed stays, in the other coin. */
  swap(): void {
    this.from = this.to;
    this.changed();
  }

  /** The whole available balance of the coin given (at most 6 decimals, truncated). */
  fillMax(): void {
    if (this.available === null) return;
    this.amount = formatPlainAmount(this.available);
    this.changed();
  }

  retryQuote(): Promise<void> {
    return this.feed.fetch();
  }

  /** Goes to the confirm step when the amount is valid and a live quote is on screen. */
  continue(): void {
    this.submitted = true;
    if (!this.canContinue) return;
    this.step = 'confirm';
    this.sendError = null;
    this.renewed = false;
  }

  /** Leaves the confirm step without sending (not while a send is under way). */
  back(): void {
    if (this.sending) return;
    this.step = 'form';
    this.renewed = false;
  }

  /** Sends the exchange at the quote on screen; a second tap while it runs gets the same answer. */
  confirm(): Promise<boolean> {
    if (this.sendPromise) return this.sendPromise;
    const quote = this.quote;
    if (!quote || !this.canConfirm) return Promise.resolve(false);
    this.sendPromise = this.send(quote).finally(() => runInAction(() => (this.sendPromise = null)));
    return this.sendPromise;
  }

  /** After a result: an empty form for another exchange in the same direction. */
  startOver(): void {
    this.result = null;
    this.step = 'form';
    this.amount = '';
    this.submitted = false;
    this.changed();
  }

  private async send(quote: ExchangeQuote): Promise<boolean> {
    if (this.attempt?.quoteId !== quote.quoteId) {
      this.attempt = { quoteId: quote.quoteId, requestId: newRequestId() };
    }
    const { requestId } = this.attempt;
    this.sending = true;
    this.sendError = null;
    this.renewed = false;
    try {
      const answer = await this.exchangeFunds.execute(quote.quoteId, requestId);
      const expired = !answer.ok && answer.error.kind === 'quote-expired';
      runInAction(() => {
        this.attempt = null;
        this.sending = false;
        if (answer.ok) {
          this.result = answer.value;
          this.step = 'done';
        } else if (!expired) {
          this.sendRefusal = answer.error;
          this.step = 'form';
        }
      });
      if (expired) {
        runInAction(() => (this.renewed = true));
        await this.feed.fetch();
        return false;
      }
      this.feed.clear();
      void this.balances.load();
      return answer.ok;
    } catch (error) {
      runInAction(() => (this.sendError = error));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** The amount or the direction changed: the old quote and messages go, a new quote is asked after a pause. */
  private changed(): void {
    this.sendRefusal = null;
    this.renewed = false;
    this.attempt = null;
    this.feed.reset();
  }
}
