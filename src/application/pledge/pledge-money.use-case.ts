import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import type { PledgePosition } from '../../domain/pledge/pledge';
import { err, ok, type Result } from '../../domain/shared/result';
import { LoadUserUseCase } from '../auth/load-user.use-case';
import { RequestAttempt } from '../shared/request-id';
import { PledgeApi } from './pledge-api.port';
import { type PledgeRefusal, pledgeRefusalOf } from './pledge-refusal';

/**
 * What saving and redeeming share: a call that moves fund-account NADI, sent with the request id of its
 * attempt (a double tap, or a retry of the same input after no answer, saves or redeems once), a refusal of
 * the server as a value with its figures, and, once money moved, the user reloaded so that the balance the
 * shell and home show is the new one (the funds screens reload their balances and money log on each visit).
 * Kept per use-case instance, which is per screen (use cases are bound transient).
 */
class MoneyMove {
  private readonly attempt = new RequestAttempt();

  constructor(private readonly loadUser: LoadUserUseCase) {}

  async send(
    key: string,
    call: (requestId: string) => Promise<PledgePosition>,
  ): Promise<Result<PledgePosition, PledgeRefusal>> {
    const requestId = this.attempt.idFor(key);
    try {
      const position = await call(requestId);
      this.attempt.ended(key);
      // A failed reload only leaves the old figure on screen until the next one.
      void this.loadUser.execute().catch(() => undefined);
      return ok(position);
    } catch (error) {
      this.attempt.ended(key, error);
      const refusal = pledgeRefusalOf(error);
      if (refusal) return err(refusal);
      throw error;
    }
  }
}

/**
 * Saves NADI from the fund account in a product (the amount checked by the screen with `validatePledge`).
 * Refusals (below minimum, insufficient balance with current and required, full with what is left, ended,
 * not started, unknown product) come back as values; other failures reject with the AppError.
 */
@injectable()
export class SavePledgeUseCase {
  private readonly move: MoneyMove;

  constructor(
    @inject(PledgeApi) private readonly pledge: PledgeApi,
    @inject(LoadUserUseCase) loadUser: LoadUserUseCase,
  ) {
    this.move = new MoneyMove(loadUser);
  }

  execute(productId: number, amount: Decimal): Promise<Result<PledgePosition, PledgeRefusal>> {
    // 200, 200.0 and 200.000000 are one input: the same request.
    return this.move.send(`${productId}:${amount.toFixed()}`, (requestId) =>
      this.pledge.save({ productId, amount, requestId }),
    );
  }
}

/**
 * Redeems a position: at maturity its principal; before it (`early`, after the person saw the simulator)
 * the locked principal less the penalty. Refusals (already redeemed, not matured, unknown position) come
 * back as values; other failures reject with the AppError.
 */
@injectable()
export class RedeemPledgeUseCase {
  private readonly move: MoneyMove;

  constructor(
    @inject(PledgeApi) private readonly pledge: PledgeApi,
    @inject(LoadUserUseCase) loadUser: LoadUserUseCase,
  ) {
    this.move = new MoneyMove(loadUser);
  }

  execute(positionId: number, early: boolean): Promise<Result<PledgePosition, PledgeRefusal>> {
    return this.move.send(`${positionId}:${early}`, (requestId) =>
      this.pledge.redeem({ positionId, early, requestId }),
    );
  }
}
