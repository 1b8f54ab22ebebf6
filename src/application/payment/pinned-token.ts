import { AppError } from '../../domain/shared/app-error';
import type { ChainParams, Wallet } from '../wallet/wallet.port';
import type { ChainGateway } from './chain-gateway.port';
import { readFailure } from './payment-errors';

/**
 * Reads a token contract's own `symbol()` and `decimals()` before any approval or transfer: the symbol must be
 * the coin's (`payment-intent-mismatch` otherwise: another 18-decimal token is never paid as USDT). Answers
 * the token's decimals; a failed read is `balance-fetch-failed`.
 */
export async function verifiedTokenDecimals(
  gateway: ChainGateway,
  wallet: Wallet,
  chain: ChainParams,
  contract: string,
  coin: string,
): Promise<number> {
  const read = <T>(operation: string, task: () => Promise<T>): Promise<T> =>
    task().catch((error: unknown) => {
      throw readFailure(error, operation);
    });
  const symbol = await read('chain.symbol', () => gateway.tokenSymbol(wallet, chain, contract));
  if (symbol.trim().toUpperCase() !== coin.toUpperCase()) {
    throw new AppError('payment-intent-mismatch', { operation: 'chain.symbol' });
  }
  return read('chain.decimals', () => gateway.tokenDecimals(wallet, chain, contract));
}
