import type { AbstractProvider, TransactionReceipt } from 'ethers';
import type { ChainParams, Wallet } from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';

type Ethers = typeof import('ethers');
/** Loads ethers on first use (it is ~90 KB gzip: never in the first chunk). */
export type EthersLoader = () => Promise<Ethers>;

/**
 * The providers the chain gateway reads through (balances, allowances, fees, receipts, simulations): a
 * JsonRpcProvider on `chain.rpcUrl`, the chain's own node from common.config, one per chain and URL. Such
 * reads work whichever chain the wallet is on, do not depend on the wallet's node (in-app wallet browsers
 * differ a lot) and never put a prompt in front of the user. Only when a chain has no RPC URL do reads go
 * through the wallet's `request`.
 */
export class ChainReader {
  private readonly providers = new Map<string, AbstractProvider>();

  constructor(private readonly loadEthers: EthersLoader) {}

  /** The provider reads go through: the chain's RPC URL, else the wallet. */
  async provider(wallet: Wallet, chain: ChainParams): Promise<AbstractProvider> {
    const ethers = await this.loadEthers();
    if (!chain.rpcUrl) {
      const eip1193 = {
        request: ({ method, params }: { method: string; params?: unknown[] | Record<string, unknown> }) =>
          wallet.request(method, Array.isArray(params) ? params : []),
      };
      return new ethers.BrowserProvider(eip1193, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
    }
    const key = `${chain.chainId} ${chain.rpcUrl}`;
    let provider = this.providers.get(key);
    if (!provider) {
      const network = ethers.Network.from(chain.chainId);
      provider = new ethers.JsonRpcProvider(chain.rpcUrl, network, {
        staticNetwork: network,
        batchMaxCount: 1,
        // Polling for a receipt must see a fresh answer each round, not ethers' 250 ms cache.
        cacheTimeout: -1,
      });
      this.providers.set(key, provider);
    }
    return provider;
  }
}

/** Runs a read; any failure is `balance-fetch-failed` (an AppError from the wallet passes through). */
export async function chainRead<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('balance-fetch-failed', {}, { cause: error });
  }
}

/**
 * Asks for the receipt and the head every `pollingIntervalMs` until `confirmations` blocks (at least one)
 * hold the transaction. A reverted transaction is `payment-failed`; no confirmation within `timeoutMs` is
 * `timeout`. A node hiccup while polling is asked again next round.
 */
export async function pollConfirmations(
  provider: AbstractProvider,
  hash: string,
  confirmations: number,
  pollingIntervalMs: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const needed = Math.max(1, Math.floor(confirmations));
  for (;;) {
    let receipt: TransactionReceipt | null = null;
    let head = -1;
    try {
      receipt = await provider.getTransactionReceipt(hash);
      if (receipt) head = await provider.getBlockNumber();
    } catch {
      // A node hiccup while polling: ask again next round.
    }
    if (receipt?.status === 0) {
      throw new AppError('payment-failed', { operation: 'chain.waitForConfirmation' });
    }
    if (receipt && head - receipt.blockNumber + 1 >= needed) return;
    if (Date.now() >= deadline) throw new AppError('timeout', { operation: 'chain.waitForConfirmation' });
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs));
  }
}
