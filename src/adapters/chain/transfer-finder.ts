import type Decimal from 'decimal.js';
import type { AbstractProvider } from 'ethers';
import type {
  FoundTransfer,
  PayAsset,
  TransferMark,
  TxHash,
} from '../../application/payment/chain-gateway.port';
import { toBaseUnits } from './units';

type Ethers = typeof import('ethers');

/** What findTransfer looks for (the port's search). */
export interface TransferSearch {
  readonly asset: PayAsset;
  readonly owner: string;
  readonly to: string;
  readonly amount: Decimal;
  readonly since: TransferMark;
  readonly except: readonly TxHash[];
}

export interface TransferFinderTiming {
  /** How long a transaction of the account still unmined is waited for before answering 'pending'. */
  readonly pendingWaitMs: number;
  readonly pollingIntervalMs: number;
}

/**
 * How many blocks a native transfer is looked for in, at most: orders live 15 minutes, and every block is
 * one request (a native transfer leaves no log to query); 2000 blocks is well over an hour on BSC.
 */
export const TRANSFER_LOOKBACK_BLOCKS = 2000;
/** ERC-20 `Transfer(address indexed from, address indexed to, uint256 value)`. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

/** The head block and the account's mined transaction count. */
export async function readMark(provider: AbstractProvider, owner: string): Promise<TransferMark> {
  const block = await provider.getBlockNumber();
  const nonce = await provider.getTransactionCount(owner, block);
  return { block, nonce };
}

/**
 * Waits while the account has a transaction the node knows but has not mined (pending nonce ahead of the
 * mined one), at most `timing.pendingWaitMs`; answers whether one is still pending, and the mined count.
 */
async function settledNonce(
  provider: AbstractProvider,
  owner: string,
  timing: TransferFinderTiming,
): Promise<{ pending: boolean; mined: number }> {
  const deadline = Date.now() + timing.pendingWaitMs;
  for (;;) {
    const mined = await provider.getTransactionCount(owner, 'latest');
    const pending = await provider.getTransactionCount(owner, 'pending');
    if (pending <= mined) return { pending: false, mined };
    if (Date.now() >= deadline) return { pending: true, mined };
    await sleep(timing.pollingIntervalMs);
  }
}

/**
 * A mined plain transfer of exactly the amount from the owner to the receiver after the mark (see the
 * ChainGateway port), or 'pending', or null. Any read failure throws (the caller must not send then).
 */
export async function findTransfer(
  ethers: Ethers,
  provider: AbstractProvider,
  search: TransferSearch,
  timing: TransferFinderTiming,
): Promise<FoundTransfer> {
  const units = toBaseUnits(ethers, search.amount, search.asset.decimals, 'chain.findTransfer');
  const skip = new Set(search.except.map(lower));
  const { pending, mined } = await settledNonce(provider, search.owner, timing);
  if (pending) return 'pending';
  // Nothing left the account since the mark: nothing to look for (every transfer it sends takes a nonce).
  if (mined <= search.since.nonce) return null;
  const head = await provider.getBlockNumber();
  const from = Math.max(search.since.block + 1, head - TRANSFER_LOOKBACK_BLOCKS);
  if (search.asset.contract !== null) {
    const logs = await provider.getLogs({
      address: search.asset.contract,
      fromBlock: from,
      toBlock: head,
      topics: [TRANSFER_TOPIC, ethers.zeroPadValue(search.owner, 32), ethers.zeroPadValue(search.to, 32)],
    });
    const match = logs.find((log) => BigInt(log.data) === units && !skip.has(lower(log.transactionHash)));
    return match?.transactionHash ?? null;
  }
  // The native coin: the account's transactions since the mark, block by block, until all are seen.
  let left = mined - search.since.nonce;
  for (let number = from; number <= head && left > 0; number += 1) {
    const block = await provider.getBlock(number, true);
    for (const tx of block?.prefetchedTransactions ?? []) {
      if (lower(tx.from) !== lower(search.owner)) continue;
      left -= 1;
      const plain = tx.data === '0x' || tx.data === '';
      if (lower(tx.to) === lower(search.to) && tx.value === units && plain && !skip.has(lower(tx.hash)))
        return tx.hash;
    }
  }
  return null;
}
