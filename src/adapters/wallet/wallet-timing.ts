/** How long the wallet adapter waits for a wallet, in ms (tests shorten them). */
export interface WalletTiming {
  /** After a switch, how long `eth_chainId` may still report the old chain (MetaMask Mobile: ~500 ms). */
  readonly settleMs: number;
  readonly pollMs: number;
  /** How long a logout waits for `wallet_revokePermissions`. */
  readonly revokeMs: number;
  /** How long a `disconnect` event waits for `eth_accounts` to say whether the account is still there. */
  readonly accountsCheckMs: number;
}

export const DEFAULT_WALLET_TIMING: WalletTiming = {
  settleMs: 2_000,
  pollMs: 100,
  revokeMs: 1_000,
  accountsCheckMs: 1_000,
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise's value, or `fallback` when it has not settled within `ms` (or failed). */
export const within = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([promise.catch(() => fallback), sleep(ms).then(() => fallback)]);
