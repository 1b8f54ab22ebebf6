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

/** A `Paid` event of the payment contract for one order reference: who paid, with which token, how much. */
export interface PaidEvent {
  readonly txHash: TxHash;
  /** The paying account, as the contract recorded it (msg.sender). */
  readonly payer: string;
  /** The token contract paid with; null for the native coin. */
  readonly token: string | null;
  /** The amount in whole units of `asset` (the asset the search named). */
  readonly amount: Decimal;
}

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
  /** The symbol an ERC-20 token gives itself (its `symbol()`), so that another token is never paid as this coin. */
  tokenSymbol(wallet: Wallet, chain: ChainParams, contract: string): Promise<string>;
  /** Asks the wallet to send `amount` of `asset` to `to` (ERC-20 transfer, or a native transfer). */
  transfer(wallet: Wallet, chain: ChainParams, asset: PayAsset, to: string, amount: Decimal): Promise<TxHash>;
  /**
   * Every `Paid` event of the payment contract for `orderRef` (since `fromBlock`, else the recent blocks),
   * amounts read in `asset`'s units. Asked before paying, so that a payment whose hash was lost is followed
   * instead of paid again, and a reference paid by someone else is never taken for the person's payment.
   */
  findPayments(
    wallet: Wallet,
    chain: ChainParams,
    search: {
      readonly paymentContract: string;
      readonly orderRef: string;
      readonly asset: PayAsset;
      readonly fromBlock?: number;
    },
  ): Promise<readonly PaidEvent[]>;
  /** The chain's head block number. */
  headBlock(wallet: Wallet, chain: ChainParams): Promise<number>;
  /** Waits until the transaction has `confirmations` confirmations; `payment-failed` when it reverted. */
  waitForConfirmation(wallet: Wallet, chain: ChainParams, hash: TxHash, confirmations: number): Promise<void>;
}
