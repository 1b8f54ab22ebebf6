import type { ChainIntent } from '../../domain/payment/payment-method';
import { AppError, isAppError } from '../../domain/shared/app-error';
import type { ChainGateway } from './chain-gateway.port';
import type { OnChain } from './chain-payment-types';
import type { PaymentJournal } from './payment-journal';

/** Wallet answers that say the payment was never sent (refused, busy, elsewhere, or a reverting simulation). */
const NOT_SENT: readonly string[] = [
  'transaction-cancelled',
  'requests-too-frequent',
  'wrong-network',
  'wallet-connect-failed',
];
export const notSent = (error: unknown): boolean =>
  isAppError(error) && (NOT_SENT.includes(error.kind) || error.detail.operation === 'chain.simulate');

/** An order past its expiry is not paid: the server would not take it, and the money would be stuck. */
export function checkExpiry(intent: ChainIntent, now: number): void {
  if (now >= intent.expiresAt.getTime()) {
    throw new AppError('payment-expired', { operation: 'pay.expiresAt' });
  }
}

/**
 * Keeps the payment's record in lasting storage before anything is asked of the wallet: what goes out, to
 * whom, from which account, and the chain's head block. A record of the same payment (same reference,
 * coin and amount) keeps its approval and sending marks; one of another intent is replaced unless money
 * may have gone out for it (then `payment-unconfirmed`: it must be settled first).
 */
export async function recordPayment(
  journal: PaymentJournal,
  gateway: ChainGateway,
  ctx: OnChain,
): Promise<void> {
  const { orderId, intent, owner, chain } = ctx;
  const before = journal.get(orderId, owner);
  const amount = intent.amount.toFixed();
  const same =
    before?.orderRef === intent.orderRef && before.amount === amount && before.token === intent.token;
  if (before && !same && (before.txHash !== undefined || before.sending === true)) {
    throw new AppError('payment-unconfirmed', { operation: 'pay.record' });
  }
  const firstBlock = same
    ? before.firstBlock
    : await gateway.headBlock(ctx.wallet, chain).catch(() => undefined);
  journal.put({
    orderId,
    payer: owner,
    chain: intent.chain,
    chainId: intent.chainId,
    token: intent.token,
    tokenContract: intent.tokenContract,
    amount,
    receiver: intent.receiver,
    paymentContract: intent.paymentContract ?? '',
    orderRef: intent.orderRef,
    explorerUrl: chain.explorerUrl,
    ...(firstBlock !== undefined && { firstBlock }),
    ...(same && before.approveHash !== undefined && { approveHash: before.approveHash }),
    ...(same && before.sending === true && { sending: true }),
    ...(same && before.txHash !== undefined && { txHash: before.txHash }),
  });
}
