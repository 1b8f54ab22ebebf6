import type Decimal from 'decimal.js';
import type { PaymentMethod, PaymentOptions } from '../../../domain/payment/payment-method';
import { covers } from '../../../domain/payment/payment-rules';

/**
 * What the balance (or the destroy quota) lacks to pay the whole order; null when it covers it, and for the
 * methods paid on chain (the wallet's balance is read when paying). A method with a shortfall is never
 * preselected nor payable: the sheet says what is missing and where to get it.
 */
export function shortfallOf(options: PaymentOptions | null, method: PaymentMethod): Decimal | null {
  if (!options || (method !== 'balance' && method !== 'destroyQuota')) return null;
  const available = method === 'balance' ? options.balance.available : options.destroyQuota.available;
  return covers(available, options.amount) ? null : options.amount.minus(available);
}
