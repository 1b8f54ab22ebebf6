/**
 * What the app lets a wallet be asked to add or switch to (`wallet_addEthereumChain`): the chain
 * settings come from the server (`common/config`), so they are checked against what the build fixed.
 */
export interface ChainPolicy {
  /** The live profile: a real backend and real wallets (the allow-list and chain ids are required). */
  readonly live: boolean;
  /** The build's chain RPC URLs (`PUBLIC_CHAIN_RPC_URLS`): a wallet is given no other node. */
  readonly rpcUrls: readonly string[];
  /** The NADI chain's id, fixed at build time (`PUBLIC_NADI_CHAIN_ID`); null when not set. */
  readonly nadiChainId: number | null;
}

export type ChainProblem = 'rpc-insecure' | 'explorer-insecure' | 'rpc-not-allowed' | 'chain-id';

/** BSC mainnet and testnet (decisions.md, "Chains"). */
export const BSC_CHAIN_IDS: readonly number[] = [56, 97];

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

const isLoopback = (url: URL): boolean => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
};

/** https, or plain http to this machine only (the local chain of `npm start` and the e2e runs). */
const secure = (url: URL | null): boolean =>
  url !== null && (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url)));

/**
 * What is wrong with a chain's settings before a wallet may see them; null when nothing is. Every
 * profile: the RPC and the explorer over https (plain http to this machine only). With an allow-list, and
 * always in the live profile: the RPC's host must be one of the build's. With a NADI chain id, and always in
 * the live profile: the chain id must be BSC's (56, 97) or the NADI chain's fixed at build time.
 */
export function chainProblem(
  chain: { readonly chainId: number; readonly rpcUrl: string; readonly explorerUrl: string },
  policy: ChainPolicy,
): ChainProblem | null {
  const rpc = parse(chain.rpcUrl);
  if (!secure(rpc) || rpc === null) return 'rpc-insecure';
  if (chain.explorerUrl !== '' && !secure(parse(chain.explorerUrl))) return 'explorer-insecure';
  if (policy.live || policy.rpcUrls.length > 0) {
    const hosts = policy.rpcUrls.map((url) => parse(url)?.host.toLowerCase());
    if (!hosts.includes(rpc.host.toLowerCase())) return 'rpc-not-allowed';
  }
  const idFixed = policy.live || policy.nadiChainId !== null;
  if (idFixed && !BSC_CHAIN_IDS.includes(chain.chainId) && chain.chainId !== policy.nadiChainId) {
    return 'chain-id';
  }
  return null;
}
