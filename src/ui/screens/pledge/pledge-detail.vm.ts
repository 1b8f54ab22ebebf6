import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PledgeApi } from '../../../application/pledge/pledge-api.port';
import { SavePledgeUseCase } from '../../../application/pledge/pledge-money.use-case';
import type { PledgeRefusal } from '../../../application/pledge/pledge-refusal';
import { Clock } from '../../../application/shared/clock.port';
import { ConnectivityStore, type MoneyBlock } from '../../../application/shared/connectivity.store';
import { AppStorage } from '../../../application/shared/storage.port';
import type { PledgeOffer, PledgePosition, PledgeProduct } from '../../../domain/pledge/pledge';
import { shareOfBalance, validatePledge } from '../../../domain/pledge/pledge-rules';
import { minimumNadi, type ProductStatus } from '../../../domain/pledge/pledge-schedule';
import type { Result } from '../../../domain/shared/result';
import type { AmountError, InsufficientBalance } from '../../../domain/shared/validation';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { type PledgePreview, pledgePreview } from './pledge-preview';
import { PledgeTicker } from './pledge-ticker';
import { type ProductCardView, productCard } from './pledge-views';

export interface PledgeDetailParams {
  /** The product id of the route; null when it is not a whole number. */
  readonly id: number | null;
  readonly active: boolean;
}

export type PledgeAmountError = AmountError | InsufficientBalance;
/** Typing, checking the summary before confirming, waiting for the answer. */
export type PledgeDetailStep = 'form' | 'confirm' | 'sending';
/** The quick shares of the balance. */
export const SHARE_BUTTONS = [25, 50, 75] as const;

/** The amount kept for product `id` in the session's "pledge detail", or ''. */
const draftFor = (stored: unknown, id: number): string => {
  if (typeof stored !== 'object' || stored === null) return '';
  const { id: storedId, amount } = stored as { id?: unknown; amount?: unknown };
  return storedId === id && typeof amount === 'string' ? amount : '';
};

/**
 * One product (`/pledge/detail/{id}`): its terms, an amount in NADI (the minimum in U and its NADI value at
 * the price, Max and 25/50/75 % of the balance) checked as it is typed with `validatePledge`, a preview
 * (daily income, income at maturity, end date, the release calendar), a confirmation step, then the save.
 * A refusal keeps the input and names the server's figures; a save clears it and shows the new position.
 */
@injectable()
export class PledgeDetailVm implements ViewModel<PledgeDetailParams> {
  readonly offer: Loadable<PledgeOffer>;
  readonly ticker: PledgeTicker;
  id: number | null = null;
  amountText = '';
  /** Review was asked: an empty amount now says it is required. */
  submitted = false;
  step: PledgeDetailStep = 'form';
  refusal: PledgeRefusal | null = null;
  failure: unknown = null;
  saved: PledgePosition | null = null;
  private readonly visit = new Visit();

  constructor(
    @inject(PledgeApi) private readonly pledge: PledgeApi,
    @inject(SavePledgeUseCase) private readonly savePledge: SavePledgeUseCase,
    @inject(Clock) clock: Clock,
    @inject(AppStorage) private readonly storage: AppStorage,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    this.offer = new Loadable(() => this.pledge.offer(this.id ?? 0));
    this.ticker = new PledgeTicker(clock);
    makeAutoObservable<this, 'pledge' | 'savePledge' | 'visit' | 'storage' | 'connectivity'>(
      this,
      {
        offer: false,
        ticker: false,
        pledge: false,
        savePledge: false,
        visit: false,
        storage: false,
        connectivity: false,
      },
      { autoBind: true },
    );
  }

  attach({ id, active }: PledgeDetailParams): void {
    this.id = id;
    if (active) this.ticker.start();
    else {
      this.ticker.stop();
      this.cancelReview();
    }
    if (!this.visit.attach(active, id) || id === null) return;
    // The amount typed for this product before a reload comes back (spec: "pledge detail" in the session).
    if (this.amountText === '') this.amountText = draftFor(this.storage.getSession('pledgeDetail'), id);
    this.saved = null;
    this.refusal = null;
    this.failure = null;
    void this.offer.load();
  }

  detach(): void {
    this.visit.leave();
    this.ticker.stop();
  }

  get missingId(): boolean {
    return this.id === null;
  }

  get product(): PledgeProduct | null {
    return this.offer.data?.product ?? null;
  }

  /** The product at the ticking time: status, countdown, days left, pools. */
  get card(): ProductCardView | null {
    return this.product ? productCard(this.product, this.ticker.date) : null;
  }

  get status(): ProductStatus | null {
    return this.card?.status ?? null;
  }

  /** The minimum of {min_pledge} U in NADI at the price; null without a price. */
  get minimum(): Decimal | null {
    const offer = this.offer.data;
    return offer ? minimumNadi(offer.product.minPledge, offer.nadiPrice) : null;
  }

  get check(): Result<Decimal, PledgeAmountError> | null {
    const offer = this.offer.data;
    if (!offer) return null;
    return validatePledge({
      amount: this.amountText.trim(),
      minPledge: offer.product.minPledge,
      nadiPrice: offer.nadiPrice,
      balance: offer.balance,
    });
  }

  /** The rule the amount breaks, as it is typed (an empty field only after a review was asked). */
  get error(): PledgeAmountError | null {
    const check = this.check;
    if (!check || check.ok) return null;
    if (check.error.kind === 'required' && !this.submitted) return null;
    return check.error;
  }

  /** Why saving is off now (offline: money never moves and nothing is queued), or null. */
  get moneyBlock(): MoneyBlock | null {
    return this.connectivity.moneyBlock;
  }

  /** Only an open product takes savings. */
  get open(): boolean {
    return this.status === 'open';
  }

  /** What the typed amount would bring (pledge-preview.ts), at the ticking time. */
  get preview(): PledgePreview | null {
    const product = this.product;
    const check = this.check;
    return product && check ? pledgePreview(product, check, this.ticker.date) : null;
  }

  setAmount(text: string): void {
    if (this.step !== 'form') return;
    this.amountText = text;
    if (this.id !== null) this.storage.setSession('pledgeDetail', { id: this.id, amount: text });
    this.refusal = null;
    this.failure = null;
    this.saved = null;
  }

  /** A share of the balance (Max is 100), cut to 6 decimals. */
  setShare(percent: number): void {
    const balance = this.offer.data?.balance;
    if (balance) this.setAmount(shareOfBalance(balance, percent).toFixed());
  }

  /** Checks the amount; when it passes and the product is open, shows the confirmation. Nothing is sent. */
  review(): boolean {
    if (this.step !== 'form' || this.moneyBlock) return false;
    this.submitted = true;
    if (!this.check?.ok || !this.open) return false;
    this.refusal = null;
    this.failure = null;
    this.step = 'confirm';
    return true;
  }

  cancelReview(): void {
    if (this.step === 'confirm') this.step = 'form';
  }

  /** Saves the reviewed amount; a second tap while it is under way sends nothing. */
  async confirm(): Promise<boolean> {
    const check = this.check;
    const id = this.id;
    if (this.step !== 'confirm' || !check?.ok || id === null || this.moneyBlock) return false;
    this.step = 'sending';
    try {
      const result = await this.savePledge.execute(id, check.value);
      runInAction(() => {
        if (result.ok) {
          this.saved = result.value;
          this.amountText = '';
          this.submitted = false;
          this.storage.removeSession('pledgeDetail');
        } else this.refusal = result.error;
      });
      // The balance and the pool moved (or the refusal says they differ from what was shown).
      void this.offer.load();
      return result.ok;
    } catch (error) {
      runInAction(() => (this.failure = error));
      return false;
    } finally {
      runInAction(() => (this.step = 'form'));
    }
  }
}
