import { AppError } from '../../domain/shared/app-error';
import { type ChainPolicy, chainProblem } from '../../domain/shared/chain-policy';
import type { AppConfig } from '../shared/app-config';

/** The build's chain policy: the live profile, its RPC allow-list and the NADI chain's fixed id. */
export const chainPolicyOf = (config: AppConfig): ChainPolicy => ({
  live: config.profile === 'live',
  rpcUrls: config.chainRpcUrls,
  nadiChainId: config.nadiChainId,
});

/**
 * Refuses chain settings the build does not allow (`chain-settings-refused`), before any wallet sees
 * them: the server's `rpc_url`, `explorer_url` and chain id would otherwise go straight into
 * `wallet_addEthereumChain`, where a wallet trusts the node it is given for balances and transactions.
 */
export function guardChain(
  chain: { readonly chainId: number; readonly rpcUrl: string; readonly explorerUrl: string },
  config: AppConfig,
): void {
  const problem = chainProblem(chain, chainPolicyOf(config));
  if (problem) throw new AppError('chain-settings-refused', { operation: `wallet.addChain.${problem}` });
}
