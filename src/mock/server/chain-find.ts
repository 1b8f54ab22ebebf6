import { orderRefHash, PAYMENT_ABI } from '../../adapters/chain/payment-abi';
import type { LocalChainSettings, SoughtPayment } from '../core/local-chain';
import { providerFor, resolveToken, same, tokenDecimals, ZERO_ADDRESS } from './chain-rpc';

/**
 * The transaction of the payment contract's `Paid` event for this order on the attached chain: the
 * order's reference (keccak256 of `orderRef`) and the payer (both indexed), the token (zero address for
 * the native coin) and exactly the amount. This is how the mock credits a payment whose hash the app lost
 * (a reload between the wallet sending it and the page hearing of it): money that moved for the order is
 * found by the order, not by a reported hash. null when there is none, or the node did not answer (the
 * next look tries again). The contract takes one payment per reference, so there is at most one.
 */
export async function findPaidOnChain(
  chain: LocalChainSettings,
  payment: SoughtPayment,
): Promise<string | null> {
  const ethers = await import('ethers');
  const provider = providerFor(ethers, chain);
  const token = resolveToken(ethers, chain, payment.token);
  if (token === undefined || !ethers.isAddress(payment.payer)) return null;
  try {
    const decimals = token === null ? 18 : await tokenDecimals(ethers, provider, chain, token);
    const units = ethers.parseUnits(String(payment.amount), decimals);
    const paid = new ethers.Interface(PAYMENT_ABI);
    const logs = await provider.getLogs({
      address: chain.paymentContract,
      fromBlock: 0,
      toBlock: 'latest',
      topics: [
        paid.getEvent('Paid')?.topicHash ?? null,
        orderRefHash(ethers, payment.orderRef),
        ethers.zeroPadValue(payment.payer, 32),
      ],
    });
    const match = logs.find((log) => {
      const [, , paidToken, amount] = paid.parseLog(log)?.args.toArray() ?? [];
      return same(String(paidToken), token ?? ZERO_ADDRESS) && amount === units;
    });
    return match?.transactionHash.toLowerCase() ?? null;
  } catch {
    return null;
  }
}
