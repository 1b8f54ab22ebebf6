import { makeAutoObservable, runInAction } from 'mobx';
import type { FundsRefusal } from '../../../application/funds/funds-refusal';
import type { Clock } from '../../../application/shared/clock.port';
import type { ExchangeQuote, QuoteRequest } from '../../../domain/funds/funds';
import { countdownTo } from '../../../domain/shared/countdown';
import type { Result } from '../../../domain/shared/result';

/** Typing settles this long before a quote is asked, so that each keystroke does not ask one. */
export const QUOTE_DEBOUNCE_MS = 400;
const TICK_MS = 1000;

type AskQuote = (request: QuoteRequest) => Promise<Result<ExchangeQuote, FundsRefusal>>;

/**
 * The live quote of the exchange form: asked a pause after the request changes, counted down to its expiry
 * while the page is on screen, and asked again when it runs out (unless the last ask failed: then the
 * user retries, so that a dead network is not asked every second). An answer to an older request is dropped.
 */
export class ExchangeQuoteFeed {
  quote: ExchangeQuote | null = null;
  quoting = false;
  /** The last ask failed (network, server fault). */
  error: unknown = null;
  /** The server refused the last ask (insufficient balance, below the minimum). */
  refusal: FundsRefusal | null = null;
  now: number;
  private active = false;
  private generation = 0;
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly ask: AskQuote,
    private readonly clock: Clock,
    /** What to quote now; null while the form does not hold a valid amount. */
    private readonly request: () => QuoteRequest | null,
    /** Whether a run-out quote may be asked again now (not while the exchange is being sent). */
    private readonly mayRenew: () => boolean,
  ) {
    this.now = clock.now();
    makeAutoObservable<
      this,
      'ask' | 'clock' | 'request' | 'mayRenew' | 'active' | 'generation' | 'debounce' | 'ticker'
    >(
      this,
      {
        ask: false,
        clock: false,
        request: false,
        mayRenew: false,
        active: false,
        generation: false,
        debounce: false,
        ticker: false,
      },
      { autoBind: true },
    );
  }

  /** Whole seconds the quote is still good for (0 when there is none or it ran out). */
  get secondsLeft(): number {
    return this.quote ? countdownTo(this.quote.expiresAt, new Date(this.now)).totalSeconds : 0;
  }

  get live(): boolean {
    return this.secondsLeft > 0;
  }

  /** The page came on screen (or left it): a run-out quote is asked again, a missing one scheduled. */
  setActive(active: boolean): void {
    const coming = active && !this.active;
    this.active = active;
    if (coming) {
      this.now = this.clock.now();
      if (this.quote !== null && !this.live) void this.fetch();
      else if (this.quote === null) this.schedule();
    }
    if (!active) this.clearDebounce();
    this.syncTicker();
  }

  /** The request changed: the old quote and its messages go, a new one is asked after a pause. */
  reset(): void {
    this.quote = null;
    this.quoting = false;
    this.error = null;
    this.refusal = null;
    this.generation += 1;
    this.schedule();
    this.syncTicker();
  }

  /** Drops the quote without asking another (the exchange used it). */
  clear(): void {
    this.quote = null;
    this.generation += 1;
    this.clearDebounce();
    this.syncTicker();
  }

  /** Asks a quote for the current request now. */
  async fetch(): Promise<void> {
    const request = this.request();
    if (request === null) return;
    this.clearDebounce();
    const generation = ++this.generation;
    this.quoting = true;
    this.error = null;
    try {
      const answer = await this.ask(request);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.now = this.clock.now();
        this.quote = answer.ok ? answer.value : null;
        this.refusal = answer.ok ? null : answer.error;
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.error = error));
    } finally {
      if (generation === this.generation) runInAction(() => (this.quoting = false));
      this.syncTicker();
    }
  }

  private schedule(): void {
    this.clearDebounce();
    if (this.request() !== null) this.debounce = setTimeout(() => void this.fetch(), QUOTE_DEBOUNCE_MS);
  }

  private clearDebounce(): void {
    if (this.debounce !== null) clearTimeout(this.debounce);
    this.debounce = null;
  }

  private syncTicker(): void {
    const run = this.active && this.quote !== null;
    if (run && this.ticker === null) this.ticker = setInterval(this.tick, TICK_MS);
    if (!run && this.ticker !== null) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }

  private tick(): void {
    this.now = this.clock.now();
    if (this.quote !== null && !this.live && !this.quoting && this.error === null && this.mayRenew()) {
      void this.fetch();
    }
  }
}
