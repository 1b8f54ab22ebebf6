import Decimal from 'decimal.js';
import { inject, injectable, optional } from 'inversify';
import { type ConfirmedQuote, quoteChange, quoteFor } from '../../domain/payment/confirmed-quote';
import {
  isChoiceAllowed,
  type PaymentChoice,
  type PaymentOptions,
  type PaymentState,
} from '../../domain/payment/payment-method';
import { splitMixedPayment } from '../../domain/payment/payment-rules';
import { AppError } from '../../domain/shared/app-error';
import { err, ok, type Result } from '../../domain/shared/result';
import { HomeApi } from '../home/home-api.port';
import { AppConfig } from '../shared/app-config';
import { AppStorage } from '../shared/storage.port';
import { WalletRegistry } from '../wallet/wallet.port';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { ChainGateway } from './chain-gateway.port';
import { ChainPayment } from './chain-payment';
import { OffChainPayment } from './off-chain-payment';
import { OrderLock } from './order-lock.port';
import { PaymentProgressStore } from './payment.store';
import { PaymentApi } from './payment-api.port';
import { asAppError, checkIntent, methodsFailure, withAmounts } from './payment-errors';
import { mayHaveSent, PaymentJournal } from './payment-journal';
import { type PaidOrder, PaymentSettlement } from './payment-settlement';
import { DEFAULT_PAYMENT_TIMING, PaymentTiming } from './payment-timing';
import { PaymentWalletAccess } from './payment-wallet';

export type { PaidOrder } from './payment-settlement';

/** How a payment ended: the paid order, or the failure the progress sheet shows. Never a rejection. */
export type PaymentOutcome = Result<PaidOrder, AppError>;

interface Flight {
  readonly kind: 'pay' | 'resume';
  readonly promise: Promise<PaymentOutcome | null>;
  /** Stops waiting for the wallet (abandon). */
  readonly abort: AbortController;
}

/**
 * The payment state machine (spec section 4): by balance, by destroy quota, on chain (ERC-20 through the
 * payment contract, or BNB) or mixed (the balance first, the rest on chain), through the phases checking
 * balance, connecting wallet, checking authorisation, confirming authorisation, waiting authorisation,
 * processing payment, waiting confirmation, then success or failure, shown by `progress`.
 *
 * An order is never paid twice:
 * - one flight per order in this engine: a second `pay` while one runs answers the same promise;
 * - one payer per order across tabs: every flight runs under the OrderLock, and begins by asking the
 *   server (`pay/status`) whether the order is already paid or has a transaction in flight;
 * - a sent transaction is never sent again: the payment's record (lasting storage, every tab, kept through
 *   logout until the order is settled: payment-journal.ts) is marked before the wallet is asked, its hash
 *   goes there and to the server (`pay/chainSubmit`) the moment the wallet returns it, and `resume` (or the
 *   next `pay`) follows that payment, or the person's own `Paid` event on chain, instead of paying.
 *
 * The wallet only ever does what the person confirmed: `pay` takes the figures the sheet showed
 * (ConfirmedQuote); when the server's fresh quote differs, nothing is sent (`payment-quote-changed`, with the
 * old and new figure). The intent must then name the build's pinned addresses and at most the confirmed
 * amount.
 */
@injectable()
export class PaymentEngine {
  private readonly flights = new Map<number, Flight>();
  private readonly journal: PaymentJournal;
  private readonly settlement: PaymentSettlement;
  private readonly chainPayment: ChainPayment;
  private readonly offChainPayment: OffChainPayment;
  private readonly wallets: PaymentWalletAccess;

  constructor(
    @inject(PaymentApi) private readonly api: PaymentApi,
    @inject(ChainGateway) gateway: ChainGateway,
    @inject(HomeApi) common: HomeApi,
    @inject(WalletSessionStore) walletSession: WalletSessionStore,
    @inject(WalletRegistry) registry: WalletRegistry,
    @inject(AppStorage) storage: AppStorage,
    @inject(AppConfig) config: AppConfig,
    @inject(OrderLock) private readonly lock: OrderLock,
    @inject(PaymentProgressStore) readonly progress: PaymentProgressStore,
    @inject(PaymentTiming) @optional() timing: PaymentTiming = DEFAULT_PAYMENT_TIMING,
  ) {
    this.journal = new PaymentJournal(storage);
    this.settlement = new PaymentSettlement(api, gateway, progress, this.journal, timing);
    this.wallets = new PaymentWalletAccess(common, walletSession, registry, storage, config);
    this.chainPayment = new ChainPayment(
      api,
      gateway,
      progress,
      this.journal,
      this.wallets,
      this.settlement,
      timing,
    );
    this.offChainPayment = new OffChainPayment(api, progress, this.settlement);
  }

  /**
   * Pays the order with the chosen method, for exactly the figures the person confirmed (`quote`). A
   * second call while one runs for the order answers the same promise; when the order turns out paid or
   * pending, it finishes that payment instead of paying.
   */
  pay(orderId: number, choice: PaymentChoice, quote: ConfirmedQuote): Promise<PaymentOutcome> {
    const flight = this.flights.get(orderId);
    if (flight?.kind === 'pay') return flight.promise as Promise<PaymentOutcome>;
    if (flight) return flight.promise.then((outcome) => outcome ?? this.pay(orderId, choice, quote));
    return this.fly(orderId, 'pay', (signal) =>
      this.run(orderId, choice, quote, signal),
    ) as Promise<PaymentOutcome>;
  }

  /**
   * Picks up a payment left in flight by a reload: when the server or this tab's session storage knows a
   * transaction for the order, waits for it (no new approval, no new payment); answers null, touching
   * nothing on screen, when the order has nothing in flight.
   */
  resume(orderId: number): Promise<PaymentOutcome | null> {
    return this.flights.get(orderId)?.promise ?? this.fly(orderId, 'resume', () => this.resumeRun(orderId));
  }

  /**
   * After a login: reports every hash the payer's records hold (a prompt that outlived the session), then
   * settles the records as the order's sheet would: a cancelled or failed order nothing was sent to is
   * forgotten; a paid one is marked `settled` (it holds no update back; its sheet still shows how it ended)
   * and forgotten at the next login; the others are kept. Touches nothing on screen; a failure changes nothing.
   */
  async reportKept(payer: string): Promise<void> {
    const kept = this.journal.all().filter((r) => r.payer === payer.toLowerCase());
    // Marked paid at an earlier login, and the order's sheet never opened since: forgotten now.
    for (const record of kept.filter((r) => r.settled)) this.journal.remove(record.orderId, record.payer);
    for (const record of kept.filter((r) => !r.settled)) {
      if (this.flights.has(record.orderId)) continue;
      const state = await (record.txHash
        ? this.api.chainSubmit(record.orderId, record.txHash)
        : this.api.status(record.orderId)
      ).catch(() => null);
      if (!state || this.flights.has(record.orderId)) continue;
      if (state.status === 'paid') this.journal.update(record.orderId, record.payer, { settled: true });
      else if ((state.status === 'cancelled' || state.status === 'failed') && !mayHaveSent(record))
        this.journal.remove(record.orderId, record.payer);
    }
  }

  /** Orders with a payment record (in flight before a reload, a logout or in another tab): to `resume`. */
  pendingOrders(): number[] {
    return this.journal.all().map((entry) => entry.orderId);
  }

  /**
   * Stops waiting for a wallet that does not answer (a locked wallet, a prompt it lost): the payment ends
   * with `wallet-no-answer`, its order's lock is released, and the person can try again without a reload. A
   * payment already asked of the wallet stays recorded as possibly sent (the next attempt looks on chain).
   */
  abandon(orderId: number): void {
    this.flights.get(orderId)?.abort.abort();
  }

  /** Whether a payment of the order is running in this engine. */
  isPaying(orderId: number): boolean {
    return this.flights.has(orderId);
  }

  private fly(
    orderId: number,
    kind: Flight['kind'],
    body: (signal: AbortSignal) => Promise<PaymentOutcome | null>,
  ): Promise<PaymentOutcome | null> {
    const abort = new AbortController();
    const promise = this.lock
      .withLock(orderId, () => body(abort.signal))
      .finally(() => this.flights.delete(orderId));
    this.flights.set(orderId, { kind, promise, abort });
    return promise;
  }

  private async run(
    orderId: number,
    choice: PaymentChoice,
    quote: ConfirmedQuote,
    signal: AbortSignal,
  ): Promise<PaymentOutcome> {
    this.progress.begin(orderId, choice);
    try {
      this.progress.enter('checkingBalance');
      const already = await this.settlement.settle(await this.api.status(orderId));
      if (already) return ok(already);
      const options = await this.options(orderId);
      if (!isChoiceAllowed(options, choice)) {
        throw new AppError('payment-method-failed', { operation: `pay.${choice.method}` });
      }
      const change = quoteChange(quote, quoteFor(options, choice));
      if (change) {
        throw new AppError('payment-quote-changed', { operation: 'pay.methods', ...change });
      }
      return ok(await this.payWith(options, choice, signal));
    } catch (error) {
      return this.failed(orderId, error);
    }
  }

  private async resumeRun(orderId: number): Promise<PaymentOutcome | null> {
    let state: PaymentState;
    try {
      state = await this.api.status(orderId);
    } catch {
      // Without the server's word nothing is resumed; the next `pay` asks again before paying.
      return null;
    }
    const record = this.journal.get(orderId);
    const sent = record?.txHash;
    if (state.status !== 'pending' && !mayHaveSent(record)) {
      // Nothing was sent: an intent alone is harmless, and kept while the order is unpaid.
      if (state.status !== 'unpaid') this.journal.remove(orderId);
      return null;
    }
    this.progress.begin(orderId, null, true);
    if (record && sent) this.progress.setSent({ ...record, txHash: sent });
    try {
      if (state.status === 'failed' && (state.txHash === sent || sent === undefined)) {
        // The server refused a payment that went out (or may have): never "not paid", the record stays.
        throw new AppError('payment-unconfirmed', { operation: 'pay.status' });
      }
      if (state.status === 'unpaid' && sent === undefined) {
        // A payment asked of the wallet whose hash never came back: it is looked for on chain at the next
        // attempt, before anything is sent again.
        this.progress.clear();
        return null;
      }
      const paid = await this.settlement.settle(state);
      if (paid) return ok(paid);
      this.progress.clear();
      return null;
    } catch (error) {
      return this.failed(orderId, error);
    }
  }

  private async options(orderId: number): Promise<PaymentOptions> {
    try {
      return await this.api.methods(orderId);
    } catch (error) {
      throw methodsFailure(error, 'pay.methods');
    }
  }

  private async payWith(
    options: PaymentOptions,
    choice: PaymentChoice,
    signal: AbortSignal,
  ): Promise<PaidOrder> {
    const { orderId, amount, unit } = options;
    switch (choice.method) {
      case 'balance':
        return this.offChainPayment.pay(options, 'balance');
      case 'destroyQuota':
        return this.offChainPayment.pay(options, 'destroyQuota');
      case 'chain':
      case 'mixed': {
        const split =
          choice.method === 'mixed'
            ? splitMixedPayment(amount, options.balance.available)
            : { balancePart: new Decimal(0), chainPart: amount };
        if (split.chainPart.isZero()) {
          return this.offChainPayment.pay(options, 'balance');
        }
        const intent = await withAmounts(
          () =>
            this.api.chainIntent({
              orderId,
              chain: choice.chain,
              token: choice.token,
              balancePart: split.balancePart,
            }),
          options.balance.available,
          split.balancePart,
          unit,
        );
        if (intent.chain !== choice.chain || intent.token !== choice.token || intent.orderId !== orderId) {
          throw new AppError('system-error', { operation: 'pay.chainIntent' });
        }
        checkIntent(options, intent, split.balancePart, await this.wallets.chainSettings(intent.chain));
        return this.chainPayment.pay(orderId, intent, signal);
      }
    }
  }

  /**
   * Ends the flight in failure. Unless a transaction went out (its hash stays, to be waited for later),
   * this tab forgets the attempt: a cancelled or refused payment leaves the order simply payable.
   */
  private failed(orderId: number, error: unknown): PaymentOutcome {
    const failure = asAppError(error, 'system-error', 'payment');
    // A payment that may have gone out keeps its record until the order is settled; nothing else stays.
    if (!mayHaveSent(this.journal.get(orderId))) this.journal.remove(orderId);
    this.progress.fail(failure);
    return err(failure);
  }
}
