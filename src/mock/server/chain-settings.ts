/**
 * A real EVM chain attached to the Node mock backend (the local ganache chain of scripts/chain, started by
 * `npm start`, `npm run mock` and the end-to-end run). The in-page mock has none.
 */

/** The token symbols the local chain deploys. */
export type LocalTokenSymbol = 'USDT' | 'NADI';

/** What the mock needs to know about the attached chain: common.config announces it, payments are checked on it. */
export interface LocalChainSettings {
  readonly chainId: number;
  /** JSON-RPC over HTTP, reachable from the browser (CORS open). */
  readonly rpcUrl: string;
  /** ERC-20 test token contracts (18 decimals unless the chain was started otherwise). */
  readonly tokens: Readonly<Record<LocalTokenSymbol, string>>;
  /** NadiPayment: `pay(orderRef, token, amount)` / `payNative(orderRef)`, emits `Paid`. */
  readonly paymentContract: string;
  /** Where every payment ends up (the payment contract's immutable receiver). */
  readonly receiver: string;
  /** The native coin's symbol as the app shows it (BNB: the local chain stands in for a BSC-like chain). */
  readonly nativeSymbol: string;
}

/** A running local chain as the Node mock server uses it. */
export interface AttachedChain extends LocalChainSettings {
  /**
   * Gives `address` gas money and test tokens, once per chain lifetime (later calls do nothing), so a
   * wallet that just registered can pay. Resolves when the balances are on chain.
   */
  fund(address: string): Promise<void>;
}

/** The settings part of an attached chain (no functions: safe to keep in the backend's environment). */
export const chainSettings = (chain: LocalChainSettings): LocalChainSettings => ({
  chainId: chain.chainId,
  rpcUrl: chain.rpcUrl,
  tokens: { USDT: chain.tokens.USDT, NADI: chain.tokens.NADI },
  paymentContract: chain.paymentContract,
  receiver: chain.receiver,
  nativeSymbol: chain.nativeSymbol,
});
