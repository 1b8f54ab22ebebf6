import { sameAddress } from '../../domain/payment/intent-check';
import { AppError } from '../../domain/shared/app-error';
import type { ChainGateway, PayAsset, TxHash } from './chain-gateway.port';
import type { OnChain } from './chain-payment-types';
import type { PaymentJournal } from './payment-journal';

/**
 * The payment an order may already have on chain though the app lost its hash (a reload, a closed tab or a
 * lost session between the wallet broadcasting it and the page hearing back): looked for before anything is
 * sent, so that money never moves twice for one order. Only the person's own payment counts: a `Paid` event
 * of the order's reference from this account, with this token and exactly this amount. A `Paid` event of the
 * reference from anyone else, or with another token or amount, is not the person's payment: the order shows
 * as paid by someone else, and nothing is sent.
 */
export class EarlierPayment {
  constructor(
    private readonly gateway: ChainGateway,
    private readonly journal: PaymentJournal,
  ) {}

  /**
   * The person's own earlier payment of the order, or null when there is none. `paid-by-someone-else` when
   * the reference was paid otherwise. A failed read answers null when nothing was ever sent for the order
   * (the contract refuses a second payment of one reference, and the simulation stops it there), and stops
   * the payment (`balance-fetch-failed`) when something may have gone out.
   */
  async find(ctx: OnChain, asset: PayAsset): Promise<TxHash | null> {
    const record = this.journal.get(ctx.orderId, ctx.owner);
    const sentBefore = record?.sending === true || record?.txHash !== undefined;
    let events: Awaited<ReturnType<ChainGateway['findPayments']>>;
    try {
      events = await this.gateway.findPayments(ctx.wallet, ctx.chain, {
        paymentContract: ctx.intent.paymentContract ?? '',
        orderRef: ctx.intent.orderRef,
        asset,
        ...(record?.firstBlock !== undefined && { fromBlock: record.firstBlock }),
      });
    } catch (error) {
      if (!sentBefore) return null;
      throw new AppError('balance-fetch-failed', { operation: 'chain.findPayments' }, { cause: error });
    }
    const mine = events.find(
      (event) =>
        sameAddress(event.payer, ctx.owner) &&
        (event.token === null
          ? ctx.intent.tokenContract === null
          : sameAddress(event.token, ctx.intent.tokenContract)) &&
        event.amount.eq(ctx.intent.amount),
    );
    if (mine) return mine.txHash;
    if (events.length > 0) {
      throw new AppError('paid-by-someone-else', { operation: 'chain.findPayments' });
    }
    return null;
  }
}
