/**
 * The wallets NADI knows by name, in one place: the flags each sets on its provider and the namespaces it
 * puts its provider in besides (or instead of) `window.ethereum`. Many set `isMetaMask: true` beside their
 * own flag so that sites written for MetaMask work, so MetaMask comes last: a provider is named by the
 * first row whose flag it has. Sources: each wallet's developer documentation and provider source
 * (docs/decisions/2026-11-28-wallet-table.md).
 */
export interface KnownWallet {
  /** Short stable key, used in the ids of wallets found in a namespace (`injected:okx`). */
  readonly key: string;
  readonly name: string;
  /** `is…` flags that say a provider is this wallet. */
  readonly flags: readonly string[];
  /** Dotted paths on `window` where this wallet puts its EIP-1193 provider. */
  readonly namespaces: readonly string[];
}

export const KNOWN_WALLETS: readonly KnownWallet[] = [
  { key: 'tokenpocket', name: 'TokenPocket', flags: ['isTokenPocket'], namespaces: ['tokenpocket.ethereum'] },
  { key: 'trust', name: 'Trust Wallet', flags: ['isTrust', 'isTrustWallet'], namespaces: ['trustwallet'] },
  { key: 'okx', name: 'OKX Wallet', flags: ['isOkxWallet', 'isOKExWallet'], namespaces: ['okxwallet'] },
  { key: 'binance', name: 'Binance Web3 Wallet', flags: ['isBinance'], namespaces: ['binancew3w.ethereum'] },
  {
    key: 'bitget',
    name: 'Bitget Wallet',
    flags: ['isBitKeep', 'isBitgetWallet'],
    namespaces: ['bitkeep.ethereum'],
  },
  { key: 'imtoken', name: 'imToken', flags: ['isImToken'], namespaces: [] },
  { key: 'safepal', name: 'SafePal', flags: ['isSafePal'], namespaces: ['safepalProvider'] },
  {
    key: 'coinbase',
    name: 'Coinbase Wallet',
    flags: ['isCoinbaseWallet'],
    namespaces: ['coinbaseWalletExtension'],
  },
  { key: 'metamask', name: 'MetaMask', flags: ['isMetaMask'], namespaces: [] },
];

/** What a provider without a known flag is called. */
export const UNKNOWN_WALLET_NAME = 'Browser wallet';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The known wallet a provider says it is by its flags; null when none. */
export function walletByFlags(provider: unknown): KnownWallet | null {
  if (!isRecord(provider)) return null;
  return KNOWN_WALLETS.find(({ flags }) => flags.some((flag) => provider[flag] === true)) ?? null;
}

/** The value at a dotted path on a window (`bitkeep.ethereum`); undefined when any step is missing. */
export function readPath(target: object, path: string): unknown {
  let value: unknown = target;
  for (const step of path.split('.')) {
    if (!isRecord(value)) return undefined;
    try {
      value = value[step];
    } catch {
      return undefined;
    }
  }
  return value;
}
