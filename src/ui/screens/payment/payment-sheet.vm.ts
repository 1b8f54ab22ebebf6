import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { LoadUserUseCase } from '../../../application/auth/load-user.use-case';
import { PaymentOptionsUseCase } from '../../../application/orders/payment-options.use-case';
import type { PaymentProgressStore } from '../../../application/payment/payment.store';
import { PaymentEngine } from '../../../application/payment/payment-engine';
import { ConnectivityStore, type MoneyBlock } from '../../../application/shared/connectivity.store';
import { cannotSwitchHere } from '../../../application/wallet/switch-network.use-case';
import { type ConfirmedQuote, quoteFor } from '../../../domain/payment/confirmed-quote';
import {
  type PaymentChoice,
  type PaymentMethod,
  type PaymentOptions,
  type PayToken,
} from '../../../domain/payment/payment-method';
import type { PaymentPhase } from '../../../domain/payment/payment-phase';
import type { Chain } from '../../../domain/shared/token';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { failureKind, offersPayment } from './payment-failure';
import { type PhaseState, phaseStateOf, phasesFor } from './payment-phases';
import { shortfallOf } from './payment-shortfall';
import { PaymentStall } from './payment-stall';

export interface PaymentSheetParams {
  readonly orderId: number;
}

export { type PhaseState, phasesFor };

const METHOD_ORDER: readonly PaymentMethod[] = ['balance', 'destroyQuota', 'chain', 'mixed'];

/**
 * The payment sheet of one order: the methods the order allows (balance, destroy quota, on chain with a
 * chain and token, or balance plus chain), then the payment engine's progress through its phases, with
 * what to do in each and the failure in words. The engine keeps one payment per order whatever is tapped
 * (a double tap answers the same payment); closing the sheet does not stop a payment under way.
 */
@injectable()
export class PaymentSheetVm implements ViewModel<PaymentSheetParams> {
  readonly options: Loadable<PaymentOptions>;
  orderId: number | null = null;
  method: PaymentMethod | null = null;
  chain: Chain | null = null;
  token: PayToken | null = null;
  /** This sheet started (or resumed) the payment shown. */
  started = false;
  /** A phase that waits for the wallet has gone unanswered for a while: the sheet offers a way out. */
  readonly stall = new PaymentStall();
  private stopWatching: (() => void) | null = null;

  constructor(
    @inject(PaymentOptionsUseCase) private readonly paymentOptions: PaymentOptionsUseCase,
    @inject(PaymentEngine) private readonly engine: PaymentEngine,
    @inject(LoadUserUseCase) private readonly loadUser: LoadUserUseCase,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    this.options = new Loadable(() => this.paymentOptions.execute(this.orderId ?? 0));
    makeAutoObservable<this, 'paymentOptions' | 'engine' | 'loadUser' | 'connectivity' | 'stopWatching'>(
      this,
      {
        options: false,
        paymentOptions: false,
        engine: false,
        loadUser: false,
        connectivity: false,
        stall: false,
        stopWatching: false,
      },
      { autoBind: true },
    );
  }

  attach({ orderId }: PaymentSheetParams): void {
    this.stopWatching ??= reaction(() => this.currentPhase, this.stall.watch, { fireImmediately: true });
    if (this.orderId === orderId) return;
    this.orderId = orderId;
    // A payment of this order still under way (the sheet was closed meanwhile) shows where it is.
    this.started = this.engine.isPaying(orderId);
    void this.load();
    if (this.engine.pendingOrders().includes(orderId)) void this.resume(orderId);
  }

  detach(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.stall.watch(null);
  }

  get stalled(): boolean {
    return this.stall.stalled;
  }

  /**
   * Stops waiting for a wallet that does not answer: the payment ends (`wallet-no-answer`) and can be tried
   * again at once, without a reload; one already asked of the wallet is looked for on chain before any send.
   */
  stopWaiting(): void {
    if (this.orderId !== null) this.engine.abandon(this.orderId);
  }

  /**
   * Why paying is off right now (offline: refused at once, never queued); null when it can go. A payment
   * already under way goes on (its transaction is sent; it only waits for the confirmation).
   */
  get moneyBlock(): MoneyBlock | null {
    return this.connectivity.moneyBlock;
  }

  /** The engine's progress, when it is about this order. */
  get progress(): PaymentProgressStore | null {
    const progress = this.engine.progress;
    return progress.orderId !== null && progress.orderId === this.orderId ? progress : null;
  }

  get running(): boolean {
    return this.progress?.running ?? false;
  }

  get succeeded(): boolean {
    return this.progress?.succeeded ?? false;
  }

  get failure(): unknown {
    return this.started ? (this.progress?.error ?? null) : null;
  }

  /** The methods the order allows, in the order the sheet lists them. */
  get methods(): readonly PaymentMethod[] {
    const options = this.options.data;
    if (!options) return [];
    const allowed: Record<PaymentMethod, boolean> = {
      balance: options.balance.enabled,
      destroyQuota: options.destroyQuota.enabled,
      chain: options.chains.length > 0,
      mixed: options.mixed && options.balance.enabled && options.chains.length > 0,
    };
    return METHOD_ORDER.filter((method) => allowed[method]);
  }

  get tokens(): readonly { readonly token: PayToken; readonly amount: Decimal }[] {
    return this.options.data?.chains.find((c) => c.chain === this.chain)?.tokens ?? [];
  }

  get chains(): readonly Chain[] {
    return this.options.data?.chains.map((c) => c.chain) ?? [];
  }

  /** What the user picked, complete enough to pay; null until it is. */
  get choice(): PaymentChoice | null {
    switch (this.method) {
      case 'balance':
      case 'destroyQuota':
        return this.shortfall(this.method) ? null : { method: this.method };
      case 'chain':
      case 'mixed':
        return this.chain && this.token
          ? { method: this.method, chain: this.chain, token: this.token }
          : null;
      default:
        return null;
    }
  }

  /** What the balance (or the destroy quota) lacks to pay the order; null when it covers it. */
  shortfall(method: PaymentMethod): Decimal | null {
    return shortfallOf(this.options.data, method);
  }

  /** Whether the balance (or the destroy quota) covers the order, for the hint beside the method. */
  covered(method: 'balance' | 'destroyQuota'): boolean {
    return this.options.data !== null && this.shortfall(method) === null;
  }

  /** The phases to list: the running payment's, else those of the current choice. */
  get phases(): readonly PaymentPhase[] {
    const progress = this.progress;
    return phasesFor(progress && this.started ? progress.choice : this.choice);
  }

  phaseState(phase: PaymentPhase): PhaseState {
    return phaseStateOf(this.started ? this.progress : null, phase);
  }

  /** The phase the user should act on or wait for, with its hint. */
  get currentPhase(): PaymentPhase | null {
    const phase = this.started ? (this.progress?.phase ?? null) : null;
    return phase === 'success' || phase === 'failure' ? null : phase;
  }

  /** Picks a method; one that cannot pay the order (a shortfall) is never picked. */
  setMethod(method: PaymentMethod): void {
    if (this.shortfall(method)) return;
    this.method = method;
    if ((method === 'chain' || method === 'mixed') && this.chain === null)
      this.setChain(this.chains[0] ?? null);
  }

  setChain(chain: Chain | null): void {
    this.chain = chain;
    const tokens = this.tokens.map((t) => t.token);
    if (this.token === null || !tokens.includes(this.token)) this.token = tokens[0] ?? null;
  }

  setToken(token: PayToken): void {
    this.token = token;
  }

  async load(): Promise<void> {
    await this.options.load();
    runInAction(() => {
      // The first method that can pay: never one that does not cover the order.
      if (this.method === null || !this.methods.includes(this.method) || this.shortfall(this.method)) {
        const first = this.methods.find((method) => !this.shortfall(method));
        if (first) this.setMethod(first);
        else this.method = null;
      }
    });
  }

  /** The figures the sheet shows for the current choice: what a tap on Pay confirms. */
  get quote(): ConfirmedQuote | null {
    const options = this.options.data;
    const choice = this.choice;
    return options && choice ? quoteFor(options, choice) : null;
  }

  /**
   * Money went out for this order (or may have) and the server has not confirmed it: the sheet shows what
   * went out and what happens next, never "not paid" and never a second payment.
   */
  get sentUnconfirmed(): boolean {
    return failureKind(this.failure) === 'payment-unconfirmed';
  }

  /** What went out on chain for this order, once the wallet returned the hash. */
  get sent() {
    return this.progress?.sent ?? null;
  }

  /** The wallet cannot switch networks from a page (4200, -32601): the person switches in the wallet. */
  get switchInWallet(): boolean {
    return cannotSwitchHere(this.failure);
  }

  /** The price moved since the sheet showed it: the sheet now shows the new one, to confirm anew. */
  get quoteChanged(): boolean {
    return failureKind(this.failure) === 'payment-quote-changed';
  }

  /** Whether the sheet offers to pay (again): see offersPayment. */
  get payableAgain(): boolean {
    return offersPayment(this.failure);
  }

  /**
   * Pays with the current choice, for the figures on screen (again after a failure). Resolves whether the
   * order is paid; the user's balance is reloaded afterwards either way, as a failure may have come after a
   * charge. When the server's price moved since the sheet showed it, nothing is paid: the options are loaded
   * again, so that the sheet shows the new figures (beside the old ones, in the failure) to confirm anew.
   */
  async pay(): Promise<boolean> {
    const choice = this.choice;
    const orderId = this.orderId;
    const quote = this.quote;
    if (choice === null || quote === null || orderId === null || this.moneyBlock) return false;
    this.started = true;
    const outcome = await this.engine.pay(orderId, choice, quote);
    void this.loadUser.execute().catch(() => undefined);
    if (!outcome.ok && outcome.error.kind === 'payment-quote-changed') await this.load();
    return outcome.ok;
  }

  /** Asks the server and the chain again about a payment that went out but is not confirmed yet. */
  async checkAgain(): Promise<void> {
    const orderId = this.orderId;
    if (orderId === null) return;
    await this.resume(orderId);
    void this.options.load();
  }

  private async resume(orderId: number): Promise<void> {
    this.started = true;
    const outcome = await this.engine.resume(orderId);
    if (outcome === null) runInAction(() => (this.started = false));
  }
}
