import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import type { Withdrawal, WithdrawConfig } from '../../domain/funds/funds';
import { WITHDRAW_COIN } from '../../domain/funds/funds-rules';
import { isAmountText } from '../../domain/shared/money';
import { isUncertainOutcome, newRequestId } from '../shared/request-id';
import { AppStorage } from '../shared/storage.port';
import { FundsApi } from './funds-api.port';

/** A withdrawal sent without an answer yet: kept in session storage until one arrives. */
export interface PendingWithdrawal {
  readonly requestId: string;
  readonly amount: Decimal;
}

/** How many of the newest withdrawals are searched for a pending request. */
const SETTLE_PAGE_SIZE = 20;

/**
 * Withdrawing NADI to the logged-in wallet (spec sections 5 and 9). The rules are checked by the screen
 * (domain `validateWithdraw`) before anything is sent; this keeps the request id safe:
 *
 * - the id is written to session storage before the call and removed when an answer arrives (a withdrawal
 *   or a refusal), so a reload in between still knows it;
 * - while one is pending, sending again uses the same id (the server answers the first withdrawal, never a
 *   second one), and a new withdrawal is not started;
 * - `settlePending` looks for the id on the newest withdrawals: found, it was made and is forgotten.
 */
@injectable()
export class WithdrawFundsUseCase {
  constructor(
    @inject(FundsApi) private readonly api: FundsApi,
    @inject(AppStorage) private readonly storage: AppStorage,
  ) {}

  /** The rules, fee and destination of a NADI withdrawal, with the available amount. */
  config(): Promise<WithdrawConfig> {
    return this.api.withdrawConfig(WITHDRAW_COIN);
  }

  /** The withdrawal sent before without an answer, or null. */
  pending(): PendingWithdrawal | null {
    const stored = this.storage.getSession('withdrawRequest');
    if (typeof stored !== 'object' || stored === null) return null;
    const { requestId, amount } = stored as Record<string, unknown>;
    if (typeof requestId !== 'string' || typeof amount !== 'string' || !isAmountText(amount)) return null;
    return { requestId, amount: new Decimal(amount) };
  }

  /**
   * Sends a withdrawal of `amount` NADI; with one pending, sends that one again instead (same id, same
   * amount). Fails with the API's AppError; after an uncertain failure the request stays pending.
   */
  async execute(amount: Decimal): Promise<Withdrawal> {
    const request = this.pending() ?? { requestId: newRequestId(), amount };
    this.storage.setSession('withdrawRequest', {
      requestId: request.requestId,
      amount: request.amount.toFixed(),
    });
    try {
      const withdrawal = await this.api.withdraw({
        coin: WITHDRAW_COIN,
        amount: request.amount,
        requestId: request.requestId,
      });
      this.forget(request.requestId);
      return withdrawal;
    } catch (error) {
      if (!isUncertainOutcome(error)) this.forget(request.requestId);
      throw error;
    }
  }

  /**
   * Whether the pending withdrawal reached the server: found among the newest withdrawals, it is forgotten
   * and answered; not found (or nothing pending), null. Fails with the API's AppError.
   */
  async settlePending(): Promise<Withdrawal | null> {
    const pending = this.pending();
    if (!pending) return null;
    const page = await this.api.withdrawals({ page: 1, pageSize: SETTLE_PAGE_SIZE });
    const found = page.items.find((item) => item.requestId === pending.requestId) ?? null;
    if (found) this.forget(pending.requestId);
    return found;
  }

  /** Gives the pending withdrawal up (the person chose to; the list shows whether it was made). */
  discardPending(): void {
    this.storage.removeSession('withdrawRequest');
  }

  /** Forgets the request, unless another one has replaced it meanwhile (another tab). */
  private forget(requestId: string): void {
    if (this.pending()?.requestId === requestId) this.storage.removeSession('withdrawRequest');
  }
}
