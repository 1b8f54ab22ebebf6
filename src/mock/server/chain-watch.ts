import type { AbstractProvider, Interface, Log, TransactionReceipt, TransactionResponse } from 'ethers';
import { ERC20_ABI, orderRefHash, PAYMENT_ABI } from '../../adapters/chain/payment-abi';
import type { ConfirmOptions, LocalChainSettings, OnChainPayment, OnChainVerdict } from '../core/local-chain';
import { type Ethers, providerFor, resolveToken, same, tokenDecimals, ZERO_ADDRESS } from './chain-rpc';

const receivers = new Map<string, string>();

/**
 * Checks a reported payment on the attached chain (JsonRpcProvider on its RPC URL):
 * - `pending`: no receipt yet, fewer confirmations than asked, or the node did not answer;
 * - `mismatch`: the transaction reverted, was sent by someone else, or moved another token, amount or
 *   receiver, or carries another order's reference;
 * - `confirmed`: a `Paid` event of the payment contract with this order's reference (keccak256 of
 *   `orderRef`), the payer, the token (zero address for the native coin) and exactly the amount, backed by
 *   the token's Transfer(payer → receiver, amount) or, for the native coin, by the transaction's value.
 *   A plain transfer of exactly the amount to the receiver (ERC-20 `transfer` or a native send, no `Paid`)
 *   also confirms: it carries no order reference, so the caller must accept each hash for one order only.
 */
export async function confirmOnChainPayment(
  chain: LocalChainSettings,
  payment: OnChainPayment,
  options: ConfirmOptions = {},
): Promise<OnChainVerdict> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(payment.txHash)) return 'mismatch';
  const ethers = await import('ethers');
  const provider = providerFor(ethers, chain);
  let receipt: TransactionReceipt | null;
  let tx: TransactionResponse | null;
  let head: number;
  try {
    receipt = await provider.getTransactionReceipt(payment.txHash);
    if (!receipt) return 'pending';
    [tx, head] = await Promise.all([provider.getTransaction(payment.txHash), provider.getBlockNumber()]);
  } catch {
    return 'pending';
  }
  if (receipt.status !== 1 || !tx || !same(tx.from, payment.payer)) return 'mismatch';
  if (head - receipt.blockNumber + 1 < Math.max(1, options.confirmations ?? 1)) return 'pending';

  const token = resolveToken(ethers, chain, payment.token);
  if (token === undefined) return 'mismatch';
  let decimals: number;
  try {
    decimals = token === null ? 18 : await tokenDecimals(ethers, provider, chain, token);
  } catch {
    return 'pending';
  }
  let units: bigint;
  try {
    units = ethers.parseUnits(String(payment.amount), decimals);
  } catch {
    return 'mismatch'; // not a number, or more decimals than the token has
  }
  const expected: Expected = {
    payer: payment.payer,
    token,
    units,
    orderRef: orderRefHash(ethers, payment.orderRef),
  };
  const abi = { erc20: new ethers.Interface(ERC20_ABI), payment: new ethers.Interface(PAYMENT_ABI) };
  const paid = receipt.logs.filter(
    (log) =>
      same(log.address, chain.paymentContract) && log.topics[0] === abi.payment.getEvent('Paid')?.topicHash,
  );
  if (paid.length > 0) {
    if (!paid.some((log) => isExpectedPaid(abi.payment, log, expected))) return 'mismatch';
    if (token !== null) {
      return hasTransfer(abi.erc20, receipt.logs, token, payment.payer, chain.receiver, units)
        ? 'confirmed'
        : 'mismatch';
    }
    if (!same(tx.to, chain.paymentContract) || tx.value !== units) return 'mismatch';
    try {
      return (await paysToReceiver(ethers, provider, chain)) ? 'confirmed' : 'mismatch';
    } catch {
      return 'pending';
    }
  }
  // A plain transfer: straight to the receiver, exactly the amount.
  if (token === null) {
    return same(tx.to, chain.receiver) && tx.value === units && tx.data === '0x' ? 'confirmed' : 'mismatch';
  }
  return same(tx.to, token) &&
    hasTransfer(abi.erc20, receipt.logs, token, payment.payer, chain.receiver, units)
    ? 'confirmed'
    : 'mismatch';
}

interface Expected {
  readonly payer: string;
  /** null for the native coin */
  readonly token: string | null;
  readonly units: bigint;
  readonly orderRef: string;
}

function isExpectedPaid(payment: Interface, log: Log, expected: Expected): boolean {
  const parsed = payment.parseLog(log);
  if (!parsed) return false;
  const [orderRef, payer, token, amount] = parsed.args.toArray() as [string, string, string, bigint];
  return (
    orderRef === expected.orderRef &&
    same(payer, expected.payer) &&
    same(token, expected.token ?? ZERO_ADDRESS) &&
    amount === expected.units
  );
}

function hasTransfer(
  erc20: Interface,
  logs: readonly Log[],
  token: string,
  from: string,
  to: string,
  units: bigint,
): boolean {
  return logs.some((log) => {
    if (!same(log.address, token)) return false;
    const parsed = erc20.parseLog(log);
    if (parsed?.name !== 'Transfer') return false;
    const [f, t, value] = parsed.args.toArray() as [string, string, bigint];
    return same(f, from) && same(t, to) && value === units;
  });
}

/**
 * Whether the payment contract forwards to the configured receiver (its receiver is immutable: read once
 * per chain). A native payment's forwarding is an internal call, visible only through the contract.
 */
async function paysToReceiver(ethers: Ethers, provider: AbstractProvider, chain: LocalChainSettings) {
  const key = `${chain.rpcUrl} ${chain.paymentContract.toLowerCase()}`;
  let receiver = receivers.get(key);
  if (receiver === undefined) {
    const payment = new ethers.Interface(PAYMENT_ABI);
    const raw = await provider.call({
      to: chain.paymentContract,
      data: payment.encodeFunctionData('receiver', []),
    });
    receiver = String(payment.decodeFunctionResult('receiver', raw)[0]);
    receivers.set(key, receiver);
  }
  return same(receiver, chain.receiver);
}
