import { makeAutoObservable, runInAction } from 'mobx';
import type { RedeemPledgeUseCase } from '../../../application/pledge/pledge-money.use-case';
import type { PledgeRefusal } from '../../../application/pledge/pledge-refusal';
import type { MoneyBlock } from '../../../application/shared/connectivity.store';
import type { PledgePosition } from '../../../domain/pledge/pledge';
import { type EarlyRedemption, simulateEarlyRedemption } from '../../../domain/pledge/pledge-schedule';

/** How a position can be redeemed now: its principal at maturity, or early with the penalty. */
export type RedeemWay = 'maturity' | 'early';

/** The way a position can be redeemed at `now`, or null (redeemed, released by schedule, early refused). */
export function redeemWay(position: PledgePosition, now: Date): RedeemWay | null {
  if (position.status !== 'active' && position.status !== 'matured') return null;
  const ended = now.getTime() >= position.endTime.getTime();
  if (position.returns === 'redeem' && (position.status === 'matured' || ended)) return 'maturity';
  if (position.status !== 'active' || ended) return null;
  return simulateEarlyRedemption(position, position.amount, position.buyTime, now) ? 'early' : null;
}

/**
 * Redeeming a position from its release log: Redeem opens a confirmation (at maturity: the principal that
 * comes back; early: the simulator's locked principal, penalty, amount returned and income forfeited, worked
 * out at the ticking time), confirming sends it once. A refusal (already redeemed, not matured) is kept as a
 * value for the screen; `onDone` reloads the records either way. While money may not move (offline), it
 * neither asks nor sends: nothing is queued.
 */
export class PledgeRedemption {
  /** Closed, asking, waiting for the answer. */
  step: 'idle' | 'confirm' | 'sending' = 'idle';
  refusal: PledgeRefusal | null = null;
  failure: unknown = null;
  /** The position as the redemption answered it. */
  done: PledgePosition | null = null;

  constructor(
    private readonly redeem: RedeemPledgeUseCase,
    private readonly now: () => Date,
    private readonly onDone: (position: PledgePosition | null) => void,
    private readonly block: () => MoneyBlock | null,
  ) {
    makeAutoObservable<this, 'redeem' | 'now' | 'onDone' | 'block'>(
      this,
      { redeem: false, now: false, onDone: false, block: false },
      { autoBind: true },
    );
  }

  /** What an early redemption would bring back and give up now; null when it is not the way. */
  simulate(position: PledgePosition): EarlyRedemption | null {
    if (redeemWay(position, this.now()) !== 'early') return null;
    return simulateEarlyRedemption(position, position.amount, position.buyTime, this.now());
  }

  /** Why nothing can be redeemed right now (offline: refused, never queued); null when it can. */
  get moneyBlock(): MoneyBlock | null {
    return this.block();
  }

  open(position: PledgePosition): void {
    if (this.step !== 'idle' || this.moneyBlock || redeemWay(position, this.now()) === null) return;
    this.refusal = null;
    this.failure = null;
    this.step = 'confirm';
  }

  cancel(): void {
    if (this.step === 'confirm') this.step = 'idle';
  }

  /** Sends the redemption asked for; a second tap while it is under way sends nothing. */
  async confirm(position: PledgePosition): Promise<boolean> {
    // Blocked, the question stays open with the reason beside it, until the connection comes back.
    if (this.moneyBlock) return false;
    const way = redeemWay(position, this.now());
    if (this.step !== 'confirm' || way === null) {
      this.cancel();
      return false;
    }
    this.step = 'sending';
    try {
      const result = await this.redeem.execute(position.id, way === 'early');
      runInAction(() => {
        if (result.ok) this.done = result.value;
        else this.refusal = result.error;
      });
      this.onDone(result.ok ? result.value : null);
      return result.ok;
    } catch (error) {
      runInAction(() => (this.failure = error));
      return false;
    } finally {
      runInAction(() => (this.step = 'idle'));
    }
  }
}
