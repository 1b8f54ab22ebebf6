import type { TxHash } from '../../application/payment/chain-gateway.port';
import type { ChainParams, Wallet } from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';
import { toWalletError } from '../wallet/wallet-errors';
import { type ChainReader, chainRead, type EthersLoader } from './chain-reader';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** A transaction as the gateway builds it: where it goes, its call data, the native coin it carries. */
export interface OutgoingTransaction {
  readonly to: string;
  readonly data?: string;
  readonly value?: bigint;
}

/**
 * The writes of the chain gateway: a transaction goes through the wallet (`eth_sendTransaction` from its
 * first account; the wallet estimates gas and signs), only when the wallet is on the chain asked for. A
 * payment may be simulated first (eth_call through the chain's node), so that one that would revert fails
 * with `payment-failed` before the wallet asks the user.
 */
export class TransactionSender {
  constructor(
    private readonly loadEthers: EthersLoader,
    private readonly reader: ChainReader,
  ) {}

  /**
   * Sends a transaction from the wallet's account, on `chain` only. With `simulate`, an eth_call first:
   * a transaction that would revert (no allowance, no balance) fails with `payment-failed` at once.
   */
  async send(wallet: Wallet, chain: ChainParams, tx: OutgoingTransaction, simulate = false): Promise<TxHash> {
    const ethers = await this.loadEthers();
    let from: string | undefined;
    let walletChain: number;
    try {
      [from] = await wallet.accounts();
      walletChain = await wallet.chainId();
    } catch (error) {
      throw toWalletError(error, 'request');
    }
    if (!from) throw new AppError('wallet-connect-failed', { operation: 'chain.send' });
    if (walletChain !== chain.chainId) throw new AppError('wrong-network', { operation: 'chain.send' });
    if (simulate) await this.simulate(wallet, chain, { ...tx, from });
    const request: Record<string, string> = { from, to: tx.to };
    if (tx.data) request.data = tx.data;
    if (tx.value !== undefined) request.value = ethers.toQuantity(tx.value);
    let hash: unknown;
    try {
      hash = await wallet.request('eth_sendTransaction', [request]);
    } catch (error) {
      throw toWalletError(error, 'transaction');
    }
    if (typeof hash !== 'string' || !TX_HASH.test(hash)) {
      throw new AppError('payment-failed', { operation: 'chain.send' });
    }
    return hash;
  }

  private async simulate(
    wallet: Wallet,
    chain: ChainParams,
    tx: OutgoingTransaction & { readonly from: string },
  ): Promise<void> {
    const provider = await chainRead(() => this.reader.provider(wallet, chain));
    try {
      await provider.call(tx);
    } catch (error) {
      // Only a revert stops the payment; a node that cannot answer leaves the decision to the wallet.
      if (isCallException(error))
        throw new AppError('payment-failed', { operation: 'chain.simulate' }, { cause: error });
    }
  }
}

const isCallException = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'CALL_EXCEPTION';
