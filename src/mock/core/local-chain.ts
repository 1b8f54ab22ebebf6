import type Decimal from 'decimal.js';

/**
 * What the backend knows of a real EVM chain attached beside it (the local ganache chain of scripts/chain,
 * which only the Node server attaches: the in-page mock has none). The settings are plain data, kept in the
 * handlers' environment; confirming a payment on the chain is a function the Node server hands in
 * (server/chain-watch.ts), so that the browser build never carries the chain client.
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

/** What the chain says about a payment the app reported. */
export type OnChainVerdict = 'confirmed' | 'pending' | 'mismatch';

/** A payment as the backend expects it for an order. */
export interface OnChainPayment {
  /** The transaction hash the app reported. */
  readonly txHash: string;
  /** The order's reference as the app gave it to ChainGateway.payOrder (hashed to bytes32 on chain). */
  readonly orderRef: string;
  /** `USDT` or `NADI` (the chain's tokens), the native symbol (`BNB`), or a token contract address. */
  readonly token: string;
  /** Whole units, exactly what the order costs (`'12.5'` or a Decimal). */
  readonly amount: string | Decimal;
  /** The user's wallet address (the transaction's sender). */
  readonly payer: string;
}

export interface ConfirmOptions {
  /** Confirmations needed (default 1). */
  readonly confirmations?: number;
}

/** Checks a reported payment on the attached chain (server/chain-watch.ts: `confirmOnChainPayment`). */
export type ConfirmOnChain = (
  chain: LocalChainSettings,
  payment: OnChainPayment,
  options?: ConfirmOptions,
) => Promise<OnChainVerdict>;

/** An order's payment as the backend looks for it on chain: no hash (the app may never have reported one). */
export type SoughtPayment = Omit<OnChainPayment, 'txHash'>;

/**
 * Looks on the attached chain for the payment contract's `Paid` event of an order (its reference, the
 * payer, the token and exactly the amount), whatever the app reported: answers its transaction hash, or
 * null when there is none (or the chain did not answer). Server/chain-find.ts: `findPaidOnChain`.
 */
export type FindOnChain = (chain: LocalChainSettings, payment: SoughtPayment) => Promise<string | null>;

/**
 * An order as the backend opens it on the payment contract before it is paid (`open(orderRef, payer, token,
 * amount)`, sent by the contract's owner): only that payer may pay it, with exactly that token and amount.
 */
export interface OrderOpening {
  /** The order reference as the intent names it (hashed to bytes32 on chain). */
  readonly orderRef: string;
  readonly payer: string;
  /** The token contract; null for the native coin (address(0) on chain). */
  readonly token: string | null;
  /** The exact amount in the token's base units (an integer, as a decimal string). */
  readonly units: string;
}

/**
 * Opens (or opens again, while unpaid) an order on the attached chain's payment contract, from the owner's
 * account; resolves once it is mined, rejects when it could not be (server/http-server.ts, the chain's
 * `openOrder`). Only the Node server, which attaches a chain, sets it: the in-page mock has nothing to open.
 */
export type OpenOnChain = (chain: LocalChainSettings, order: OrderOpening) => Promise<void>;

/** A token transfer seen on the attached chain (an ERC-20 `Transfer` event of one of its tokens). */
export interface ChainTransfer {
  readonly txHash: string;
  readonly token: LocalTokenSymbol;
  /** Lower-cased 0x addresses. */
  readonly from: string;
  readonly to: string;
  /** Whole units, exact (`'12.5'`). */
  readonly amount: string;
  readonly blockNumber: number;
}

/**
 * Deposits and withdrawals of the funds feature on an attached chain (the Node server hands these in,
 * server/funds-chain.ts; the in-page mock has none and simulates the same states on its clock). Every
 * method fails (rejects) when the chain does not answer; the caller tries again on its next look.
 */
export interface FundsChainHooks {
  /** The chain's latest block number. */
  blockNumber(chain: LocalChainSettings): Promise<number>;
  /** Transfers of the chain's tokens to any of `addresses` in blocks `fromBlock`..latest. */
  transfersTo(
    chain: LocalChainSettings,
    addresses: readonly string[],
    fromBlock: number,
  ): Promise<readonly ChainTransfer[]>;
  /** Sends `amount` whole units of `token` from the backend's hot wallet to `to`; answers the hash once broadcast. */
  send(chain: LocalChainSettings, token: LocalTokenSymbol, to: string, amount: string): Promise<string>;
  /** Confirmations of a transaction: 0 while not mined, null when it reverted or the chain does not know it. */
  confirmations(chain: LocalChainSettings, txHash: string): Promise<number | null>;
}
