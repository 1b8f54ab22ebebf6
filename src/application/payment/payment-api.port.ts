import type Decimal from 'decimal.js';
import type {
  ChainIntent,
  PaymentOptions,
  PaymentState,
  PayToken,
} from '../../domain/payment/payment-method';
import type { Chain } from '../../domain/shared/token';

export interface ChainIntentRequest {
  readonly orderId: number;
  readonly chain: Chain;
  readonly token: PayToken;
  /** The balance part of a mixed payment; 0 for a payment all on chain. */
  readonly balancePart: Decimal;
}

/**
 * The payment calls (`pay/*`, proposed). Every method fails with an AppError of an API kind; the paying
 * calls also with `insufficient-balance` (balance or destroy quota short, no amounts attached),
 * `payment-method-failed` (method, chain or token not allowed for the order) and `payment-failed`
 * (order not payable any more, or a transaction already in progress for it).
 */
export const PaymentApi = Symbol.for('PaymentApi');
export interface PaymentApi {
  /** The methods the order allows, its amount and unit, and the user's balance and destroy quota. */
  methods(orderId: number): Promise<PaymentOptions>;
  /** Pays from the balance; a paid order answers its state without a second charge. */
  payByBalance(orderId: number): Promise<PaymentState>;
  /** Pays from the destroy quota; idempotent like `payByBalance`. */
  payByDestroyQuota(orderId: number): Promise<PaymentState>;
  /** Records (or answers again) the on-chain payment the server expects for the order. */
  chainIntent(request: ChainIntentRequest): Promise<ChainIntent>;
  /** Records the hash of the sent payment at once, before it is confirmed; answers the payment state. */
  chainSubmit(orderId: number, txHash: string): Promise<PaymentState>;
  /** The payment state of the order. */
  status(orderId: number): Promise<PaymentState>;
}
