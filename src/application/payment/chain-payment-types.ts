import type { ChainIntent } from '../../domain/payment/payment-method';
import type { ChainParams, Wallet } from '../wallet/wallet.port';
import type { PayAsset } from './chain-gateway.port';

/** What a gas estimate is for. */
export type GasKind = 'approve' | 'transfer' | 'native-transfer';

/** One on-chain payment in progress: the order, its intent, and the wallet, account and chain paying it. */
export interface OnChain {
  readonly orderId: number;
  readonly intent: ChainIntent;
  readonly wallet: Wallet;
  readonly owner: string;
  readonly chain: ChainParams;
  readonly native: PayAsset;
  /** Aborted when the person stops waiting for a wallet that does not answer (PaymentEngine.abandon). */
  readonly signal?: AbortSignal;
}
