import type { LocalChainSettings, OrderOpening } from '../core/local-chain';

/**
 * A running local chain as the Node mock server uses it: the real EVM chain (the local ganache chain of
 * scripts/chain, started by `npm start`, `npm run mock` and the end-to-end run) attached to the backend.
 * The in-page mock has none.
 */
export interface AttachedChain extends LocalChainSettings {
  /**
   * Gives `address` gas money and test tokens, once per chain lifetime (later calls do nothing), so a
   * wallet that just registered can pay. Resolves when the balances are on chain.
   */
  fund(address: string): Promise<void>;
  /**
   * The private key of the backend's hot wallet on this chain, an account that holds the tokens and gas:
   * the funds feature's withdrawals are sent from it (funds-chain.ts). Without one, nothing is sent (a
   * withdrawal waits). Never announced: `chainSettings` leaves it out.
   */
  readonly hotWalletKey?: string;
  /**
   * Opens an order on the payment contract from its owner (the deployer, whose transactions go one at a time
   * with the login funding's); resolves with the transaction's hash once mined. Without it, nothing is opened.
   */
  openOrder?(order: OrderOpening): Promise<string>;
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
