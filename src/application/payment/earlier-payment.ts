import { AppError } from '../../domain/shared/app-error';
import type { ChainGateway, PayAsset } from './chain-gateway.port';
import type { OnChain } from './chain-payment-types';
import { readFailure } from './payment-errors';
import type { PaymentJournal } from './payment-journal';

/**
 * The payment an order may already have on chain though this tab lost its hash (a reload between the
 * wallet broadcasting it and the page hearing back): looked for before anything is sent, so that money
 * never moves twice for one order. Through the payment contract, its `Paid` event for the order's
 * reference; without one, the account's plain transfer since the mark this tab took before first sending.
 */
export class EarlierPayment {
  constructor(
    private readonly gateway: ChainGateway,
    private readonly journal: PaymentJournal,
  ) {}

  /**
   * A `Paid` event of the payment contract for this order's reference. A failed read answers null: the
   * contract itself refuses a second payment of one reference, so the simulated payment would stop there.
   * Without a contract, the plain transfer sent since this order's first attempt (transferSince).
   */
  async find(ctx: OnChain): Promise<string | null> {
    const contract = ctx.intent.paymentContract;
    if (contract === null) return this.transferSince(ctx);
    return this.gateway.findPayment(ctx.wallet, ctx.chain, contract, ctx.intent.orderRef).catch(() => null);
  }

  /**
   * A plain transfer carries no order reference, and nothing on chain refuses a second one: before sending
   * again, the account's transfer of exactly the amount to the receiver since the mark of the first attempt
   * is looked for (and a transaction of the account still unmined is waited for). A failed read stops the
   * payment (`balance-fetch-failed`), and so does a transaction still pending (`requests-too-frequent`).
   */
  private async transferSince(ctx: OnChain): Promise<string | null> {
    const mark = this.journal.get(ctx.orderId)?.mark;
    if (!mark) return null; // never sent from this tab
    const { intent } = ctx;
    const asset: PayAsset =
      intent.tokenContract === null
        ? ctx.native
        : { symbol: intent.token, contract: intent.tokenContract, decimals: intent.decimals };
    // Hashes this tab holds for other orders are theirs, not this one's.
    const except = this.journal
      .all()
      .flatMap((e) => (e.orderId !== ctx.orderId && e.txHash ? [e.txHash] : []));
    let found: string | 'pending' | null;
    try {
      found = await this.gateway.findTransfer(ctx.wallet, ctx.chain, {
        asset,
        owner: ctx.owner,
        to: intent.receiver,
        amount: intent.amount,
        since: mark,
        except,
      });
    } catch (error) {
      throw readFailure(error, 'chain.findTransfer');
    }
    if (found === 'pending') throw new AppError('requests-too-frequent', { operation: 'chain.findTransfer' });
    return found;
  }

  /** Before a plain transfer is first sent: where the account stands, kept until the order is settled. */
  async markBeforeTransfer(ctx: OnChain): Promise<void> {
    if (this.journal.get(ctx.orderId)?.mark) return;
    let mark: { block: number; nonce: number };
    try {
      mark = await this.gateway.transferMark(ctx.wallet, ctx.chain, ctx.owner);
    } catch (error) {
      // Without a mark, a hash lost to a reload could not be found again: nothing is sent.
      throw readFailure(error, 'chain.transferMark');
    }
    this.journal.update(ctx.orderId, { mark });
  }
}
