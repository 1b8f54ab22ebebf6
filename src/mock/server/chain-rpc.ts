import type { AbstractProvider } from 'ethers';
import { ERC20_ABI } from '../../adapters/chain/payment-abi';
import type { LocalChainSettings } from '../core/local-chain';

/**
 * What the Node mock's chain readers share (chain-watch.ts checks a reported payment, chain-find.ts looks
 * for an order's payment by its events): one JSON-RPC provider per chain, the chain's tokens by symbol or
 * address, and their decimals.
 */

export type Ethers = typeof import('ethers');
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const providers = new Map<string, AbstractProvider>();
const decimalsCache = new Map<string, number>();

/** Case-insensitive equality of two addresses (false when either is missing). */
export const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/** null: the native coin; undefined: a token this chain does not have. */
export function resolveToken(
  ethers: Ethers,
  chain: LocalChainSettings,
  token: string,
): string | null | undefined {
  if (same(token, chain.nativeSymbol) || same(token, ZERO_ADDRESS)) return null;
  const byKey = Object.entries(chain.tokens).find(([symbol]) => same(symbol, token))?.[1];
  if (byKey) return byKey;
  return ethers.isAddress(token) && Object.values(chain.tokens).some((known) => same(known, token))
    ? token
    : undefined;
}

/** The token's decimals, read once per chain and token. */
export async function tokenDecimals(
  ethers: Ethers,
  provider: AbstractProvider,
  chain: LocalChainSettings,
  token: string,
): Promise<number> {
  const key = `${chain.rpcUrl} ${token.toLowerCase()}`;
  const known = decimalsCache.get(key);
  if (known !== undefined) return known;
  const erc20 = new ethers.Interface(ERC20_ABI);
  const raw = await provider.call({ to: token, data: erc20.encodeFunctionData('decimals', []) });
  const decimals = Number(erc20.decodeFunctionResult('decimals', raw)[0]);
  decimalsCache.set(key, decimals);
  return decimals;
}

/** One provider per chain id and RPC URL, without ethers' call cache (a receipt must be read fresh). */
export function providerFor(ethers: Ethers, chain: LocalChainSettings): AbstractProvider {
  const key = `${chain.chainId} ${chain.rpcUrl}`;
  let provider = providers.get(key);
  if (!provider) {
    const network = ethers.Network.from(chain.chainId);
    provider = new ethers.JsonRpcProvider(chain.rpcUrl, network, {
      staticNetwork: network,
      batchMaxCount: 1,
      cacheTimeout: -1,
    });
    providers.set(key, provider);
  }
  return provider;
}
