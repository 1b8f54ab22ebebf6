import type Decimal from 'decimal.js';
import type { ChainParams, Wallet } from '../wallet/wallet.port';

/** An ERC-20 token or the chain's native coin (BNB on BSC), on one chain. */
export interface PayAsset {
  readonly symbol: string;
  /** Token contract; null for the native coin. */
  readonly contract: string | null;
  readonly decimals: number;
}

/** A transaction hash as the wallet returned it. */
export type TxHash = string;

/** Where the payer's account stood on chain before a payment was first sent: the head block and its nonce. */
export interface TransferMark {
  readonly block: number;
  /** The account's count of mined transactions (its next nonce) at that block. */
  readonly nonce: number;
}

/** What a look for an earlier transfer found: its hash, a transaction of the account still unmined, or none. */
export type FoundTransfer = TxHash | 'pending' | null;

/**
 * Reads and writes on chain through the user's wallet (ethers underneath, loaded lazily). Amounts are
 * decimals in whole units (1.5 USDT), converted to base units exactly. Every method fails with an
 * AppError: wallet kinds from the wallet (transaction-cancelled on 4001), `balance-fetch-failed` when a
 * read fails, `payment-failed` when a transaction reverts.
 */
export const ChainGateway = Symbol.for('ChainGateway');
export interface ChainGateway {
  /** The balance of `owner` in `asset`. */
  balanceOf(wallet: Wallet, chain: ChainParams, asset: PayAsset, owner: string): Promise<Decimal>;
  /** How much `spender` may move of `owner`'s ERC-20 token. */
  allowance(
    wallet: Wallet,
    chain: ChainParams,
    asset: PayAsset,
    owner: string,
    spender: string,
  ): Promise<Decimal>;
  /** The native coin needed for the gas of one transaction of this kind (an estimate with margin). */
  gasCost(
    wallet: Wallet,
    chain: ChainParams,
    kind: 'approve' | 'transfer' | 'native-transfer',
    asset: PayAsset,
  ): Promise<Decimal>;
  /** Asks the wallet to approve exactly `amount` for `spender` (never unlimited). */
  approve(
    wallet: Wallet,
    chain: ChainParams,
    asset: PayAsset,
    spender: string,
    amount: Decimal,
  ): Promise<TxHash>;
  /**
   * Pays an order through the payment contract (`spender` of the approval): the contract pulls exactly
   * `amount` of the ERC-20 token from the payer to the receiver and records `orderRef`, so that the
   * allowance drops back to zero and the backend can match the payment to the order.
   */
  payOrder(
    wallet: Wallet,
    chain: ChainParams,
    asset: PayAsset,
    paymentContract: string,
    orderRef: string,
    amount: Decimal,
  ): Promise<TxHash>;
  /** The decimals of an ERC-20 token (its `decimals()`), so that an amount the app chose converts exactly. */
  tokenDecimals(wallet: Wallet, chain: ChainParams, contract: string): Promise<number>;
  /** Asks the wallet to send `amount` of `asset` to `to` (ERC-20 transfer, or a native transfer). */
  transfer(wallet: Wallet, chain: ChainParams, asset: PayAsset, to: string, amount: Decimal): Promise<TxHash>;
  /**
   * The transaction that already paid `orderRef` through the payment contract (its `Paid` event, in the
   * recent blocks), or null. Asked before paying, so that a payment whose hash was lost (a reload between
   * the wallet broadcasting it and the page hearing back) is resumed instead of paid again.
   */
  findPayment(
    wallet: Wallet,
    chain: ChainParams,
    paymentContract: string,
    orderRef: string,
  ): Promise<TxHash | null>;
  /** The head block and the account's mined transaction count, taken before a plain transfer is first sent. */
  transferMark(wallet: Wallet, chain: ChainParams, owner: string): Promise<TransferMark>;
  /**
   * A plain transfer of exactly `amount` of `asset` from `owner` to `to`, mined after `since` (an ERC-20
   * `Transfer` log; for the native coin a transaction of that value with no data, looked for only when the
   * account's nonce moved), skipping the hashes in `except`. `'pending'` while a transaction of the account
   * stays unmined (its pending nonce ahead of the mined one) after a short wait. Asked before a transfer
   * without a payment contract is sent again, so that a payment whose hash was lost is followed instead.
   */
  findTransfer(
    wallet: Wallet,
    chain: ChainParams,
    search: {
      readonly asset: PayAsset;
      readonly owner: string;
      readonly to: string;
      readonly amount: Decimal;
      readonly since: TransferMark;
      readonly except: readonly TxHash[];
    },
  ): Promise<FoundTransfer>;
  /** Waits until the transaction has `confirmations` confirmations; `payment-failed` when it reverted. */
  waitForConfirmation(wallet: Wallet, chain: ChainParams, hash: TxHash, confirmations: number): Promise<void>;
}
